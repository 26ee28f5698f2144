import type { Notification } from '@kiwo/api-client';
import { Badge, Button, Card, Stack } from '@kiwo/ui';
import { useAreaI18n } from '../../stores/locale';
import { timeAgo } from '../farm/days';
import * as styles from '../marketplace/marketplace.css';
import { actionLabel, notificationText } from './text';

const PRIORITY_BADGE = {
  urgent: 'danger',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
} as const;

interface NotificationItemProps {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onAction: (n: Notification, action: string) => void;
  /** An open or an action is in flight for this item. */
  isBusy: boolean;
}

/** One notification: words in the reader's language, priority and read state, open and actions. */
export function NotificationItem({
  notification: n,
  onOpen,
  onAction,
  isBusy,
}: NotificationItemProps) {
  const { t } = useAreaI18n('notifications');
  const { title, body } = notificationText(n, t);
  const taken = n.actionTaken ? actionLabel(n.actionTaken, n.actionTaken, t) : undefined;
  return (
    <Card
      as="article"
      title={title}
      headingLevel={2}
      actions={
        <div className={styles.badges}>
          {!n.isRead && <Badge variant="info">{t.notifications.unread()}</Badge>}
          <Badge variant={PRIORITY_BADGE[n.priority]}>
            {t.notifications.priority[n.priority]()}
          </Badge>
        </div>
      }
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => onOpen(n)} isPending={isBusy}>
            {t.notifications.open()}
          </Button>
          {n.actions.map((a) => (
            <Button
              key={a.id}
              variant={a.variant === 'danger' ? 'destructive' : a.variant}
              onPress={() => onAction(n, a.id)}
              isPending={isBusy}
            >
              {actionLabel(a.id, a.label, t)}
            </Button>
          ))}
        </div>
      }
    >
      <Stack gap="xs">
        <p className={styles.text}>{body}</p>
        <p className={styles.muted}>
          {timeAgo(n.createdAt, t)}
          {taken ? ` · ${t.notifications.actionTaken({ action: taken })}` : ''}
        </p>
      </Stack>
    </Card>
  );
}
