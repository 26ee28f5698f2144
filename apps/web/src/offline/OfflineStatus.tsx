import { SyncStatus } from '@kiwo/ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { roleOfPath } from '../routes/guard';
import { useI18n } from '../stores/locale';
import { startSync, useSyncStatus } from '../stores/sync';

/**
 * The app shell's network pill (ADR 0012): online/offline, "Syncing…" while saved records are
 * being sent, and how many wait on this phone; a farmer or an agent presses it to reach the list.
 * Mounting it starts the outbox sync (network, sign-in and worker events).
 */
export function OfflineStatus() {
  const { t } = useI18n();
  const { online, syncing, entries } = useSyncStatus();
  const [path] = useLocation();
  useEffect(() => startSync(), []);

  const needChoice = entries.filter((entry) => entry.state !== 'waiting').length;
  const connection = !online ? 'offline' : syncing && entries.length > 0 ? 'syncing' : 'online';
  const connectionLabel = {
    online: t.offline.online(),
    offline: t.offline.offline(),
    syncing: t.offline.syncing(),
  }[connection];
  const pendingLabel = [
    t.offline.waitingCount({ count: entries.length }),
    ...(needChoice > 0 ? [t.offline.needsChoice({ count: needChoice })] : []),
  ].join(', ');
  // A farmer's list is under their records; an agent's, for every farmer, on its own page.
  const list = { farmer: '/farmer/records', agent: '/agent/outbox' }[
    roleOfPath(path) as 'farmer' | 'agent'
  ];

  return (
    <SyncStatus
      connection={connection}
      connectionLabel={connectionLabel}
      pendingCount={entries.length}
      pendingLabel={pendingLabel}
      needsAttention={needChoice > 0}
      {...(list && entries.length > 0 ? { href: list } : {})}
      aria-label={t.offline.statusLabel()}
    />
  );
}
