/**
 * Speech providers of the IVR service: speech-to-text and text-to-speech behind two small
 * interfaces, chosen by configuration (`index.ts`): OpenAI-compatible HTTP endpoints, or the
 * offline defaults (pocketsphinx, espeak-ng + lame) run as child processes.
 */

/** The app's locales; providers that cannot handle one fall back to English. */
export type SpeechLanguage = 'en' | 'ha' | 'yo' | 'ig';

export interface Transcript {
  text: string;
  /** The language the provider actually listened in. */
  language: SpeechLanguage;
  /** 0–1, how sure the recogniser is of `text`; absent when the provider gives no score. */
  confidence?: number;
  /**
   * Below the provider's calibrated threshold: the words are a guess. The caller is told "I didn't
   * catch that" and offered the keypad or typed chat instead of an answer (ADR 0050).
   */
  doubtful?: boolean;
  /**
   * The recogniser can only say sentences of its grammar (pocketsphinx): what it heard is read
   * back for the caller to confirm before it is answered.
   */
  forced?: boolean;
}

export interface SpeechToText {
  readonly name: string;
  /** Languages it can hear; others are transcribed as English. */
  supports(language: SpeechLanguage): boolean;
  /** 16 kHz mono 16-bit little-endian PCM → text (may be empty). */
  transcribe(
    pcm: Buffer,
    language: SpeechLanguage,
    options?: { signal?: AbortSignal },
  ): Promise<Transcript>;
  /**
   * An encoded recording (the phone line's MP3 or WAV) → text; providers that take files only.
   * Absent: the provider hears PCM alone (pocketsphinx).
   */
  transcribeAudio?(
    audio: { bytes: Buffer; type: string },
    language: SpeechLanguage,
    options?: { signal?: AbortSignal },
  ): Promise<Transcript>;
  /** Releases files or processes it keeps (called when the app closes). */
  close?(): Promise<void>;
}

export interface TextToSpeech {
  readonly name: string;
  /** Languages it can speak; others are answered (and spoken) in English. */
  supports(language: SpeechLanguage): boolean;
  /** Text → audio bytes: MP3 (OpenAI-compatible, espeak-ng) or WAV (Spitch). */
  speak(
    text: string,
    language: SpeechLanguage,
    options?: { signal?: AbortSignal },
  ): Promise<Buffer>;
}

export type SpeechErrorKind =
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'http'
  | 'invalid-response'
  | 'failed'
  | 'aborted';

/** A provider failed; the message is for logs and the admin's call review, never for the caller. */
export class SpeechError extends Error {
  override name = 'SpeechError';
  constructor(
    readonly kind: SpeechErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
