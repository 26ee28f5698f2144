import type { PurchaseBody, StockItem, StockPurchase } from '@kiwo/api-client';
import { formatNaira } from '@kiwo/i18n';
import {
  Alert,
  Button,
  Card,
  LoadingState,
  Select,
  Stack,
  StockCard,
  Table,
  type TableColumn,
  TextField,
} from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useBatches, useStock } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { formatDate } from '../../stores/dates';
import { useI18n } from '../../stores/locale';
import { savePurchase } from '../../stores/syncActions';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import { type Errors, fieldError } from '../auth/validate';
import { todayInLagos } from './days';
import * as styles from './farm.css';
import { formatCount, formatKg } from './format';
import { useOutboxFarmerName } from './outboxName';
import { PendingRecords } from './PendingRecords';
import { PurchaseCorrection } from './PurchaseCorrection';
import { PurchaseFields } from './PurchaseFields';
import { numberIn } from './stockFields';

type Kind = PurchaseBody['kind'];
type T = ReturnType<typeof useI18n>['t'];

/** One feed or medicine as a card: days left in words, what is on hand, Low when low. */
function itemCard(t: T, item: StockItem) {
  const s = t.farm.stock;
  if (item.kind === 'medicine') {
    // Drawn down by the doses given from it (ADR 0068).
    return (
      <StockCard
        key={`medicine:${item.item}`}
        title={item.item}
        headline={s.medicineOnHand({ units: formatCount(item.onHand ?? 0), unit: item.unit })}
        figures={`${s.bought({ quantity: formatCount(item.bought), unit: item.unit })} · ${formatNaira(item.costNaira)}`}
        low={item.low}
        lowLabel={s.low()}
      />
    );
  }
  if (item.kind !== 'feed') {
    return (
      <StockCard
        key={`${item.kind}:${item.item}`}
        title={item.item}
        headline={s.bought({ quantity: formatCount(item.bought), unit: item.unit })}
        figures={formatNaira(item.costNaira)}
      />
    );
  }
  const onHand = s.onHand({
    units: formatCount(item.onHand ?? 0),
    unit: item.unit,
    kg: formatKg(item.onHandKg ?? 0),
  });
  const figures =
    item.dailyKg === null ? onHand : `${onHand} · ${s.perDay({ kg: formatKg(item.dailyKg) })}`;
  return (
    <StockCard
      key={`feed:${item.item}`}
      title={item.item}
      headline={item.daysLeft === null ? s.noRate() : s.daysLeft({ count: item.daysLeft })}
      figures={figures}
      low={item.low}
      lowLabel={s.low()}
    />
  );
}

