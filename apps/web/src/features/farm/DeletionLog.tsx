import type { Deletion } from '@kiwo/api-client';
import { isOneOf, isRecordChannel } from '@kiwo/domain';
import type { BrowserTranslator } from '@kiwo/i18n';
import { ChangeLog, type ChangeLogEntry, Stack } from '@kiwo/ui';
import { useDeletions } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { formatDateTime } from '../../stores/dates';
import { useI18n } from '../../stores/locale';

const ROLES = ['farmer', 'agent', 'admin'] as const;

const entry = (
  t: BrowserTranslator,
  id: string,
  summary: string,
  by: { at: string; channel: string; actor: Deletion['actor'] },
): ChangeLogEntry => ({
  id,
  who: by.actor.name ?? t.farm.deletedAccount(),
  role: isOneOf(ROLES, by.actor.role) ? t.farm.role[by.actor.role]() : by.actor.role,
  channel: isRecordChannel(by.channel) ? t.farm.channel[by.channel]() : by.channel,
  when: formatDateTime(by.at),
  dateTime: by.at,
  summary,
  changes: [],
});

/** A delete and, once undone, its restore: each says who, through which channel and when. */
const entriesOf = (t: BrowserTranslator, d: Deletion): ChangeLogEntry[] => [
  ...(d.restored
    ? [entry(t, `${d.id}-restored`, t.farm.setup.restoredItem({ name: d.name }), d.restored)]
    : []),
  entry(t, d.id, t.farm.setup.deletedItem({ name: d.name }), d),
];

/** The farm's deleted and restored pens, batches and sections; nothing when there are none. */
export function DeletionLog() {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const { data } = useDeletions(farmerId);
  if (!data || data.deletions.length === 0) return null;
  return (
    <section aria-labelledby="deletions-title">
      <Stack gap="sm">
        <h2 id="deletions-title">{t.farm.setup.deletionsTitle()}</h2>
        <ChangeLog
          aria-label={t.farm.setup.deletionsLabel()}
          changedToLabel={t.farm.changedTo()}
          emptyLabel=""
          entries={data.deletions.flatMap((d) => entriesOf(t, d))}
        />
      </Stack>
    </section>
  );
}
