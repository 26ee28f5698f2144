import type { Consultation, ConsultationDetail } from '@kiwo/api-client';
import { LIVESTOCK_TYPES, type LivestockType } from '@kiwo/domain';
import { Badge, DescriptionList, Stack } from '@kiwo/ui';
import { formatDate, formatDateTime } from '../../stores/dates';
import { useAreaI18n, type useI18n } from '../../stores/locale';
import * as styles from './consultations.css';

const isLivestock = (v: string | null): v is LivestockType =>
  v !== null && (LIVESTOCK_TYPES as readonly string[]).includes(v);

/** Status, kind and urgency as badges (words carry the meaning, colour helps). */
export function ConsultationBadges({ c }: { c: Consultation }) {
  const { t } = useAreaI18n('consultations', 'notifications');
  const k = t.consultations;
  const statusVariant = {
    open: 'warning',
    assigned: 'info',
    answered: 'success',
    closed: 'neutral',
  } as const;
  return (
    <span className={styles.badges}>
      <Badge variant={statusVariant[c.status]}>{k.status[c.status]()}</Badge>
      <Badge>{k.kindShort[c.kind]()}</Badge>
      <Badge variant={c.urgency === 'high' ? 'danger' : 'neutral'}>
        {k.urgencyLevel[c.urgency]()}
      </Badge>
    </span>
  );
}

export const livestockLabel = (value: string | null, t: ReturnType<typeof useI18n>['t']): string =>
  isLivestock(value) ? t.enums.livestock[value]() : (value ?? '—');

/** One request in full: the facts, the description, the photo and every answer. */
export function ConsultationView({
  c,
  showAsker,
}: {
  c: ConsultationDetail;
  /** Admins see who asked and their phone. */
  showAsker: boolean;
}) {
  const { t } = useAreaI18n('consultations', 'notifications');
  const k = t.consultations;
  const facts = [
    ...(showAsker
      ? [
          {
            id: 'asker',
            term: k.colAsker(),
            description: `${c.asker.name} · ${t.enums.staffRole[c.asker.role]()} · ${c.asker.phone}${c.asker.state ? ` · ${c.asker.state}` : ''}`,
          },
        ]
      : []),
    { id: 'livestock', term: k.livestock(), description: livestockLabel(c.livestockType, t) },
    { id: 'asked', term: k.colAsked(), description: formatDate(c.createdAt) },
    {
      id: 'assignee',
      term: k.colAssignee(),
      description: c.assignee ? c.assignee.name : '—',
    },
  ];
  return (
    <Stack gap="md">
      <ConsultationBadges c={c} />
      {c.channel === 'ussd' && <p className={styles.text}>{k.byUssd()}</p>}
      <DescriptionList items={facts} />
      <p className={styles.text}>{c.description}</p>
      {c.photo && <img className={styles.photo} src={c.photo} alt={k.photoSent()} />}
      {c.replies.length === 0 ? (
        <p className={styles.text}>{k.noAnswerYet()}</p>
      ) : (
        <ul className={styles.replies}>
          {c.replies.map((r) => (
            <li key={r.id}>
              <Stack gap="xs">
                <strong>
                  {r.fromAsker && r.authorName
                    ? k.replyFrom({ name: r.authorName, date: formatDateTime(r.createdAt) })
                    : r.authorName
                      ? k.answerFrom({ name: r.authorName, date: formatDateTime(r.createdAt) })
                      : k.answerFromKiwo({ date: formatDateTime(r.createdAt) })}
                </strong>
                <p className={styles.reply}>{r.body}</p>
              </Stack>
            </li>
          ))}
        </ul>
      )}
      {c.status === 'closed' && c.closeNote && (
        <p className={styles.text}>{t.notifications.consultationClosed({ note: c.closeNote })}</p>
      )}
    </Stack>
  );
}
