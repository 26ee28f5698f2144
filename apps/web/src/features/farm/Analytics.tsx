import type { AnalyticsDays } from '@kiwo/api-client';
import { formatNaira } from '@kiwo/i18n';
import {
  Alert,
  LineChart,
  LoadingState,
  Radio,
  RadioGroup,
  Stack,
  StatCard,
  Table,
} from '@kiwo/ui';
import { useState } from 'react';
import { useAnalytics } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { formatDate, formatDayMonth } from '../../stores/dates';
import { useI18n } from '../../stores/locale';
import * as styles from './farm.css';
import { formatCount, formatKg, formatPercent } from './format';

type Series = 'sales' | 'expenses' | 'mortality' | 'feed';

/** `/farmer/analytics`: revenue, expenses, mortality and feed over 30, 90 or 365 days. */
export function FarmAnalytics() {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const [days, setDays] = useState<AnalyticsDays>(30);
  const { data, error, isLoading } = useAnalytics(farmerId, days);

  const chart = (series: Series, title: string, format: (n: number) => string) => {
    if (!data) return null;
    const values = data.daily.map((d) => d[series]);
    const peak = { date: data.daily[values.indexOf(Math.max(0, ...values))]?.date ?? '' };
    return (
      <LineChart
        title={title}
        summary={t.farm.chartSummary({
          name: title,
          max: format(Math.max(0, ...values)),
          day: peak.date ? formatDate(peak.date) : '',
          total: format(values.reduce((a, b) => a + b, 0)),
        })}
        data={data.daily.map((d) => ({ label: formatDayMonth(d.date), value: d[series] }))}
        formatValue={format}
        tableToggleLabel={t.farm.showTable()}
        labelHeader={t.farm.date()}
        valueHeader={title}
        headingLevel={2}
      />
    );
  };

  return (
    <Stack gap="lg">
      <h1>{t.farm.analyticsTitle()}</h1>
      <RadioGroup
        label={t.farm.date()}
        value={String(days)}
        onChange={(v) => setDays(Number(v) as AnalyticsDays)}
        orientation="horizontal"
      >
        <Radio value="30">{t.farm.range30()}</Radio>
        <Radio value="90">{t.farm.range90()}</Radio>
        <Radio value="365">{t.farm.range365()}</Radio>
      </RadioGroup>
      {isLoading && <LoadingState label={t.app.loading()} />}
      {error && <Alert variant="danger">{t.farm.loadFailed()}</Alert>}
      {data && (
        <>
          <div className={styles.stats}>
            <StatCard label={t.farm.sales()} value={formatNaira(data.totals.sales)} />
            <StatCard label={t.farm.expenses()} value={formatNaira(data.totals.expenses)} />
            <StatCard label={t.farm.net()} value={formatNaira(data.totals.net)} />
            <StatCard
              label={t.farm.mortalityRate()}
              value={formatPercent(data.totals.mortalityRate)}
            />
            <StatCard label={t.farm.feedAmount()} value={formatKg(data.totals.feed)} />
            <StatCard
              label={t.farm.measuredSalesPerAnimal()}
              value={
                data.totals.salesPerAnimalSold === null
                  ? t.farm.measuredNotYet()
                  : formatNaira(data.totals.salesPerAnimalSold)
              }
              description={
                data.totals.salesPerAnimalSold === null
                  ? t.farm.measuredNeedSales()
                  : t.farm.measuredSalesHint({ count: data.totals.numberSold })
              }
            />
          </div>
          {chart('sales', t.farm.sales(), formatNaira)}
          {chart('expenses', t.farm.expenses(), formatNaira)}
          {chart('mortality', t.farm.mortality(), formatCount)}
          {chart('feed', t.farm.feedAmount(), formatKg)}
          <Table
            aria-label={t.farm.byLivestock()}
            columns={[
              {
                id: 'type',
                label: t.farm.livestockType(),
                isRowHeader: true,
                render: (r) => t.enums.livestock[r.livestockType](),
              },
              {
                id: 'animals',
                label: t.farm.liveAnimals(),
                align: 'end',
                render: (r) => formatCount(r.animals),
              },
              {
                id: 'mortality',
                label: t.farm.mortality(),
                align: 'end',
                render: (r) => formatCount(r.mortality),
              },
              {
                id: 'sales',
                label: t.farm.sales(),
                align: 'end',
                render: (r) => formatNaira(r.sales),
              },
            ]}
            rows={data.byLivestock.map((row) => ({ ...row, id: row.livestockType }))}
          />
        </>
      )}
    </Stack>
  );
}
