import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export type LinkVariant = 'inline' | 'primary' | 'secondary';

/** Props of {@link Link}. */
export interface LinkProps
  extends Omit<RACLinkProps, 'className' | 'style' | 'render' | 'children'> {
  /**
   * `inline` for links in text; `primary`/`secondary` for links that look like buttons
   * (navigation such as "Get Started" is a link, not a button).
   * @default 'inline'
   */
  variant?: LinkVariant;
  children?: ReactNode;
}

/**
 * A link on react-aria-components' Link. Inside a react-aria `RouterProvider` it navigates
 * client-side, so the app decides routing and this package stays router-free.
 */
export function Link({ variant = 'inline', children, ...props }: LinkProps) {
  return (
    <RACLink {...props} className={styles.link({ variant })} data-variant={variant}>
      {children}
    </RACLink>
  );
}