/** "Record a purchase": feed by the bag, medicine or animals for a batch. */
function PurchaseForm() {
  const { t, locale } = useI18n();
  const s = t.farm.stock;
  const { farmerId } = useFarmScope();
  const farmerName = useOutboxFarmerName();
  const [isMutating, setMutating] = useState(false);
  const batches = useBatches(farmerId);
  const [kind, setKind] = useState<Kind>('feed');
  const [item, setItem] = useState('');
  const [quantity, setQuantity] = useState('');
  // Untouched, the unit is the current language's "bags" and follows a language switch.
  const [typedUnit, setUnit] = useState<string | null>(null);
  const unit = typedUnit ?? s.unitBags();
  const [unitKg, setUnitKg] = useState('25');
  const [cost, setCost] = useState('');
  const [supplier, setSupplier] = useState('');
  const [batchId, setBatchId] = useState('');
  const [purchasedOn, setPurchasedOn] = useState(todayInLagos());
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const q = numberIn(t, quantity, true);
    const kg = numberIn(t, unitKg, kind === 'feed');
    const naira = numberIn(t, cost, true);
    if (q.error) found.quantity = q.error;
    if (kind === 'feed' && kg.error) found.unitKg = kg.error;
    if (naira.error) found.cost = naira.error;
    if (item.trim() === '') found.item = t.validation.required();
    if (unit.trim() === '') found.unit = t.validation.required();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const purchase: PurchaseBody = {
      kind,
      item: item.trim(),
      quantity: q.value as number,
      unit: unit.trim(),
      unitKg: kind === 'feed' ? kg.value : undefined,
      cost: naira.value as number,
      supplier: supplier.trim() || undefined,
      purchasedOn,
      batchId: kind !== 'feed' && batchId ? batchId : undefined,
    };
    // Into the outbox first (ADR 0012): on a dead or slow network it waits on this phone.
    setMutating(true);
    const result = await savePurchase(farmerId, purchase, purchase.item, farmerName)
      .catch(() => ({ kind: 'failed' as const }))
      .finally(() => setMutating(false));
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
      return;
    }
    if (result.kind === 'saved') toast({ title: s.saved(), variant: 'success' });
    else
      toast({
        title: t.offline.savedOnPhone(),
        description: t.offline.savedOnPhoneBody(),
        variant: 'success',
      });
    setItem('');
    setQuantity('');
    setCost('');
    setSupplier('');
  };

  const setters = {
    quantity: setQuantity,
    cost: setCost,
    supplier: setSupplier,
    purchasedOn: setPurchasedOn,
  };

  return (
    <Card title={s.buy()} headingLevel={2} as="section">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={s.kind()}
            items={(['feed', 'medicine', 'animals'] as const).map((id) => ({
              id,
              label: s.kinds[id](),
            }))}
            selectedKey={kind}
            onSelectionChange={(key) => key && setKind(key as Kind)}
          />
          <TextField
            label={s.item()}
            description={kind === 'feed' ? s.itemHint() : undefined}
            value={item}
            onChange={setItem}
            isRequired
            {...fieldError(errors, 'item')}
          />
          <PurchaseFields
            values={{ quantity, cost, supplier, purchasedOn }}
            onChange={(name) => setters[name]}
            errors={errors}
            dayId="purchase-date"
            units={
              <>
                <TextField
                  label={s.unit()}
                  description={s.unitHint()}
                  value={unit}
                  onChange={setUnit}
                  isRequired
                  {...fieldError(errors, 'unit')}
                />
                {kind === 'feed' && (
                  <TextField
                    label={s.unitKg()}
                    inputMode="decimal"
                    value={unitKg}
                    onChange={setUnitKg}
                    isRequired
                    {...fieldError(errors, 'unitKg')}
                  />
                )}
              </>
            }
            beforeDay={
              kind !== 'feed' && (
                <Select
                  label={s.batch()}
                  items={[
                    { id: '', label: s.noBatch() },
                    ...(batches.data ?? []).map((b) => ({ id: b.id, label: b.name })),
                  ]}
                  selectedKey={batchId}
                  onSelectionChange={(key) => setBatchId(String(key ?? ''))}
                />
              )
            }
          />
          <p>{s.countedOnce()}</p>
          <Button type="submit" isPending={isMutating}>
            {s.save()}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** `/farmer/stock`: feed on hand and days left, medicine bought, the purchases and who wrote them. */
export function Stock() {
  const { t } = useI18n();
  const s = t.farm.stock;
  const { farmerId } = useFarmScope();
  const { data, isLoading } = useStock(farmerId);
  const [editing, setEditing] = useState<string | null>(null);
  if (isLoading) return <LoadingState label={t.app.loading()} />;
  // A failed re-read (no network) keeps the last stock on screen: the form still works offline.
  if (!data) return <Alert variant="danger">{t.farm.loadFailed()}</Alert>;
  const columns: TableColumn<StockPurchase>[] = [
    { id: 'purchasedOn', label: s.date(), render: (p) => formatDate(p.purchasedOn) },
    { id: 'item', label: s.item(), isRowHeader: true },
    {
      id: 'quantity',
      label: s.quantity(),
      align: 'end',
      render: (p) => `${formatCount(p.quantity)} ${p.unit}`,
    },
    {
      id: 'costNaira',
      label: s.costColumn(),
      align: 'end',
      render: (p) => formatNaira(p.costNaira),
    },
    { id: 'supplier', label: s.supplier(), render: (p) => p.supplier ?? '' },
    { id: 'enteredBy', label: s.by(), render: (p) => p.enteredBy ?? '' },
    {
      id: 'id',
      label: s.actions(),
      render: (p) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={s.correctLabel({ item: p.item, date: formatDate(p.purchasedOn) })}
          onPress={() => setEditing(p.id)}
        >
          {s.correct()}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <h1>{s.title()}</h1>
      <p>{s.intro()}</p>
      {data.items.length > 0 && (
        <Stack gap="xs">
          <ul className={styles.list} aria-label={s.title()}>
            {data.items.map((item) => itemCard(t, item))}
          </ul>
          <p>{s.rateNote()}</p>
        </Stack>
      )}
      <PurchaseForm />
      <PendingRecords />
      <Stack as="section" gap="sm" aria-labelledby="purchases-title">
        <h2 id="purchases-title">{s.purchasesTitle()}</h2>
        <Table<StockPurchase>
          aria-label={s.purchasesTitle()}
          columns={columns}
          rows={data.purchases}
          emptyState={<p>{s.empty()}</p>}
        />
      </Stack>
      <PurchaseCorrection
        purchase={data.purchases.find((p) => p.id === editing) ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
