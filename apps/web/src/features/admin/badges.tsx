import type { AdminUser } from '@kiwo/api-client';
import { Badge } from '@kiwo/ui';
import { useConsoleI18n } from '../../stores/locale';

/** A NIN's review state in words (and colour). */
export function NinBadge({ user }: { user: AdminUser }) {
  const { t } = useConsoleI18n();
  if (!user.ninSubmittedAt) return <span>{t.admin.notSubmitted()}</span>;
  const status = user.NINData.verificationStatus;
  if (status === 'verified') return <Badge variant="success">{t.admin.ninVerified()}</Badge>;
  if (status === 'rejected') return <Badge variant="danger">{t.admin.ninRejected()}</Badge>;
  return <Badge variant="warning">{t.admin.ninPending()}</Badge>;
}

/** Active or suspended. */
export function StatusBadge({ user }: { user: Pick<AdminUser, 'status'> }) {
  const { t } = useConsoleI18n();
  if (user.status === 'pending') return <Badge variant="warning">{t.admin.pendingAgent()}</Badge>;
  return user.status === 'suspended' ? (
    <Badge variant="danger">{t.admin.statusSuspended()}</Badge>
  ) : (
    <Badge variant="success">{t.admin.statusActive()}</Badge>
  );
}
