import { ConfirmDialog } from '@kiwo/ui';
import { useI18n } from '../stores/locale';

export interface LogoutWarningProps {
  /** Records saved only on this phone; the question shows while it is above zero. */
  count: number;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** ADR 0012: logging out with unsynced records asks first, and says where they stay. */
export function LogoutWarning({ count, onConfirm, onCancel }: LogoutWarningProps) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      isOpen={count > 0}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t.offline.logoutTitle()}
      confirmLabel={t.offline.logoutConfirm()}
      cancelLabel={t.offline.stay()}
      variant="destructive"
      onConfirm={onConfirm}
    >
      {t.offline.logoutBody({ count })}
    </ConfirmDialog>
  );
}
