import { LIVESTOCK_TYPES, type LivestockType } from '@kiwo/domain';
import { Alert, Card, LoadingState, Stack, StatCard } from '@kiwo/ui';
import { useAdminOverview } from '../../data/admin';
import { useI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { formatCount } from '../farm/format';

const isLivestockType = (v: string): v is LivestockType =>
  (LIVESTOCK_TYPES as readonly string[]).includes(v);

/** `/admin/dashboard`: who uses Kiwo, who is active, and the work waiting for the team. */
export function AdminOverview() {
  const { t } = useI18n();
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
        <StatCard label={t.admin.statUssd()} value={formatCount(data.ussdRequests7d)} />
      </div>
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
