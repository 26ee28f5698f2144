import type { Listing } from '@kiwo/api-client';
import { formatNaira } from '@kiwo/i18n';
import { Alert, Button, Stack, Tab, TabList, Table, TabPanel, Tabs } from '@kiwo/ui';
import { useState } from 'react';
import { useAdminListings, useModerate } from '../../data/admin';
import { formatDate } from '../../stores/dates';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import * as farm from '../farm/farm.css';
import { AdminPager } from './AdminPager';
import { AdminRequests } from './AdminRequests';
import { ListFilters } from './ListFilters';
import { MarketStatusBadge, useMarketStatusChoices } from './MarketStatus';
import { ReasonDialog } from './ReasonDialog';

type Row = Listing & { id: string };

/** `/admin/marketplace`: every listing and every buy/sell request
 * (any status) to moderate. */
export function AdminMarketplace() {
  const { t } = useAreaI18n('admin', 'marketplace', 'consultations');
  const m = t.marketplace;
  return (
    <Stack gap="md">
      <h1>{m.title()}</h1>
      <Tabs defaultSelectedKey="listings">
        <TabList aria-label={m.title()}>
          <Tab id="listings">{m.browseTab()}</Tab>
          <Tab id="requests">{m.requestsTab()}</Tab>
        </TabList>
        <TabPanel id="listings">
          <Listings />
        </TabPanel>
        <TabPanel id="requests">
          <AdminRequests />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

function Listings() {
  const { t, locale } = useAreaI18n('admin', 'marketplace', 'consultations');
  const m = t.marketplace;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<Listing | null>(null);
  const { data, error } = useAdminListings({ search, status, page });
  const moderate = useModerate();
  const statuses = useMarketStatusChoices();
  const failed = (e: unknown) =>
    toast({
      title: t.admin.saveFailed(),
      description: apiErrorText(e, t, locale, t.admin.saveFailed()),
      variant: 'destructive',
    });
  return (
    <Stack gap="md">
      <ListFilters
        search={{ label: t.admin.searchListings(), value: search, onChange: setSearch }}
        filters={[
          {
            label: t.admin.filterListingStatus(),
            items: statuses,
            value: status,
            onChange: setStatus,
          },
        ]}
        onChange={() => setPage(1)}
      />
      {error && <Alert variant="danger">{t.admin.fetchFailed()}</Alert>}
      {data && <p className={farm.muted}>{t.admin.total({ count: data.pagination.total })}</p>}
      <Table<Row>
        aria-label={m.browseTab()}
        columns={[
          { id: 'title', label: t.admin.colTitle(), isRowHeader: true, render: (l) => l.title },
          {
            id: 'seller',
            label: t.admin.colSeller(),
            render: (l) => `${l.seller.firstName} ${l.seller.lastName}`,
          },
          {
            id: 'type',
            label: t.admin.colType(),
            render: (l) => (l.transactionType === 'sell' ? m.sell() : m.buy()),
          },
          { id: 'category', label: t.admin.colCategory(), render: (l) => m.category[l.category]() },
          {
            id: 'price',
            label: t.admin.colPrice(),
            align: 'end',
            render: (l) => formatNaira(l.price),
          },
          { id: 'location', label: t.admin.colState(), render: (l) => l.location },
          {
            id: 'status',
            label: t.consultations.colStatus(),
            render: (l) => <MarketStatusBadge status={l.status} />,
          },
          { id: 'posted', label: t.admin.colPosted(), render: (l) => formatDate(l.createdAt) },
          {
            id: 'actions',
            label: t.admin.colActions(),
            render: (l) =>
              l.status === 'active' ? (
                <Button size="sm" variant="destructive" onPress={() => setHiding(l)}>
                  {t.admin.hide()}
                </Button>
              ) : l.status === 'hidden' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  isPending={moderate.isMutating}
                  onPress={async () => {
                    try {
                      await moderate.trigger({ id: l._id, hidden: false });
                      toast({ title: t.admin.listingShown(), variant: 'success' });
                    } catch (e) {
                      failed(e);
                    }
                  }}
                >
                  {t.admin.showAgain()}
                </Button>
              ) : null,
          },
        ]}
        rows={(data?.items ?? []).map((l) => ({ ...l, id: l._id }))}
        emptyState={<p>{t.admin.noListings()}</p>}
      />
      <AdminPager info={data?.pagination} page={page} onPageChange={setPage} />
      {hiding && (
        <ReasonDialog
          title={t.admin.hideTitle({ title: hiding.title })}
          body={t.admin.hideBody()}
          reasonLabel={t.admin.hideReason()}
          confirmLabel={t.admin.hide()}
          isRequired
          destructive
          onClose={() => setHiding(null)}
          onConfirm={async (reason) => {
            try {
              await moderate.trigger({ id: hiding._id, hidden: true, reason });
              toast({ title: t.admin.listingHidden(), variant: 'success' });
            } catch (e) {
              failed(e);
              throw e;
            }
          }}
        />
      )}
    </Stack>
  );
}
