import { Button, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useSetUssdPin, useUssdPin } from '../../data/ussd';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';

/**
 * The farmer's USSD PIN (ADR 0027): set, change or remove it. With a PIN, saving records by
 * USSD asks for it first; it is never shown back.
 */
export function UssdPinSection() {
  const { t, locale } = useAreaI18n('settings');
  const { data } = useUssdPin();
  const { trigger, isMutating } = useSetUssdPin();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();

  const save = async (next: string | null) => {
    try {
      const status = await trigger(next);
      setPin('');
      toast({
        title: status?.hasPin ? t.settings.ussdPinSaved() : t.settings.ussdPinRemoved(),
        variant: 'success',
      });
    } catch (failure) {
      const text = apiErrorText(failure, t, locale, t.errors.updateFailed());
      setError(text);
      toast({ title: t.errors.updateFailed(), description: text, variant: 'destructive' });
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(pin)) {
      setError(t.settings.ussdPinFormat());
      return;
    }
    setError(undefined);
    await save(pin);
  };

  return (
    <Stack as="section" gap="sm" aria-labelledby="ussd-pin-title">
      <h2 id="ussd-pin-title">{t.settings.ussdPinTitle()}</h2>
      <p>{t.settings.ussdPinHelp()}</p>
      {data && <p>{data.hasPin ? t.settings.ussdPinIsSet() : t.settings.ussdPinNotSet()}</p>}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextField
            label={t.settings.ussdPinLabel()}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={pin}
            onChange={setPin}
            isInvalid={Boolean(error)}
            errorMessage={error}
            validationBehavior="aria"
          />
          <Button type="submit" isPending={isMutating}>
            {t.settings.ussdPinSave()}
          </Button>
          {data?.hasPin && (
            <Button variant="secondary" onPress={() => save(null)} isDisabled={isMutating}>
              {t.settings.ussdPinRemove()}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
