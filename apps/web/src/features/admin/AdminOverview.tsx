import { LIVESTOCK_TYPES, type LivestockType } from '@kiwo/domain';
import { formatNaira } from '@kiwo/i18n';
import { Alert, Card, Link, LoadingState, Stack, StatCard } from '@kiwo/ui';
import { useAdminAnalytics, useAdminOverview } from '../../data/admin';
import { useConsoleI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { formatCount } from '../farm/format';
import { TrendLine } from './charts';

const isLivestockType = (v: string): v is LivestockType =>
  (LIVESTOCK_TYPES as readonly string[]).includes(v);

/** `/admin/dashboard`: who uses Kiwo, who is active, and the work waiting for the team. */
export function AdminOverview() {
  const { t } = useConsoleI18n();
  const { data, error, isLoading } = useAdminOverview();
  if (isLoading) return <LoadingState label={t.app.loading()} />;
  if (error || !data) return <Alert variant="danger">{t.admin.overviewFailed()}</Alert>;
  const byRole = (role: string) => data.usersByRole.find((r) => r.role === role)?.count ?? 0;
  return (
    <Stack gap="lg">
      <div className={styles.stats}>
        <StatCard label={t.admin.statFarmers()} value={formatCount(byRole('farmer'))} />
        <StatCard label={t.admin.statAgents()} value={formatCount(byRole('agent'))} />
        <StatCard label={t.admin.statAdmins()} value={formatCount(byRole('admin'))} />
        <StatCard label={t.admin.statActiveFarmers()} value={formatCount(data.activeFarmers7d)} />
        <StatCard label={t.admin.statPendingNin()} value={formatCount(data.pendingNinReviews)} />
        <StatCard
          label={t.admin.statOpenConsultations()}
          value={formatCount(data.openConsultations)}
        />
        <StatCard
          label={t.admin.statVetUnanswered()}
          value={formatCount(data.unansweredVetRequests)}
        />
        <StatCard label={t.admin.statUssd()} value={formatCount(data.ussdRequests7d)} />
      </div>
      <Card title={t.admin.pendingTitle()} headingLevel={2}>
        <ul className={styles.list}>
          <li>
            <Link href="/admin/farmers">
              {t.admin.pendingNin({ count: data.pendingNinReviews })}
            </Link>
          </li>
          <li>
            <Link href="/admin/consultations">
              {t.admin.pendingConsultations({ count: data.openConsultations })}
            </Link>
          </li>
          <li>
            <Link href="/admin/vet-consultations">
              {t.admin.pendingVet({ count: data.unansweredVetRequests })}
            </Link>
          </li>
        </ul>
      </Card>
      <RecentTrends />
      <div className={styles.twoColumns}>
        <Card title={t.admin.byStateTitle()} headingLevel={2}>
          {data.usersByState.length === 0 ? (
            <p>{t.admin.noData()}</p>
          ) : (
            <ul className={styles.list}>
              {data.usersByState.map((s) => (
                <li key={s.state ?? ''}>
                  {`${s.state ?? t.admin.noStateGiven()}: ${formatCount(s.count)}`}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t.admin.byLivestockTitle()} headingLevel={2}>
          {data.animalsByLivestock.length === 0 ? (
            <p>{t.admin.noData()}</p>
          ) : (
            <ul className={styles.list}>
              {data.animalsByLivestock.map((a) => (
                <li key={a.livestockType}>
                  {`${isLivestockType(a.livestockType) ? t.enums.livestock[a.livestockType]() : a.livestockType}: ${formatCount(a.animals)}`}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </Stack>
  );
}

/** Deaths, sales and new farmers over the last 30 days (the analytics page has the rest). */
function RecentTrends() {
  const { t } = useConsoleI18n();
  const a = t.admin;
  const { data } = useAdminAnalytics({ days: 30 });
  if (!data) return null;
  const span = { from: data.from, to: data.to, bucket: data.bucket };
  return (
    <section aria-labelledby="admin-trends">
      <Stack gap="md">
        <h2 id="admin-trends">{a.trendsTitle()}</h2>
        <div className={styles.twoColumns}>
          <TrendLine
            title={a.chartDeaths()}
            points={data.trend.map((p) => ({ date: p.date, value: p.deaths }))}
            format={formatCount}
            {...span}
          />
          <TrendLine
            title={a.chartSales()}
            points={data.trend.map((p) => ({ date: p.date, value: p.sales }))}
            format={formatNaira}
            {...span}
          />
        </div>
        <TrendLine
          title={a.chartSignups()}
          points={data.signups.map((p) => ({ date: p.date, value: p.farmers }))}
          format={formatCount}
          {...span}
        />
        <Link href="/admin/analytics">{a.allAnalytics()}</Link>
      </Stack>
    </section>
  );
}
