import type { AdminAuditEntry } from '@kiwo/api-client';
import { Table } from '@kiwo/ui';
import { formatDateTime } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';

type Row = AdminAuditEntry & { id: string };

/** Who did what to the account, when and why (newest first). */
export function UserHistory({ entries }: { entries: readonly AdminAuditEntry[] }) {
  const { t } = useConsoleI18n();
  const actions = t.admin.action as Record<string, (() => string) | undefined>;
  return (
    <section aria-labelledby="admin-history">
      <h2 id="admin-history">{t.admin.historyTitle()}</h2>
      <Table<Row>
        aria-label={t.admin.historyTitle()}
        columns={[
          {
            id: 'when',
            label: t.admin.colWhen(),
            render: (e) => formatDateTime(e.createdAt),
          },
          {
            id: 'action',
            label: t.admin.colAction(),
            isRowHeader: true,
            render: (e) => actions[e.action]?.() ?? e.action,
          },
          { id: 'by', label: t.admin.colBy(), render: (e) => e.adminName ?? '—' },
          { id: 'reason', label: t.admin.colReason(), render: (e) => e.reason ?? '—' },
        ]}
        rows={entries}
        emptyState={<p>{t.admin.noHistory()}</p>}
      />
    </section>
  );
}
