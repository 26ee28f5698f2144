import type { Locale } from '@kiwo/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  type MediaProblem,
  type OutgoingMessage,
  type WhatsAppClient,
  WhatsAppMediaError,
} from '../../messaging/whatsapp';
import { recordsCsvFile } from '../records';

/**
 * Media in the chat (ADR 0041 addendum): voice notes heard with the configured speech-to-text
 * (the same per-language providers as the phone line, ADR 0043), answers spoken back where
 * text-to-speech in that language is wanted, and the farm's records CSV sent as a document.
 *
 * A voice note is OGG/Opus. It is decoded here in WebAssembly (`ogg-opus-decoder`: libopus
 * and an Ogg demuxer, no ffmpeg on the machine) to the 16 kHz mono PCM every speech-to-text
 * provider hears, so the offline recogniser gets the same samples as Spitch or Whisper.
 */

/** The speech providers the bot uses: the phone line's, seen through what it needs of them. */
interface VoiceSpeech {
  stt: {
    /** 16 kHz mono 16-bit little-endian PCM → text (may be empty). */
    transcribe(
      pcm: Buffer,
      language: Locale,
      options?: { signal?: AbortSignal },
    ): Promise<{ text: string }>;
  };
  tts: {
    supports(language: Locale): boolean;
    /** MP3 (OpenAI-compatible, espeak-ng) or WAV (Spitch). */
    speak(text: string, language: Locale, options?: { signal?: AbortSignal }): Promise<Buffer>;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The speech providers (the app wires the phone line's, ADR 0043). */
    speech: VoiceSpeech;
  }
}

/** The rate every speech-to-text provider hears. */
const PCM_RATE = 16_000;
/** Opus always decodes at 48 kHz: three samples to one. */
const DECIMATE = 3;
/** Shorter than this, or quieter than this peak (about -40 dBFS), is not worth transcribing. */
const MIN_SECONDS = 0.3;
const MIN_PEAK = 0.01;
/** Longer voice notes are refused before transcription (a minute or two is a farmer's report). */
const MAX_SECONDS = 180;
/** How long one transcription or speech may take. */
const SPEECH_TIMEOUT_MS = 60_000;
/** Spoken answers are cut at this many characters (a minute or so of speech). */
const SPOKEN_CHARS = 900;
/** The CSV as a document: WhatsApp takes up to 100 MB; past this the app's download is better. */
const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export interface DecodedVoice {
  /** 16 kHz mono s16le. */
  pcm: Buffer;
  seconds: number;
  /** Loudest sample, 0…1. */
  peak: number;
}

/**
 * An OGG/Opus file → 16 kHz mono PCM: channels averaged, every three 48 kHz samples averaged
 * into one (a box filter before decimation; speech lives under 4 kHz, well below the 8 kHz
 * Nyquist of the result). Not an OGG/Opus file: zero samples.
 */
export async function decodeVoiceNote(bytes: Buffer): Promise<DecodedVoice> {
  // Loaded on the first voice note, not at start (its WebAssembly is 116 KB of JavaScript).
  const { OggOpusDecoder } = await import('ogg-opus-decoder');
  const decoder = new OggOpusDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded } = await decoder.decodeFile(new Uint8Array(bytes));
    const channels = channelData.length;
    const out = Math.floor(samplesDecoded / DECIMATE);
    const pcm = Buffer.alloc(out * 2);
    let peak = 0;
    for (let i = 0; i < out; i++) {
      let sum = 0;
      for (let c = 0; c < channels; c++) {
        const data = channelData[c] as Float32Array;
        for (let k = 0; k < DECIMATE; k++) sum += data[i * DECIMATE + k] ?? 0;
      }
      const value = Math.max(-1, Math.min(1, sum / (channels * DECIMATE)));
      peak = Math.max(peak, Math.abs(value));
      pcm.writeInt16LE(Math.round(value * 32_767), i * 2);
    }
    return { pcm, seconds: out / PCM_RATE, peak };
  } finally {
    decoder.free();
  }
}

/** What a voice note came to: its words, or the reply that explains why not. */
export type Heard =
  | { ok: true; text: string }
  | {
      ok: false;
      reply: 'voiceNotHeard' | 'voiceNotFound' | 'voiceTooLarge' | 'voiceUnavailable';
      outcome: string;
    };

const PROBLEM_REPLY: Record<MediaProblem, Exclude<Heard, { ok: true }>['reply']> = {
  not_found: 'voiceNotFound',
  too_large: 'voiceTooLarge',
  token: 'voiceUnavailable',
  unavailable: 'voiceUnavailable',
};

/** Letters or digits in any script: a transcript of only punctuation or noise tags is nothing. */
const WORDY = /[\p{L}\p{N}]/u;

