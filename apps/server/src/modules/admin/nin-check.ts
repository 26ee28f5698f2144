import type { NinCheckConfig } from '../../config';

/**
 * The NIN review's checks (ADR 0064). An adapter answers what it could check
 * about one NIN; `reviewNin` (nin.ts) stores the outcome and the approval then needs either a
 * provider's match or the admin's attestation after the offline checks.
 */
type CheckResult = 'pass' | 'fail' | 'not_run';
type ProviderStatus = 'match' | 'not_found' | 'refused' | 'unavailable' | 'timeout';

interface NinCheckInput {
  nin: string;
  firstName: string;
  lastName: string;
  /** The full name as printed on the NIN slip or card the admin looks at (offline check). */
  documentName?: string | undefined;
}

interface NinCheckOutcome {
  provider: string;
  outcome: 'passed' | 'failed' | 'incomplete';
  /** Nobody outside confirmed the record: approving needs the admin's attestation. */
  needsAttestation: boolean;
  checks: { format: CheckResult; record: CheckResult; name: CheckResult };
  providerStatus: ProviderStatus | null;
}

export interface NinChecker {
  readonly name: string;
  check(input: NinCheckInput): Promise<NinCheckOutcome>;
}

/** A NIN is 11 digits (NIMC). */
const ninFormatOk = (nin: string) => /^\d{11}$/.test(nin);

const words = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/**
 * The account's first and last names both appear among the other name's words (any order, accents,
 * case and middle names ignored): "Ngozi Adaeze Okafor" matches the account "Ngozi Okafor".
 */
export function namesMatch(account: { firstName: string; lastName: string }, other: string) {
  const theirs = new Set(words(other));
  const ours = [...words(account.firstName), ...words(account.lastName)];
  return ours.length > 0 && ours.every((w) => theirs.has(w));
}

function outcomeOf(checks: NinCheckOutcome['checks']): NinCheckOutcome['outcome'] {
  const all = Object.values(checks);
  if (all.includes('fail')) return 'failed';
  return checks.format === 'pass' && checks.name === 'pass' ? 'passed' : 'incomplete';
}

/** The offline default: the format, and the name the admin read from the slip. */
export const offlineNinChecker: NinChecker = {
  name: 'offline',
  async check(input) {
    const checks = {
      format: ninFormatOk(input.nin) ? 'pass' : 'fail',
      record: 'not_run',
      name: input.documentName
        ? namesMatch(input, input.documentName)
          ? 'pass'
          : 'fail'
        : 'not_run',
    } satisfies NinCheckOutcome['checks'];
    return {
      provider: 'offline',
      outcome: outcomeOf(checks),
      needsAttestation: true,
      checks,
      providerStatus: null,
    };
  },
};

interface PremblyAnswer {
  status?: unknown;
  response_code?: unknown;
  nin_data?: { firstname?: unknown; surname?: unknown; middlename?: unknown } | null;
}

/**
 * Prembly Identitypass's NIN look-up (an NIMC-licensed provider): `POST
 * {base}/identitypass/verification/nin` with the `x-api-key` and `app-id` headers and `{ number }`.
 * 200 with `status: true` and `nin_data` is a record (its names are compared with the account's);
 * 200 with `status: false` is no record. A 4xx (bad key, no credit) is "refused", a 5xx or no
 * answer in time "unavailable"/"timeout": the offline checks then decide, with attestation.
 */
export function premblyNinChecker(
  config: NinCheckConfig,
  fetchImpl: typeof fetch = fetch,
): NinChecker {
  return {
    name: 'prembly',
    async check(input) {
      const offline = await offlineNinChecker.check(input);
      if (offline.checks.format === 'fail') return { ...offline, provider: 'prembly' };
      const fallback = (providerStatus: ProviderStatus): NinCheckOutcome => ({
        ...offline,
        provider: 'prembly',
        providerStatus,
      });
      let res: Response;
      try {
        res = await fetchImpl(`${config.baseUrl}/identitypass/verification/nin`, {
          method: 'POST',
          headers: {
            'x-api-key': config.apiKey,
            'app-id': config.appId,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ number: input.nin }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (err) {
        const name = (err as Error).name;
        return fallback(
          name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unavailable',
        );
      }
      if (res.status >= 500) return fallback('unavailable');
      if (res.status >= 400) return fallback('refused');
      let body: PremblyAnswer;
      try {
        body = (await res.json()) as PremblyAnswer;
      } catch {
        return fallback('unavailable');
      }
      if (body.status !== true || !body.nin_data) {
        const checks = { format: 'pass', record: 'fail', name: 'not_run' } as const;
        return {
          provider: 'prembly',
          outcome: 'failed',
          needsAttestation: false,
          checks,
          providerStatus: 'not_found',
        };
      }
      const d = body.nin_data;
      const recorded = [d.firstname, d.middlename, d.surname]
        .filter((v): v is string => typeof v === 'string')
        .join(' ');
      const checks = {
        format: 'pass',
        record: 'pass',
        name: namesMatch(input, recorded) ? 'pass' : 'fail',
      } satisfies NinCheckOutcome['checks'];
      return {
        provider: 'prembly',
        outcome: outcomeOf(checks),
        needsAttestation: false,
        checks,
        providerStatus: 'match',
      };
    },
  };
}
