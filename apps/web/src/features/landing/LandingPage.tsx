import type { Locale, Translator } from '@kiwo/i18n';
import { ISLAND_STRINGS_ID, VOICE_ROOT_ID } from '../../landing-island/contract';
import { ChatLauncher } from './ChatLauncher';
import * as chrome from './chrome.css';
import { Footer } from './Footer';
import { HeroActionsForEveryone } from './HeroActions';
import { islandStrings, scriptJson } from './islandStrings';
import { LandingNavbar } from './LandingNavbar';
import { LandingSections } from './LandingSections';
import { NewsletterSignup } from './NewsletterSignup';
import { VoiceLauncher } from './VoiceLauncher';

/**
 * The body of the prerendered landing page (ADR 0014): the same sections as the app's `/`
 * route, with the navbar, newsletter form and chat button in plain markup for the island
 * script, and the island's strings as JSON.
 */
export function LandingPage({ t, locale }: { t: Translator; locale: Locale }) {
  return (
    <>
      <a className={chrome.skipLink} href="#main">
        {t.app.skipToContent()}
      </a>
      <LandingNavbar t={t} locale={locale} />
      <main id="main" className={chrome.main}>
        <LandingSections
          t={t}
          primaryAction={<HeroActionsForEveryone t={t} />}
          voiceAction={<VoiceLauncher t={t} />}
        />
      </main>
      <div className={chrome.container}>
        <Footer t={t} newsletter={<NewsletterSignup t={t} />} />
      </div>
      <ChatLauncher t={t} />
      <div id={VOICE_ROOT_ID} />
      <div className={chrome.toastRegion} data-island="toasts" />
      <script
        type="application/json"
        id={ISLAND_STRINGS_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own strings, `<` escaped.
        dangerouslySetInnerHTML={{ __html: scriptJson(islandStrings(t, locale)) }}
      />
    </>
  );
}
