import type { AgentPerformanceQuery, AgentPerformanceRow } from '@kiwo/api-client';
import { Alert, Link, Table } from '@kiwo/ui';
import { useState } from 'react';
import { useAgentPerformance } from '../../data/admin';
import { useConsoleI18n } from '../../stores/locale';
import { AdminPager } from './AdminPager';

type Row = AgentPerformanceRow & { id: string };
type Sort = NonNullable<AgentPerformanceQuery['sort']>;
const SORTS: readonly string[] = [
  'name',
  'farmers',
  'recording',
  'visits',
  'alerts',
  'consultations',
];

/** Every agent's last 7 days, sorted on the server by any figure (`/admin/agents`). */
export function AgentPerformance() {
  const { t } = useConsoleI18n();
  const tools = t.admin.tools;
  const [sort, setSort] = useState<{ column: Sort; direction: 'ascending' | 'descending' }>({
    column: 'recording',
    direction: 'descending',
  });
  const [page, setPage] = useState(1);
  const { data, error } = useAgentPerformance({
    sort: sort.column,
    order: sort.direction === 'ascending' ? 'asc' : 'desc',
    page,
  });
  const number = (key: keyof AgentPerformanceRow) => (r: Row) => String(r[key]);
  return (
    <section aria-labelledby="agent-performance">
      <h2 id="agent-performance">{tools.performanceTitle()}</h2>
      {error && <Alert variant="danger">{t.admin.fetchFailed()}</Alert>}
      <Table<Row>
        aria-label={tools.performanceTitle()}
        sortDescriptor={sort}
        onSortChange={(d) => {
          const column = String(d.column);
          if (!SORTS.includes(column)) return;
          setSort({ column: column as Sort, direction: d.direction });
          setPage(1);
        }}
        columns={[
          {
            id: 'name',
            label: t.admin.colName(),
            isRowHeader: true,
            allowsSorting: true,
            render: (r) => (
              <Link href={`/admin/agents/${encodeURIComponent(r.agentId)}`}>{r.name}</Link>
            ),
          },
          {
            id: 'farmers',
            label: t.admin.colFarmers(),
            align: 'end',
            allowsSorting: true,
            render: number('farmers'),
          },
          {
            id: 'recording',
            label: tools.colRecording(),
            align: 'end',
            allowsSorting: true,
            render: number('recording7d'),
          },
          {
            id: 'visits',
            label: tools.colVisits(),
            align: 'end',
            allowsSorting: true,
            render: number('visits7d'),
          },
          {
            id: 'alerts',
            label: tools.colAlerts(),
            align: 'end',
            allowsSorting: true,
            render: (r) => tools.alertsOf({ handled: r.alertsHandled7d, total: r.alerts7d }),
          },
          {
            id: 'consultations',
            label: tools.colAnswered(),
            align: 'end',
            allowsSorting: true,
            render: number('consultationsAnswered7d'),
          },
        ]}
        // On a phone the headers hide: a "Sort by" select offers the same sorts.
        sortPicker={{
          label: tools.sortBy(),
          optionLabel: ({ id, label: column }, direction) => {
            const up = direction === 'ascending';
            if (id === 'name') return up ? tools.sortAToZ({ column }) : tools.sortZToA({ column });
            return up ? tools.sortLowFirst({ column }) : tools.sortHighFirst({ column });
          },
        }}
        rows={(data?.items ?? []).map((r) => ({ ...r, id: r.agentId }))}
        emptyState={<p>{t.admin.noAgents()}</p>}
      />
      <AdminPager info={data?.pagination} page={page} onPageChange={setPage} />
    </section>
  );
}
