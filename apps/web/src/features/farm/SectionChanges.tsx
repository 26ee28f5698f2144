import type { SectionChange } from '@kiwo/api-client';
import { isOneOf, isRecordChannel } from '@kiwo/domain';
import type { BrowserTranslator } from '@kiwo/i18n';
import { Alert, ChangeLog, type ChangeLogEntry, LoadingState, Stack } from '@kiwo/ui';
import { useSectionChanges } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { formatDateTime } from '../../stores/dates';
import { useI18n } from '../../stores/locale';

const ROLES = ['farmer', 'agent', 'admin'] as const;

const summaryOf = (t: BrowserTranslator, c: SectionChange) => {
  if (c.kind === 'rename') return t.farm.setup.renamedSection();
  if (c.kind === 'batch_rename') return t.farm.setup.renamedBatch();
  if (c.kind === 'pen_rename') return t.farm.setup.renamedPen();
  const other = c.otherSection?.name ?? t.farm.emptyValue();
  if (c.kind === 'move_out') return t.farm.setup.movedOut({ section: other });
  if (c.kind === 'move_in') return t.farm.setup.movedIn({ section: other });
  return t.farm.setup.correctionSummary({ reason: c.reason ?? '' });
};

const entryOf = (t: BrowserTranslator, c: SectionChange): ChangeLogEntry => ({
  id: c.id,
  who: c.actor.name ?? t.farm.deletedAccount(),
  role: isOneOf(ROLES, c.actor.role) ? t.farm.role[c.actor.role]() : c.actor.role,
  channel: isRecordChannel(c.channel) ? t.farm.channel[c.channel]() : c.channel,
  when: formatDateTime(c.at),
  dateTime: c.at,
  summary: summaryOf(t, c),
  // A rename shows old → new name (like a correction's count), ADR 0045.
  changes: c.names
    ? [
        {
          id: 'name',
          label: t.farm.setup.nameLabel(),
          before: c.names.before,
          after: c.names.after,
        },
      ]
    : [
        {
          id: 'count',
          label: t.farm.setup.countLabel(),
          before: String(c.countBefore),
          after: String(c.countAfter),
        },
      ],
});

/**
 * A section's count corrections, moves and renames (its own, its batch's, its pen's): who,
 * channel, when, old → new, why (ADR 0045).
 */
export function SectionChanges({ sectionId }: { sectionId: string }) {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const { data, error, isLoading } = useSectionChanges(farmerId, sectionId);
  return (
    <section aria-labelledby="section-changes-title">
      <Stack gap="sm">
        <h2 id="section-changes-title">{t.farm.setup.changesTitle()}</h2>
        {isLoading ? <LoadingState label={t.app.loading()} /> : null}
        {error ? <Alert variant="danger">{t.farm.loadFailed()}</Alert> : null}
        {data ? (
          <ChangeLog
            aria-label={t.farm.setup.changesLabel()}
            changedToLabel={t.farm.changedTo()}
            emptyLabel={t.farm.setup.noChanges()}
            entries={data.changes.map((c) => entryOf(t, c))}
          />
        ) : null}
      </Stack>
    </section>
  );
}
