import type { NewsletterSubscriber } from '@kiwo/api-client';
import { Alert, Button, SearchField, Stack, Table } from '@kiwo/ui';
import { useState } from 'react';
import { downloadSubscribersCsv, useSubscribers } from '../../data/admin';
import { formatDate } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { AdminPager } from './AdminPager';

/** `/admin/newsletter-subscribers`: the list, a search and the CSV export. */
export function Subscribers() {
  const { t } = useConsoleI18n();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [empty, setEmpty] = useState(false);
  const { data, error } = useSubscribers(search, page);
  return (
    <Stack gap="md">
      <div className={styles.fields}>
        <SearchField
          label={t.admin.searchEmail()}
          clearLabel={t.admin.clearSearch()}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Button
          variant="secondary"
          onPress={async () => setEmpty((await downloadSubscribersCsv(search)) === 'empty')}
        >
          {t.admin.exportCsv()}
        </Button>
      </div>
      {(error || empty) && (
        <Alert variant={error ? 'danger' : 'info'}>
          {error ? t.admin.fetchFailed() : t.admin.noSubscribers()}
        </Alert>
      )}
      {data && <p className={styles.muted}>{t.admin.total({ count: data.pagination.total })}</p>}
      <Table<NewsletterSubscriber>
        aria-label={t.routes.newsletterSubscribers()}
        columns={[
          { id: 'email', label: t.admin.colEmail(), isRowHeader: true, render: (s) => s.email },
          { id: 'date', label: t.admin.colSubscribed(), render: (s) => formatDate(s.createdAt) },
        ]}
        rows={data?.items ?? []}
        emptyState={<p>{t.admin.noSubscribers()}</p>}
      />
      <AdminPager info={data?.pagination} page={page} onPageChange={setPage} />
    </Stack>
  );
}
