import {
  LISTING_CATEGORIES,
  type Listing,
  type ListingCategory,
  type TransactionType,
} from '@kiwo/api-client';
import { NIGERIAN_STATES, type Role } from '@kiwo/domain';
import {
  Alert,
  Button,
  DownloadIcon,
  EmptyState,
  LoadingState,
  Pagination,
  SearchField,
  Select,
  Stack,
  TextField,
} from '@kiwo/ui';
import { useEffect, useState } from 'react';
import { exportListings, useListings } from '../../data/marketplace';
import { useAuth } from '../../stores/auth';
import { useAreaI18n } from '../../stores/locale';
import {
  type ListingFilterState,
  restoreListingFilters,
  setListingFilters,
  useMarketplace,
} from '../../stores/marketplace';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import { type FilterProblems, filterProblems, toQuery } from './helpers';
import { ListingCard } from './ListingCard';
import * as styles from './marketplace.css';

/** Browse: search, category, state, buy/sell, price range, sort; pages of 20; CSV export. */
export function BrowseListings({ role, onEdit }: { role: Role; onEdit: (l: Listing) => void }) {
  const { t, locale } = useAreaI18n('marketplace');
  const m = t.marketplace;
  const { filters } = useMarketplace();
  const query = toQuery(filters);
  // Filters the server would refuse, or a price that is not one, are said at their box and not
  // sent: the list never reads "Failed to load listings" for what the farmer typed.
  const problems = filterProblems(filters);
  const refused = Object.keys(problems).length > 0;
  const { data, error } = useListings(refused ? null : query);
  const priceText = (problem: FilterProblems['maxPrice']) =>
    problem === 'clash' ? m.priceRangeClash() : problem ? m.priceNotNumber() : undefined;
  const user = useAuth().user;
  // The filters this user last browsed with on this phone come back on their return (ADR 0046).
  useEffect(() => {
    if (user) restoreListingFilters(user._id);
  }, [user]);
  const [exporting, setExporting] = useState(false);
  const all = { id: '', label: m.all() };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await exportListings(query);
      if (result === 'empty') toast({ title: m.noData(), variant: 'default' });
    } catch {
      toast({ title: m.exportFailed(), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <div className={styles.filters}>
        <SearchField
          label={m.search()}
          clearLabel={m.clearSearch()}
          value={filters.search}
          onChange={(search) => setListingFilters({ search })}
          isInvalid={Boolean(problems.search)}
          errorMessage={problems.search ? t.validation.maxLength({ max: 100 }) : undefined}
        />
        <Select
          label={m.filterCategory()}
          items={[all, ...LISTING_CATEGORIES.map((c) => ({ id: c, label: m.category[c]() }))]}
          selectedKey={filters.category}
          onSelectionChange={(key) =>
            setListingFilters({ category: String(key ?? '') as ListingCategory | '' })
          }
        />
        <Select
          label={m.filterState()}
          items={[all, ...NIGERIAN_STATES.map((s) => ({ id: s, label: s }))]}
          selectedKey={filters.state}
          onSelectionChange={(key) => setListingFilters({ state: String(key ?? '') })}
        />
        <Select
          label={m.filterType()}
          items={[all, { id: 'sell', label: m.sell() }, { id: 'buy', label: m.buy() }]}
          selectedKey={filters.transactionType}
          onSelectionChange={(key) =>
            setListingFilters({ transactionType: String(key ?? '') as TransactionType | '' })
          }
        />
        <TextField
          label={m.minPrice()}
          inputMode="decimal"
          value={filters.minPrice}
          onChange={(minPrice) => setListingFilters({ minPrice })}
          isInvalid={Boolean(problems.minPrice)}
          errorMessage={priceText(problems.minPrice)}
          validationBehavior="aria"
        />
        <TextField
          label={m.maxPrice()}
          inputMode="decimal"
          value={filters.maxPrice}
          onChange={(maxPrice) => setListingFilters({ maxPrice })}
          isInvalid={Boolean(problems.maxPrice)}
          errorMessage={priceText(problems.maxPrice)}
          validationBehavior="aria"
        />
        <Select
          label={m.sort()}
          items={[
            { id: 'newest', label: m.sortNewest() },
            { id: 'price_asc', label: m.sortPriceAsc() },
            { id: 'price_desc', label: m.sortPriceDesc() },
          ]}
          selectedKey={filters.sort}
          onSelectionChange={(key) =>
            key && setListingFilters({ sort: key as ListingFilterState['sort'] })
          }
        />
        <Button variant="secondary" onPress={exportCsv} isPending={exporting}>
          <DownloadIcon /> {m.exportCsv()}
        </Button>
      </div>
      {error && !refused && (
        <Alert variant="danger">{apiErrorText(error, t, locale, m.loadFailed())}</Alert>
      )}
      {!data && !error && !refused && <LoadingState label={t.app.loading()} />}
      {data && data.items.length === 0 && <EmptyState title={m.empty()} />}
      <ListingGrid items={data?.items ?? []} role={role} onEdit={onEdit} label={m.browseTab()} />
      {data && data.pagination.pages > 1 && (
        <Pages
          page={filters.page}
          pages={data.pagination.pages}
          onPage={(page) => setListingFilters({ page })}
        />
      )}
    </Stack>
  );
}

export function ListingGrid(props: {
  items: Listing[];
  role: Role;
  onEdit: (l: Listing) => void;
  label: string;
}) {
  return (
    <ul className={styles.grid} aria-label={props.label}>
      {props.items.map((l) => (
        <li key={l._id}>
          <ListingCard listing={l} role={props.role} onEdit={props.onEdit} />
        </li>
      ))}
    </ul>
  );
}

export function Pages(props: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useAreaI18n('marketplace');
  const m = t.marketplace;
  return (
    <Pagination
      page={props.page}
      pageCount={props.pages}
      onPageChange={props.onPage}
      labels={{
        navigation: m.pagination(),
        previous: m.previous(),
        next: m.next(),
        page: (page, pages) => m.pageLabel({ page, pages }),
      }}
    />
  );
}
