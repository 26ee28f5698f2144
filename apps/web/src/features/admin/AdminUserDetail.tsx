import type { AdminUser } from '@kiwo/api-client';
import { LIVESTOCK_TYPES, type LivestockType } from '@kiwo/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  Link,
  LoadingState,
  Stack,
} from '@kiwo/ui';
import { useState } from 'react';
import { useAdminUser, useAssignAgent, useDecideAgent } from '../../data/admin';
import { formatDate } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { AccountStatusDialog, RejectAgentDialog } from './AccountStatusDialog';
import { AdminUsers } from './AdminUsers';
import { AssignAgentDialog } from './AssignAgentDialog';
import { NinBadge, StatusBadge } from './badges';
import { type NinDecision, NinDecisionDialog } from './NinDecisionDialog';
import { AgentFigures, FarmerFigures } from './UserFigures';
import { UserHistory } from './UserHistory';

type Open =
  | { kind: 'status' }
  | { kind: 'rejectAgent' }
  | { kind: 'assign' }
  | { kind: 'unassign' }
  | NinOpen;
type NinOpen = { kind: 'nin'; decision: NinDecision };

const isLivestock = (v: string | null): v is LivestockType =>
  v !== null && (LIVESTOCK_TYPES as readonly string[]).includes(v);

