import type { BrowserTranslator } from '@kiwo/i18n';
import type { StatusMessage } from '@kiwo/voice-agent';

/** The library's text for an insecure page; shown translated instead of in English. */
const INSECURE_DETAIL = 'microphone access requires HTTPS';

/**
 * A voice status line in the interface language. The library emits every spec §8 line with a
 * key; lines with a `{message}` carry the raw detail (a server or browser message, in English).
 */
export function statusText(t: BrowserTranslator, status: StatusMessage): string {
  const lines = t.voice.status;
  switch (status.key) {
    case 'authFailed':
      return lines.authFailed({ message: status.message });
    case 'connectionError':
      return lines.connectionError({ message: status.message });
    case 'startFailed':
      return lines.startFailed({
        message: status.message === INSECURE_DETAIL ? t.voice.httpsBody() : status.message,
      });
    default:
      return lines[status.key]();
  }
}

const TIME = new Intl.DateTimeFormat('en-NG', { hour: '2-digit', minute: '2-digit' });

/** Transcript times, in the en-NG locale like every date of the app (spec §1). */
export const formatVoiceTime = (timestamp: number): string => TIME.format(timestamp);

/**
 * localStorage key of a developer override for the IVR service's origin (for example a voice
 * service run alone on another port, or a test server). Unset: the app's own origin, where the
 * server mounts the `/ivr` namespace. The page's CSP must allow the origin (connect-src).
 */
export const IVR_URL_KEY = 'kiwo-ivr-url';

/** The IVR service's origin: '' (same origin) unless the developer override is set. */
export function ivrUrl(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage) {
  const override = storage?.getItem(IVR_URL_KEY)?.trim();
  return override && /^https?:\/\//.test(override) ? override.replace(/\/+$/, '') : '';
}
