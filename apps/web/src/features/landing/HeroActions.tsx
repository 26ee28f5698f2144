import type { Translator } from '@kiwo/i18n';
import { dashboardPath, ROLES } from '../../routes/roles';
import * as styles from './landing.css';

/**
 * The prerendered page cannot know who is signed in, so it carries all four variants; the
 * inline head script marks `<html data-session="farmer|agent|admin">` from local auth storage
 * before the first paint and `sessionVisibility` CSS shows exactly one (no flash, no shift).
 */
export function HeroActionsForEveryone({ t }: { t: Translator }) {
  return (
    <>
      <a className={styles.action.primary} href="/signup" data-show-for="visitor">
        {t.landing.getStartedFree()}
      </a>
      {ROLES.map((role) => (
        <a
          key={role}
          className={styles.action.primary}
          href={dashboardPath(role)}
          data-show-for={role}
        >
          {t.landing.goToDashboard()}
        </a>
      ))}
    </>
  );
}
