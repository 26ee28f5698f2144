import { ApiError, type Section } from '@kiwo/api-client';
import { parseTypedNumber } from '@kiwo/domain';
import { Button, ConfirmDialog, Select, Stack, TextField } from '@kiwo/ui';
import { useState } from 'react';
import { useCorrectCount, useMoveAnimals, useRename } from '../../data/farmWrites';
import { useFarmScope } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import type { Errors } from '../auth/validate';

/** A failed write: the fields' messages in the form, the reason in a toast, the dialog stays. */
function useFailure(setErrors: (errors: Errors) => void) {
  const { t, locale } = useI18n();
  return (error: unknown): never => {
    setErrors(apiFieldErrors(error, t, locale));
    toast({
      title: t.farm.saveFailed(),
      description: apiErrorText(error, t, locale, t.farm.saveFailed()),
      variant: 'destructive',
    });
    throw error;
  };
}

/** A whole count typed by the farmer, or the message to show (ADR 0040's one reading). */
function typedCount(t: ReturnType<typeof useI18n>['t'], typed: string, min: number) {
  const parsed = parseTypedNumber(typed, { whole: true });
  const value = parsed.ok ? parsed.value : undefined;
  if (value === undefined || value === null || value < min) {
    return { error: t.validation.wholeNumber() };
  }
  return { value };
}

/** "Correct count": the live count the farmer saw → the right one, with a reason (ADR 0045). */
export function CorrectCount({ section }: { section: Section }) {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const { trigger } = useCorrectCount(farmerId);
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const fail = useFailure(setErrors);
  const s = t.farm.setup;

  const save = async () => {
    const found: Errors = {};
    const typed = typedCount(t, count, 0);
    if (typed.error) found.to = typed.error;
    else if (typed.value === section.count) found.to = s.sameCount();
    if (reason.trim() === '') found.reason = t.validation.required();
    setErrors(found);
    if (Object.keys(found).length > 0 || typed.value === undefined) throw new Error('invalid');
    try {
      await trigger({
        sectionId: section.id,
        from: section.count,
        to: typed.value,
        reason: reason.trim(),
      });
    } catch (error) {
      // Someone recorded or corrected meanwhile: show the count now, nothing is overwritten.
      const details = error instanceof ApiError && error.status === 409 ? error.details : null;
      const current = (details as { current?: { count?: unknown } } | null)?.current;
      if (typeof current?.count === 'number') {
        const now = current.count;
        setErrors({ to: s.countChanged({ count: now }) });
        toast({ title: s.countChanged({ count: now }), variant: 'destructive' });
        throw error;
      }
      fail(error);
    }
    setCount('');
    setReason('');
    toast({ title: s.corrected(), variant: 'success' });
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {s.correctCount()}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={s.correctTitle({ section: section.name })}
        confirmLabel={s.save()}
        cancelLabel={t.settings.cancel()}
        onConfirm={save}
      >
        <Stack gap="sm">
          <p>{s.correctBody({ count: section.count })}</p>
          <TextField
            label={s.correctTo()}
            inputMode="numeric"
            value={count}
            onChange={setCount}
            isInvalid={Boolean(errors.to)}
            errorMessage={errors.to}
            validationBehavior="aria"
            isRequired
          />
          <TextField
            label={s.reason()}
            description={s.reasonHint()}
            value={reason}
            onChange={setReason}
            isInvalid={Boolean(errors.reason)}
            errorMessage={errors.reason}
            validationBehavior="aria"
            isRequired
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** "Move animals" into another section of the farm's active batches. */
export function MoveAnimals({
  section,
  targets,
}: {
  section: Section;
  targets: readonly { id: string; label: string }[];
}) {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const { trigger } = useMoveAnimals(farmerId);
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<string | null>(null);
  const [count, setCount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const fail = useFailure(setErrors);
  const s = t.farm.setup;
  const choices = targets.filter((target) => target.id !== section.id);
  if (choices.length === 0) return null;

  const save = async () => {
    const found: Errors = {};
    const typed = typedCount(t, count, 1);
    if (typed.error) found.count = typed.error;
    else if ((typed.value ?? 0) > section.count) {
      found.count = s.moveTooMany({ count: section.count });
    }
    if (!to) found.toSectionId = t.validation.required();
    setErrors(found);
    if (Object.keys(found).length > 0 || !to || typed.value === undefined) {
      throw new Error('invalid');
    }
    await trigger({ sectionId: section.id, toSectionId: to, count: typed.value }).catch(fail);
    setCount('');
    toast({ title: s.moved(), variant: 'success' });
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {s.move()}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={s.moveTitle({ section: section.name })}
        confirmLabel={s.move()}
        cancelLabel={t.settings.cancel()}
        onConfirm={save}
      >
        <Stack gap="sm">
          <p>{t.farm.liveNow({ count: section.count })}</p>
          <Select
            label={s.moveTo()}
            placeholder={t.validation.choose()}
            items={choices}
            selectedKey={to}
            onSelectionChange={(key) => setTo(key ? String(key) : null)}
            isInvalid={Boolean(errors.toSectionId)}
            errorMessage={errors.toSectionId}
          />
          <TextField
            label={s.moveCount()}
            inputMode="numeric"
            value={count}
            onChange={setCount}
            isInvalid={Boolean(errors.count)}
            errorMessage={errors.count}
            validationBehavior="aria"
            isRequired
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** "Rename" a pen, a batch or a section. */
export function Rename({
  kind,
  id,
  name,
}: {
  kind: 'pen' | 'batch' | 'section';
  id: string;
  name: string;
}) {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const { trigger } = useRename(farmerId);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(name);
  const [errors, setErrors] = useState<Errors>({});
  const fail = useFailure(setErrors);
  const s = t.farm.setup;

  const save = async () => {
    if (value.trim() === '') {
      setErrors({ name: t.validation.required() });
      throw new Error('invalid');
    }
    setErrors({});
    await trigger({ kind, id, name: value.trim() }).catch(fail);
    toast({ title: s.renamed(), variant: 'success' });
  };

  return (
    <>
      <Button
        variant="ghost"
        onPress={() => {
          setValue(name);
          setOpen(true);
        }}
      >
        {s.rename()}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={s.renameTitle({ name })}
        confirmLabel={t.settings.save()}
        cancelLabel={t.settings.cancel()}
        onConfirm={save}
      >
        <TextField
          label={s.newName()}
          value={value}
          onChange={setValue}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
          validationBehavior="aria"
          isRequired
        />
      </ConfirmDialog>
    </>
  );
}
