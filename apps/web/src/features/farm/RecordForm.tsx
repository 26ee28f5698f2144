import { ApiError, type DailyRecordBody } from '@kiwo/api-client';
import {
  CONDITION_RATINGS,
  CULLING_REASONS,
  crates,
  implausibleFigures,
  MORTALITY_CAUSES,
  maxEggsFor,
  recordsEggs,
  recordsMilk,
} from '@kiwo/domain';
import {
  Alert,
  Button,
  ConfirmDialog,
  FormErrorSummary,
  Link,
  LoadingState,
  Select,
  Stack,
  TextField,
} from '@kiwo/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useActiveSections, useSectionRecords } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';
import { useSyncStatus } from '../../stores/sync';
import { saveRecord } from '../../stores/syncActions';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import { shiftDay, todayInLagos } from './days';
import { FarmDayPicker } from './FarmDayPicker';
import * as styles from './farm.css';
import { formatCount } from './format';
import { changedSince, type FormBase, nextFormBase } from './formBase';
import { useOutboxFarmerName } from './outboxName';
import { PendingRecords } from './PendingRecords';
import {
  bodyOf,
  type Draft,
  draftOf,
  draftOfBody,
  EGG_NUMBERS,
  fieldLabel,
  MAIN_NUMBERS,
  MILK_NUMBERS,
  MORE_NUMBERS,
  MORE_TEXTS,
  type NumberField,
} from './recordFields';

interface RecordFormProps {
  /** Preselected section (from `?section=` or the record being edited). */
  sectionId?: string;
  /** The day being edited; today by default. */
  date?: string;
}

/** Records per page of the form's history: enough for yesterday's hints and the week. */
const HISTORY_DAYS = 7;

/**
 * One form per section and day (spec §3 daily data): the everyday boxes first, the rest behind
 * "More details"; numeric keyboards; yesterday's values as hints. Saving the same day again
 * updates that day's record. Saves go through the offline outbox (ADR 0012): with no network
 * the record waits on the phone, listed under the form, and is sent when the network returns.
 */
