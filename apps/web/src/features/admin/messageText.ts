import type { MessageStatus, MessagesSummary } from '@kiwo/api-client';
import type { BadgeVariant } from '@kiwo/ui';
import type { useConsoleI18n } from '../../stores/locale';

type T = ReturnType<typeof useConsoleI18n>['t'];

/** A message's status as words and a badge colour (the words carry the meaning, ADR 0037). */
export const statusBadge = (
  t: T,
  status: MessageStatus,
): { label: string; variant: BadgeVariant } => {
  const m = t.admin.messages;
  switch (status) {
    case 'delivered':
      return { label: m.statusDelivered(), variant: 'success' };
    case 'sent':
      return { label: m.statusSent(), variant: 'info' };
    case 'failed':
      return { label: m.statusFailed(), variant: 'danger' };
    case 'queued':
      return { label: m.statusQueued(), variant: 'warning' };
    default:
      return { label: m.statusOutbox(), variant: 'neutral' };
  }
};

/** `otp`, `reset`, `notice`, `alert:<type>`: what the message was for. */
export const kindLabel = (t: T, kind: string) => {
  const m = t.admin.messages;
  if (kind === 'otp') return m.kindOtp();
  if (kind === 'reset') return m.kindReset();
  if (kind === 'notice') return m.kindNotice();
  if (kind.startsWith('alert')) return m.kindAlert();
  return m.kindOther();
};

/** The configured gateway by name (never its key); none: the development outbox. */
export const providerLabel = (t: T, provider: MessagesSummary['settings']['provider']) => {
  const m = t.admin.messages;
  if (provider === 'africastalking') return m.providerAfricastalking();
  if (provider === 'termii') return m.providerTermii();
  return m.providerNone();
};
