import type { AdminUserDetail } from '@kiwo/api-client';
import { formatNaira } from '@kiwo/i18n';
import { Alert, Card, LoadingState, StatCard } from '@kiwo/ui';
import { useDashboard } from '../../data/farm';
import { useConsoleI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { formatCount, formatKg, formatPercent, statTrend } from '../farm/format';

/** A farmer's farm in figures: the same 30-day dashboard the farmer sees, plus the counts. */
export function FarmerFigures({ detail }: { detail: AdminUserDetail }) {
  const { t } = useConsoleI18n();
  const { data, error, isLoading } = useDashboard(detail.user._id);
  const c = detail.counts;
  return (
    <Card title={t.admin.farmTitle()} headingLevel={2}>
      {isLoading && <LoadingState label={t.app.loading()} />}
      {error && <Alert variant="danger">{t.farm.loadFailed()}</Alert>}
      <div className={styles.stats}>
        {data && (
          <>
            <StatCard label={t.admin.statAnimals()} value={formatCount(data.totals.animals)} />
            <StatCard
              label={t.admin.statDeaths30()}
              value={formatCount(data.totals.mortality30d)}
              trend={statTrend(data.trends.mortality, t, true)}
            />
            <StatCard
              label={t.admin.statMortalityRate()}
              value={formatPercent(data.mortalityRate)}
            />
            <StatCard
              label={t.admin.statSales30()}
              value={formatNaira(data.totals.sales30d)}
              trend={statTrend(data.trends.sales, t)}
            />
            <StatCard label={t.admin.statFeed30()} value={formatKg(data.totals.feed30d)} />
          </>
        )}
        <StatCard label={t.admin.statActiveBatches()} value={formatCount(c.activeBatches)} />
        <StatCard label={t.admin.statPens()} value={formatCount(c.pens)} />
        <StatCard label={t.admin.statReportsAbout()} value={formatCount(c.reports)} />
        <StatCard label={t.admin.statConsultations()} value={formatCount(c.consultations)} />
        <StatCard label={t.admin.statListings()} value={formatCount(c.listings)} />
      </div>
    </Card>
  );
}

/** An agent's work in figures. */
export function AgentFigures({ detail }: { detail: AdminUserDetail }) {
  const { t } = useConsoleI18n();
  const c = detail.counts;
  return (
    <div className={styles.stats}>
      <StatCard label={t.admin.colFarmers()} value={formatCount(detail.user.farmers)} />
      <StatCard label={t.admin.statReportsFiled()} value={formatCount(c.reports)} />
      <StatCard label={t.admin.statConsultations()} value={formatCount(c.consultations)} />
      <StatCard label={t.admin.statListings()} value={formatCount(c.listings)} />
    </div>
  );
}
