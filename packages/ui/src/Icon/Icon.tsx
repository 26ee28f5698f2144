import type { ReactNode } from 'react';
import * as styles from './Icon.css';

/** Rendered size of an icon. */
export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

/** Props of every icon component. */
export interface IconProps {
  /**
   * Rendered size: `sm` 1rem, `md` 1.25rem, `lg` 1.5rem, `xl` 2rem.
   * @default 'md'
   */
  size?: IconSize;
}

/** An icon component: decorative (`aria-hidden`); the control around it carries the name. */
export type IconComponent = (props: IconProps) => ReactNode;

export interface SvgProps extends IconProps {
  name: string;
  children: ReactNode;
}

// 24×24 stroke icons drawn for Kiwo: no icon library, a few hundred bytes each.
export function Svg({ name, size = 'md', children }: SvgProps) {
  return (
    <svg
      className={styles.icon({ size })}
      data-icon={name}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
