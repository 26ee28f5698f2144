import { formatDate } from '@kiwo/i18n';
import { Alert, Card, Link, LoadingState, Stack, StatCard } from '@kiwo/ui';
import { useAgentDashboard } from '../../data/agent';
import { useI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { formatCount, formatPercent } from '../farm/format';

/** What an agent needs first: how many farmers and animals, who needs a visit, where animals die. */
export function AgentOverview() {
  const { t } = useI18n();
  const { data, error, isLoading } = useAgentDashboard();
  if (isLoading) return <LoadingState label={t.app.loading()} />;
  if (error || !data) return <Alert variant="danger">{t.agent.fetchFailed()}</Alert>;
  return (
    <Stack gap="lg">
      <div className={styles.stats}>
        <StatCard label={t.agent.statFarmers()} value={formatCount(data.farmers)} />
        <StatCard label={t.agent.statAnimals()} value={formatCount(data.animals)} />
        <StatCard label={t.agent.needVisitTitle()} value={formatCount(data.needVisitCount)} />
      </div>
      <div className={styles.twoColumns}>
        <Card title={t.agent.needVisitTitle()} headingLevel={2}>
          {data.needVisit.length === 0 ? (
            <p>{t.agent.needVisitEmpty()}</p>
          ) : (
            <ul className={styles.list}>
              {data.needVisit.map((item) => (
                <li key={item.farmerId}>
                  <Link href={`/agent/farmer/${item.farmerId}`}>{item.name}</Link>
                  <p className={styles.muted}>
                    {`${item.phone} · ${item.lastRecordAt ? t.agent.lastRecord({ date: formatDate(item.lastRecordAt) }) : t.agent.noRecordYet()}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t.agent.alertsTitle()} headingLevel={2}>
          {data.mortalityAlerts.length === 0 ? (
            <p>{t.agent.alertsEmpty()}</p>
          ) : (
            <ul className={styles.list}>
              {data.mortalityAlerts.map((alert) => (
                <li key={`${alert.sectionId}-${alert.date}`}>
                  <Link href={`/agent/farmer/${alert.farmerId}/reports/${alert.sectionId}`}>
                    {t.agent.alertLine({
                      name: alert.name,
                      count: alert.mortality,
                      section: `${alert.sectionName} (${alert.batchName})`,
                      date: formatDate(alert.date),
                      rate: formatPercent(alert.rate),
                    })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </Stack>
  );
}
