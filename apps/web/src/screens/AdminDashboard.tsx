import { Stack } from '@kiwo/ui';
import { AdminOverview } from '../features/admin/AdminOverview';
import { SmsSpend } from '../features/admin/SmsSpend';
import { VoiceCallButton } from '../features/voice/VoiceCallButton';

/** `/admin/dashboard` (admin only, ADR 0015); the voice call is on every role's dashboard. */
export default function AdminDashboard() {
  return (
    <Stack gap="md">
      <Stack direction="row" gap="sm" align="center">
        <VoiceCallButton />
      </Stack>
      <AdminOverview />
      <SmsSpend />
    </Stack>
  );
}
