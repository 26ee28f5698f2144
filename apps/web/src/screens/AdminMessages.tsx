import { Stack } from '@kiwo/ui';
import { MessagesLog } from '../features/admin/MessagesLog';
import { SmsSpend } from '../features/admin/SmsSpend';

/** `/admin/messages`: the SMS spend and gateway, then every outbound message (ADR 0037). */
export default function AdminMessages() {
  return (
    <Stack gap="xl">
      <SmsSpend withSettings />
      <MessagesLog />
    </Stack>
  );
}
