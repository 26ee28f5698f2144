import type { PurchaseRevision, StockPurchase } from '@kiwo/api-client';
import { isOneOf, isRecordChannel } from '@kiwo/domain';
import { type BrowserTranslator, formatFarmDayIn, formatNaira } from '@kiwo/i18n';
import {
  Alert,
  Button,
  ChangeLog,
  type ChangeLogEntry,
  ConfirmDialog,
  Dialog,
  Stack,
} from '@kiwo/ui';
import { useEffect, useState } from 'react';
import { usePurchaseHistory } from '../../data/farm';
import { revalidateFarm } from '../../data/records';
import { useFarmScope } from '../../routes/farmScope';
import { formatDateTime } from '../../stores/dates';
import { useI18n } from '../../stores/locale';
import { type SaveResult, savePurchaseChange } from '../../stores/syncActions';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import type { Errors } from '../auth/validate';
import { todayInLagos } from './days';
import * as styles from './farm.css';
import { formatCount } from './format';
import { useOutboxFarmerName } from './outboxName';
import { PurchaseFields } from './PurchaseFields';
import { numberIn } from './stockFields';

const ROLES = ['farmer', 'agent', 'admin'] as const;
const FIELDS = ['quantity', 'costNaira', 'supplier', 'purchasedOn'] as const;

const shown = (t: BrowserTranslator, field: (typeof FIELDS)[number], value: unknown) => {
  if (value === null || value === undefined || value === '') return t.farm.emptyValue();
  if (field === 'costNaira' && typeof value === 'number') return formatNaira(value);
  if (field === 'quantity' && typeof value === 'number') return formatCount(value);
  if (field === 'purchasedOn' && typeof value === 'string')
    return formatFarmDayIn(t.farm.months(), value);
  return String(value);
};

const label = (t: BrowserTranslator, field: (typeof FIELDS)[number]) =>
  ({
    quantity: t.farm.stock.quantity(),
    costNaira: t.farm.stock.costColumn(),
    supplier: t.farm.stock.supplier(),
    purchasedOn: t.farm.stock.purchasedOn(),
  })[field];

/** One correction or void in the purchase's history, as the record history shows its changes. */
const entryOf = (t: BrowserTranslator, r: PurchaseRevision, index: number): ChangeLogEntry => ({
  id: `${r.at}-${index}`,
  who: r.by ?? t.farm.deletedAccount(),
  role: isOneOf(ROLES, r.role) ? t.farm.role[r.role]() : r.role,
  channel: isRecordChannel(r.channel) ? t.farm.channel[r.channel]() : r.channel,
  when: formatDateTime(r.at),
  dateTime: r.at,
  ...(r.action === 'void' ? { summary: t.farm.stock.voided() } : {}),
  changes: FIELDS.filter((f) => r.before[f] !== r.after[f]).map((f) => ({
    id: f,
    label: label(t, f),
    before: shown(t, f, r.before[f]),
    after: shown(t, f, r.after[f]),
  })),
});

/**
 * Correcting a purchase (quantity, cost, supplier, day) or voiding it, with its history: sent
 * with the version the farmer saw, so a change made elsewhere meanwhile is shown, never
 * overwritten (ADR 0068).
 */
