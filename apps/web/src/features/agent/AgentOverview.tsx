import type { VisitReason } from '@kiwo/api-client';
import { Alert, Card, Link, LoadingState, Pagination, Stack, StatCard } from '@kiwo/ui';
import { useState } from 'react';
import { useAgentDashboard, useVisits } from '../../data/agent';
import { formatDate } from '../../stores/dates';
import { useAreaI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { formatCount, formatPercent } from '../farm/format';
import * as own from './agent.css';
import { FarmerContact } from './FarmerContact';

/** The newest alerts; every farmer with one leads the visit list below, paged. */
const ALERTS_SHOWN = 5;

type T = ReturnType<typeof useAreaI18n<'agent'>>['t'];

/** Why a farmer is on the visit list, in words. */
function reasonText(t: T, reason: VisitReason) {
  switch (reason.kind) {
    case 'mortality':
      return t.agent.reasonMortality({
        count: reason.mortality,
        section: reason.sectionName,
        date: formatDate(reason.date),
        rate: formatPercent(reason.rate),
      });
    case 'overdueHealth': {
      const items = t.farm.healthCalendar.items as Record<string, () => string>;
      return t.agent.reasonHealth({
        item: items[reason.itemId]?.() ?? reason.itemId,
        section: reason.sectionName,
        date: formatDate(reason.dueTo),
      });
    }
    default:
      return reason.days === null
        ? t.agent.noRecordYet()
        : t.agent.reasonSilent({ days: reason.days });
  }
}

/** Everyone who needs a visit, worst first, ten a page, each with why and how to reach them. */
function Visits() {
  const { t } = useAreaI18n('agent');
  const [page, setPage] = useState(1);
  const { data, error } = useVisits(page);
  if (error) return <Alert variant="danger">{t.agent.fetchFailed()}</Alert>;
  if (!data) return <LoadingState label={t.app.loading()} />;
  if (data.items.length === 0) return <p>{t.agent.needVisitEmpty()}</p>;
  return (
    <Stack gap="md">
      <ul className={styles.list}>
        {data.items.map((item) => (
          <li key={item.farmerId}>
            <Link href={`/agent/farmer/${item.farmerId}`}>{item.name}</Link>
            <ul className={own.reasons}>
              {item.reasons.map((reason) => (
                <li key={`${reason.kind}-${reasonText(t, reason)}`}>{reasonText(t, reason)}</li>
              ))}
            </ul>
            <FarmerContact name={item.name} phone={item.phone} />
          </li>
        ))}
      </ul>
      {data.pagination.pages > 1 && (
        <Pagination
          page={page}
          pageCount={data.pagination.pages}
          onPageChange={setPage}
          labels={{
            navigation: t.agent.needVisitTitle(),
            previous: t.agent.previous(),
            next: t.agent.next(),
            page: (p, pages) => t.agent.pageLabel({ page: p, pages }),
          }}
        />
      )}
    </Stack>
  );
}

/**
 * What an agent needs first, in that order on a phone: the button to register a farmer, the
 * mortality alerts, who needs a visit (all of them, paged, with why), then the figures.
 */
export function AgentOverview() {
  const { t } = useAreaI18n('agent');
  const { data, error, isLoading } = useAgentDashboard();
  return (
    <Stack gap="lg">
      <div className={own.topActions}>
        <Link variant="primary" href="/agent/farmer#register">
          {t.agent.registerTitle()}
        </Link>
      </div>
      {isLoading && <LoadingState label={t.app.loading()} />}
      {(error || (!isLoading && !data)) && <Alert variant="danger">{t.agent.fetchFailed()}</Alert>}
      {data && (
        <Card title={t.agent.alertsTitle()} headingLevel={2}>
          {data.mortalityAlerts.length === 0 ? (
            <p>{t.agent.alertsEmpty()}</p>
          ) : (
            <ul className={styles.list}>
              {data.mortalityAlerts.slice(0, ALERTS_SHOWN).map((alert) => (
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
      )}
      <Card title={t.agent.needVisitTitle()} headingLevel={2}>
        <Visits />
      </Card>
      {data && (
        <div className={styles.stats}>
          <StatCard label={t.agent.statFarmers()} value={formatCount(data.farmers)} />
          <StatCard label={t.agent.statAnimals()} value={formatCount(data.animals)} />
        </div>
      )}
    </Stack>
  );
}
