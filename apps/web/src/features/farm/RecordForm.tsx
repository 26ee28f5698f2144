import { ApiError } from '@kiwo/api-client';
import { CONDITION_RATINGS } from '@kiwo/domain';
import {
  Alert,
  Button,
  FormErrorSummary,
  Link,
  LoadingState,
  Select,
  Stack,
  TextField,
} from '@kiwo/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useActiveSections, useSaveRecord, useSectionRecords } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import * as styles from './farm.css';
import { shiftDay, todayInLagos } from './format';
import {
  bodyOf,
  type Draft,
  draftOf,
  fieldLabel,
  MAIN_NUMBERS,
  MORE_NUMBERS,
  MORE_TEXTS,
} from './recordFields';

interface RecordFormProps {
  /** Preselected section (from `?section=` or the record being edited). */
  sectionId?: string;
  /** The day being edited; today by default. */
  date?: string;
}

/**
 * One form per section and day (spec §3 daily data): the everyday boxes first, the rest behind
 * "More details"; numeric keyboards; yesterday's values as hints. Saving the same day again
 * updates that day's record.
 */
export function RecordForm({ sectionId: preset, date: presetDate }: RecordFormProps) {
  const { t, locale } = useI18n();
  const { farmerId, paths } = useFarmScope();
  const sections = useActiveSections(farmerId);
  const [sectionId, setSectionId] = useState<string | undefined>(preset);
  const chosen = sectionId ?? sections.data?.[0]?.id;
  const history = useSectionRecords(farmerId, chosen, 7);
  const [date, setDate] = useState(presetDate ?? todayInLagos());
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [more, setMore] = useState(false);
  const { trigger, isMutating } = useSaveRecord(farmerId);
  const moreId = useId();

  const existing = history.data?.items.find((record) => record.date === date);
  const previous = history.data?.items.find((record) => record.date === shiftDay(date, -1));
  // Editing a day that already has a record starts from what was saved.
  useEffect(() => setDraft(draftOf(existing)), [existing]);

  if (sections.isLoading) return <LoadingState label={t.app.loading()} />;
  if (!sections.data || sections.data.length === 0) {
    return (
      <Alert variant="info" action={<Link href={paths.batches}>{t.farm.goToBatches()}</Link>}>
        {t.farm.noSectionsToRecord()}
      </Alert>
    );
  }
  const section = sections.data.find((s) => s.id === chosen);

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
    if (date > todayInLagos()) found.date = t.farm.futureDate();
    setErrors(found);
    if (!body || Object.keys(found).length > 0) return;
    try {
      await trigger({ sectionId: chosen, date, body });
      toast({ title: t.farm.recordSaved(), variant: 'success' });
    } catch (error) {
      const fields = apiFieldErrors(error, t, locale);
      if (error instanceof ApiError && error.status === 400 && section && locale !== 'en') {
        for (const key of ['mortality', 'culling', 'numberSold'] as const) {
          if (fields[key]) fields[key] = t.farm.negativeCount({ count: section.count });
        }
      }
      setErrors(fields);
      toast({
        title: t.farm.saveFailed(),
        description: apiErrorText(error, t, locale, t.farm.saveFailed()),
        variant: 'destructive',
      });
    }
  };

  const numberBox = (field: (typeof MAIN_NUMBERS)[number] | (typeof MORE_NUMBERS)[number]) => (
    <TextField
      key={field}
      id={`record-${field}`}
      label={fieldLabel(t, field)}
      description={hint(field)}
      inputMode={
        ['mortality', 'numberSold', 'newBirths', 'culling'].includes(field) ? 'numeric' : 'decimal'
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
    <form onSubmit={submit} noValidate aria-labelledby="record-title">
      <Stack gap="md">
        <h1 id="record-title">{t.farm.recordTitle()}</h1>
        <p>{t.farm.recordIntro()}</p>
        {summary.length > 0 && (
          <FormErrorSummary title={t.validation.fixErrors()} errors={summary} />
        )}
        <div className={styles.fields}>
          <Select
            label={t.farm.chooseSection()}
            items={sections.data.map((s) => ({ id: s.id, label: `${s.name} (${s.batchName})` }))}
            selectedKey={chosen ?? null}
            onSelectionChange={(key) => key && setSectionId(String(key))}
            description={section ? t.farm.liveNow({ count: section.count }) : undefined}
          />
          <TextField
            id="record-date"
            label={t.farm.date()}
            type="date"
            value={date}
            onChange={setDate}
            isInvalid={Boolean(errors.date)}
            errorMessage={errors.date}
            validationBehavior="aria"
          />
        </div>
        <div className={styles.fields}>{MAIN_NUMBERS.map(numberBox)}</div>
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
        <Button type="submit" size="lg" isDisabled={isMutating}>
          {isMutating ? t.farm.saving() : t.farm.saveRecord()}
        </Button>
        {chosen && <Link href={paths.reports(chosen)}>{t.farm.viewHistory()}</Link>}
      </Stack>
    </form>
  );
}
