import { USSD_CODE } from '@kiwo/domain';
import type { Translator } from '@kiwo/i18n';
import type { ReactNode } from 'react';
import { webConfig } from '../../config';
import { HeroArt } from './HeroArt';
import * as styles from './landing.css';

/** `tel:` needs `#` escaped, or the dialler stops at the star code's end. */
export const ussdHref = `tel:${USSD_CODE.replace('#', '%23')}`;

/**
 * Spec §2 hero: headline, subtitle, the primary action (Get Started Free for visitors, Go to
 * Dashboard when signed in — the caller decides, see `HeroActions`), Call Our Agent, the USSD
 * badge, three value lines and the captioned picture.
 */
export function Hero({ t, primaryAction }: { t: Translator; primaryAction: ReactNode }) {
  return (
    <section id="about" className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroText}>
        <h1 id="hero-title" className={styles.headline}>
          {t.landing.headline()}
        </h1>
        <p className={styles.lead}>{t.landing.subtitle()}</p>
        <div className={styles.actions}>
          {primaryAction}
          <a className={styles.action.secondary} href={`tel:${webConfig.voiceAgentPhone}`}>
            {t.landing.callAgent()}
          </a>
        </div>
        <div className={styles.ussd}>
          <strong>{t.home.ussdTitle()}</strong>
          <span>{t.home.ussdBody({ code: USSD_CODE })}</span>
          <a className={styles.ussdLink} href={ussdHref}>
            {t.landing.ussdBadge({ code: USSD_CODE })}
          </a>
        </div>
        <ul className={styles.values}>
          <li>{t.home.valueRecords()}</li>
          <li>{t.home.valueInsight()}</li>
          <li>{t.home.valueAdvice()}</li>
        </ul>
      </div>
      <figure className={styles.figure}>
        <HeroArt className={styles.art} label={t.home.imageAlt()} />
        <figcaption className={styles.caption}>{t.home.imageCaption()}</figcaption>
      </figure>
    </section>
  );
}
