import type { AdminUser } from '@kiwo/api-client';
import { NIGERIAN_STATES } from '@kiwo/domain';
import { Alert, Button, Link, SearchField, Select, Stack, Table } from '@kiwo/ui';
import { useState } from 'react';
import { type AdminListFilters, useAdminUsers } from '../../data/admin';
import { formatDate } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { AdminPager } from './AdminPager';
import { NinBadge, StatusBadge } from './badges';
import { type FarmerPick, MoveFarmers } from './MoveFarmers';
import { type NinDecision, NinDecisionDialog } from './NinDecisionDialog';

type Row = AdminUser & { id: string };

/** Where an admin opens one farmer or agent. */
const adminUserPath = (u: Pick<AdminUser, '_id' | 'role'>) =>
  `/admin/${u.role === 'agent' ? 'agents' : 'farmers'}/${encodeURIComponent(u._id)}`;

/**
 * `/admin/farmers` and `/admin/agents` (and an agent's farmers on their page): search, state,
 * NIN and account filters, server pages, NIN review from the row.
 */
export function AdminUsers({
  kind: role,
  agentId,
  title,
}: {
  kind: 'farmer' | 'agent';
  /** Only this agent's farmers (the filters other than search are hidden). */
  agentId?: string;
  title?: string;
}) {
  const { t } = useConsoleI18n();
  const [filters, setFilters] = useState<AdminListFilters>({
    search: '',
    state: '',
    ninStatus: '',
    status: '',
    page: 1,
    ...(agentId ? { agentId } : {}),
  });
  const { data, error } = useAdminUsers(role, filters);
  const [pending, setPending] = useState<{ user: AdminUser; decision: NinDecision } | null>(null);
  // An agent's farmers can be picked (on any page, or every match) and moved to another agent.
  const [pick, setPick] = useState<FarmerPick>({ kind: 'ids', ids: new Set() });
  const clearPick = () => setPick({ kind: 'ids', ids: new Set() });
  const set = (patch: Partial<AdminListFilters>) => {
    setFilters((f) => ({ ...f, ...patch, page: 1 }));
    // "Every match" meant the old search; picked ids stay picked.
    if (pick.kind === 'matching') clearPick();
  };
  const all = { id: '', label: t.admin.all() };
  const name = (u: AdminUser) => `${u.firstName} ${u.lastName}`;
  const rows: Row[] = (data?.items ?? []).map((u) => ({ ...u, id: u._id }));
  const movable = role === 'farmer' && agentId !== undefined;

  const columns = [
    {
      id: 'name',
      label: t.admin.colName(),
      isRowHeader: true,
      render: (u: Row) => <Link href={adminUserPath(u)}>{name(u)}</Link>,
    },
    { id: 'phone', label: t.admin.colPhone(), render: (u: Row) => u.phone },
    { id: 'state', label: t.admin.colState(), render: (u: Row) => u.stateOfResidence ?? '—' },
    ...(role === 'farmer'
      ? [
          ...(agentId
            ? []
            : [{ id: 'agent', label: t.admin.colAgent(), render: (u: Row) => u.agentName ?? '—' }]),
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
    { id: 'nin', label: t.admin.colNin(), render: (u: Row) => <NinBadge user={u} /> },
    { id: 'status', label: t.admin.colStatus(), render: (u: Row) => <StatusBadge user={u} /> },
    {
      id: 'actions',
      label: t.admin.colActions(),
      render: (u: Row) =>
        u.ninSubmittedAt && u.NINData.verificationStatus === 'pending' ? (
          <Stack direction="row" gap="xs">
            <Button size="sm" onPress={() => setPending({ user: u, decision: 'approve' })}>
              {t.admin.approve()}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onPress={() => setPending({ user: u, decision: 'reject' })}
            >
              {t.admin.reject()}
            </Button>
          </Stack>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      {title ? (
        <h2>{title}</h2>
      ) : (
        <h1>{role === 'farmer' ? t.routes.farmers() : t.routes.agents()}</h1>
      )}
      <div className={styles.fields}>
        <SearchField
          label={t.admin.search()}
          clearLabel={t.admin.clearSearch()}
          value={filters.search}
          onChange={(search) => set({ search })}
        />
        {!agentId && (
          <>
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
            <Select
              label={t.admin.filterStatus()}
              items={[
                all,
                { id: 'active', label: t.admin.statusActive() },
                { id: 'suspended', label: t.admin.statusSuspended() },
              ]}
              selectedKey={filters.status}
              onSelectionChange={(key) => set({ status: String(key ?? '') })}
            />
          </>
        )}
      </div>
      {error && <Alert variant="danger">{t.admin.fetchFailed()}</Alert>}
      {data && <p className={styles.muted}>{t.admin.total({ count: data.pagination.total })}</p>}
      {movable && data && (
        <div className={styles.fields}>
          <output aria-live="polite">
            {pick.kind === 'matching'
              ? t.admin.move.allMatching({ count: data.pagination.total })
              : t.admin.move.selected({ count: pick.ids.size })}
          </output>
          {pick.kind === 'ids' && data.pagination.total > 0 && (
            <Button size="sm" variant="secondary" onPress={() => setPick({ kind: 'matching' })}>
              {t.admin.move.selectAllMatching({ count: data.pagination.total })}
            </Button>
          )}
          {(pick.kind === 'matching' || pick.ids.size > 0) && (
            <Button size="sm" variant="ghost" onPress={clearPick}>
              {t.admin.move.clear()}
            </Button>
          )}
        </div>
      )}
      <Table<Row>
        aria-label={title ?? (role === 'farmer' ? t.admin.statFarmers() : t.admin.statAgents())}
        columns={columns}
        rows={rows}
        emptyState={<p>{role === 'farmer' ? t.admin.noFarmers() : t.admin.noAgents()}</p>}
        {...(movable && {
          selection: {
            selectedKeys:
              pick.kind === 'matching' ? new Set(rows.map((u) => u.id)) : (pick.ids as Set<string>),
            onSelectionChange: (keys) =>
              setPick({ kind: 'ids', ids: new Set([...keys].map(String)) }),
            rowLabel: (u: Row) => t.admin.move.selectFarmer({ name: name(u) }),
            allLabel: t.admin.move.selectPage(),
          },
        })}
      />
      <AdminPager
        info={data?.pagination}
        page={filters.page}
        onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
      />
      {movable && (
        <MoveFarmers
          fromAgentId={agentId}
          search={filters.search}
          pick={pick}
          matching={data?.pagination.total ?? 0}
          onMoved={clearPick}
        />
      )}
      {pending && (
        <NinDecisionDialog
          user={pending.user}
          decision={pending.decision}
          onClose={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
