import type { PendingContactChange, PublicUser } from '@kiwo/api-client';
import { Button, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useConfirmContactChange } from '../../data/auth';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import { checkOtp, type Errors } from '../auth/validate';

/**
 * "Enter the code sent to the new number": a login phone or email changes only once the code
 * sent to the new contact is entered (ADR 0025). Used by Settings and the agent's farmer screen.
 */
export function ContactChangeStep({
  change,
  onDone,
}: {
  change: PendingContactChange;
  onDone: (user: PublicUser) => void;
}) {
  const { t, locale } = useAreaI18n('settings');
  const { trigger, isMutating } = useConfirmContactChange();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    checkOtp(found, t, 'otp', otp);
    setError(found.otp);
    if (found.otp || isMutating) return;
    try {
      const user = await trigger({ id: change.id, otp: otp.trim() });
      toast({ title: t.settings.contactChanged(), variant: 'success' });
      onDone(user);
    } catch (failure) {
      const text = apiErrorText(failure, t, locale, t.errors.wrongCode());
      setError(text);
      toast({ title: t.errors.wrongCode(), description: text, variant: 'destructive' });
    }
  };

  const sentTo = change.sentTo;
  return (
    <form onSubmit={submit} noValidate aria-label={t.settings.contactCodeLabel({ sentTo })}>
      <Stack gap="sm">
        <p role="status">
          {change.kind === 'phone'
            ? t.settings.contactCodePhone({ sentTo })
            : t.settings.contactCodeEmail({ sentTo })}
        </p>
        {change.otpCode && (
          <p data-testid={`dev-otp-contact-${change.kind}`}>
            {t.auth.verifyAdmin.devCode({ code: change.otpCode })}
          </p>
        )}
        <TextField
          label={t.settings.contactCodeLabel({ sentTo })}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={otp}
          onChange={setOtp}
          isInvalid={Boolean(error)}
          errorMessage={error}
          validationBehavior="aria"
        />
        <Button type="submit" isPending={isMutating}>
          {t.settings.contactConfirm()}
        </Button>
      </Stack>
    </form>
  );
}
