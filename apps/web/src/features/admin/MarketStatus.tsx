import type { ListingStatus } from '@kiwo/api-client';
import { Badge } from '@kiwo/ui';
import { useAreaI18n } from '../../stores/locale';
import type { ListFilter } from './ListFilters';

/** A listing's or a buy/sell request's status: they share the same three. */
const STATUSES = ['active', 'hidden', 'closed'] as const satisfies readonly ListingStatus[];

/** Active in green, hidden by an admin in red, closed by its author in grey; always in words. */
export function MarketStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useAreaI18n('admin', 'marketplace', 'consultations');
  return (
    <Badge variant={status === 'active' ? 'success' : status === 'hidden' ? 'danger' : 'neutral'}>
      {t.marketplace.status[status]()}
    </Badge>
  );
}

/** The status filter's choices: all, then each status. */
export function useMarketStatusChoices(): ListFilter['items'] {
  const { t } = useAreaI18n('admin', 'marketplace', 'consultations');
  return [
    { id: '', label: t.admin.all() },
    ...STATUSES.map((s) => ({ id: s, label: t.marketplace.status[s]() })),
  ];
}
