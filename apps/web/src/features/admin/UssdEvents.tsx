import type { UssdEvent } from '@kiwo/api-client';
import { formatDateTime } from '@kiwo/i18n';
import { Alert, SearchField, Stack, Table } from '@kiwo/ui';
import { useState } from 'react';
import { useUssdEvents } from '../../data/admin';
import { useI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { AdminPager } from './AdminPager';

/** `/admin/ussd-events`: every USSD request and end-of-session notice, newest first. */
export function UssdEvents() {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useUssdEvents(search, page);
  return (
    <Stack gap="md">
      <div className={styles.fields}>
        <SearchField
          label={t.admin.searchEvents()}
          clearLabel={t.admin.clearSearch()}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      {error && <Alert variant="danger">{t.admin.fetchFailed()}</Alert>}
      {data && <p className={styles.muted}>{t.admin.total({ count: data.pagination.total })}</p>}
      <Table<UssdEvent>
        aria-label={t.routes.ussdEvents()}
        columns={[
          {
            id: 'time',
            label: t.admin.colTime(),
            isRowHeader: true,
            render: (e) => formatDateTime(e.createdAt),
          },
          {
            id: 'phone',
            label: t.admin.colPhone(),
            render: (e) => (e.userName ? `${e.phone} (${e.userName})` : e.phone),
          },
          { id: 'session', label: t.admin.colSession(), render: (e) => e.sessionId },
          { id: 'input', label: t.admin.colInput(), render: (e) => e.text || '—' },
          {
            id: 'response',
            label: t.admin.colResponse(),
            render: (e) =>
              e.kind === 'session_end'
                ? t.admin.sessionEnded({ status: [e.status, e.cost].filter(Boolean).join(', ') })
                : (e.response ?? '—'),
          },
          { id: 'outcome', label: t.admin.colOutcome(), render: (e) => e.outcome },
        ]}
        rows={data?.items ?? []}
        emptyState={<p>{t.admin.noEvents()}</p>}
      />
      <AdminPager info={data?.pagination} page={page} onPageChange={setPage} />
    </Stack>
  );
}
