import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../Icon';
import * as modalStyles from '../shared/modal.css';
import { iconButton } from '../shared/styles.css';
import type { DrawerProps } from './Drawer';
import * as styles from './Drawer.css';

/**
 * The drawer itself: RAC `ModalOverlay` + `Modal` + `Dialog` (focus trap, inert page, scroll
 * lock). Its own chunk, fetched when the drawer is about to open (ADR 0017).
 */
export function DrawerModal({
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
