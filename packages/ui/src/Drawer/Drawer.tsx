import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CloseIcon } from '../Icon';
import * as modalStyles from '../shared/modal.css';
import { iconButton } from '../shared/styles.css';
import * as styles from './Drawer.css';

/** Props of {@link Drawer}. */
export interface DrawerProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Visible heading that names the drawer. Give it or `aria-label`. */
  title?: string;
  /** Accessible name when there is no visible `title` (e.g. "Main menu"). */
  'aria-label'?: string;
  /** Accessible name of the × button, e.g. a translated "Close menu". */
  closeLabel: string;
  /**
   * The edge it slides from: `start` is the left in English (right in right-to-left
   * languages).
   * @default 'start'
   */
  placement?: 'start' | 'end';
  /** Content; a function receives `close` (e.g. to close after following a link). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A modal panel sliding in from the screen edge (the mobile sidebar): RAC `ModalOverlay` +
 * `Modal` + `Dialog`. Focus is trapped inside; Escape, a tap on the backdrop or the × button
 * closes it and focus returns to the button that opened it.
 */
export function Drawer({
  title,
  'aria-label': ariaLabel,
  closeLabel,
  placement = 'start',
  children,
  ...props
}: DrawerProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable
      className={`${modalStyles.overlay} ${styles.overlay}`}
      data-placement={placement}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label={ariaLabel} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.closeRow}>
                {title ? (
                  <Heading slot="title" className={modalStyles.title}>
                    {title}
                  </Heading>
                ) : (
                  <span />
                )}
                <Button className={iconButton} aria-label={closeLabel} onPress={close}>
                  <CloseIcon />
                </Button>
              </div>
              <div className={styles.content}>
                {typeof children === 'function' ? children(close) : children}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
