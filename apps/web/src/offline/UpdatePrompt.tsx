import { Alert, Button } from '@kiwo/ui';
import { useI18n } from '../stores/locale';
import { useSyncStatus } from '../stores/sync';
import * as styles from './offline.css';
import { applyUpdate } from './updates';

/**
 * "A new version of Kiwo is ready" with Reload (ADR 0012). The new worker waits until the
 * farmer chooses, so a half-filled form is never reloaded under them.
 */
export function UpdatePrompt() {
  const { t } = useI18n();
  const { updateReady } = useSyncStatus();
  if (!updateReady) return null;
  return (
    <div className={styles.prompt}>
      <Alert
        variant="info"
        action={
          <Button size="sm" variant="secondary" onPress={applyUpdate}>
            {t.offline.reload()}
          </Button>
        }
      >
        {t.offline.updateReady()}
      </Alert>
    </div>
  );
}
