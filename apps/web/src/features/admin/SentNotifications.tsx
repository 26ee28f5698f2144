import type { SentMessage } from '@kiwo/api-client';
import { Alert, Table } from '@kiwo/ui';
import { useSentNotifications } from '../../data/admin';
import { formatDateTime } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';

/** The last 20 messages admins sent: when, what, to whom, how many accounts. */
export function SentNotifications() {
  const { t } = useConsoleI18n();
  const a = t.admin;
  const { data, error } = useSentNotifications();
  const audience = (m: SentMessage) => {
    if (m.userName) return a.audienceOne({ name: m.userName });
    if (m.role && m.state) return a.audienceAll({ role: a.role[m.role](), state: m.state });
    if (m.role) return a.role[m.role]();
    return m.state ?? '—';
  };
  return (
    <section aria-labelledby="sent-notifications">
      <h2 id="sent-notifications">{a.sentTitle()}</h2>
      {error && <Alert variant="danger">{a.fetchFailed()}</Alert>}
      <Table<SentMessage>
        aria-label={a.sentTitle()}
        columns={[
          { id: 'when', label: a.colWhen(), render: (m) => formatDateTime(m.createdAt) },
          { id: 'title', label: a.messageTitle(), isRowHeader: true, render: (m) => m.title },
          { id: 'audience', label: a.colAudience(), render: audience },
          {
            id: 'reached',
            label: a.colReached(),
            align: 'end',
            render: (m) => String(m.recipients),
          },
          { id: 'by', label: a.colBy(), render: (m) => m.adminName ?? '—' },
        ]}
        rows={data ?? []}
        emptyState={<p>{a.noneSent()}</p>}
      />
    </section>
  );
}
