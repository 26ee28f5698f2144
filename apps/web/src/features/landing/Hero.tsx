import { USSD_CODE } from '@kiwo/domain';
import { Link, Stack } from '@kiwo/ui';
import { webConfig } from '../../config';
import { dashboardPath } from '../../routes/roles';
import { useAuth } from '../../stores/auth';
import { useI18n } from '../../stores/locale';
import { HeroArt } from './HeroArt';
import * as styles from './landing.css';

/** `tel:` needs `#` escaped, or the dialler stops at the star code's end. */
const ussdHref = `tel:${USSD_CODE.replace('#', '%23')}`;

/** Spec §2 hero: headline, subtitle, the three buttons, the USSD badge, three value lines, art. */
export function Hero() {
  const { t } = useI18n();
  const { user } = useAuth();
  return (
    <section id="about" className={styles.hero} aria-labelledby="hero-title">
      <Stack gap="md">
        <h1 id="hero-title" className={styles.headline}>
          {t.landing.headline()}
        </h1>
        <p>{t.landing.subtitle()}</p>
        <Stack direction="row" gap="sm">
          {user ? (
            <Link variant="primary" href={dashboardPath(user.role)}>
              {t.landing.goToDashboard()}
            </Link>
          ) : (
            <Link variant="primary" href="/signup">
              {t.landing.getStartedFree()}
            </Link>
          )}
          <Link variant="secondary" href={`tel:${webConfig.voiceAgentPhone}`}>
            {t.landing.callAgent()}
          </Link>
        </Stack>
        <div className={styles.ussd}>
          <strong>{t.home.ussdTitle()}</strong>
          <span>{t.home.ussdBody({ code: USSD_CODE })}</span>
          <Link href={ussdHref}>{t.landing.ussdBadge({ code: USSD_CODE })}</Link>
        </div>
        <ul className={styles.values}>
          <li>{t.home.valueRecords()}</li>
          <li>{t.home.valueInsight()}</li>
          <li>{t.home.valueAdvice()}</li>
        </ul>
      </Stack>
      <figure className={styles.figure}>
        <HeroArt className={styles.art} label={t.home.imageAlt()} />
        <figcaption className={styles.caption}>{t.home.imageCaption()}</figcaption>
      </figure>
    </section>
  );
}
