import type { Translator } from '@kiwo/i18n';
import type { ReactNode } from 'react';
import { CallToAction } from './CallToAction';
import { Features } from './Features';
import { Hero } from './Hero';
import * as styles from './landing.css';

interface LandingSectionsProps {
  t: Translator;
  primaryAction: ReactNode;
  /** "Talk to the AI vet" in the AI advice card, for signed-in users. */
  voiceAction?: ReactNode;
}

/** Hero, features and the call to action, rendered to HTML at build time (ADR 0014). */
export function LandingSections({ t, primaryAction, voiceAction }: LandingSectionsProps) {
  return (
    <div className={styles.page}>
      <Hero t={t} primaryAction={primaryAction} />
      <Features t={t} voiceAction={voiceAction} />
      <CallToAction t={t} />
    </div>
  );
}
