import type { AgentFarmer } from '@kiwo/api-client';
import { LIVESTOCK_TYPES, NIGERIAN_STATES } from '@kiwo/domain';
import {
  Alert,
  Button,
  DownloadIcon,
  Link,
  Pagination,
  SearchField,
  Select,
  Stack,
  Table,
} from '@kiwo/ui';
import { useState } from 'react';
import { downloadAgentFarmersCsv, useAgentFarmers } from '../../data/agent';
import { agentStore, useAgentFilters } from '../../stores/agent';
import { formatDate } from '../../stores/dates';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import * as styles from '../farm/farm.css';
import { FarmerContact } from './FarmerContact';

/**
 * The agent's farmers: search, state and livestock filters, a sort (newest, last record, deaths
 * this week, name, state), pages of 20 — all on the server, so 1,200 farmers page like 20.
 * Each farmer is one Tab stop (their name); ← → reach their call and WhatsApp links, so a
 * keyboard user passes a page of farmers in 20 presses, not 60.
 */
export function FarmerList() {
  const { t } = useAreaI18n('agent');
  const filters = useAgentFilters();
  const { data, error } = useAgentFarmers(filters);
  const all = { id: '', label: t.agent.all() };
  const setFilter = (patch: Partial<typeof agentStore>) =>
    Object.assign(agentStore, { ...patch, page: 1 });
  const [exporting, setExporting] = useState(false);
  // Every farmer matching the search, filters and sort, not only this page (the server pages).
  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await downloadAgentFarmersCsv(filters, t.agent.farmersCsv.fileName());
      if (result === 'empty') toast({ title: t.agent.csvEmpty(), variant: 'default' });
    } catch {
      toast({ title: t.agent.csvFailed(), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <div className={styles.fields}>
        <SearchField
          label={t.agent.search()}
          clearLabel={t.agent.clearSearch()}
          value={filters.search}
          onChange={(search) => void setFilter({ search })}
        />
        <Select
          label={t.agent.filterState()}
          items={[all, ...NIGERIAN_STATES.map((s) => ({ id: s, label: s }))]}
          selectedKey={filters.state}
          onSelectionChange={(key) => setFilter({ state: String(key ?? '') })}
        />
        <Select
          label={t.agent.filterLivestock()}
          items={[all, ...LIVESTOCK_TYPES.map((l) => ({ id: l, label: t.enums.livestock[l]() }))]}
          selectedKey={filters.livestock}
          onSelectionChange={(key) => setFilter({ livestock: String(key ?? '') })}
        />
        <Select
          label={t.agent.sortBy()}
          items={[
            { id: '', label: t.agent.sortNewest() },
            { id: 'lastRecord', label: t.agent.sortLastRecord() },
            { id: 'mortality', label: t.agent.sortMortality() },
            { id: 'name', label: t.agent.sortName() },
            { id: 'state', label: t.agent.colState() },
          ]}
          selectedKey={filters.sort}
          onSelectionChange={(key) => setFilter({ sort: String(key ?? '') })}
        />
        <Button variant="secondary" onPress={exportCsv} isPending={exporting}>
          <DownloadIcon /> {t.agent.exportCsv()}
        </Button>
      </div>
      {error && <Alert variant="danger">{t.agent.fetchFailed()}</Alert>}
      <Table<AgentFarmer & { id: string }>
        aria-label={t.agent.farmersTab()}
        columns={[
          {
            id: 'name',
            label: t.agent.colName(),
            isRowHeader: true,
            render: (f) => (
              <Link href={`/agent/farmer/${f._id}`}>{`${f.firstName} ${f.lastName}`}</Link>
            ),
          },
          {
            id: 'phone',
            label: t.agent.colPhone(),
            render: (f) => <FarmerContact name={`${f.firstName} ${f.lastName}`} phone={f.phone} />,
          },
          { id: 'state', label: t.agent.colState(), render: (f) => f.stateOfResidence ?? '—' },
          {
            id: 'livestock',
            label: t.agent.colLivestock(),
            render: (f) => (f.primaryLivestock ? t.enums.livestock[f.primaryLivestock]() : '—'),
          },
          {
            id: 'animals',
            label: t.agent.colAnimals(),
            align: 'end',
            render: (f) => String(f.animals),
          },
          {
            id: 'deaths',
            label: t.agent.colDeaths(),
            align: 'end',
            render: (f) => String(f.recentMortality),
          },
          {
            id: 'last',
            label: t.agent.colLastRecord(),
            render: (f) => (f.lastRecordAt ? formatDate(f.lastRecordAt) : t.agent.noRecordYet()),
          },
        ]}
        rows={(data?.items ?? []).map((f) => ({ ...f, id: f._id }))}
        emptyState={<p>{t.agent.noFarmers()}</p>}
        // Name, call and WhatsApp: one Tab stop per farmer, arrows for the other two.
        rowFocus={{ hint: t.agent.listKeysHint() }}
      />
      {data && data.pagination.pages > 1 && (
        <Pagination
          page={filters.page}
          pageCount={data.pagination.pages}
          onPageChange={(page) => {
            agentStore.page = page;
          }}
          labels={{
            navigation: t.agent.pagination(),
            previous: t.agent.previous(),
            next: t.agent.next(),
            page: (page, pages) => t.agent.pageLabel({ page, pages }),
          }}
        />
      )}
    </Stack>
  );
}
