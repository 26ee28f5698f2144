import type { Translator } from '@kiwo/i18n';
import type { ReactNode } from 'react';
import * as styles from './landing.css';

interface FeatureText {
  title: string;
  body: string;
  more: string;
  /** An action under the text (the voice call on the AI advice card). */
  action?: ReactNode;
}

/**
 * "Learn more" is a native disclosure (`<details>`): it opens its explanation with no script
 * at all, so the prerendered page needs none for it.
 */
function FeatureCard({ feature, t }: { feature: FeatureText; t: Translator }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>{feature.title}</h3>
      <p>{feature.body}</p>
      <details className={styles.more}>
        <summary className={styles.moreToggle}>
          <span className={styles.whenClosed}>{t.home.learnMore()}</span>
          <span className={styles.whenOpen}>{t.home.showLess()}</span>
        </summary>
        <p>{feature.more}</p>
      </details>
      {feature.action}
    </article>
  );
}

/** The features of spec §1, grouped into four cards, each with "Learn more". */
export function Features({ t, voiceAction }: { t: Translator; voiceAction?: ReactNode }) {
  const h = t.home;
  const features: FeatureText[] = [
    { title: h.featureRecordsTitle(), body: h.featureRecordsBody(), more: h.featureRecordsMore() },
    {
      title: h.featureAdviceTitle(),
      body: h.featureAdviceBody(),
      more: h.featureAdviceMore(),
      action: voiceAction,
    },
    {
      title: h.featureAnalyticsTitle(),
      body: h.featureAnalyticsBody(),
      more: h.featureAnalyticsMore(),
    },
    { title: h.featureMarketTitle(), body: h.featureMarketBody(), more: h.featureMarketMore() },
  ];
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.sectionTitle}>
        {h.featuresTitle()}
      </h2>
      <div className={styles.grid}>
        {features.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} t={t} />
        ))}
      </div>
    </section>
  );
}
