import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP minimum (m = 19 MiB, t = 2, p = 1): ~22 ms a hash on the project's
 * 2-core machines. `2` is `Algorithm.Argon2id` (a const enum, not importable with isolatedModules).
 */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * A hash of a random password nobody knows, with the same parameters: verifying against it for an
 * unknown account costs the same time as a real wrong password, so the two look identical.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$nAERuJUkjINectbg+XlkDA$B8/+0wuOhQhNieMcA2retVoPNBryyDlkYoDYCOotgAE';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends one verification's time and answers false (unknown account). */
  verifyNobody(password: string): Promise<false>;
  /** argon2 computations so far: tests prove rate limits answer before any hashing. */
  readonly calls: number;
}

export function createPasswordHasher(): PasswordHasher {
  let calls = 0;
  const verify = async (hash: string, password: string) => {
    calls++;
    try {
      return await argonVerify(hash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  };
  return {
    async hash(password) {
      calls++;
      return argonHash(password, ARGON2_OPTIONS);
    },
    verify,
    async verifyNobody(password) {
      await verify(DUMMY_HASH, password);
      return false;
    },
    get calls() {
      return calls;
    },
  };
}
