import { ApiError } from '@kiwo/api-client';
import { passesNewsletterEmailRule } from '@kiwo/domain';
import { landingApi } from './api';
import { strings } from './strings';
import { showToast } from './toast';

/**
 * The footer's newsletter form (spec §4 idle → submitting → idle, §5 rule, §8 messages): the
 * only newsletter form (ADR 0033), tested by e2e/newsletter.spec.ts. Server messages are English only, so they are shown to English
 * readers and replaced by the translated default otherwise (ADR 0002).
 */
let sending = false;

const serverText = (text: string | undefined, fallback: string) =>
  strings().locale === 'en' && text ? text : fallback;

async function submit(form: HTMLFormElement) {
  const input = form.querySelector('input');
  const button = form.querySelector<HTMLButtonElement>('[data-island="newsletter-submit"]');
  if (sending || !input || !button) return;
  const text = strings();
  if (!passesNewsletterEmailRule(input.value)) {
    showToast(text.newsletterInvalid, 'destructive');
    return;
  }
  sending = true;
  input.disabled = true;
  button.disabled = true;
  button.textContent = text.subscribing;
  try {
    const result = await landingApi.subscribe(input.value.trim());
    if (!result.status) {
      showToast(
        [text.newsletterFailed[0], serverText(result.message, text.newsletterFailed[1])],
        'destructive',
      );
    } else {
      showToast(
        result.data?.alreadySubscribed ? text.newsletterAlready : text.newsletterSuccess,
        result.data?.alreadySubscribed ? 'default' : 'success',
      );
      input.value = '';
    }
  } catch (error) {
    const apiError = error instanceof ApiError ? error : undefined;
    if (apiError?.status === 400) {
      showToast(text.newsletterInvalid, 'destructive');
    } else {
      const detail = apiError?.serverError ?? apiError?.serverMessage;
      showToast(
        [text.newsletterError[0], serverText(detail, text.newsletterError[1])],
        'destructive',
      );
    }
  } finally {
    sending = false;
    input.disabled = false;
    button.disabled = false;
    button.textContent = text.subscribe;
  }
}

export function watchNewsletter() {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (form.dataset.island !== 'newsletter') return;
    event.preventDefault();
    void submit(form);
  });
}
