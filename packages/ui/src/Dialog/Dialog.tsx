import type { ReactNode } from 'react';
import {
  Button,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
  Dialog as RACDialog,
} from 'react-aria-components';
import { CloseIcon } from '../Icon';
import * as modalStyles from '../shared/modal.css';
import { iconButton } from '../shared/styles.css';
import * as styles from './Dialog.css';

/** Width class of a dialog: `sm` 400 px, `md` 600 px, `lg` 800 px (all full width on phones). */
export type DialogSize = 'sm' | 'md' | 'lg';

/** Props of {@link Dialog}. */
export interface DialogProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Heading and accessible name of the dialog (translated). */
  title: string;
  /** Accessible name of the × button, e.g. a translated "Close". */
  closeLabel: string;
  /** @default 'md' */
  size?: DialogSize;
  /**
   * Closes on a tap outside and on Escape. Turn off while a flow must not be abandoned by
   * accident; the close button still works.
   * @default true
   */
  isDismissable?: boolean;
  /** Content; a function receives `close` for buttons that finish the dialog. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Action buttons shown in a footer under the scrolling content. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A modal dialog: RAC `ModalOverlay` + `Modal` + `Dialog`. Focus moves in and is trapped, the
 * page behind is inert, Escape or the × button closes, and focus returns to the trigger. Put it
 * inside a `DialogTrigger` next to its button, or control it with `isOpen`/`onOpenChange`.
 */
export function Dialog({
  title,
  closeLabel,
  size = 'md',
  isDismissable = true,
  children,
  footer,
  ...props
}: DialogProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={modalStyles.overlay}
    >
      <Modal className={styles.modal({ size })} data-size={size}>
        <RACDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <header className={modalStyles.header}>
                <Heading slot="title" className={modalStyles.title}>
                  {title}
                </Heading>
                <Button className={iconButton} aria-label={closeLabel} onPress={close}>
                  <CloseIcon />
                </Button>
              </header>
              <div className={modalStyles.body}>
                {typeof children === 'function' ? children(close) : children}
              </div>
              {footer && (
                <footer className={modalStyles.footer}>
                  {typeof footer === 'function' ? footer(close) : footer}
                </footer>
              )}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
