import { formatNaira, type Translator } from '@kiwo/i18n';
import * as styles from './landing.css';

function AudienceCard(props: { title: string; button: string; href: string; bullets: string[] }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>{props.title}</h3>
      <ul className={styles.values}>
        {props.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <a className={`${styles.action.primary} ${styles.cardAction}`} href={props.href}>
        {props.button}
      </a>
    </article>
  );
}

/** "I'm a Farmer" / "I'm an Extension Agent" (five bullets each) and the 0 NGN offer. */
export function CallToAction({ t }: { t: Translator }) {
  const h = t.home;
  return (
    <section className={styles.section} aria-labelledby="offer-title">
      <div className={styles.offer}>
        <h2 id="offer-title" className={styles.sectionTitle}>
          {h.offerTitle({ price: formatNaira(0) })}
        </h2>
        <p>{h.offerBody()}</p>
      </div>
      <div className={styles.pair}>
        <AudienceCard
          title={h.farmerCardTitle()}
          button={h.farmerCardButton()}
          href="/signup"
          bullets={[
            h.farmerBullet1(),
            h.farmerBullet2(),
            h.farmerBullet3(),
            h.farmerBullet4(),
            h.farmerBullet5(),
          ]}
        />
        <AudienceCard
          title={h.agentCardTitle()}
          button={h.agentCardButton()}
          href="/signup?role=agent"
          bullets={[
            h.agentBullet1(),
            h.agentBullet2(),
            h.agentBullet3(),
            h.agentBullet4(),
            h.agentBullet5(),
          ]}
        />
      </div>
    </section>
  );
}
