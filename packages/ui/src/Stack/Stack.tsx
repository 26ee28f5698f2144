import type { ReactNode } from 'react';
import * as styles from './Stack.css';

export type StackGap = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Props of {@link Stack}. */
export interface StackProps {
  /**
   * Main axis. Rows wrap, so a row of buttons never overflows a 360 px phone.
   * @default 'column'
   */
  direction?: 'column' | 'row';
  /** @default 'md' */
  gap?: StackGap;
  /** Cross-axis alignment. @default 'stretch' */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /**
   * The element rendered, so a stack can be a landmark or a list.
   * @default 'div'
   */
  as?: 'div' | 'section' | 'header' | 'footer' | 'nav' | 'main' | 'ul' | 'ol' | 'li';
  /** Accessible name, for landmarks such as `section` and `nav`. */
  'aria-label'?: string;
  /** Id of the element that names this landmark. */
  'aria-labelledby'?: string;
  id?: string;
  children?: ReactNode;
}

/** Lays its children out in a row or column with a theme gap: the one layout atom screens use. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align = 'stretch',
  as: Element = 'div',
  children,
  ...rest
}: StackProps) {
  return (
    <Element
      {...rest}
      className={styles.stack({ direction, gap, align })}
      data-direction={direction}
      data-gap={gap}
    >
      {children}
    </Element>
  );
}