/** `/admin/farmers/:id` and `/admin/agents/:id`: one account, its figures and what admins did. */
export function AdminUserDetail({ id, kind }: { id: string; kind: 'farmer' | 'agent' }) {
  const { t } = useConsoleI18n();
  const { data, error, isLoading } = useAdminUser(id);
  const [open, setOpen] = useState<Open | null>(null);
  const decide = useDecideAgent();
  const back = kind === 'agent' ? '/admin/agents' : '/admin/farmers';
  if (isLoading) return <LoadingState label={t.app.loading()} />;
  if (error || !data) {
    return (
      <Stack gap="md">
        <Link href={back}>{t.admin.back()}</Link>
        <Alert variant="danger">{t.admin.detailFailed()}</Alert>
      </Stack>
    );
  }
  const u = data.user;
  const name = `${u.firstName} ${u.lastName}`;
  const close = () => setOpen(null);
  const ninPending = Boolean(u.ninSubmittedAt) && u.NINData.verificationStatus === 'pending';
  const details = [
    { id: 'phone', term: t.admin.colPhone(), description: u.phone },
    { id: 'email', term: t.admin.colEmail(), description: u.email ?? t.admin.notGiven() },
    {
      id: 'state',
      term: t.admin.colState(),
      description: u.stateOfResidence ?? t.admin.notGiven(),
    },
    ...(u.role === 'farmer'
      ? [
          {
            id: 'farm',
            term: t.admin.fieldFarmName(),
            description: u.farmName ?? t.admin.notGiven(),
          },
          {
            id: 'livestock',
            term: t.admin.fieldLivestock(),
            description: isLivestock(u.primaryLivestock)
              ? t.enums.livestock[u.primaryLivestock]()
              : t.admin.notGiven(),
          },
          {
            id: 'last',
            term: t.admin.colLastRecord(),
            description: u.lastRecordAt ? formatDate(u.lastRecordAt) : t.admin.noRecordYet(),
          },
        ]
      : []),
    { id: 'joined', term: t.admin.fieldJoined(), description: formatDate(u.createdAt) },
    {
      id: 'nin',
      term: t.admin.ninTitle(),
      description: (
        <Stack direction="row" gap="sm" align="center">
          {u.NINData.nin && <span>{u.NINData.nin}</span>}
          <NinBadge user={u} />
          {u.NINData.rejectionReason && <span>{u.NINData.rejectionReason}</span>}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Link href={back}>{t.admin.back()}</Link>
      <Stack gap="xs">
        <h1>{name}</h1>
        <Stack direction="row" gap="sm" align="center">
          <Badge variant="info">{t.admin.role[u.role]()}</Badge>
          <StatusBadge user={u} />
        </Stack>
      </Stack>
      <Stack direction="row" gap="sm">
        {ninPending && (
          <>
            <Button onPress={() => setOpen({ kind: 'nin', decision: 'approve' })}>
              {t.admin.approve()}
            </Button>
            <Button
              variant="destructive"
              onPress={() => setOpen({ kind: 'nin', decision: 'reject' })}
            >
              {t.admin.reject()}
            </Button>
          </>
        )}
        {u.status === 'pending' && (
          <>
            <Button
              onPress={async () => {
                try {
                  await decide.trigger({ userId: u._id, decision: 'approve' });
                  toast({ title: t.admin.agentApprovedToast(), variant: 'success' });
                } catch {
                  toast({ title: t.admin.saveFailed(), variant: 'destructive' });
                }
              }}
            >
              {t.admin.approveAgent()}
            </Button>
            <Button variant="destructive" onPress={() => setOpen({ kind: 'rejectAgent' })}>
              {t.admin.rejectAgent()}
            </Button>
          </>
        )}
        {u.role !== 'admin' && u.status !== 'pending' && (
          <Button
            variant={u.status === 'active' ? 'destructive' : 'primary'}
            onPress={() => setOpen({ kind: 'status' })}
          >
            {u.status === 'active' ? t.admin.suspend() : t.admin.reactivate()}
          </Button>
        )}
      </Stack>
      <Card title={t.admin.detailsTitle()} headingLevel={2}>
        <DescriptionList items={details} />
      </Card>
      {u.role === 'farmer' && (
        <Card
          title={t.admin.agentTitle()}
          headingLevel={2}
          footer={
            <>
              <Button variant="secondary" onPress={() => setOpen({ kind: 'assign' })}>
                {u.agentId ? t.admin.changeAgent() : t.admin.assignAgent()}
              </Button>
              {u.agentId && (
                <Button variant="ghost" onPress={() => setOpen({ kind: 'unassign' })}>
                  {t.admin.removeAgent()}
                </Button>
              )}
            </>
          }
        >
          {u.agentId ? (
            <Link href={`/admin/agents/${encodeURIComponent(u.agentId)}`}>{u.agentName}</Link>
          ) : (
            <p>{t.admin.noAgent()}</p>
          )}
        </Card>
      )}
      {u.role === 'farmer' ? <FarmerFigures detail={data} /> : <AgentFigures detail={data} />}
      {u.role === 'agent' && (
        <AdminUsers kind="farmer" agentId={u._id} title={t.admin.agentFarmersTitle()} />
      )}
      <UserHistory entries={data.history} />
      {open?.kind === 'status' && <AccountStatusDialog user={u} onClose={close} />}
      {open?.kind === 'rejectAgent' && <RejectAgentDialog user={u} onClose={close} />}
      {open?.kind === 'nin' && (
        <NinDecisionDialog user={u} decision={open.decision} onClose={close} />
      )}
      {open?.kind === 'assign' && <AssignAgentDialog farmer={u} onClose={close} />}
      {open?.kind === 'unassign' && <RemoveAgentDialog farmer={u} onClose={close} />}
    </Stack>
  );
}

function RemoveAgentDialog({ farmer, onClose }: { farmer: AdminUser; onClose: () => void }) {
  const { t } = useConsoleI18n();
  const assign = useAssignAgent();
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t.admin.removeAgentTitle({ name: `${farmer.firstName} ${farmer.lastName}` })}
      confirmLabel={t.admin.removeAgent()}
      cancelLabel={t.admin.cancel()}
      pendingLabel={t.admin.saving()}
      variant="destructive"
      onConfirm={async () => {
        try {
          await assign.trigger({ farmerId: farmer._id, body: { agentId: null } });
          toast({ title: t.admin.agentRemoved(), variant: 'success' });
        } catch (error) {
          toast({ title: t.admin.saveFailed(), variant: 'destructive' });
          throw error;
        }
      }}
    >
      <p>{t.admin.removeAgentBody()}</p>
    </ConfirmDialog>
  );
}
