import type { AdminUser } from '@kiwo/api-client';
import { useDecideAgent, useReactivate, useSuspend } from '../../data/admin';
import { useConsoleI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import { ReasonDialog } from './ReasonDialog';

/** Suspend (reason required: it goes in the history) or reactivate (optional note) an account. */
export function AccountStatusDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, locale } = useConsoleI18n();
  const suspend = useSuspend();
  const reactivate = useReactivate();
  const name = `${user.firstName} ${user.lastName}`;
  const suspending = user.status === 'active';
  return (
    <ReasonDialog
      title={suspending ? t.admin.suspendTitle({ name }) : t.admin.reactivateTitle({ name })}
      body={suspending ? t.admin.suspendBody() : t.admin.reactivateBody()}
      reasonLabel={suspending ? t.admin.suspendReason() : t.admin.noteLabel()}
      confirmLabel={suspending ? t.admin.suspend() : t.admin.reactivate()}
      isRequired={suspending}
      destructive={suspending}
      onConfirm={async (reason) => {
        try {
          if (suspending) await suspend.trigger({ userId: user._id, reason });
          else await reactivate.trigger({ userId: user._id, reason: reason || undefined });
          toast({
            title: suspending ? t.admin.suspendedToast() : t.admin.reactivatedToast(),
            variant: 'success',
          });
        } catch (error) {
          toast({
            title: t.admin.saveFailed(),
            description: apiErrorText(error, t, locale, t.admin.saveFailed()),
            variant: 'destructive',
          });
          throw error;
        }
      }}
      onClose={onClose}
    />
  );
}

/** Rejects an agent waiting for approval; the reason is required and kept (ADR 0055). */
export function RejectAgentDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, locale } = useConsoleI18n();
  const decide = useDecideAgent();
  return (
    <ReasonDialog
      title={t.admin.rejectAgent()}
      body={`${user.firstName} ${user.lastName}`}
      reasonLabel={t.admin.rejectAgentReason()}
      confirmLabel={t.admin.rejectAgent()}
      isRequired
      destructive
      onConfirm={async (reason) => {
        try {
          await decide.trigger({ userId: user._id, decision: 'reject', reason });
          toast({ title: t.admin.agentRejectedToast(), variant: 'success' });
        } catch (error) {
          toast({
            title: t.admin.saveFailed(),
            description: apiErrorText(error, t, locale, t.admin.saveFailed()),
            variant: 'destructive',
          });
          throw error;
        }
      }}
      onClose={onClose}
    />
  );
}
