import { formatNaira } from '@kiwo/i18n';
import { Card, Link, ProgressBar, Stack, StatCard } from '@kiwo/ui';
import { useMessagesSummary } from '../../data/messages';
import { useConsoleI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { providerLabel } from './messageText';

/**
 * Today's and this month's SMS spend against the daily budget and the per-person cap (ADR 0037).
 * `withSettings`: also which gateway is configured (never its key) and how callbacks are
 * protected — the messages page; the dashboard shows the figures and a link.
 */
export function SmsSpend({ withSettings = false }: { withSettings?: boolean }) {
  const { t } = useConsoleI18n();
  const m = t.admin.messages;
  const { data } = useMessagesSummary();
  if (!data) return null;
  const { settings, today, month } = data;
  const budget = settings.dailyBudgetNaira;
  const used = budget > 0 ? Math.min(100, (today.spentNaira / budget) * 100) : 0;
  return (
    <section aria-labelledby="sms-spend">
      <Stack gap="md">
        <h2 id="sms-spend">{m.dashboardTitle()}</h2>
        <div className={styles.stats}>
          <StatCard label={m.spentToday()} value={formatNaira(today.spentNaira)} />
          <StatCard label={m.spentMonth()} value={formatNaira(month.spentNaira)} />
          <StatCard label={m.dailyBudget()} value={formatNaira(budget)} />
          <StatCard label={m.dailyCap()} value={String(settings.dailyCapPerUser)} />
        </div>
        <ProgressBar
          label={m.budgetUsed()}
          value={used}
          valueLabel={`${formatNaira(today.spentNaira)} / ${formatNaira(budget)}`}
        />
        {withSettings ? (
          <Card title={m.providerTitle()} headingLevel={3}>
            <ul className={styles.list}>
              <li>{providerLabel(t, settings.provider)}</li>
              {settings.senderId && <li>{m.senderId({ sender: settings.senderId })}</li>}
              <li>
                {settings.callbacksAuthenticated ? m.callbacksProtected() : m.callbacksOpen()}
              </li>
              {settings.termiiReportsSigned && <li>{m.termiiSigned()}</li>}
            </ul>
          </Card>
        ) : (
          <Link href="/admin/messages">{m.allMessages()}</Link>
        )}
      </Stack>
    </section>
  );
}
