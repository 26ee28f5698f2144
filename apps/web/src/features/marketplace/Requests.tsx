import type { Role } from '@kiwo/domain';
import { Alert, EmptyState, LoadingState, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useRequests } from '../../data/marketplace';
import { useAreaI18n } from '../../stores/locale';
import { Pages } from './BrowseListings';
import * as styles from './marketplace.css';
import { RequestCard } from './RequestCard';
import { RequestForm } from './RequestForm';

function RequestList({ mine, role, title }: { mine: boolean; role: Role; title: string }) {
  const { t } = useAreaI18n('marketplace');
  const m = t.marketplace;
  const [page, setPage] = useState(1);
  const { data, error } = useRequests(mine, page);
  const id = mine ? 'my-requests' : 'other-requests';
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <h2 id={id}>{title}</h2>
        {data?.offline && <Alert variant="warning">{m.offline()}</Alert>}
        {error && <Alert variant="danger">{m.loadFailed()}</Alert>}
        {!data && !error && <LoadingState label={t.app.loading()} />}
        {data && data.items.length === 0 && <EmptyState title={m.noRequests()} />}
        <ul className={styles.grid}>
          {(data?.items ?? []).map((r) => (
            <li key={r.id}>
              <RequestCard request={r} role={role} />
            </li>
          ))}
        </ul>
        {data && data.pagination.pages > 1 && (
          <Pages page={page} pages={data.pagination.pages} onPage={setPage} />
        )}
      </Stack>
    </section>
  );
}

/**
 * Buy/sell requests (spec §3): post one, see yours with their answers (also kept offline in
 * `marketplace-storage`), and answer others'. Admins browse only.
 */
export function Requests({ role }: { role: Role }) {
  const { t } = useAreaI18n('marketplace');
  const m = t.marketplace;
  return (
    <Stack gap="xl">
      {role !== 'admin' && <RequestForm />}
      {role !== 'admin' && <RequestList mine role={role} title={m.requestsMine()} />}
      <RequestList mine={false} role={role} title={m.requestsOthers()} />
    </Stack>
  );
}
