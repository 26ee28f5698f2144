import type { RecordRevision } from '@kiwo/api-client';
import { CONDITION_RATINGS, isOneOf, isRecordChannel } from '@kiwo/domain';
import { type BrowserTranslator, formatNaira } from '@kiwo/i18n';
import { Alert, ChangeLog, type ChangeLogEntry, LoadingState, Stack } from '@kiwo/ui';
import { useRecordHistory } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { formatDateTime } from '../../stores/dates';
import { useI18n } from '../../stores/locale';
import { fieldLabel, MAIN_NUMBERS, MORE_NUMBERS, MORE_TEXTS } from './recordFields';

const FIELDS = [...MAIN_NUMBERS, ...MORE_NUMBERS, ...MORE_TEXTS, 'healthStatus'] as const;
type Field = (typeof FIELDS)[number];
const ROLES = ['farmer', 'agent', 'admin'] as const;

/** A stored value as the farmer reads it: naira, a condition's word, or "empty". */
const shown = (t: BrowserTranslator, field: Field, value: unknown): string => {
  if (value === null || value === undefined || value === '') return t.farm.emptyValue();
  if ((field === 'salesNaira' || field === 'expenses') && typeof value === 'number') {
    return formatNaira(value);
  }
  if (field === 'healthStatus' && isOneOf(CONDITION_RATINGS, value)) {
    return t.farm.condition[value]();
  }
  return String(value);
};

const entryOf = (t: BrowserTranslator, r: RecordRevision): ChangeLogEntry => ({
  id: r.id,
  who: r.actor.name ?? t.farm.deletedAccount(),
  role: isOneOf(ROLES, r.actor.role) ? t.farm.role[r.actor.role]() : r.actor.role,
  channel: isRecordChannel(r.channel) ? t.farm.channel[r.channel]() : r.channel,
  when: formatDateTime(r.at),
  dateTime: r.at,
  ...(r.before === null ? { summary: t.farm.recordCreated() } : {}),
  ...(r.after === null ? { summary: t.farm.recordDeleted() } : {}),
  changes: FIELDS.filter((field) => r.changed.includes(field)).map((field) => ({
    id: field,
    label: fieldLabel(t, field),
    before: shown(t, field, r.before?.[field]),
    after: shown(t, field, r.after?.[field]),
  })),
});

/** Who changed a day's record, through which channel, when, and what (ADR 0026). */
export function RecordChanges({ recordId }: { recordId: string }) {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const { data, error, isLoading } = useRecordHistory(farmerId, recordId);
  return (
    <section aria-labelledby="record-changes-title">
      <Stack gap="sm">
        <h2 id="record-changes-title">{t.farm.changesTitle()}</h2>
        {isLoading ? <LoadingState label={t.app.loading()} /> : null}
        {error ? <Alert variant="danger">{t.farm.loadFailed()}</Alert> : null}
        {data ? (
          <ChangeLog
            aria-label={t.farm.changesLabel()}
            changedToLabel={t.farm.changedTo()}
            emptyLabel={t.farm.noChanges()}
            entries={data.revisions.map((r) => entryOf(t, r))}
          />
        ) : null}
      </Stack>
    </section>
  );
}
