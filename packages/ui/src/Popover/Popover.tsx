import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import * as popoverStyles from '../shared/popover.css';
import * as styles from './Popover.css';

/** Props of {@link Popover}. */
export interface PopoverProps
  extends Pick<RACPopoverProps, 'placement' | 'isOpen' | 'onOpenChange'> {
  /** Visible heading that names the popover. Give it or `aria-label`. */
  title?: string;
  /** Accessible name when there is no visible `title`. */
  'aria-label'?: string;
  /** Content: help text, a small form, a list of links. */
  children: ReactNode;
}

/**
 * Non-modal content anchored to its trigger (a help tip, a filter form): RAC `Popover` with a
 * `Dialog` inside. Put it in a `DialogTrigger` after its `Button`. Escape or a tap outside
 * closes it and focus returns to the trigger.
 */
export function Popover({ title, 'aria-label': ariaLabel, children, ...props }: PopoverProps) {
  return (
    <RACPopover {...props} offset={8} className={`${popoverStyles.popover} ${styles.popover}`}>
      <Dialog aria-label={ariaLabel} className={styles.dialog}>
        {title && (
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
        )}
        {children}
      </Dialog>
    </RACPopover>
  );
}
