import { ApiError } from '@kiwo/api-client';
import { Button, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useNewsletterSubscribe } from '../../data/newsletter';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';

/** Spec §5: the client check is only "non-empty and contains an at sign". */
export const looksLikeEmail = (value: string) => value.trim() !== '' && value.includes('@');

/**
 * The landing footer's newsletter sign-up (spec §2, §4, §5, §8). Server messages are English
 * only, so they are shown to English readers and replaced by the translated default otherwise.
 */
export function NewsletterForm() {
  const { t, locale } = useI18n();
  const { trigger, isMutating } = useNewsletterSubscribe();
  const [email, setEmail] = useState('');
  const serverText = (text: string | undefined, fallback: string) =>
    locale === 'en' && text ? text : fallback;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    if (!looksLikeEmail(email)) {
      toast({
        title: t.newsletter.invalidTitle(),
        description: t.newsletter.invalidBody(),
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await trigger(email.trim());
      if (!result.status) {
        toast({
          title: t.newsletter.failedTitle(),
          description: serverText(result.message, t.newsletter.failedBody()),
          variant: 'destructive',
        });
      } else if (result.data?.alreadySubscribed) {
        toast({ title: t.newsletter.alreadyTitle(), description: t.newsletter.alreadyBody() });
        setEmail('');
      } else {
        toast({
          title: t.newsletter.successTitle(),
          description: t.newsletter.successBody(),
          variant: 'success',
        });
        setEmail('');
      }
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.status === 400) {
        toast({
          title: t.newsletter.invalidTitle(),
          description: t.newsletter.invalidBody(),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: t.newsletter.errorTitle(),
        description: serverText(
          apiError?.serverError ?? apiError?.serverMessage,
          t.newsletter.errorBody(),
        ),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="newsletter-title">
      <Stack gap="sm">
        <h2 id="newsletter-title">{t.newsletter.title()}</h2>
        <p>{t.newsletter.description()}</p>
        <Stack direction="row" gap="sm" align="end">
          <TextField
            label={t.newsletter.emailLabel()}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            isRequired
            // Spec §5 asks for the toast, not the browser's bubble: our own check decides.
            validationBehavior="aria"
            value={email}
            onChange={setEmail}
            isDisabled={isMutating}
          />
          <Button type="submit" isDisabled={isMutating}>
            {isMutating ? t.newsletter.subscribing() : t.newsletter.subscribe()}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