export function RecordForm({ sectionId: preset, date: presetDate }: RecordFormProps) {
  const { t, locale } = useI18n();
  const { farmerId, paths } = useFarmScope();
  const farmerName = useOutboxFarmerName();
  const sections = useActiveSections(farmerId);
  const [sectionId, setSectionId] = useState<string | undefined>(preset);
  const chosen = sectionId ?? sections.data?.[0]?.id;
  const history = useSectionRecords(farmerId, chosen, HISTORY_DAYS);
  const [date, setDate] = useState(presetDate ?? todayInLagos());
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [more, setMore] = useState(false);
  const [isMutating, setMutating] = useState(false);
  const [check, setCheck] = useState<{ body: DailyRecordBody; fields: NumberField[] }>();
  const { entries } = useSyncStatus();
  const moreId = useId();

  const items = history.data?.items;
  const existing = items?.find((record) => record.date === date);
  const previous = items?.find((record) => record.date === shiftDay(date, -1));
  const queued = entries.find((entry) => entry.sectionId === chosen && entry.date === date);
  // What the farmer sees of this day, sent as the save's precondition: the record's version,
  // none (the history covers the day and has no record), or unknown (older than the history).
  const covers =
    history.data && (history.data.nextCursor === null || date >= (items?.at(-1)?.date ?? ''));
  const latest = covers ? (existing?.updatedAt ?? null) : undefined;
  // The day starts from the farmer's own unsynced save, else from what the server has, and the
  // save carries the version the form was loaded from (ADR 0026). A newer version (a USSD entry,
  // the agent) replaces the draft only while the farmer has typed nothing; otherwise their
  // typing stays, the form says the day changed, and the save asks which version to keep.
  const now = {
    day: `${chosen}|${date}|${queued?.key ?? ''}`,
    version: existing?.updatedAt ?? '',
    latest,
  };
  const [base, setBase] = useState<FormBase>();
  const [baseDraft, setBaseDraft] = useState<Draft>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only on a new day or version
  useEffect(() => {
    const typed = JSON.stringify(draft) !== JSON.stringify(baseDraft);
    const next = nextFormBase(base, now, typed, isMutating);
    setBase(next.base);
    if (!next.reload) return;
    const fresh = queued ? draftOfBody(queued.body) : draftOf(existing);
    setDraft(fresh);
    setBaseDraft(fresh);
  }, [now.day, now.version, latest === undefined, isMutating]);
  const seen = base?.day === now.day ? base.seen : latest;
  const changedElsewhere = changedSince(base, now);

  // Until the sections arrive the title and intro already show, in the same elements the form
  // keeps (the page's largest text paints at once on a slow network, ADR 0012).
  const waitingFrame = (content: ReactNode) => (
    <Stack gap="xl">
      <form onSubmit={(event) => event.preventDefault()} aria-labelledby="record-title">
        <Stack gap="md">
          <h1 id="record-title">{t.farm.recordTitle()}</h1>
          <p>{t.farm.recordIntro()}</p>
          {content}
        </Stack>
      </form>
      <PendingRecords />
    </Stack>
  );
  if (sections.isLoading) return waitingFrame(<LoadingState label={t.app.loading()} />);
  if (!sections.data || sections.data.length === 0) {
    return waitingFrame(
      <Alert variant="info" action={<Link href={paths.batches}>{t.farm.goToBatches()}</Link>}>
        {t.farm.noSectionsToRecord()}
      </Alert>,
    );
  }
  const section = sections.data.find((s) => s.id === chosen);
  // Production boxes only where they apply (ADR 0059).
  const eggsHere = section ? recordsEggs(section.livestockType, section.subType) : false;
  const milkHere = section
    ? recordsMilk(section.livestockType, section.subType, section.cattlePurpose)
    : false;
  const some = (value: string | undefined) => Boolean(value?.trim()) && value?.trim() !== '0';

  const set = (field: keyof Draft) => (value: string) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const hint = (field: keyof Draft) => {
    const value = previous?.[field as keyof typeof previous];
    return value !== undefined && value !== null && value !== 0 && value !== ''
      ? t.farm.yesterday({ value: String(value) })
      : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || isMutating) return;
    const { body, errors: found } = bodyOf(draft, t);
    if (date > todayInLagos()) found.date = t.validation.futureDate();
    if (body && !eggsHere) {
      delete body.eggsCollected;
      delete body.eggsCracked;
    }
    if (body && !milkHere) delete body.milkLitres;
    if (body?.eggsCollected !== undefined && section) {
      const most = maxEggsFor(section.count);
      if (body.eggsCollected > most) {
        found.eggsCollected = t.farm.production.tooManyEggs({
          most: formatCount(most),
          hens: formatCount(section.count),
        });
      }
    }
    setErrors(found);
    if (!body || Object.keys(found).length > 0) return;
    // A slip of the thumb (a 5,000 kg broiler) is questioned before it is saved.
    const odd = section ? implausibleFigures(body, section.livestockType, section.count) : [];
    if (odd.length > 0) {
      setCheck({ body, fields: odd });
      return;
    }
    await send(body);
  };

  const send = async (body: DailyRecordBody) => {
    if (!chosen) return;
    setMutating(true);
    const result = await saveRecord({
      farmerId,
      ...(farmerName ? { farmerName } : {}),
      sectionId: chosen,
      sectionLabel: section ? `${section.name} (${section.batchName})` : chosen,
      date,
      body,
      ...(seen === undefined ? {} : { seen }),
    })
      .catch(() => ({ kind: 'failed' as const }))
      .finally(() => setMutating(false));
    if (result.kind === 'failed') {
      toast({ title: t.farm.saveFailed(), variant: 'destructive' });
      return;
    }
    // Kept (sent or waiting): the boxes now follow what is stored or queued for the day.
    if (result.kind !== 'rejected') setBaseDraft(draft);
    if (result.kind === 'saved') toast({ title: t.farm.recordSaved(), variant: 'success' });
    if (result.kind === 'queued') {
      toast({ title: t.offline.savedOnPhone(), description: t.offline.savedOnPhoneBody() });
    }
    if (result.kind === 'conflict') {
      toast({ title: t.offline.conflictToast(), description: t.offline.conflictBody() });
    }
    if (result.kind === 'rejected') {
      const { error } = result;
      const fields = apiFieldErrors(error, t, locale);
      if (error instanceof ApiError && error.status === 400 && section && locale !== 'en') {
        for (const key of ['mortality', 'culling', 'numberSold'] as const) {
          if (fields[key]) fields[key] = t.farm.negativeCount({ count: section.count });
        }
        const p = t.farm.production;
        const most = maxEggsFor(section.count);
        if (fields.eggsCollected)
          fields.eggsCollected = p.tooManyEggs({
            most: formatCount(most),
            hens: formatCount(section.count),
          });
        if (fields.eggsCracked) fields.eggsCracked = p.crackedTooMany();
        if (fields.mortalityCause) fields.mortalityCause = p.causeNeedsDeaths();
        if (fields.cullingReason) fields.cullingReason = p.reasonNeedsCulls();
      }
      setErrors(fields);
      toast({
        title: t.farm.saveFailed(),
        description: apiErrorText(error, t, locale, t.farm.saveFailed()),
        variant: 'destructive',
      });
    }
  };

  const eggsTyped = Number((draft.eggsCollected ?? '').replace(/[,\s]/g, ''));
  const describe = (field: NumberField) =>
    field === 'eggsCollected' && Number.isInteger(eggsTyped) && eggsTyped > 0
      ? [t.farm.production.crates(crates(eggsTyped)), hint(field)].filter(Boolean).join(' · ')
      : hint(field);
  const choice = (
    field: 'mortalityCause' | 'cullingReason',
    options: readonly string[],
    words: Record<string, () => string>,
  ) => (
    <Select
      key={field}
      id={`record-${field}`}
      label={fieldLabel(t, field)}
      placeholder={t.farm.production.notGiven()}
      items={options.map((id) => ({ id, label: words[id]?.() ?? id }))}
      selectedKey={draft[field] || null}
      onSelectionChange={(key) => set(field)(key ? String(key) : '')}
      isInvalid={Boolean(errors[field])}
      errorMessage={errors[field]}
    />
  );
  const numberBox = (field: NumberField) => (
    <TextField
      key={field}
      id={`record-${field}`}
      label={fieldLabel(t, field)}
      description={describe(field)}
      inputMode={
        [
          'mortality',
          'numberSold',
          'newBirths',
          'culling',
          'eggsCollected',
          'eggsCracked',
        ].includes(field)
          ? 'numeric'
          : 'decimal'
      }
      value={draft[field] ?? ''}
      onChange={set(field)}
      isInvalid={Boolean(errors[field])}
      errorMessage={errors[field]}
      validationBehavior="aria"
    />
  );
  const summary = Object.entries(errors).map(([field, message]) => ({
    fieldId: `record-${field}`,
    message,
  }));

  return (
    <Stack gap="xl">
      <form onSubmit={submit} noValidate aria-labelledby="record-title">
        <Stack gap="md">
          <h1 id="record-title">{t.farm.recordTitle()}</h1>
          <p>{t.farm.recordIntro()}</p>
          {changedElsewhere && <Alert variant="warning">{t.farm.changedElsewhere()}</Alert>}
          {summary.length > 0 && (
            <FormErrorSummary title={t.validation.fixErrors()} errors={summary} />
          )}
          {/* The section picker has the full width: in half a 360 px phone, "House A (Layers)"
              and "House B (Layers)" both shrank to "House …". */}
          <Select
            label={t.farm.chooseSection()}
            items={sections.data.map((s) => ({ id: s.id, label: `${s.name} (${s.batchName})` }))}
            selectedKey={chosen ?? null}
            onSelectionChange={(key) => key && setSectionId(String(key))}
            description={section ? t.farm.liveNow({ count: section.count }) : undefined}
          />
          <div className={styles.fields}>
            <FarmDayPicker
              id="record-date"
              label={t.farm.date()}
              value={date}
              onChange={setDate}
              isInvalid={Boolean(errors.date)}
              errorMessage={errors.date}
            />
          </div>
          <div className={styles.fields}>
            {eggsHere && EGG_NUMBERS.map(numberBox)}
            {milkHere && MILK_NUMBERS.map(numberBox)}
            {MAIN_NUMBERS.map(numberBox)}
            {some(draft.mortality) &&
              choice('mortalityCause', MORTALITY_CAUSES, t.farm.production.causes)}
          </div>
          <Button
            variant="ghost"
            aria-expanded={more}
            aria-controls={moreId}
            onPress={() => setMore(!more)}
          >
            {t.farm.moreDetails()}
          </Button>
          {more && (
            <div id={moreId} className={styles.fields}>
              {MORE_NUMBERS.map(numberBox)}
              {some(draft.culling) &&
                choice('cullingReason', CULLING_REASONS, t.farm.production.reasons)}
              <Select
                label={t.farm.health()}
                placeholder={t.validation.choose()}
                items={CONDITION_RATINGS.map((id) => ({ id, label: t.farm.condition[id]() }))}
                selectedKey={draft.healthStatus || null}
                onSelectionChange={(key) => set('healthStatus')(key ? String(key) : '')}
              />
              {MORE_TEXTS.map((field) => (
                <TextField
                  key={field}
                  label={fieldLabel(t, field)}
                  value={draft[field] ?? ''}
                  onChange={set(field)}
                />
              ))}
            </div>
          )}
          <Button type="submit" size="lg" isPending={isMutating}>
            {isMutating ? t.farm.saving() : t.farm.saveRecord()}
          </Button>
          {chosen && <Link href={paths.reports(chosen)}>{t.farm.viewHistory()}</Link>}
        </Stack>
      </form>
      <ConfirmDialog
        isOpen={check !== undefined}
        onOpenChange={(open) => {
          if (!open) setCheck(undefined);
        }}
        title={t.farm.checkTitle()}
        confirmLabel={t.farm.saveAnyway()}
        cancelLabel={t.farm.checkAgain()}
        onConfirm={async () => {
          const body = check?.body;
          setCheck(undefined);
          if (body) await send(body);
        }}
      >
        <p>
          {t.farm.checkBody({
            fields: (check?.fields ?? []).map((field) => fieldLabel(t, field)).join(', '),
          })}
        </p>
      </ConfirmDialog>
      <PendingRecords />
    </Stack>
  );
}
