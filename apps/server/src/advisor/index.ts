import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createOfflineAdvisor } from './offline/advisor';
import { createOpenAiAdvisor } from './openai';
import { type Advisor, AdvisorError } from './types';

export { loadFarmContext } from './farm-context';
export { KNOWLEDGE, type KnowledgeEntry, shortSource } from './knowledge';
export { createOfflineAdvisor } from './offline/advisor';
export { createOpenAiAdvisor } from './openai';
export { default as advisorPlugin } from './plugin';
export type {
  Advisor,
  AdvisorInput,
  AdvisorLanguage,
  AdvisorTurn,
  FarmContext,
  FarmExtras,
  FarmExtrasReader,
} from './types';
export { AdvisorError } from './types';
export { advisorWords, loadAdvisorWords } from './words';

/**
 * The advisor the configuration asks for: an OpenAI-compatible model when `LLM_BASE_URL` is
 * set (falling back to the offline advisor when the model fails before any text was sent),
 * otherwise the offline advisor alone.
 */
export function createAdvisor(config: Config, log?: FastifyBaseLogger): Advisor {
  const offline = createOfflineAdvisor();
  if (!config.llmBaseUrl) return offline;
  const llm = createOpenAiAdvisor({
    baseUrl: config.llmBaseUrl,
    apiKey: config.llmApiKey,
    model: config.llmModel,
    timeoutMs: config.llmTimeoutMs,
  });
  return withFallback(llm, offline, log);
}

/** `primary`, or `fallback` when primary fails before it produced any text. */
export function withFallback(
  primary: Advisor,
  fallback: Advisor,
  log?: FastifyBaseLogger,
): Advisor {
  return {
    name: primary.name,
    async reply(input, options = {}) {
      let emitted = false;
      const onToken = options.onToken
        ? (text: string) => {
            emitted = true;
            options.onToken?.(text);
          }
        : undefined;
      try {
        return await primary.reply(input, { ...options, onToken });
      } catch (error) {
        const kind = error instanceof AdvisorError ? error.kind : 'unknown';
        if (emitted || kind === 'aborted') throw error;
        log?.warn({ err: error, kind }, 'advisor model failed; answering offline');
        return fallback.reply(input, options);
      }
    },
  };
}
