import type { StockPurchase } from '@kiwo/api-client';
import { formatNaira } from '@kiwo/i18n';
import { Badge, type BadgeVariant, Button, ConfirmDialog, Link, Stack } from '@kiwo/ui';
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

const STATE_BADGE: Record<QueuedRecord['state'], BadgeVariant> = {
  waiting: 'warning',
  conflict: 'danger',
  rejected: 'danger',
};

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
    <div className={styles.pendingActions}>
      {canKeepMine && (
        <Button size="sm" onPress={() => void resolveKeepMine(entryKey)}>
          {t.offline.keepMine()}
        </Button>
      )}
      <Button size="sm" variant="secondary" onPress={() => void dropQueued(entryKey)}>
        {t.offline.keepTheirs()}
      </Button>
    </div>
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

  return (
    <section aria-labelledby="pending-title" id="waiting">
      <Stack gap="sm">
        <h2 id="pending-title">{t.offline.pendingTitle()}</h2>
        <p className={styles.muted}>
          {everyFarm ? t.offline.outboxIntro() : t.offline.pendingIntro()}
        </p>
        <ul className={styles.list} aria-label={t.offline.pendingTitle()}>
          {mine.map((entry) => (
            <li key={entry.key} className={styles.pending} data-state={entry.state}>
              <Stack gap="xs">
                <div className={styles.pendingHead}>
                  <strong>{entryTitle(entry)}</strong>
                  <Badge variant={STATE_BADGE[entry.state]}>{stateLabel[entry.state]}</Badge>
                </div>
                {entry.state === 'conflict' && entry.purchaseChange ? (
                  <>
                    <p className={styles.muted}>{t.offline.purchaseConflictBody()}</p>
                    <p>{`${t.offline.yours()}: ${changeSummary(t, entry.purchaseChange)}`}</p>
                    <p>{`${t.offline.theirs()}: ${purchaseNow(t, entry.theirPurchase)}`}</p>
                    <Choice entryKey={entry.key} canKeepMine={Boolean(entry.theirPurchase)} />
                  </>
                ) : entry.state === 'conflict' ? (
                  <>
                    <p className={styles.muted}>{t.offline.conflictBody()}</p>
                    <p>{`${t.offline.yours()}: ${recordSummary(t, entry.body)}`}</p>
                    <p>
                      {`${t.offline.theirs()}: ${
                        entry.theirs ? recordSummary(t, entry.theirs) : t.offline.theirsDeleted()
                      }`}
                    </p>
                    <Choice entryKey={entry.key} canKeepMine />
                  </>
                ) : (
                  <p>{entrySummary(t, entry)}</p>
                )}
                {entry.state === 'rejected' && (
                  <>
                    <p className={styles.muted}>
                      {t.offline.rejectedBody({ reason: entry.reason ?? '' })}
                    </p>
                    <div className={styles.pendingActions}>
                      {isDayRecord(entry) && (
                        <Link
                          variant="secondary"
                          href={`${pathsOf(entry).records}?section=${encodeURIComponent(entry.sectionId)}&date=${entry.date}`}
                        >
                          {t.offline.edit()}
                        </Link>
                      )}
                      <Button
                        size="sm"
                        variant="destructive"
                        onPress={() => setDiscarding(entry.key)}
                      >
                        {t.offline.discard()}
                      </Button>
                    </div>
                  </>
                )}
              </Stack>
            </li>
          ))}
        </ul>
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
