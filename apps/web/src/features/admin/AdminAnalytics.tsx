import type { AdminAnalytics as Figures } from '@kiwo/api-client';
import { LIVESTOCK_TYPES, type LivestockType, NIGERIAN_STATES } from '@kiwo/domain';
import { formatNaira } from '@kiwo/i18n';
import { Alert, BarChart, LineChart, LoadingState, Select, Stack, StatCard, Table } from '@kiwo/ui';
import { useState } from 'react';
import { useAdminAnalytics } from '../../data/admin';
import { useConsoleI18n } from '../../stores/locale';
import * as farm from '../farm/farm.css';
import { formatCount } from '../farm/format';
import { shortDay, TrendLine } from './charts';
import { SignupFunnel } from './SignupFunnel';

type Days = 30 | 90 | 365;
const isLivestock = (v: string): v is LivestockType =>
  (LIVESTOCK_TYPES as readonly string[]).includes(v);
const TOP_STATES = 10;

/** `/admin/analytics`: sign-ups, farmers recording, deaths and sales — over time and by place. */
export function AdminAnalytics() {
  const { t } = useConsoleI18n();
  const a = t.admin;
  const [days, setDays] = useState<Days>(30);
  const [state, setState] = useState('');
  const [livestock, setLivestock] = useState('');
  const { data, error, isLoading } = useAdminAnalytics({
    days,
    state: (state || undefined) as never,
    livestock: (livestock || undefined) as never,
  });
  const all = { id: '', label: a.all() };
  return (
    <Stack gap="lg">
      <h1>{t.routes.analytics()}</h1>
      <SignupFunnel />
      <div className={farm.fields}>
        <Select
          label={a.range()}
          items={[
            { id: '30', label: a.range30() },
            { id: '90', label: a.range90() },
            { id: '365', label: a.range365() },
          ]}
          selectedKey={String(days)}
          onSelectionChange={(key) => setDays(Number(key ?? 30) as Days)}
        />
        <Select
          label={a.filterState()}
          items={[all, ...NIGERIAN_STATES.map((s) => ({ id: s, label: s }))]}
          selectedKey={state}
          onSelectionChange={(key) => setState(String(key ?? ''))}
        />
        <Select
          label={a.filterLivestock()}
          items={[all, ...LIVESTOCK_TYPES.map((l) => ({ id: l, label: t.enums.livestock[l]() }))]}
          selectedKey={livestock}
          onSelectionChange={(key) => setLivestock(String(key ?? ''))}
        />
      </div>
      {isLoading && <LoadingState label={t.app.loading()} />}
      {error && <Alert variant="danger">{a.analyticsFailed()}</Alert>}
      {data && <Charts data={data} />}
    </Stack>
  );
}

function Charts({ data }: { data: Figures }) {
  const { t } = useConsoleI18n();
  const a = t.admin;
  const from = shortDay(data.from);
  const to = shortDay(data.to);
  const labelHeader = data.bucket === 'week' ? a.colWeek() : a.colDay();
  const line = (
    title: string,
    points: { date: string; value: number }[],
    format: (v: number) => string,
  ) => (
    <TrendLine
      title={title}
      points={points}
      format={format}
      from={data.from}
      to={data.to}
      bucket={data.bucket}
    />
  );
  const byState = (
    title: string,
    pick: (r: Figures['byState'][number]) => number,
    f = formatCount,
  ) => (
    <BarChart
      title={title}
      summary={a.byStateSummary()}
      data={[...data.byState]
        .sort((x, y) => pick(y) - pick(x))
        .slice(0, TOP_STATES)
        .map((r) => ({ label: r.state ?? a.noStateGiven(), value: pick(r) }))}
      formatValue={f}
      tableToggleLabel={a.showAsTable()}
      labelHeader={a.colState()}
      valueHeader={title}
      headingLevel={2}
    />
  );
  const activeMost = Math.max(0, ...data.activeFarmers.map((p) => p.farmers));
  return (
    <Stack gap="lg">
      <div className={farm.stats}>
        <StatCard label={a.statSignups()} value={formatCount(data.totals.signups)} />
        <StatCard label={a.statRecording()} value={formatCount(data.totals.farmers)} />
        <StatCard label={a.statDeaths()} value={formatCount(data.totals.deaths)} />
        <StatCard label={a.statSales()} value={formatNaira(data.totals.sales)} />
        <StatCard label={a.statSold()} value={formatCount(data.totals.sold)} />
      </div>
      <div className={farm.twoColumns}>
        {line(
          a.chartSignups(),
          data.signups.map((p) => ({ date: p.date, value: p.farmers })),
          formatCount,
        )}
        {line(
          a.chartAgents(),
          data.signups.map((p) => ({ date: p.date, value: p.agents })),
          formatCount,
        )}
      </div>
      <LineChart
        title={a.chartRecording()}
        summary={a.chartActiveSummary({ from, to, most: formatCount(activeMost) })}
        data={data.activeFarmers.map((p) => ({ label: shortDay(p.date), value: p.farmers }))}
        formatValue={formatCount}
        tableToggleLabel={a.showAsTable()}
        labelHeader={labelHeader}
        valueHeader={a.chartRecording()}
        headingLevel={2}
      />
      <div className={farm.twoColumns}>
        {line(
          a.chartDeaths(),
          data.trend.map((p) => ({ date: p.date, value: p.deaths })),
          formatCount,
        )}
        {line(
          a.chartSales(),
          data.trend.map((p) => ({ date: p.date, value: p.sales })),
          formatNaira,
        )}
      </div>
      <div className={farm.twoColumns}>
        {byState(a.deathsByState(), (r) => r.deaths)}
        {byState(a.salesByState(), (r) => r.sales, formatNaira)}
      </div>
      <section aria-labelledby="by-livestock">
        <h2 id="by-livestock">{a.byLivestockTable()}</h2>
        <Table<Figures['byLivestock'][number] & { id: string }>
          aria-label={a.byLivestockTable()}
          columns={[
            {
              id: 'livestock',
              label: a.colLivestock(),
              isRowHeader: true,
              render: (r) =>
                isLivestock(r.livestockType)
                  ? t.enums.livestock[r.livestockType]()
                  : r.livestockType,
            },
            {
              id: 'deaths',
              label: a.colDeaths(),
              align: 'end',
              render: (r) => formatCount(r.deaths),
            },
            { id: 'sales', label: a.colSales(), align: 'end', render: (r) => formatNaira(r.sales) },
            { id: 'sold', label: a.statSold(), align: 'end', render: (r) => formatCount(r.sold) },
            {
              id: 'farmers',
              label: a.colRecording(),
              align: 'end',
              render: (r) => formatCount(r.farmers),
            },
          ]}
          rows={data.byLivestock.map((r) => ({ ...r, id: r.livestockType }))}
          emptyState={<p>{a.noData()}</p>}
        />
      </section>
    </Stack>
  );
}
