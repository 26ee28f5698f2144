import { formatNaira } from '@kiwo/i18n';
import {
  Alert,
  BarChart,
  Button,
  Card,
  EmptyState,
  Link,
  LoadingState,
  ProgressBar,
  Stack,
  StatCard,
} from '@kiwo/ui';
import { useDeferredValue } from 'react';
import { useBatches, useDashboard } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { formatDate } from '../../stores/dates';
import { useI18n } from '../../stores/locale';
import { AskExpertLink } from '../consultations/AskExpertLink';
import { VoiceCallButton } from '../voice/VoiceCallButton';
import * as styles from './farm.css';
import { formatCount, formatKg, formatPercent, statTrend } from './format';
import { FarmProduction } from './Production';

/** Advanced-mode dashboard (spec §2, §9): stat cards with trends, the week, recent activity, batches. */
export function FarmDashboard() {
  const { t } = useI18n();
  const { farmerId, paths } = useFarmScope();
  const { data: latest, error, isLoading, mutate } = useDashboard(farmerId);
  // The figures render from a deferred copy: SWR's store hands new data to React as an urgent
  // update, which would render and lay out every card, chart and list in one long task; deferred,
  // React renders them in slices between the phone's frames and input (the dashboard's Lighthouse
  // TBT, docs/BENCHMARKS.md).
  const data = useDeferredValue(latest);
  const batches = useBatches(farmerId);

  // The heading and the day's actions do not wait for the figures: they paint first.
  const heading = (
    <Stack direction="row" gap="sm" align="center">
      <h1>{t.farm.dashboardTitle()}</h1>
      <Link variant="primary" href={paths.records}>
        {t.farm.recordToday()}
      </Link>
      {paths.analytics !== paths.dashboard && (
        <Link href={paths.analytics}>{t.farm.seeAnalytics()}</Link>
      )}
      {/* Feed on hand and days left (ADR 0063), one tap away for the farmer and their agent. */}
      <Link href={paths.stock}>{t.farm.stock.title()}</Link>
      <VoiceCallButton />
      {paths.dashboard === '/farmer/dashboard' && <AskExpertLink as="farmer" />}
    </Stack>
  );

  if (isLoading || (latest && !data)) {
    return (
      <Stack gap="lg">
        {heading}
        <LoadingState label={t.app.loading()} />
      </Stack>
    );
  }
  if (error || !data) {
    return (
      <Stack gap="lg">
        {heading}
        <Alert
          variant="danger"
          action={<Button onPress={() => void mutate()}>{t.farm.retry()}</Button>}
        >
          {t.farm.loadFailed()}
        </Alert>
      </Stack>
    );
  }

  // A measured figure the records cannot support yet says so rather than showing 0 (ADR 0046).
  const measuredOr = (value: number | null, format: (n: number) => string) =>
    value === null ? t.farm.measuredNotYet() : format(value);
  const weekSales = data.weekly.reduce((sum, day) => sum + day.sales, 0);
  const weekDeaths = data.weekly.reduce((sum, day) => sum + day.mortality, 0);

  return (
    <Stack gap="lg">
      {heading}
      <div className={styles.stats}>
        <StatCard label={t.farm.statAnimals()} value={formatCount(data.totals.animals)} />
        <StatCard
          label={t.farm.statSales()}
          value={formatNaira(data.totals.sales30d)}
          trend={statTrend(data.trends.sales, t)}
          description={t.farm.trendVsPrior()}
        />
        <StatCard
          label={t.farm.statExpenses()}
          value={formatNaira(data.totals.expenses30d)}
          trend={statTrend(data.trends.expenses, t, true)}
          description={t.farm.trendVsPrior()}
        />
        <StatCard
          label={t.farm.statMortality()}
          value={formatCount(data.totals.mortality30d)}
          trend={statTrend(data.trends.mortality, t)}
          description={t.farm.trendVsPrior()}
        />
        <StatCard
          label={t.farm.statFeed()}
          value={formatKg(data.totals.feed30d)}
          trend={statTrend(data.trends.feed, t)}
          description={t.farm.trendVsPrior()}
        />
        <StatCard label={t.farm.mortalityRate()} value={formatPercent(data.mortalityRate)} />
        <StatCard
          label={t.farm.feedConversion()}
          value={formatCount(data.feedConversion)}
          description={t.farm.feedEstimateHint()}
        />
        <StatCard
          label={t.farm.measuredFeedConversion()}
          value={measuredOr(data.measured.feedConversion, formatCount)}
          description={
            data.measured.feedConversion === null
              ? t.farm.measuredNeedWeights()
              : [
                  t.farm.measuredFeedHint(),
                  ...data.measured.feedConversionByBatch.map(
                    (b) => `${b.batchName}: ${formatCount(b.feedConversion ?? 0)}`,
                  ),
                ].join(' ')
          }
        />
        <StatCard
          label={t.farm.revenuePerAnimal()}
          value={formatNaira(data.revenuePerAnimal)}
          description={t.farm.revenueEstimateHint()}
        />
        <StatCard
          label={t.farm.measuredSalesPerAnimal()}
          value={measuredOr(data.measured.salesPerAnimalSold, formatNaira)}
          description={
            data.measured.salesPerAnimalSold === null
              ? t.farm.measuredNeedSales()
              : t.farm.measuredSalesHint({ count: data.measured.animalsSold })
          }
        />
        <StatCard label={t.farm.productivity()} value={formatPercent(data.averageProductivity)} />
      </div>
      <FarmProduction />
      <div className={styles.twoColumns}>
        <BarChart
          title={t.farm.weeklyTitle()}
          summary={t.farm.weeklySummary({ total: formatNaira(weekSales), deaths: weekDeaths })}
          data={data.weekly.map((day) => ({ label: t.week[day.day](), value: day.sales }))}
          formatValue={formatNaira}
          tableToggleLabel={t.farm.showTable()}
          labelHeader={t.farm.date()}
          valueHeader={t.farm.sales()}
          headingLevel={2}
        />
        <Card title={t.farm.recentTitle()} headingLevel={2}>
          {data.recentActivity.length === 0 ? (
            <p>{t.farm.noRecords()}</p>
          ) : (
            <ul className={styles.list}>
              {data.recentActivity.map((item) => (
                <li key={item.id}>
                  <Link href={paths.record(item.id)}>
                    {t.farm.activityLine({
                      section: item.sectionName,
                      batch: item.batchName,
                      deaths: item.mortality,
                      sales: formatNaira(item.salesNaira),
                    })}
                  </Link>
                  <p className={styles.muted}>{formatDate(item.date)}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title={t.farm.batchesAtGlance()} headingLevel={2}>
        {batches.data && batches.data.length > 0 ? (
          <ul className={styles.list}>
            {batches.data
              .filter((batch) => batch.status === 'Active')
              .map((batch) => (
                <li key={batch.id}>
                  <Link
                    href={paths.batch(batch.id)}
                  >{`${batch.name} · ${t.farm.animalsCount({ count: batch.totalAnimals })}`}</Link>
                  <ProgressBar label={t.farm.progress()} value={batch.progress} />
                </li>
              ))}
          </ul>
        ) : (
          <EmptyState
            title={t.farm.noBatches()}
            action={
              <Link variant="primary" href={paths.batches}>
                {t.farm.addBatch()}
              </Link>
            }
            headingLevel={3}
          />
        )}
      </Card>
    </Stack>
  );
}
