import type { Translator } from '@kiwo/i18n';
import * as chrome from './chrome.css';
import * as styles from './landing.css';

/**
 * The newsletter form of the prerendered page (spec §2, §4, §5, §8); `landing-island/
 * newsletter.ts` validates and sends it. The input has no `name`: should the script ever be
 * missing, a submit only reloads the page instead of putting the address in a URL.
 */
export function NewsletterSignup({ t }: { t: Translator }) {
  const n = t.newsletter;
  return (
    <form
      className={chrome.newsletter}
      noValidate
      aria-labelledby="newsletter-title"
      data-island="newsletter"
    >
      <h2 id="newsletter-title" className={styles.sectionTitle}>
        {n.title()}
      </h2>
      <p id="newsletter-description">{n.description()}</p>
      <div className={chrome.newsletterRow}>
        <div className={chrome.field}>
          <label className={chrome.label} htmlFor="newsletter-email">
            {n.emailLabel()}
          </label>
          <input
            id="newsletter-email"
            className={chrome.input}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-describedby="newsletter-description"
          />
        </div>
        <button
          type="submit"
          className={`${styles.action.primary} ${chrome.submit}`}
          data-island="newsletter-submit"
        >
          {n.subscribe()}
        </button>
      </div>
    </form>
  );
}
