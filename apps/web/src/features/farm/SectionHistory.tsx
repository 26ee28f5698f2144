import type { DailyRecord } from '@kiwo/api-client';
import { formatNaira } from '@kiwo/i18n';
import { Alert, LineChart, Link, LoadingState, Stack, Table } from '@kiwo/ui';
import { downloadCsv } from '../../data/csv';
import { useSection, useSectionRecords } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { formatDate, formatDayMonth } from '../../stores/dates';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { formatKg } from './format';
import { isMissing, NotFoundNotice } from './NotFoundNotice';
import { SectionProduction } from './Production';
import { SectionChanges } from './SectionChanges';

/** `/farmer/reports/{sectionId}`: the section's records, deaths over time, and CSV export. */
export function SectionHistory({ sectionId }: { sectionId: string }) {
  const { t } = useI18n();
  const { farmerId, paths } = useFarmScope();
  const { data, error, isLoading } = useSectionRecords(farmerId, sectionId, 90);
  const section = useSection(farmerId, sectionId);
  if (isLoading || section.isLoading) return <LoadingState label={t.app.loading()} />;
  if (isMissing(error, section.error)) {
    return <NotFoundNotice message={t.farm.sectionNotFound()} />;
  }
  if (error || !data || !section.data) {
    return <Alert variant="danger">{t.farm.loadFailed()}</Alert>;
  }
  const rows = data.items;
  const oldestFirst = [...rows].reverse().slice(-30);

  const exportCsv = async () => {
    const result = await downloadCsv(
      `/sections/${encodeURIComponent(sectionId)}/records.csv`,
      `kiwo-section-${sectionId}`,
    ).catch(() => 'failed' as const);
    if (result === 'empty') toast({ title: t.farm.noRecords() });
    if (result === 'failed') toast({ title: t.farm.loadFailed(), variant: 'destructive' });
  };

  return (
    <Stack gap="lg">
      <h1>{t.farm.historyTitle({ section: section.data.name })}</h1>
      <p>{t.farm.liveNow({ count: section.data.count })}</p>
      <SectionProduction sectionId={sectionId} name={section.data.name} />
      <SectionChanges sectionId={sectionId} />
      {oldestFirst.length > 1 && (
        <LineChart
          title={t.farm.mortality()}
          summary={t.farm.chartSummary({
            name: t.farm.mortality(),
            max: String(Math.max(...oldestFirst.map((r) => r.mortality))),
            day: formatDate(oldestFirst.reduce((a, b) => (b.mortality > a.mortality ? b : a)).date),
            total: String(oldestFirst.reduce((sum, r) => sum + r.mortality, 0)),
          })}
          data={oldestFirst.map((r) => ({ label: formatDayMonth(r.date), value: r.mortality }))}
          tableToggleLabel={t.farm.showTable()}
          labelHeader={t.farm.date()}
          valueHeader={t.farm.mortality()}
          headingLevel={2}
        />
      )}
      <Table<DailyRecord>
        aria-label={t.farm.recordTitle()}
        columns={[
          {
            id: 'date',
            label: t.farm.date(),
            isRowHeader: true,
            render: (r) => <Link href={paths.record(r.id)}>{formatDate(r.date)}</Link>,
          },
          {
            id: 'mortality',
            label: t.farm.mortality(),
            align: 'end',
            render: (r) => String(r.mortality),
          },
          {
            id: 'feed',
            label: t.farm.feedAmount(),
            align: 'end',
            render: (r) => (r.feedAmount === null ? '—' : formatKg(r.feedAmount)),
          },
          {
            id: 'sales',
            label: t.farm.sales(),
            align: 'end',
            render: (r) => formatNaira(r.salesNaira),
          },
          {
            id: 'expenses',
            label: t.farm.expenses(),
            align: 'end',
            render: (r) => formatNaira(r.expenses),
          },
        ]}
        rows={rows}
        emptyState={<p>{t.farm.noRecords()}</p>}
        onExport={exportCsv}
        exportLabel={t.farm.exportCsv()}
      />
    </Stack>
  );
}
