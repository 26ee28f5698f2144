import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-aria-components';
import { spinner } from '../Button/Button.css';
import * as styles from './FloatingActionButton.css';

/** Props of {@link FloatingActionButton}. */
export interface FloatingActionButtonProps
  extends Pick<
    ButtonProps,
    | 'onPress'
    | 'isDisabled'
    | 'isPending'
    | 'onHoverStart'
    | 'onFocus'
    | 'onPressStart'
    | 'aria-expanded'
    | 'aria-controls'
  > {
  /** Accessible name, e.g. a translated "Open AI farming assistant". */
  'aria-label': string;
  /** The icon, e.g. `<ChatIcon size="lg" />`. */
  children: ReactNode;
}

/**
 * A round 56 px button fixed to the bottom inline-end corner (clear of the phone's gesture
 * bar), for the one action available everywhere: opening the AI assistant.
 */
export function FloatingActionButton({ children, ...props }: FloatingActionButtonProps) {
  return (
    <Button {...props} className={styles.fab}>
      {/* While what it opens is loading (`isPending`), Button's spinner replaces the icon. */}
      {({ isPending }) => (isPending ? <span className={spinner} aria-hidden="true" /> : children)}
    </Button>
  );
}
