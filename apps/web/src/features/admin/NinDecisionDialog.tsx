import type { AdminUser } from '@kiwo/api-client';
import { useNinDecision } from '../../data/admin';
import { useConsoleI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { NinReviewDialog } from './NinReviewDialog';
import { ReasonDialog } from './ReasonDialog';

export type NinDecision = 'approve' | 'reject';

/** Approve (after the check: NinReviewDialog) or reject (with the reason the user reads) a NIN. */
export function NinDecisionDialog({
  user,
  decision,
  onClose,
}: {
  user: AdminUser;
  decision: NinDecision;
  onClose: () => void;
}) {
  const { t } = useConsoleI18n();
  const decide = useNinDecision();
  const name = `${user.firstName} ${user.lastName}`;
  const run = async (body: { decision: 'reject'; reason: string }) => {
    try {
      await decide.trigger({ userId: user._id, body });
    } catch (error) {
      toast({ title: t.admin.decisionFailed(), variant: 'destructive' });
      throw error;
    }
  };
  if (decision === 'reject') {
    return (
      <ReasonDialog
        title={t.admin.rejectTitle({ name })}
        body={t.admin.rejectBody()}
        reasonLabel={t.admin.reasonLabel()}
        confirmLabel={t.admin.reject()}
        isRequired
        destructive
        onConfirm={(reason) => run({ decision: 'reject', reason })}
        onClose={onClose}
      />
    );
  }
  return <NinReviewDialog user={user} onClose={onClose} />;
}
