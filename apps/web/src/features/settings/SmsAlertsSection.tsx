import { Alert, Stack, Switch } from '@kiwo/ui';
import { useSetSmsAlerts, useSmsAlerts } from '../../data/messages';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';

/**
 * Alerts by SMS on or off (ADR 0037): which alerts go out, and that replying STOP or START to
 * any Kiwo SMS does the same. Untouched ("auto"), alerts come by SMS only after 14 days away
 * from the app; the switch shows that as off until the user turns it on.
 */
export function SmsAlertsSection() {
  const { t, locale } = useAreaI18n('settings');
  const s = t.settings.smsAlerts;
  const { data, error } = useSmsAlerts();
  const { trigger, isMutating } = useSetSmsAlerts();
  const change = async (enabled: boolean) => {
    try {
      await trigger(enabled);
      toast({ title: enabled ? s.turnedOn() : s.turnedOff(), variant: 'success' });
    } catch (failure) {
      toast({
        title: t.errors.updateFailed(),
        description: apiErrorText(failure, t, locale, t.errors.updateFailed()),
        variant: 'destructive',
      });
    }
  };
  const state = !data
    ? undefined
    : data.mode === 'on'
      ? s.on({ phone: data.phone })
      : data.mode === 'off'
        ? s.off()
        : s.auto();
  return (
    <Stack as="section" gap="sm" aria-labelledby="sms-alerts-title">
      <h2 id="sms-alerts-title">{s.title()}</h2>
      <p>{s.help()}</p>
      {error && <Alert variant="danger">{s.loadFailed()}</Alert>}
      <Switch
        isSelected={data?.mode === 'on'}
        isDisabled={!data || isMutating}
        onChange={change}
        description={state}
      >
        {s.label()}
      </Switch>
      <p>{s.stopHelp()}</p>
    </Stack>
  );
}
