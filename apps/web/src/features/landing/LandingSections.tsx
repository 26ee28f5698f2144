import type { Translator } from '@kiwo/i18n';
import type { ReactNode } from 'react';
import { CallToAction } from './CallToAction';
import { Features } from './Features';
import { Hero } from './Hero';
import * as styles from './landing.css';

/** Hero, features and the call to action: the same markup in the app and prerendered. */
export function LandingSections({ t, primaryAction }: { t: Translator; primaryAction: ReactNode }) {
  return (
    <div className={styles.page}>
      <Hero t={t} primaryAction={primaryAction} />
      <Features t={t} />
      <CallToAction t={t} />
    </div>
  );
}
