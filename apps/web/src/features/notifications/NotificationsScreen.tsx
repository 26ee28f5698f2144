import type { Notification } from '@kiwo/api-client';
import {
  PRIORITY_FILTERS,
  type PriorityFilter,
  READ_STATUS_FILTERS,
  type ReadStatusFilter,
} from '@kiwo/domain';
import { Alert, Button, EmptyState, LoadingState, Pagination, Select, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useNotifications } from '../../data/notifications';
import { useMarkAllRead, useMarkRead, useNotificationAction } from '../../data/notificationWrites';
import { roleOfPath } from '../../routes/guard';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import * as styles from '../marketplace/marketplace.css';
import { NotificationItem } from './NotificationItem';
import { actionLabel } from './text';

/**
 * `/{role}/notifications`: the spec §3 priority and read-status filters, pages of 20, mark read
 * on open, mark all read, approve/decline style actions, and the spec §8 toasts.
 */
export function NotificationsScreen() {
  const { t, locale } = useAreaI18n('notifications');
  const [path, navigate] = useLocation();
  const role = roleOfPath(path) ?? 'farmer';
  const [priority, setPriority] = useState<PriorityFilter>('all');
  const [read, setRead] = useState<ReadStatusFilter>('all');
  const [page, setPage] = useState(1);
  const list = useNotifications({ page, priority, read });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const act = useNotificationAction();
  const [busy, setBusy] = useState<string | null>(null);

  const open = async (n: Notification) => {
    setBusy(n._id);
    try {
      if (!n.isRead) await markRead.trigger(n._id);
    } catch {
      toast({ title: t.notifications.markReadFailed(), variant: 'destructive' });
      return;
    } finally {
      setBusy(null);
    }
    // Only links into the reader's own area; anything else stays on this page.
    if (n.link?.startsWith(`/${role}/`)) navigate(n.link);
  };

  const answer = async (n: Notification, action: string) => {
    setBusy(n._id);
    try {
      const result = await act.trigger({ id: n._id, action });
      const label = actionLabel(action, action, t);
      // Spec §8: the server's success message as a toast (it is English-only).
      toast({
        title:
          locale === 'en' && result.message
            ? result.message
            : t.notifications.actionTaken({ action: label }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t.notifications.actionFailed(),
        description: apiErrorText(error, t, locale, t.notifications.actionFailed()),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const readAll = async () => {
    try {
      await markAll.trigger(undefined);
      toast({ title: t.notifications.allMarkedRead(), variant: 'success' });
    } catch {
      toast({ title: t.notifications.markAllReadFailed(), variant: 'destructive' });
    }
  };

  const items = list.data?.data ?? [];
  const pages = list.data?.pagination.pages ?? 0;
  return (
    <Stack gap="lg">
      <div className={styles.titleRow}>
        <h1>{t.notifications.title()}</h1>
        <Button variant="secondary" onPress={readAll} isPending={markAll.isMutating}>
          {t.notifications.markAllRead()}
        </Button>
      </div>
      <div className={styles.filters}>
        <Select
          label={t.notifications.filterPriority()}
          items={PRIORITY_FILTERS.map((p) => ({ id: p, label: t.notifications.priority[p]() }))}
          selectedKey={priority}
          onSelectionChange={(key) => {
            setPriority((key ?? 'all') as PriorityFilter);
            setPage(1);
          }}
        />
        <Select
          label={t.notifications.filterRead()}
          items={READ_STATUS_FILTERS.map((r) => ({ id: r, label: t.notifications.read[r]() }))}
          selectedKey={read}
          onSelectionChange={(key) => {
            setRead((key ?? 'all') as ReadStatusFilter);
            setPage(1);
          }}
        />
      </div>
      {list.error && <Alert variant="danger">{t.notifications.loadFailed()}</Alert>}
      {!list.data && !list.error && <LoadingState label={t.app.loading()} />}
      {list.data && items.length === 0 && <EmptyState title={t.notifications.empty()} />}
      <ul className={styles.list} aria-label={t.notifications.title()}>
        {items.map((n) => (
          <li key={n._id}>
            <NotificationItem
              notification={n}
              onOpen={open}
              onAction={answer}
              isBusy={busy === n._id}
            />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Pagination
          page={page}
          pageCount={pages}
          onPageChange={setPage}
          labels={{
            navigation: t.notifications.pagination(),
            previous: t.notifications.previous(),
            next: t.notifications.next(),
            page: (p, n) => t.notifications.pageLabel({ page: p, pages: n }),
          }}
        />
      )}
    </Stack>
  );
}
