import type { MarketplaceRequest } from '@kiwo/api-client';
import { Alert, Button, Dialog, Stack, Table } from '@kiwo/ui';
import { useState } from 'react';
import { useAdminRequests, useModerateRequest } from '../../data/admin';
import { formatDate } from '../../stores/dates';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import * as farm from '../farm/farm.css';
import { AdminPager } from './AdminPager';
import { ListFilters } from './ListFilters';
import { MarketStatusBadge, useMarketStatusChoices } from './MarketStatus';
import { ReasonDialog } from './ReasonDialog';

/**
 * The marketplace's buy/sell requests for an admin: every status, each with all its answers; hide
 * one with a reason its author reads (farmers and agents stop seeing it), or show it again.
 */
export function AdminRequests() {
  const { t, locale } = useAreaI18n('admin', 'marketplace', 'consultations');
  const m = t.marketplace;
  const r = t.admin.moderation;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<MarketplaceRequest | null>(null);
  const [reading, setReading] = useState<MarketplaceRequest | null>(null);
  const { data, error } = useAdminRequests({ search, status, page });
  const moderate = useModerateRequest();
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
        search={{ label: r.search(), value: search, onChange: setSearch }}
        filters={[{ label: r.filterStatus(), items: statuses, value: status, onChange: setStatus }]}
        onChange={() => setPage(1)}
      />
      {error && <Alert variant="danger">{t.admin.fetchFailed()}</Alert>}
      {data && <p className={farm.muted}>{t.admin.total({ count: data.pagination.total })}</p>}
      <Table<MarketplaceRequest>
        aria-label={m.requestsTab()}
        columns={[
          {
            id: 'product',
            label: r.colProduct(),
            isRowHeader: true,
            render: (q) => q.productName,
          },
          { id: 'poster', label: r.colPoster(), render: (q) => q.agentName },
          {
            id: 'type',
            label: t.admin.colType(),
            render: (q) => (q.transactionType === 'sell' ? m.sell() : m.buy()),
          },
          {
            id: 'category',
            label: t.admin.colCategory(),
            render: (q) => m.category[q.productType](),
          },
          {
            id: 'answers',
            label: r.colAnswers(),
            render: (q) =>
              q.answerCount === 0 ? (
                m.noAnswers()
              ) : (
                <Button size="sm" variant="secondary" onPress={() => setReading(q)}>
                  {m.answersTitle({ count: q.answerCount })}
                </Button>
              ),
          },
          {
            id: 'status',
            label: t.consultations.colStatus(),
            render: (q) => <MarketStatusBadge status={q.status} />,
          },
          { id: 'posted', label: t.admin.colPosted(), render: (q) => formatDate(q.createdAt) },
          {
            id: 'actions',
            label: t.admin.colActions(),
            render: (q) =>
              q.status === 'hidden' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  isPending={moderate.isMutating}
                  onPress={async () => {
                    try {
                      await moderate.trigger({ id: q.id, hidden: false });
                      toast({ title: r.shown(), variant: 'success' });
                    } catch (e) {
                      failed(e);
                    }
                  }}
                >
                  {t.admin.showAgain()}
                </Button>
              ) : (
                <Button size="sm" variant="destructive" onPress={() => setHiding(q)}>
                  {t.admin.hide()}
                </Button>
              ),
          },
        ]}
        rows={data?.items ?? []}
        emptyState={<p>{r.none()}</p>}
      />
      <AdminPager info={data?.pagination} page={page} onPageChange={setPage} />
      {reading && (
        <Dialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setReading(null);
          }}
          title={r.answersTitle({ product: reading.productName })}
          closeLabel={t.consultations.dialogClose()}
        >
          <ul className={farm.list}>
            {reading.answers.map((a) => (
              <li key={a._id}>
                <p>
                  <strong>{`${a.responder.firstName} ${a.responder.lastName}`}</strong> ·{' '}
                  {a.responder.phone} · {formatDate(a.createdAt)}
                </p>
                <p>{a.message}</p>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
      {hiding && (
        <ReasonDialog
          title={r.hideTitle({ product: hiding.productName })}
          body={r.hideBody()}
          reasonLabel={r.hideReason()}
          confirmLabel={t.admin.hide()}
          isRequired
          destructive
          onClose={() => setHiding(null)}
          onConfirm={async (reason) => {
            try {
              await moderate.trigger({ id: hiding.id, hidden: true, reason });
              toast({ title: r.hidden(), variant: 'success' });
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
