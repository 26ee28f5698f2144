import { ApiError, type Section } from '@kiwo/api-client';
import { parseTypedNumber } from '@kiwo/domain';
import { Button, ConfirmDialog, Menu, MenuTrigger, Select, Stack, TextField } from '@kiwo/ui';
import { useEffect, useState } from 'react';
import {
  useCorrectCount,
  useDeleteItem,
  useMoveAnimals,
  useRename,
  useRestoreDeleted,
} from '../../data/farmWrites';
import { useFarmScope } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';
import { queueSetup } from '../../stores/syncActions';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import { type Errors, fieldError } from '../auth/validate';
import { useOutboxFarmerName } from './outboxName';

/** A pen, batch or section the setup actions work on. */
interface Item {
  kind: 'pen' | 'batch' | 'section';
  id: string;
  name: string;
}

/** A dialog opened from the actions menu. */
interface Opened {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Long enough to read the toast and reach its Undo on a phone (the timer pauses on focus). */
const UNDO_TOAST_MS = 10_000;

/** Offline: the change waits in the outbox and is sent when the phone is back online. */
const offline = () => typeof navigator !== 'undefined' && !navigator.onLine;

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
function CorrectCount({ section, open, setOpen }: { section: Section } & Opened) {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const farmerName = useOutboxFarmerName();
  const { trigger } = useCorrectCount(farmerId);
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
    if (offline()) {
      await queueSetup(
        farmerId,
        section.name,
        {
          type: 'correct',
          sectionId: section.id,
          from: section.count,
          to: typed.value,
          reason: reason.trim(),
        },
        farmerName,
      );
      setCount('');
      setReason('');
      toast({ title: s.queued(), variant: 'success' });
      return;
    }
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
    <ConfirmDialog
      isOpen={open}
      onOpenChange={setOpen}
      title={s.correctTitle({ section: section.name })}
      confirmLabel={s.save()}
      cancelLabel={t.common.cancel()}
      onConfirm={save}
    >
      <Stack gap="sm">
        <p>{s.correctBody({ count: section.count })}</p>
        <TextField
          label={s.correctTo()}
          inputMode="numeric"
          value={count}
          onChange={setCount}
          {...fieldError(errors, 'to')}
          isRequired
        />
        <TextField
          label={s.reason()}
          description={s.reasonHint()}
          value={reason}
          onChange={setReason}
          {...fieldError(errors, 'reason')}
          isRequired
        />
      </Stack>
    </ConfirmDialog>
  );
}

/** "Move animals" into another section of the farm's active batches. */
function MoveAnimals({
  section,
  choices,
  open,
  setOpen,
}: {
  section: Section;
  choices: readonly { id: string; label: string }[];
} & Opened) {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const farmerName = useOutboxFarmerName();
  const { trigger } = useMoveAnimals(farmerId);
  const [to, setTo] = useState<string | null>(null);
  const [count, setCount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const fail = useFailure(setErrors);
  const s = t.farm.setup;

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
    if (offline()) {
      await queueSetup(
        farmerId,
        section.name,
        { type: 'move', sectionId: section.id, toSectionId: to, count: typed.value },
        farmerName,
      );
      setCount('');
      toast({ title: s.queued(), variant: 'success' });
      return;
    }
    await trigger({ sectionId: section.id, toSectionId: to, count: typed.value }).catch(fail);
    setCount('');
    toast({ title: s.moved(), variant: 'success' });
  };

  return (
    <ConfirmDialog
      isOpen={open}
      onOpenChange={setOpen}
      title={s.moveTitle({ section: section.name })}
      confirmLabel={s.move()}
      cancelLabel={t.common.cancel()}
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
          {...fieldError(errors, 'toSectionId')}
        />
        <TextField
          label={s.moveCount()}
          inputMode="numeric"
          value={count}
          onChange={setCount}
          {...fieldError(errors, 'count')}
          isRequired
        />
      </Stack>
    </ConfirmDialog>
  );
}

