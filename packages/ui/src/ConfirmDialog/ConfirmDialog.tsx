import { type ReactNode, useState } from 'react';
import {
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
  Dialog as RACDialog,
} from 'react-aria-components';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as modalStyles from '../shared/modal.css';
import * as styles from './ConfirmDialog.css';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The question, e.g. a translated "Delete Pen A?". Names the alert dialog. */
  title: string;
  /** What happens if the farmer confirms. */
  children: ReactNode;
  /** Label of the confirming button, e.g. "Delete". */
  confirmLabel: string;
  /** Label of the cancelling button, e.g. "Cancel". */
  cancelLabel: string;
  /**
   * `destructive` paints the confirm button red and puts first focus on Cancel, so a stray
   * Enter never deletes.
   * @default 'default'
   */
  variant?: 'default' | 'destructive';
  /**
   * Called when confirmed. If it returns a promise the confirm button shows a spinner until it
   * settles, then the dialog closes (it stays open if the promise rejects).
   */
  onConfirm: () => void | Promise<void>;
  /** Accessible name of the spinner while `onConfirm` runs, e.g. "Deleting". */
  pendingLabel?: string;
}

/**
 * A yes/no question before an action (`role="alertdialog"`): Escape or Cancel closes without
 * acting; a tap outside does not close it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  onConfirm,
  pendingLabel,
  ...props
}: ConfirmDialogProps) {
  const [isPending, setPending] = useState(false);
  const destructive = variant === 'destructive';

  return (
    <ModalOverlay {...props} isKeyboardDismissDisabled={isPending} className={modalStyles.overlay}>
      <Modal className={dialogStyles.modal({ size: 'sm' })} data-size="sm">
        <RACDialog role="alertdialog" className={dialogStyles.dialog} data-variant={variant}>
          {({ close }) => {
            const confirm = async () => {
              setPending(true);
              try {
                await onConfirm();
                close();
              } catch {
                // The caller reports the failure (a toast); the question stays open to retry.
              } finally {
                setPending(false);
              }
            };
            return (
              <>
                <div className={styles.content}>
                  <Heading slot="title" className={modalStyles.title}>
                    {title}
                  </Heading>
                  <div className={styles.body}>{children}</div>
                </div>
                <footer className={modalStyles.footer}>
                  <Button
                    variant="ghost"
                    onPress={close}
                    isDisabled={isPending}
                    autoFocus={destructive}
                  >
                    {cancelLabel}
                  </Button>
                  <Button
                    variant={destructive ? 'destructive' : 'primary'}
                    onPress={confirm}
                    isPending={isPending}
                    pendingLabel={pendingLabel}
                  >
                    {confirmLabel}
                  </Button>
                </footer>
              </>
            );
          }}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
