import type { BatchDetail as Batch, BatchOutcome } from '@kiwo/api-client';
import { CATTLE_PURPOSES, GENDERS, parseTypedNumber, subTypesFor } from '@kiwo/domain';
import { formatNaira } from '@kiwo/i18n';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Link,
  LoadingState,
  ProgressBar,
  Select,
  Stack,
  TextField,
} from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useActiveSections, useBatch } from '../../data/farm';
import { useCompleteBatch, useCreateSection, useReopenBatch } from '../../data/farmWrites';
import { useFarmScope } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import { type Errors, fieldError } from '../auth/validate';
import * as styles from './farm.css';
import { HealthCalendar } from './HealthCalendar';
import { isMissing, NotFoundNotice } from './NotFoundNotice';
import { BatchProduction } from './Production';
import { placedAge } from './placement';
import { SetupActions } from './SectionActions';

function NewSectionForm({ batch }: { batch: Batch }) {
  const { t, locale } = useI18n();
  const { farmerId } = useFarmScope();
  const { trigger, isMutating } = useCreateSection(farmerId);
  const [name, setName] = useState('');
  const [subType, setSubType] = useState<string | null>(null);
  const [gender, setGender] = useState<string | null>(null);
  const [purpose, setPurpose] = useState<string | null>(null);
  const [count, setCount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const kinds = subTypesFor(batch.livestockType);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (name.trim() === '') found.name = t.validation.required();
    const typed = parseTypedNumber(count, { whole: true });
    const animals = typed.ok ? (typed.value ?? 0) : 0;
    if (animals < 1) found.count = t.validation.wholeNumber();
    setErrors(found);
    if (Object.keys(found).length > 0 || isMutating) return;
    try {
      await trigger({
        batchId: batch.id,
        name: name.trim(),
        livestockType: batch.livestockType,
        subType: subType ?? undefined,
        gender: (gender ?? undefined) as never,
        cattlePurpose: (purpose ?? undefined) as never,
        count: animals,
      });
      setName('');
      setCount('');
      toast({ title: t.farm.sectionCreated(), variant: 'success' });
    } catch (error) {
      setErrors(apiFieldErrors(error, t, locale));
      toast({
        title: t.farm.saveFailed(),
        description: apiErrorText(error, t, locale, t.farm.saveFailed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-section-title">
      <Stack gap="sm">
        <h2 id="new-section-title">{t.farm.addSection()}</h2>
        <div className={styles.fields}>
          <TextField
            label={t.farm.sectionName()}
            value={name}
            onChange={setName}
            {...fieldError(errors, 'name')}
            isRequired
          />
          {kinds.length > 0 && (
            <Select
              label={t.farm.subType()}
              placeholder={t.validation.choose()}
              items={kinds.map((id) => ({ id, label: t.farm.subTypes[id]() }))}
              selectedKey={subType}
              onSelectionChange={(key) => setSubType(key ? String(key) : null)}
            />
          )}
          {batch.livestockType !== 'poultry' && batch.livestockType !== 'fish' && (
            <Select
              label={t.farm.animalGender()}
              placeholder={t.validation.choose()}
              items={GENDERS.map((id) => ({ id, label: t.enums.gender[id]() }))}
              selectedKey={gender}
              onSelectionChange={(key) => setGender(key ? String(key) : null)}
            />
          )}
          {batch.livestockType === 'cattle' && (
            <Select
              label={t.farm.cattlePurpose()}
              placeholder={t.validation.choose()}
              items={CATTLE_PURPOSES.map((id) => ({ id, label: t.farm.purpose[id]() }))}
              selectedKey={purpose}
              onSelectionChange={(key) => setPurpose(key ? String(key) : null)}
            />
          )}
          <TextField
            label={t.farm.count()}
            inputMode="numeric"
            value={count}
            onChange={setCount}
            {...fieldError(errors, 'count')}
            isRequired
          />
        </div>
        <Button type="submit" isPending={isMutating}>
          {t.farm.createSection()}
        </Button>
      </Stack>
    </form>
  );
}

function CompleteBatch({ batch }: { batch: Batch }) {
  const { t, locale } = useI18n();
  const { farmerId } = useFarmScope();
  const { trigger } = useCompleteBatch(farmerId);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<BatchOutcome>('sold');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const complete = async () => {
    // "Sold" asks for the price (ADR 0045), read like every typed number (ADR 0040).
    const typed = parseTypedNumber(price);
    const salePriceNaira = typed.ok ? (typed.value ?? undefined) : undefined;
    if (outcome === 'sold' && salePriceNaira === undefined) {
      setErrors({
        salePriceNaira: typed.ok ? t.validation.required() : t.validation.notNumber(),
      });
      throw new Error('invalid');
    }
    setErrors({});
    try {
      await trigger({
        batchId: batch.id,
        outcome,
        ...(outcome === 'sold' ? { salePriceNaira } : {}),
      });
      toast({ title: t.farm.batchCompleted(), variant: 'success' });
    } catch (error) {
      setErrors(apiFieldErrors(error, t, locale));
      toast({
        title: t.farm.saveFailed(),
        description: apiErrorText(error, t, locale, t.farm.saveFailed()),
        variant: 'destructive',
      });
      throw error;
    }
  };
  const outcomes: Record<BatchOutcome, string> = {
    sold: t.farm.outcomeSold(),
    harvested: t.farm.outcomeHarvested(),
    other: t.farm.outcomeOther(),
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t.farm.completeBatch()}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t.farm.completeTitle()}
        confirmLabel={t.farm.completeBatch()}
        cancelLabel={t.common.cancel()}
        onConfirm={complete}
      >
        <Stack gap="sm">
          <p>{t.farm.completeBody()}</p>
          <Select
            label={t.farm.outcome()}
            items={Object.entries(outcomes).map(([id, label]) => ({ id, label }))}
            selectedKey={outcome}
            onSelectionChange={(key) => key && setOutcome(key as BatchOutcome)}
          />
          {outcome === 'sold' && (
            <TextField
              label={t.farm.setup.salePrice()}
              inputMode="decimal"
              value={price}
              onChange={setPrice}
              {...fieldError(errors, 'salePriceNaira')}
              isRequired
            />
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}

function ReopenBatch({ batch }: { batch: Batch }) {
  const { t, locale } = useI18n();
  const { farmerId } = useFarmScope();
  const { trigger, isMutating } = useReopenBatch(farmerId);
  const reopen = async () => {
    try {
      await trigger(batch.id);
      toast({ title: t.farm.setup.reopened(), variant: 'success' });
    } catch (error) {
      toast({
        title: t.farm.saveFailed(),
        description: apiErrorText(error, t, locale, t.farm.saveFailed()),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="secondary" onPress={reopen} isPending={isMutating}>
      {t.farm.setup.reopen()}
    </Button>
  );
}

/** `/farmer/batch/{batchId}`: the batch's sections with live counts, add a section, complete it. */
export function BatchDetail({ batchId }: { batchId: string }) {
  const { t } = useI18n();
  const { farmerId, paths } = useFarmScope();
  const { data: batch, error, isLoading } = useBatch(farmerId, batchId);
  const farmSections = useActiveSections(farmerId);
  if (isLoading) return <LoadingState label={t.app.loading()} />;
  if (isMissing(error)) return <NotFoundNotice message={t.farm.batchNotFound()} />;
  // A failed read again (offline with no worker yet) keeps the batch already shown: the health
  // calendar's "given" is queued from it (ADR 0073).
  if (!batch) return <Alert variant="danger">{t.farm.loadFailed()}</Alert>;
  const active = batch.status === 'Active';
  const targets = (farmSections.data ?? []).map((s) => ({
    id: s.id,
    label: `${s.name} · ${s.batchName}`,
  }));
  const price = batch.completion?.salePriceNaira;
  return (
    <Stack gap="lg">
      <Stack direction="row" gap="sm" align="center">
        <h1>{batch.name}</h1>
        <Badge variant={active ? 'success' : 'neutral'}>
          {active ? t.farm.statusActive() : t.farm.statusCompleted()}
        </Badge>
        <SetupActions item={{ kind: 'batch', id: batch.id, name: batch.name }} />
      </Stack>
      {price !== null && price !== undefined && (
        <p>{t.farm.setup.soldFor({ price: formatNaira(price) })}</p>
      )}
      <p>{`${t.enums.livestock[batch.livestockType]()} · ${batch.penName} · ${t.farm.animalsCount({ count: batch.totalAnimals })}`}</p>
      <p>{placedAge(t, batch)}</p>
      <ProgressBar label={t.farm.progress()} value={batch.progress} />
      <BatchProduction batchId={batch.id} name={batch.name} />
      <Stack direction="row" gap="sm" align="center">
        <Link variant="secondary" href={paths.batchReport(batch.id)}>
          {t.farm.report.open()}
        </Link>
        <Link variant="secondary" href={paths.stock}>
          {t.farm.stock.title()}
        </Link>
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby="sections-title">
        <h2 id="sections-title">{t.farm.sectionsTitle()}</h2>
        {batch.sections.length === 0 && <p>{t.farm.noSections()}</p>}
        <ul className={styles.list}>
          {batch.sections.map((section) => (
            <li key={section.id}>
              <Card title={section.name} headingLevel={3}>
                <Stack gap="xs">
                  <p>
                    {section.subType
                      ? `${t.farm.subTypes[section.subType as keyof typeof t.farm.subTypes]()} · `
                      : ''}
                    {t.farm.liveNow({ count: section.count })}
                  </p>
                  <Stack direction="row" gap="sm" align="center">
                    {active && (
                      <Link variant="primary" href={`${paths.records}?section=${section.id}`}>
                        {t.farm.recordToday()}
                      </Link>
                    )}
                    <Link variant="secondary" href={paths.reports(section.id)}>
                      {t.farm.viewHistory()}
                    </Link>
                    <SetupActions
                      item={{ kind: 'section', id: section.id, name: section.name }}
                      section={active ? section : undefined}
                      targets={targets}
                    />
                  </Stack>
                  <HealthCalendar section={section} active={active} />
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      </Stack>
      {active && <NewSectionForm batch={batch} />}
      {active && <CompleteBatch batch={batch} />}
      {!active && <ReopenBatch batch={batch} />}
    </Stack>
  );
}
