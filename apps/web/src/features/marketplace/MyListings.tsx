import type { Listing } from '@kiwo/api-client';
import type { Role } from '@kiwo/domain';
import { Alert, Button, EmptyState, LoadingState, PlusIcon, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useMyListings } from '../../data/marketplace';
import { useAreaI18n } from '../../stores/locale';
import { ListingGrid, Pages } from './BrowseListings';

/** The seller's own listings in every status, with "Post a listing". */
export function MyListings(props: { role: Role; onNew: () => void; onEdit: (l: Listing) => void }) {
  const { t } = useAreaI18n('marketplace');
  const m = t.marketplace;
  const [page, setPage] = useState(1);
  const { data, error } = useMyListings(page);
  return (
    <Stack gap="md">
      <div>
        <Button onPress={props.onNew}>
          <PlusIcon /> {m.newListing()}
        </Button>
      </div>
      {error && <Alert variant="danger">{m.loadFailed()}</Alert>}
      {!data && !error && <LoadingState label={t.app.loading()} />}
      {data && data.items.length === 0 && <EmptyState title={m.mineEmpty()} />}
      <ListingGrid
        items={data?.items ?? []}
        role={props.role}
        onEdit={props.onEdit}
        label={m.mineTab()}
      />
      {data && data.pagination.pages > 1 && (
        <Pages page={page} pages={data.pagination.pages} onPage={setPage} />
      )}
    </Stack>
  );
}
