import { ConfirmDialog, Stack, TextAreaField } from '@kiwo/ui';
import { useState } from 'react';
import { useConsoleI18n } from '../../stores/locale';

/**
 * A yes/no question that also asks for a reason (required or optional), for admin actions the
 * history or the affected person must explain: suspend, reject a NIN, hide a listing, close.
 * `onConfirm` throws to keep the dialog open (the caller shows the failure).
 */
export function ReasonDialog({
  title,
  body,
  reasonLabel,
  confirmLabel,
  isRequired,
  destructive = false,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  reasonLabel: string;
  confirmLabel: string;
  isRequired: boolean;
  destructive?: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useConsoleI18n();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t.admin.cancel()}
      pendingLabel={t.admin.saving()}
      variant={destructive ? 'destructive' : 'default'}
      onConfirm={async () => {
        const trimmed = reason.trim();
        if (isRequired && trimmed === '') {
          setMissing(true);
          throw new Error('reason required');
        }
        await onConfirm(trimmed);
      }}
    >
      <Stack gap="sm">
        <p>{body}</p>
        <TextAreaField
          label={reasonLabel}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (value.trim() !== '') setMissing(false);
          }}
          rows={3}
          maxLength={500}
          isRequired={isRequired}
          isInvalid={missing}
          errorMessage={t.admin.reasonRequired()}
        />
      </Stack>
    </ConfirmDialog>
  );
}
