import type { HealthTaskItem, Section } from '@kiwo/api-client';
import { HEALTH_ROUTES, type HealthRoute, parseTypedNumber } from '@kiwo/domain';
import { Alert, Button, ConfirmDialog, DueTaskItem, Select, Stack, TextField } from '@kiwo/ui';
import { useState } from 'react';
import { useSectionHealth, useStock } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { formatDate } from '../../stores/dates';
import { useI18n } from '../../stores/locale';
import { useSyncStatus } from '../../stores/sync';
import { saveGiven } from '../../stores/syncActions';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import { type Errors, fieldError } from '../auth/validate';
import { todayInLagos } from './days';
import * as styles from './farm.css';
import { useOutboxFarmerName } from './outboxName';

type T = ReturnType<typeof useI18n>['t'];
type ItemId = keyof T['farm']['healthCalendar']['items'];

const itemName = (t: T, id: string) => {
  const words = t.farm.healthCalendar.items as Record<string, () => string>;
  return words[id]?.() ?? id;
};

/** "Vaccination given": product, route, the product's batch number and withdrawal days. */
function MarkGiven({ section, task }: { section: Section; task: HealthTaskItem }) {
  const { t, locale } = useI18n();
  const h = t.farm.healthCalendar;
  const { farmerId } = useFarmScope();
  const farmerName = useOutboxFarmerName();
  const name = itemName(t, task.itemId);
  const [open, setOpen] = useState(false);
  const [product, setProduct] = useState(name);
  const [route, setRoute] = useState<HealthRoute>(task.route);
  const [productBatch, setProductBatch] = useState('');
  const [withdrawal, setWithdrawal] = useState('0');
  const [errors, setErrors] = useState<Errors>({});
  // Medicine bought through stock: giving from it draws it down
  // (ADR 0068).
  const medicines = (useStock(farmerId).data?.items ?? []).filter((i) => i.kind === 'medicine');
  const [fromStock, setFromStock] = useState('');
  const [used, setUsed] = useState('1');
  const chosen = medicines.find((m) => m.item === fromStock);

  const save = async () => {
    const found: Errors = {};
    const dose = parseTypedNumber(used);
    const quantity = dose.ok && dose.value !== null && dose.value > 0 ? dose.value : null;
    if (chosen && quantity === null) found['stock.quantity'] = t.farm.notANumber();
    const days = parseTypedNumber(withdrawal, { whole: true });
    const withdrawalDays = days.ok ? days.value : null;
    if (withdrawalDays === null || withdrawalDays === undefined || withdrawalDays < 0)
      found.withdrawalDays = t.validation.wholeNumber();
    if (product.trim() === '') found.product = t.validation.required();
    setErrors(found);
    if (Object.keys(found).length > 0 || withdrawalDays == null) throw new Error('invalid');
    // Into the outbox first (ADR 0073): on a dead network it
    // waits on this phone, and its key makes a replay give (and draw stock down) once.
    const result = await saveGiven(
      farmerId,
      section.id,
      {
        itemId: task.itemId,
        product: product.trim(),
        route,
        productBatch: productBatch.trim() || undefined,
        withdrawalDays,
        givenOn: todayInLagos(),
        ...(chosen && quantity !== null ? { stock: { item: chosen.item, quantity } } : {}),
      },
      `${section.name} · ${name}`,
      farmerName,
    ).catch(() => ({ kind: 'failed' as const }));
    if (result.kind === 'failed' || result.kind === 'rejected') {
      if (result.kind === 'rejected') setErrors(apiFieldErrors(result.error, t, locale));
      toast({
        title: t.farm.saveFailed(),
        description:
          result.kind === 'rejected'
            ? apiErrorText(result.error, t, locale, t.farm.saveFailed())
            : undefined,
        variant: 'destructive',
      });
      throw new Error('not saved');
    }
    if (result.kind === 'saved') toast({ title: h.saved(), variant: 'success' });
    else
      toast({
        title: t.offline.savedOnPhone(),
        description: t.offline.savedOnPhoneBody(),
        variant: 'success',
      });
  };

  return (
    <>
      <Button onPress={() => setOpen(true)}>{h.markGiven()}</Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={h.markTitle({ item: name })}
        confirmLabel={h.save()}
        cancelLabel={t.common.cancel()}
        onConfirm={save}
      >
        <Stack gap="sm">
          <TextField
            label={h.product()}
            value={product}
            onChange={setProduct}
            {...fieldError(errors, 'product')}
            isRequired
          />
          <Select
            label={h.route()}
            items={HEALTH_ROUTES.map((id) => ({ id, label: h.routes[id]() }))}
            selectedKey={route}
            onSelectionChange={(key) => key && setRoute(key as HealthRoute)}
          />
          <TextField
            label={h.productBatch()}
            value={productBatch}
            onChange={setProductBatch}
            {...fieldError(errors, 'productBatch')}
          />
          {medicines.length > 0 && (
            <Select
              label={h.fromStock()}
              items={[
                { id: '', label: h.notFromStock() },
                ...medicines.map((m) => ({
                  id: m.item,
                  label: h.inStock({ item: m.item, left: String(m.onHand ?? 0), unit: m.unit }),
                })),
              ]}
              selectedKey={fromStock}
              onSelectionChange={(key) => setFromStock(String(key ?? ''))}
            />
          )}
          {chosen && (
            <TextField
              label={h.quantityUsed({ unit: chosen.unit })}
              inputMode="decimal"
              value={used}
              onChange={setUsed}
              {...fieldError(errors, 'stock.quantity')}
              isRequired
            />
          )}
          <TextField
            label={h.withdrawalDays()}
            description={h.withdrawalHint()}
            inputMode="numeric"
            value={withdrawal}
            onChange={setWithdrawal}
            {...fieldError(errors, 'withdrawalDays')}
            isRequired
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/**
 * A section's health calendar (ADR 0056): overdue, due and coming items by the animals' age,
 * each due one with "Vaccination given"; a withdrawal period in force is said first.
 */
export function HealthCalendar({ section, active }: { section: Section; active: boolean }) {
  const { t } = useI18n();
  const h = t.farm.healthCalendar;
  const { farmerId } = useFarmScope();
  const { data } = useSectionHealth(farmerId, section.id);
  const { entries } = useSyncStatus();
  if (!data) return null;
  // Given on this phone and not yet sent: no second press (ADR 0073).
  const waiting = new Set(
    entries.filter((e) => e.given && e.sectionId === section.id).map((e) => e.given?.itemId),
  );
  const words = {
    overdue: [h.overdue, h.statusOverdue],
    due: [h.due, h.statusDue],
    upcoming: [h.upcoming, h.statusUpcoming],
    given: [h.given, h.statusGiven],
  } as const;
  return (
    <Stack gap="xs">
      <h4>{h.title()}</h4>
      {data.withdrawal && (
        <Alert variant="warning">
          {h.withdrawal({
            date: formatDate(data.withdrawal.saleAllowedFrom),
            product: data.withdrawal.product,
          })}
        </Alert>
      )}
      {data.tasks.length === 0 ? (
        <p>{h.nothing()}</p>
      ) : (
        <ul className={styles.list}>
          {data.tasks.map((task) => {
            const [title, label] = words[task.status];
            const item = itemName(t, task.itemId as ItemId);
            const queued = !task.given && waiting.has(task.itemId);
            const detail = queued
              ? t.offline.stateWaiting()
              : task.given
                ? h.givenDetail({
                    date: formatDate(task.given.givenOn),
                    product: task.given.product,
                  })
                : h.window({
                    from: formatDate(task.dueFrom),
                    to: formatDate(task.dueTo),
                    route: h.routes[task.route](),
                  });
            const canGive =
              active && !queued && (task.status === 'due' || task.status === 'overdue');
            return (
              <DueTaskItem
                key={task.itemId}
                status={task.status}
                title={title({ item })}
                statusLabel={label()}
                detail={detail}
                action={canGive ? <MarkGiven section={section} task={task} /> : undefined}
              />
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
