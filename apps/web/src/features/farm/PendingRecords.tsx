import type { StockPurchase } from '@kiwo/api-client';
import { formatNaira } from '@kiwo/i18n';
import { Button, ConfirmDialog, Link, type OutboxEntry, OutboxList, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { isDayRecord, type QueuedRecord, type SetupChange } from '../../offline/outbox';
import { agentFarmPaths, useFarmScope } from '../../routes/farmScope';
import { useAuth } from '../../stores/auth';
import { formatDate } from '../../stores/dates';
import { useI18n } from '../../stores/locale';
import { syncNow, useSyncStatus } from '../../stores/sync';
import { dropQueued, resolveKeepMine } from '../../stores/syncActions';
import * as styles from './farm.css';
import { formatCount } from './format';
import { recordSummary } from './recordFields';

/**
 * The records of this farm saved on this phone and not yet on the server (ADR 0012): each
 * with its state. A record changed elsewhere asks "keep mine or keep theirs"; one the server
 * refused shows why, with Edit and Discard. Nothing leaves this list without the farmer's say
 * or the server's receipt.
 */
/** A queued setup change in a line: "Correct count: 150 → 148", "Rename: Gida A". */
const setupSummary = (t: ReturnType<typeof useI18n>['t'], setup: SetupChange) => {
  const s = t.farm.setup;
  if (setup.type === 'correct') return `${s.correctCount()}: ${setup.from} → ${setup.to}`;
  if (setup.type === 'move') return `${s.move()}: ${setup.count}`;
  return `${s.rename()}: ${setup.name}`;
};

/** A queued purchase in a line: "Purchase: 10 bags · ₦150,000". */
const purchaseSummary = (
  t: ReturnType<typeof useI18n>['t'],
  purchase: NonNullable<QueuedRecord['purchase']>,
) =>
  t.offline.purchaseSummary({
    quantity: formatCount(purchase.quantity),
    unit: purchase.unit,
    cost: formatNaira(purchase.cost),
  });

/** A queued correction or void in a line: "Correction: 12 bags · ₦180,000", "Void: …". */
const changeSummary = (
  t: ReturnType<typeof useI18n>['t'],
  change: NonNullable<QueuedRecord['purchaseChange']>,
) =>
  change.set
    ? t.offline.correctionSummary({
        quantity: change.set.quantity === undefined ? '' : formatCount(change.set.quantity),
        unit: change.unit,
        cost: change.set.cost === undefined ? '' : formatNaira(change.set.cost),
      })
    : t.offline.voidSummary();

/** The purchase as the server has it now: "8 bags · ₦150,000 · Vital Feeds · 25 Nov 2026". */
const purchaseNow = (t: ReturnType<typeof useI18n>['t'], now: StockPurchase | null | undefined) =>
  now
    ? [
        `${formatCount(now.quantity)} ${now.unit}`,
        formatNaira(now.costNaira),
        now.supplier,
        formatDate(`${now.purchasedOn}T12:00:00Z`),
      ]
        .filter(Boolean)
        .join(' · ')
    : t.offline.theirsVoided();

/** What the entry asks for, in a line. */
const entrySummary = (t: ReturnType<typeof useI18n>['t'], entry: QueuedRecord) => {
  if (entry.setup) return setupSummary(t, entry.setup);
  if (entry.purchase) return purchaseSummary(t, entry.purchase);
  if (entry.given) return t.offline.givenSummary({ product: entry.given.product });
  if (entry.purchaseChange) return changeSummary(t, entry.purchaseChange);
  return recordSummary(t, entry.body);
};

/**
 * The entry's heading: whose farm (when saved for someone else), the section or item, the day:
 * "Amina Bello › House A · 27 Nov".
 */
const entryTitle = (entry: QueuedRecord) => {
  const what = entry.setup
    ? entry.sectionLabel
    : `${entry.sectionLabel} · ${formatDate(`${entry.date}T12:00:00Z`)}`;
  return entry.farmerName ? `${entry.farmerName} › ${what}` : what;
};

/** "Keep mine" or "Keep theirs" on an entry changed elsewhere. */
function Choice({ entryKey, canKeepMine }: { entryKey: string; canKeepMine: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {canKeepMine && (
        <Button size="sm" onPress={() => void resolveKeepMine(entryKey)}>
          {t.offline.keepMine()}
        </Button>
      )}
      <Button size="sm" variant="secondary" onPress={() => void dropQueued(entryKey)}>
        {t.offline.keepTheirs()}
      </Button>
    </>
  );
}

/**
 * `everyFarm`: the agent's outbox page, with every entry on this phone and a line when nothing
 * waits; elsewhere the list shows only when something waits.
 */
export function PendingRecords({ everyFarm = false }: { everyFarm?: boolean } = {}) {
  const { t } = useI18n();
  const { farmerId, paths: farmPaths } = useFarmScope();
  const { user } = useAuth();
  const { entries, online, syncing } = useSyncStatus();
  const [discarding, setDiscarding] = useState<string | null>(null);
  // An agent sees everything waiting on this phone, each named by its farmer; a farmer, theirs.
  const agent = user?.role === 'agent';
  const mine = agent ? entries : entries.filter((entry) => entry.farmerId === farmerId);
  const pathsOf = (entry: QueuedRecord) => (agent ? agentFarmPaths(entry.farmerId) : farmPaths);
  if (mine.length === 0) return everyFarm ? <p>{t.offline.outboxEmpty()}</p> : null;
  const stateLabel = {
    waiting: t.offline.stateWaiting(),
    conflict: t.offline.stateConflict(),
    rejected: t.offline.stateRejected(),
  };
  /** An entry as the list shows it: its lines, then its choices. */
  const toEntry = (entry: QueuedRecord): OutboxEntry => {
    const base = { id: entry.key, title: entryTitle(entry), state: entry.state };
    const withLabel = { ...base, stateLabel: stateLabel[entry.state] };
    if (entry.state === 'conflict' && entry.purchaseChange) {
      return {
        ...withLabel,
        lines: [
          { text: t.offline.purchaseConflictBody(), muted: true },
          { text: `${t.offline.yours()}: ${changeSummary(t, entry.purchaseChange)}` },
          { text: `${t.offline.theirs()}: ${purchaseNow(t, entry.theirPurchase)}` },
        ],
        actions: <Choice entryKey={entry.key} canKeepMine={Boolean(entry.theirPurchase)} />,
      };
    }
    if (entry.state === 'conflict') {
      const theirs = entry.theirs ? recordSummary(t, entry.theirs) : t.offline.theirsDeleted();
      return {
        ...withLabel,
        lines: [
          { text: t.offline.conflictBody(), muted: true },
          { text: `${t.offline.yours()}: ${recordSummary(t, entry.body)}` },
          { text: `${t.offline.theirs()}: ${theirs}` },
        ],
        actions: <Choice entryKey={entry.key} canKeepMine />,
      };
    }
    const summary = { text: entrySummary(t, entry) };
    if (entry.state !== 'rejected') return { ...withLabel, lines: [summary] };
    return {
      ...withLabel,
      lines: [
        summary,
        { text: t.offline.rejectedBody({ reason: entry.reason ?? '' }), muted: true },
      ],
      actions: (
        <>
          {isDayRecord(entry) && (
            <Link
              variant="secondary"
              href={`${pathsOf(entry).records}?section=${encodeURIComponent(entry.sectionId)}&date=${entry.date}`}
            >
              {t.offline.edit()}
            </Link>
          )}
          <Button size="sm" variant="destructive" onPress={() => setDiscarding(entry.key)}>
            {t.offline.discard()}
          </Button>
        </>
      ),
    };
  };

  return (
    <section aria-labelledby="pending-title" id="waiting">
      <Stack gap="sm">
        <h2 id="pending-title">{t.offline.pendingTitle()}</h2>
        <p className={styles.muted}>
          {everyFarm ? t.offline.outboxIntro() : t.offline.pendingIntro()}
        </p>
        <OutboxList aria-label={t.offline.pendingTitle()} entries={mine.map(toEntry)} />
        {online && mine.some((entry) => entry.state === 'waiting') && (
          <div>
            <Button variant="secondary" isPending={syncing} onPress={() => void syncNow()}>
              {syncing ? t.offline.syncing() : t.offline.syncNow()}
            </Button>
          </div>
        )}
      </Stack>
      <ConfirmDialog
        isOpen={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title={t.offline.discardTitle()}
        confirmLabel={t.offline.discard()}
        cancelLabel={t.offline.cancel()}
        variant="destructive"
        onConfirm={async () => {
          if (discarding) await dropQueued(discarding);
          setDiscarding(null);
        }}
      >
        {t.offline.discardBody()}
      </ConfirmDialog>
    </section>
  );
}
