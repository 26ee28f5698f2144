import { LOCALES, type Locale, loadLocale, translator } from '@kiwo/i18n';
import { darkTheme, lightTheme } from '@kiwo/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { LandingPage } from '../../features/landing/LandingPage';
import { type LandingAssets, landingDocument } from './document';
import { purgeCss, wordsOf } from './purgeCss';

/**
 * Build-time entry (Vite SSR build, run by `scripts/build-landing.mjs`): the real landing
 * components rendered to static HTML, one document per language (ADR 0014).
 */
export type PageAssets = Omit<LandingAssets, 'css' | 'lightTheme' | 'darkTheme'>;

export async function renderLandingPages(
  css: string,
  assets: PageAssets,
): Promise<{ locale: Locale; html: string }[]> {
  const bodies = [];
  for (const locale of LOCALES) {
    await loadLocale(locale);
    const t = translator(locale);
    bodies.push({ locale, t, body: renderToStaticMarkup(<LandingPage t={t} locale={locale} />) });
  }
  const used = wordsOf(bodies.map((page) => page.body).join('\n'));
  used.add(lightTheme).add(darkTheme);
  const pageCss = purgeCss(css, used);
  return bodies.map(({ locale, t, body }) => ({
    locale,
    html: landingDocument({
      locale,
      t,
      body,
      assets: { ...assets, css: pageCss, lightTheme, darkTheme },
    }),
  }));
}