/** "Rename" a pen, a batch or a section. */
function Rename({ item, open, setOpen }: { item: Item } & Opened) {
  const { kind, id, name } = item;
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const farmerName = useOutboxFarmerName();
  const { trigger } = useRename(farmerId);
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
    if (offline()) {
      await queueSetup(
        farmerId,
        name,
        { type: 'rename', kind, id, name: value.trim() },
        farmerName,
      );
      toast({ title: s.queued(), variant: 'success' });
      return;
    }
    await trigger({ kind, id, name: value.trim() }).catch(fail);
    toast({ title: s.renamed(), variant: 'success' });
  };

  // The dialog opens on the name as it is now.
  useEffect(() => {
    if (open) setValue(name);
  }, [open, name]);

  return (
    <ConfirmDialog
      isOpen={open}
      onOpenChange={setOpen}
      title={s.renameTitle({ name })}
      confirmLabel={t.common.save()}
      cancelLabel={t.common.cancel()}
      onConfirm={save}
    >
      <TextField
        label={s.newName()}
        value={value}
        onChange={setValue}
        {...fieldError(errors, 'name')}
        isRequired
      />
    </ConfirmDialog>
  );
}

/** "Delete" with Undo (ADR 0045 addendum): refused for anything with records, with what to do. */
function DeleteItem({ item, open, setOpen }: { item: Item } & Opened) {
  const { t, locale } = useI18n();
  const { farmerId } = useFarmScope();
  const remove = useDeleteItem(farmerId);
  const restore = useRestoreDeleted(farmerId);
  const s = t.farm.setup;
  const hasRecords = {
    pen: s.hasRecordsPen,
    batch: s.hasRecordsBatch,
    section: s.hasRecordsSection,
  }[item.kind];

  const undo = async (deletionId: string) => {
    try {
      await restore.trigger(deletionId);
      toast({ title: s.restored({ name: item.name }), variant: 'success' });
    } catch (error) {
      toast({
        title: s.undoFailed(),
        description: apiErrorText(error, t, locale, s.undoFailed()),
        variant: 'destructive',
      });
    }
  };

  const confirm = async () => {
    if (offline()) {
      toast({ title: s.deleteOffline(), variant: 'destructive' });
      return;
    }
    try {
      const deleted = await remove.trigger({ kind: item.kind, id: item.id });
      toast(
        {
          title: s.deleted({ name: item.name }),
          variant: 'success',
          action: { label: s.undo(), onAction: () => void undo(deleted.id) },
        },
        { timeout: UNDO_TOAST_MS },
      );
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 409;
      toast({
        title: refused ? hasRecords({ name: item.name }) : t.farm.saveFailed(),
        description: refused ? undefined : apiErrorText(error, t, locale, t.farm.saveFailed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      isOpen={open}
      onOpenChange={setOpen}
      title={s.deleteTitle({ name: item.name })}
      confirmLabel={s.delete()}
      cancelLabel={t.common.cancel()}
      variant="destructive"
      onConfirm={confirm}
    >
      <p>{s.deleteBody()}</p>
    </ConfirmDialog>
  );
}

type Action = 'correct' | 'move' | 'rename' | 'delete';

/**
 * The rare setup actions of a pen, batch or section behind one "More" menu button, so a card
 * on a 360 px phone keeps one row of buttons: rename and delete always, correct count and move
 * for a section of an active batch (`section`, with the other sections it can move into).
 */
export function SetupActions({
  item,
  section,
  targets = [],
}: {
  item: Item;
  section?: Section | undefined;
  targets?: readonly { id: string; label: string }[];
}) {
  const { t } = useI18n();
  const s = t.farm.setup;
  const [open, setOpen] = useState<Action | null>(null);
  const choices = section ? targets.filter((target) => target.id !== section.id) : [];
  const items = [
    ...(section ? [{ id: 'correct', label: s.correctCount() }] : []),
    ...(section && choices.length > 0 ? [{ id: 'move', label: s.move() }] : []),
    { id: 'rename', label: s.rename() },
    { id: 'delete', label: s.delete(), variant: 'danger' as const },
  ];
  const opened = (action: Action) => ({
    open: open === action,
    setOpen: (value: boolean) => setOpen(value ? action : null),
  });
  return (
    <>
      <MenuTrigger>
        <Button variant="ghost" aria-label={s.moreActions({ name: item.name })}>
          {s.more()}
        </Button>
        <Menu items={items} onAction={(id) => setOpen(String(id) as Action)} />
      </MenuTrigger>
      {section && <CorrectCount section={section} {...opened('correct')} />}
      {section && choices.length > 0 && (
        <MoveAnimals section={section} choices={choices} {...opened('move')} />
      )}
      <Rename item={item} {...opened('rename')} />
      <DeleteItem item={item} {...opened('delete')} />
    </>
  );
}
