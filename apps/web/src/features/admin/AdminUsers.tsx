import type { AdminUser } from '@kiwo/api-client';
import { NIGERIAN_STATES } from '@kiwo/domain';
import { formatDate } from '@kiwo/i18n';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  SearchField,
  Select,
  Stack,
  Table,
  TextField,
} from '@kiwo/ui';
import { useState } from 'react';
import { type AdminListFilters, useAdminUsers, useNinDecision } from '../../data/admin';
import { useI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { AdminPager } from './AdminPager';

type Row = AdminUser & { id: string };
type Decision = { user: AdminUser; decision: 'approve' | 'reject' };

/** `/admin/farmers` and `/admin/agents`: search, state and NIN filters, server pages. */
export function AdminUsers({ kind: role }: { kind: 'farmer' | 'agent' }) {
  const { t } = useI18n();
  const [filters, setFilters] = useState<AdminListFilters>({
    search: '',
    state: '',
    ninStatus: '',
    page: 1,
  });
  const { data, error } = useAdminUsers(role, filters);
  const [pending, setPending] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const decide = useNinDecision();
  const set = (patch: Partial<AdminListFilters>) =>
    setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const all = { id: '', label: t.admin.all() };
  const ninLabel = (u: AdminUser) => {
    if (!u.ninSubmittedAt) return <span>{t.admin.notSubmitted()}</span>;
    const status = u.NINData.verificationStatus;
    if (status === 'verified') return <Badge variant="success">{t.admin.ninVerified()}</Badge>;
    if (status === 'rejected') return <Badge variant="danger">{t.admin.ninRejected()}</Badge>;
    return <Badge variant="warning">{t.admin.ninPending()}</Badge>;
  };
  const name = (u: AdminUser) => `${u.firstName} ${u.lastName}`;

  const columns = [
    { id: 'name', label: t.admin.colName(), isRowHeader: true, render: (u: Row) => name(u) },
    { id: 'phone', label: t.admin.colPhone(), render: (u: Row) => u.phone },
    { id: 'state', label: t.admin.colState(), render: (u: Row) => u.stateOfResidence ?? '—' },
    ...(role === 'farmer'
      ? [
          { id: 'agent', label: t.admin.colAgent(), render: (u: Row) => u.agentName ?? '—' },
          {
            id: 'animals',
            label: t.admin.colAnimals(),
            align: 'end' as const,
            render: (u: Row) => String(u.animals),
          },
          {
            id: 'last',
            label: t.admin.colLastRecord(),
            render: (u: Row) =>
              u.lastRecordAt ? formatDate(u.lastRecordAt) : t.admin.noRecordYet(),
          },
        ]
      : [
          { id: 'email', label: t.admin.colEmail(), render: (u: Row) => u.email ?? '—' },
          {
            id: 'farmers',
            label: t.admin.colFarmers(),
            align: 'end' as const,
            render: (u: Row) => String(u.farmers),
          },
        ]),
    { id: 'nin', label: t.admin.colNin(), render: ninLabel },
    {
      id: 'actions',
      label: t.admin.colActions(),
      render: (u: Row) =>
        u.ninSubmittedAt && u.NINData.verificationStatus === 'pending' ? (
          <div className={styles.fields}>
            <Button size="sm" onPress={() => setPending({ user: u, decision: 'approve' })}>
              {t.admin.approve()}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onPress={() => {
                setReason('');
                setReasonError(undefined);
                setPending({ user: u, decision: 'reject' });
              }}
            >
              {t.admin.reject()}
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <div className={styles.fields}>
        <SearchField
          label={t.admin.search()}
          clearLabel={t.admin.clearSearch()}
          value={filters.search}
          onChange={(search) => set({ search })}
        />
        <Select
          label={t.admin.filterState()}
          items={[all, ...NIGERIAN_STATES.map((s) => ({ id: s, label: s }))]}
          selectedKey={filters.state}
          onSelectionChange={(key) => set({ state: String(key ?? '') })}
        />
        <Select
          label={t.admin.filterNin()}
          items={[
            all,
            { id: 'pending', label: t.admin.ninPending() },
            { id: 'verified', label: t.admin.ninVerified() },
            { id: 'rejected', label: t.admin.ninRejected() },
          ]}
          selectedKey={filters.ninStatus}
          onSelectionChange={(key) => set({ ninStatus: String(key ?? '') })}
        />
      </div>
      {error && <Alert variant="danger">{t.admin.fetchFailed()}</Alert>}
      {failed && <Alert variant="danger">{t.admin.decisionFailed()}</Alert>}
      {data && <p className={styles.muted}>{t.admin.total({ count: data.pagination.total })}</p>}
      <Table<Row>
        aria-label={role === 'farmer' ? t.admin.statFarmers() : t.admin.statAgents()}
        columns={columns}
        rows={(data?.items ?? []).map((u) => ({ ...u, id: u._id }))}
        emptyState={<p>{role === 'farmer' ? t.admin.noFarmers() : t.admin.noAgents()}</p>}
      />
      <AdminPager
        info={data?.pagination}
        page={filters.page}
        onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
      />
      {pending && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={
            pending.decision === 'approve'
              ? t.admin.approveTitle({ name: name(pending.user) })
              : t.admin.rejectTitle({ name: name(pending.user) })
          }
          confirmLabel={pending.decision === 'approve' ? t.admin.approve() : t.admin.reject()}
          cancelLabel={t.admin.cancel()}
          pendingLabel={t.admin.saving()}
          variant={pending.decision === 'reject' ? 'destructive' : 'default'}
          onConfirm={async () => {
            const trimmed = reason.trim();
            if (pending.decision === 'reject' && trimmed === '') {
              setReasonError(t.admin.reasonRequired());
              throw new Error('reason required');
            }
            setFailed(false);
            try {
              await decide.trigger({
                userId: pending.user._id,
                body:
                  pending.decision === 'approve'
                    ? { decision: 'approve' }
                    : { decision: 'reject', reason: trimmed },
              });
            } catch (e) {
              setFailed(true);
              throw e;
            }
          }}
        >
          {pending.decision === 'approve' ? (
            <p>{t.admin.approveBody()}</p>
          ) : (
            <Stack gap="sm">
              <p>{t.admin.rejectBody()}</p>
              <TextField
                label={t.admin.reasonLabel()}
                value={reason}
                onChange={setReason}
                isRequired
                isInvalid={reasonError !== undefined}
                errorMessage={reasonError}
              />
            </Stack>
          )}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
