import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button, spinner } from './Button.css';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
/** Visual size of a button. Every size keeps a 44 px minimum touch target. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * Props of {@link Button}: react-aria-components' `ButtonProps` (`onPress`, `isDisabled`,
 * `isPending`, `type`, `form`, `aria-*` …) minus styling escape hatches, plus design props.
 */
export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'render'> {
  /**
   * Visual weight: one `primary` action per view, `destructive` for deleting or losing data.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Visual size.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Accessible name of the progress indicator shown while `isPending` (for example a
   * translated "Saving…"). Without it the spinner is decorative and only RAC's
   * pending announcement remains.
   */
  pendingLabel?: string;
  /** Button content: a translated label, optionally with an icon. */
  children?: ReactNode;
}

/**
 * An accessible button: react-aria-components `Button` with Kiwo styling. Press handling works
 * the same for mouse, touch and keyboard (Enter and Space); while `isPending` the button stays
 * focusable but ignores presses and shows a spinner.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  pendingLabel,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={button({ variant, size })}
      data-variant={variant}
      data-size={size}
    >
      {({ isPending }) => (
        // `isPending` may also come from a wrapping trigger (ButtonContext: a lazy MenuTrigger).
        <>
          {isPending &&
            (pendingLabel ? (
              // An indeterminate progressbar is just the role and a name (no value); react-aria's
              // ProgressBar would add ~1.5 KB to every page for the same markup.
              <span role="progressbar" aria-label={pendingLabel} className={spinner} />
            ) : (
              <span className={spinner} aria-hidden="true" />
            ))}
          {children}
        </>
      )}
    </RACButton>
  );
}