export function PurchaseCorrection({
  purchase,
  onClose,
}: {
  purchase: StockPurchase | null;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const s = t.farm.stock;
  const { farmerId } = useFarmScope();
  const farmerName = useOutboxFarmerName();
  const [busy, setBusy] = useState(false);
  const history = usePurchaseHistory(farmerId, purchase?.id ?? null);
  const [quantity, setQuantity] = useState('');
  const [cost, setCost] = useState('');
  const [supplier, setSupplier] = useState('');
  const [purchasedOn, setPurchasedOn] = useState(todayInLagos());
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmVoid, setConfirmVoid] = useState(false);

  // Filled from the purchase as it is now: on opening, and after a change elsewhere (409).
  const version = purchase?.version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled per purchase version only
  useEffect(() => {
    if (!purchase) return;
    setQuantity(String(purchase.quantity));
    setCost(String(purchase.costNaira));
    setSupplier(purchase.supplier ?? '');
    setPurchasedOn(purchase.purchasedOn);
    setErrors({});
  }, [purchase?.id, version]);

  /**
   * Through the outbox (ADR 0073): online it goes at once and a
   * change meanwhile is said here, the purchase read again; offline it waits on this phone, and
   * a change met when it is sent waits in the list for the farmer's choice.
   */
  const send = async (
    change: Parameters<typeof savePurchaseChange>[1],
    done: string,
  ): Promise<boolean> => {
    if (!purchase) return false;
    setBusy(true);
    const result: SaveResult | { kind: 'failed' } = await savePurchaseChange(
      farmerId,
      change,
      purchase.item,
      purchase.purchasedOn,
      farmerName,
    )
      .catch(() => ({ kind: 'failed' as const }))
      .finally(() => setBusy(false));
    if (result.kind === 'conflict') {
      setProblem(s.changedMeanwhile());
      void revalidateFarm(farmerId);
      return false;
    }
    if (result.kind === 'rejected' || result.kind === 'failed') {
      if (result.kind === 'rejected') setErrors(apiFieldErrors(result.error, t, locale));
      setProblem(
        result.kind === 'rejected'
          ? apiErrorText(result.error, t, locale, t.farm.saveFailed())
          : t.farm.saveFailed(),
      );
      return false;
    }
    if (result.kind === 'saved') toast({ title: done, variant: 'success' });
    else
      toast({
        title: t.offline.savedOnPhone(),
        description: t.offline.savedOnPhoneBody(),
        variant: 'success',
      });
    onClose();
    return true;
  };

  const save = async () => {
    if (!purchase) return;
    const found: Errors = {};
    const q = numberIn(t, quantity, true);
    const naira = numberIn(t, cost, true);
    if (q.error) found.quantity = q.error;
    if (naira.error) found.cost = naira.error;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProblem(null);
    await send(
      {
        purchaseId: purchase.id,
        version: purchase.version,
        unit: purchase.unit,
        set: {
          quantity: q.value as number,
          cost: naira.value as number,
          supplier: supplier.trim() || null,
          purchasedOn,
        },
      },
      s.corrected(),
    );
  };

  const setters = {
    quantity: setQuantity,
    cost: setCost,
    supplier: setSupplier,
    purchasedOn: setPurchasedOn,
  };

  return (
    <>
      <Dialog
        isOpen={purchase !== null && !confirmVoid}
        onOpenChange={(open) => {
          if (!open) {
            setProblem(null);
            onClose();
          }
        }}
        title={s.correctTitle()}
        closeLabel={t.offline.cancel()}
        footer={
          <div className={styles.pendingActions}>
            <Button onPress={() => void save()} isPending={busy}>
              {s.correctSave()}
            </Button>
            <Button variant="destructive" onPress={() => setConfirmVoid(true)}>
              {s.voidPurchase()}
            </Button>
          </div>
        }
      >
        {purchase && (
          <Stack gap="md">
            <p>
              <strong>{purchase.item}</strong>
            </p>
            {problem && <Alert variant="danger">{problem}</Alert>}
            <PurchaseFields
              values={{ quantity, cost, supplier, purchasedOn }}
              onChange={(name) => setters[name]}
              errors={errors}
              dayId="purchase-correction-date"
              quantityHint={purchase.unit}
            />
            <h3>{s.historyTitle()}</h3>
            <ChangeLog
              aria-label={s.historyTitle()}
              changedToLabel={t.farm.changedTo()}
              emptyLabel={t.farm.noChanges()}
              entries={(history.data ?? []).map((r, i) => entryOf(t, r, i))}
            />
          </Stack>
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={confirmVoid}
        onOpenChange={(open) => !open && setConfirmVoid(false)}
        title={s.voidTitle()}
        confirmLabel={s.voidPurchase()}
        cancelLabel={t.offline.cancel()}
        variant="destructive"
        onConfirm={async () => {
          if (!purchase) return;
          setConfirmVoid(false);
          await send(
            { purchaseId: purchase.id, version: purchase.version, unit: purchase.unit },
            s.voided(),
          );
        }}
      >
        {s.voidBody()}
      </ConfirmDialog>
    </>
  );
}
