import { Button, Stack } from '@kiwo/ui';
import { useId, useState } from 'react';
import { useI18n } from '../../stores/locale';
import * as styles from './landing.css';

function FeatureCard({ title, body, more }: { title: string; body: string; more: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p>{body}</p>
      {open && <p id={moreId}>{more}</p>}
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={moreId}
        onPress={() => setOpen(!open)}
      >
        {open ? t.home.showLess() : t.home.learnMore()}
      </Button>
    </article>
  );
}

/** The features of spec §1, grouped into four cards, each with "Learn more". */
export function Features() {
  const { t } = useI18n();
  const h = t.home;
  return (
    <Stack as="section" gap="md" aria-labelledby="features-title">
      <h2 id="features-title">{h.featuresTitle()}</h2>
      <div className={styles.grid}>
        <FeatureCard
          title={h.featureRecordsTitle()}
          body={h.featureRecordsBody()}
          more={h.featureRecordsMore()}
        />
        <FeatureCard
          title={h.featureAdviceTitle()}
          body={h.featureAdviceBody()}
          more={h.featureAdviceMore()}
        />
        <FeatureCard
          title={h.featureAnalyticsTitle()}
          body={h.featureAnalyticsBody()}
          more={h.featureAnalyticsMore()}
        />
        <FeatureCard
          title={h.featureMarketTitle()}
          body={h.featureMarketBody()}
          more={h.featureMarketMore()}
        />
      </div>
    </Stack>
  );
}
