import type { FastifyBaseLogger } from 'fastify';
import type { Advisor, AdvisorTurn, FarmContext } from '../advisor';
import type { Database } from '../db/client';
import type { SpeechLanguage, SpeechProviders } from './speech';
import { fillerFor, MORE_HINT, NO_VOICE, splitParts } from './voice-text';

/** What the voice pipeline needs from the app. */
export interface PipelineDeps {
  db: Database;
  advisor: Advisor;
  speech: SpeechProviders;
  log: FastifyBaseLogger;
}

export interface SpokenAnswer {
  /** Shown in the transcript: an optional language note, the filler, the part, the hint. */
  text: string;
  /** Base64 MP3 of the spoken words (absent when TTS was off or failed). */
  audio: string | undefined;
  /** The parts still to say, for `ai_continuation_response`. */
  remaining: string[];
  fillerUsed: boolean;
  advisorProvider: string | null;
  advisorMs: number | null;
  ttsMs: number | null;
  /** Set when speech failed (the text still goes out): for the turn's record. */
  ttsError: string | null;
  /** The answer carries the NO_VOICE note (once per call). */
  noted: boolean;
}

/**
 * The language the service listens in: the caller's own when a recogniser hears it, otherwise
 * English (the offline recogniser's; its doubtful results are refused, ADR 0050). Answers are always in the caller's language: spoken when a voice speaks it, else
 * as text with the NO_VOICE note once per call — never silently in English.
 */
export function listeningLanguage(
  speech: SpeechProviders,
  language: SpeechLanguage,
): SpeechLanguage {
  return speech.stt.supports(language) ? language : 'en';
}

/** Both providers handle the language: the call is a voice call in it. */
const voiced = (speech: SpeechProviders, language: SpeechLanguage) =>
  speech.stt.supports(language) && speech.tts.supports(language);

/** Text → MP3 → base64; a failure leaves the answer text-only and is logged. */
export async function speakPart(
  deps: PipelineDeps,
  text: string,
  language: SpeechLanguage,
  signal: AbortSignal,
): Promise<{ audio: string | undefined; ms: number; error: string | null }> {
  const started = performance.now();
  // No voice speaks it: text only (never the English voice reading another language).
  if (!deps.speech.tts.supports(language)) return { audio: undefined, ms: 0, error: null };
  try {
    const mp3 = await deps.speech.tts.speak(text, language, { signal });
    return { audio: mp3.toString('base64'), ms: elapsed(started), error: null };
  } catch (error) {
    if (signal.aborted) throw error;
    deps.log.warn({ err: error, provider: deps.speech.tts.name }, 'ivr text-to-speech failed');
    return { audio: undefined, ms: elapsed(started), error: (error as Error).message };
  }
}

export interface AnswerRequest {
  /** The caller's farm figures (the call keeps them for a minute: see call.ts). */
  farmContext: () => Promise<FarmContext>;
  question: string;
  /** The caller's language, and the one the answer is in (the same since ADR 0050). */
  language: SpeechLanguage;
  spoken: SpeechLanguage;
  /** Earlier exchanges of this call, oldest first. */
  history: readonly AdvisorTurn[];
  useTTS: boolean;
  /** Prefix a short acknowledgement (interruptions with generateFiller). */
  filler: boolean;
  /** Add the NO_VOICE note (first answer of a call in a language without voice). */
  note: boolean;
  turn: number;
  signal: AbortSignal;
}

/**
 * Question → advisor (same farm context as the chat) → first part of the answer spoken. Long
 * answers are cut into parts of whole sentences; the rest waits for a continuation.
 */
export async function answer(deps: PipelineDeps, req: AnswerRequest): Promise<SpokenAnswer> {
  const started = performance.now();
  const farmContext = await req.farmContext();
  const reply = await deps.advisor.reply(
    { message: req.question, history: req.history, farmContext, language: req.spoken },
    { signal: req.signal },
  );
  const advisorMs = elapsed(started);
  const [first = reply.text.trim(), ...remaining] = splitParts(reply.text);
  const filler = req.filler ? fillerFor(req.spoken, req.turn) : '';
  const spoken = [filler, first, remaining.length > 0 ? MORE_HINT[req.spoken] : '']
    .filter(Boolean)
    .join(' ');
  const speech = req.useTTS
    ? await speakPart(deps, spoken, req.spoken, req.signal)
    : { audio: undefined, ms: null, error: null };
  const note =
    req.note && req.language !== 'en' && !voiced(deps.speech, req.language)
      ? NO_VOICE[req.language]
      : '';
  return {
    text: note ? `${note} ${spoken}` : spoken,
    audio: speech.audio,
    remaining,
    fillerUsed: filler !== '',
    advisorProvider: reply.provider,
    advisorMs,
    ttsMs: speech.ms,
    ttsError: speech.error,
    noted: note !== '',
  };
}

const elapsed = (since: number) => Math.round(performance.now() - since);
