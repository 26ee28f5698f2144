import { Alert, Button, Stack } from '@kiwo/ui';
import { useLogout } from '../../layouts/useLogout';
import { useAreaI18n } from '../../stores/locale';

/**
 * What an agent who signed themself up sees on every page until an admin approves them. The
 * server refuses every agent route to them anyway (ADR 0055); this says why.
 */
export function WaitingForApproval() {
  const { t } = useAreaI18n('agent');
  const { logout, loggingOut } = useLogout();
  return (
    <main id="main">
      <Stack gap="lg">
        <h1>{t.agent.waitingTitle()}</h1>
        <Alert variant="info">{t.agent.waitingBody()}</Alert>
        <Button variant="secondary" onPress={logout} isPending={loggingOut}>
          {t.agent.waitingLogout()}
        </Button>
      </Stack>
    </main>
  );
}