const isMp3 = (audio: Buffer) =>
  audio.subarray(0, 3).toString('latin1') === 'ID3' ||
  (audio[0] === 0xff && ((audio[1] ?? 0) & 0xe0) === 0xe0);

export interface MediaOptions {
  db: Database;
  client: WhatsAppClient;
  speech: VoiceSpeech;
  config: Pick<WhatsAppConfig, 'mediaMaxBytes' | 'voiceReplyLanguages'>;
  log: FastifyBaseLogger;
}

export function createWhatsAppMedia({ db, client, speech, config, log }: MediaOptions) {
  const notHeard = (outcome: string): Heard => ({ ok: false, reply: 'voiceNotHeard', outcome });

  return {
    /**
     * A voice note's words in `language`: downloaded (at most WHATSAPP_MEDIA_MAX_BYTES),
     * decoded, and transcribed unless it is too short or silent. Never throws: a failure is
     * the reply that names it (gone, too long, cannot listen now, did not catch it).
     */
    async hear(audio: { mediaId: string; mimeType: string }, language: Locale): Promise<Heard> {
      let bytes: Buffer;
      try {
        ({ bytes } = await client.media(audio.mediaId, config.mediaMaxBytes));
      } catch (error) {
        const problem = error instanceof WhatsAppMediaError ? error.problem : 'unavailable';
        if (problem === 'token' || problem === 'unavailable') {
          log.error({ err: error }, 'WhatsApp voice note not downloaded');
        }
        return { ok: false, reply: PROBLEM_REPLY[problem], outcome: `voice_${problem}` };
      }
      let voice: DecodedVoice;
      try {
        voice = await decodeVoiceNote(bytes);
      } catch (error) {
        log.warn({ err: error, mimeType: audio.mimeType }, 'WhatsApp voice note not decoded');
        return notHeard('voice_undecodable');
      }
      if (voice.seconds > MAX_SECONDS) {
        return { ok: false, reply: 'voiceTooLarge', outcome: 'voice_too_long' };
      }
      if (voice.seconds < MIN_SECONDS || voice.peak < MIN_PEAK) return notHeard('voice_silent');
      try {
        const { text } = await speech.stt.transcribe(voice.pcm, language, {
          signal: AbortSignal.timeout(SPEECH_TIMEOUT_MS),
        });
        const words = text.trim();
        return WORDY.test(words) ? { ok: true, text: words } : notHeard('voice_not_heard');
      } catch (error) {
        log.error({ err: error }, 'WhatsApp voice note not transcribed');
        return { ok: false, reply: 'voiceUnavailable', outcome: 'voice_stt_failed' };
      }
    },

    /**
     * `text` spoken in `language` as an audio message, when WHATSAPP_VOICE_REPLY_LANGUAGES
     * names it and its provider speaks it; undefined otherwise or on any failure (the text
     * answer has gone already). WhatsApp plays MP3; a provider's WAV is not sent.
     */
    async spoken(text: string, language: Locale): Promise<OutgoingMessage | undefined> {
      if (!config.voiceReplyLanguages.includes(language) || !speech.tts.supports(language)) {
        return undefined;
      }
      try {
        const audio = await speech.tts.speak(text.slice(0, SPOKEN_CHARS), language, {
          signal: AbortSignal.timeout(SPEECH_TIMEOUT_MS),
        });
        if (!isMp3(audio)) {
          log.warn({ language }, 'WhatsApp spoken answer skipped: the voice is not MP3');
          return undefined;
        }
        const id = await client.upload({
          bytes: audio,
          mimeType: 'audio/mpeg',
          filename: 'kiwo-answer.mp3',
        });
        return { type: 'audio', audio: { id } };
      } catch (error) {
        log.error({ err: error }, 'WhatsApp spoken answer not sent');
        return undefined;
      }
    },

    /**
     * The farm's records export (the same CSV as the app's download) uploaded and as a
     * document message, or the reply that says why not.
     */
    async recordsCsv(
      farmerId: string,
      language: unknown,
      filename: string,
      caption: string,
    ): Promise<OutgoingMessage | 'csvEmpty' | 'csvFailed'> {
      const file = await recordsCsvFile(db, farmerId, language, DOCUMENT_MAX_BYTES);
      if (file === undefined) return 'csvEmpty';
      if (file === 'tooLarge') return 'csvFailed';
      try {
        const id = await client.upload({ bytes: file, mimeType: 'text/csv', filename });
        return { type: 'document', document: { id, filename, caption } };
      } catch (error) {
        log.error({ err: error }, 'WhatsApp records CSV not uploaded');
        return 'csvFailed';
      }
    },
  };
}

export type WhatsAppMedia = ReturnType<typeof createWhatsAppMedia>;
