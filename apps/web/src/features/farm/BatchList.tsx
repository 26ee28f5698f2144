import { LIVESTOCK_TYPES, type LivestockType, parseTypedNumber } from '@kiwo/domain';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Link,
  LoadingState,
  ProgressBar,
  Select,
  Stack,
  TextField,
} from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useBatches, usePens } from '../../data/farm';
import { useCreateBatch, useCreatePen } from '../../data/farmWrites';
import { useFarmScope } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import type { Errors } from '../auth/validate';
import { DeletionLog } from './DeletionLog';
import { todayInLagos } from './days';
import { FarmDayPicker } from './FarmDayPicker';
import * as styles from './farm.css';
import { placedAge } from './placement';
import { SetupActions } from './SectionActions';

/** The farmer's pens, oldest (the main pen) first, each renamable. */
function PenList() {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const { data } = usePens(farmerId);
  if (!data || data.length === 0) return null;
  return (
    <Stack as="section" gap="sm" aria-labelledby="pens-title">
      <h2 id="pens-title">{t.farm.setup.pensTitle()}</h2>
      <ul className={styles.list}>
        {data.map((pen) => (
          <li key={pen.id}>
            <Card>
              <Stack direction="row" gap="sm" align="center">
                <span>{`${pen.name} · ${pen.location}`}</span>
                <SetupActions item={{ kind: 'pen', id: pen.id, name: pen.name }} />
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** Start a batch in one of the farmer's pens (the default "Main Pen" exists from signup). */
function NewBatchForm() {
  const { t, locale } = useI18n();
  const { farmerId } = useFarmScope();
  const pens = usePens(farmerId);
  const { trigger, isMutating } = useCreateBatch(farmerId);
  const [name, setName] = useState('');
  const [livestockType, setLivestockType] = useState<LivestockType>('poultry');
  const [penId, setPenId] = useState<string | null>(null);
  const [placedOn, setPlacedOn] = useState(todayInLagos());
  const [age, setAge] = useState('0');
  const [errors, setErrors] = useState<Errors>({});
  const chosenPen = penId ?? pens.data?.[0]?.id ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (name.trim() === '') found.name = t.validation.required();
    if (!chosenPen) found.penId = t.validation.required();
    if (placedOn > todayInLagos()) found.placedOn = t.validation.futureDate();
    const typedAge = parseTypedNumber(age, { whole: true });
    const ageAtPlacementDays = typedAge.ok ? typedAge.value : null;
    if (ageAtPlacementDays == null || ageAtPlacementDays < 0)
      found.ageAtPlacementDays = t.validation.wholeNumber();
    setErrors(found);
    if (Object.keys(found).length > 0 || !chosenPen || ageAtPlacementDays == null || isMutating)
      return;
    try {
      await trigger({
        penId: chosenPen,
        name: name.trim(),
        livestockType,
        placedOn,
        ageAtPlacementDays,
      });
      setName('');
      toast({ title: t.farm.batchCreated(), variant: 'success' });
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
    <form onSubmit={submit} noValidate aria-labelledby="new-batch-title">
      <Stack gap="sm">
        <h2 id="new-batch-title">{t.farm.addBatch()}</h2>
        <div className={styles.fields}>
          <TextField
            label={t.farm.batchName()}
            description={t.farm.batchNameHint()}
            value={name}
            onChange={setName}
            isInvalid={Boolean(errors.name)}
            errorMessage={errors.name}
            validationBehavior="aria"
            isRequired
          />
          <Select
            label={t.farm.livestockType()}
            items={LIVESTOCK_TYPES.map((id) => ({ id, label: t.enums.livestock[id]() }))}
            selectedKey={livestockType}
            onSelectionChange={(key) => key && setLivestockType(key as LivestockType)}
          />
          <Select
            label={t.farm.pen()}
            placeholder={t.validation.choose()}
            items={(pens.data ?? []).map((pen) => ({ id: pen.id, label: pen.name }))}
            selectedKey={chosenPen}
            onSelectionChange={(key) => setPenId(key ? String(key) : null)}
            isInvalid={Boolean(errors.penId)}
            errorMessage={errors.penId}
          />
          <FarmDayPicker
            id="batch-placed-on"
            label={t.farm.placedOn()}
            value={placedOn}
            onChange={setPlacedOn}
            isInvalid={Boolean(errors.placedOn)}
            errorMessage={errors.placedOn}
          />
          <TextField
            label={t.farm.ageAtPlacement()}
            description={t.farm.ageAtPlacementHint()}
            inputMode="numeric"
            value={age}
            onChange={setAge}
            isInvalid={Boolean(errors.ageAtPlacementDays)}
            errorMessage={errors.ageAtPlacementDays}
            validationBehavior="aria"
          />
        </div>
        <Button type="submit" isPending={isMutating}>
          {t.farm.createBatch()}
        </Button>
      </Stack>
    </form>
  );
}

/** Add another pen (name, description, location). */
function NewPenForm() {
  const { t, locale } = useI18n();
  const { farmerId } = useFarmScope();
  const { trigger, isMutating } = useCreatePen(farmerId);
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError(t.validation.required());
    setError(undefined);
    try {
      await trigger({ name: name.trim(), location: location.trim() || undefined });
      setName('');
      setLocation('');
      toast({ title: t.farm.penCreated(), variant: 'success' });
    } catch (failure) {
      toast({
        title: t.farm.saveFailed(),
        description: apiErrorText(failure, t, locale, t.farm.saveFailed()),
        variant: 'destructive',
      });
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-pen-title">
      <Stack gap="sm">
        <h2 id="new-pen-title">{t.farm.addPen()}</h2>
        <div className={styles.fields}>
          <TextField
            label={t.farm.penName()}
            value={name}
            onChange={setName}
            isInvalid={Boolean(error)}
            errorMessage={error}
            validationBehavior="aria"
            isRequired
          />
          <TextField label={t.farm.penLocation()} value={location} onChange={setLocation} />
        </div>
        <Button type="submit" variant="secondary" isPending={isMutating}>
          {t.farm.createPen()}
        </Button>
      </Stack>
    </form>
  );
}

/** `/farmer/batch`: every batch with its live count and progress, and the forms to add more. */
export function BatchList() {
  const { t } = useI18n();
  const { farmerId, paths } = useFarmScope();
  const { data, isLoading } = useBatches(farmerId);
  return (
    <Stack gap="lg">
      <h1>{t.farm.batchesTitle()}</h1>
      {isLoading ? (
        <LoadingState label={t.app.loading()} />
      ) : !data || data.length === 0 ? (
        <EmptyState title={t.farm.noBatches()} headingLevel={2} />
      ) : (
        <ul className={styles.list}>
          {data.map((batch) => (
            <li key={batch.id}>
              <Card>
                <Stack gap="xs">
                  <Stack direction="row" gap="sm" align="center">
                    <Link
                      href={paths.batch(batch.id)}
                      aria-label={t.farm.openBatch({ name: batch.name })}
                    >
                      {batch.name}
                    </Link>
                    <Badge variant={batch.status === 'Active' ? 'success' : 'neutral'}>
                      {batch.status === 'Active' ? t.farm.statusActive() : t.farm.statusCompleted()}
                    </Badge>
                  </Stack>
                  <p className={styles.muted}>
                    {`${t.enums.livestock[batch.livestockType]()} · ${batch.penName} · ${t.farm.animalsCount({ count: batch.totalAnimals })} · ${placedAge(t, batch)}`}
                  </p>
                  <ProgressBar label={t.farm.progress()} value={batch.progress} />
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <NewBatchForm />
      <PenList />
      <DeletionLog />
      <NewPenForm />
    </Stack>
  );
}
