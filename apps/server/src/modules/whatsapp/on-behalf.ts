import { fold } from './parse';

/** "for" in the four languages, folded: "for Aisha Bello: 2 died in House A". */
const FOR = new Set(['for', 'don', 'domin', 'fun', 'maka']);

/**
 * An agent's message for one of their farmers (ADR 0049): "for <name>: <record>" (Hausa "don",
 * Yorùbá "fún", Igbo "maka"); the name before the first colon, the record after it.
 */
export function forFarmer(text: string): { name: string; rest: string } | undefined {
  const match = /^\s*(\S+)\s+([^:]{1,80}):\s*(.+)$/su.exec(text);
  if (!match || !FOR.has(fold(match[1] ?? ''))) return undefined;
  const name = (match[2] ?? '').trim();
  const rest = (match[3] ?? '').trim();
  return name && rest ? { name, rest } : undefined;
}

interface Named {
  firstName: string;
  lastName: string;
}

/**
 * The farmers a name can mean: the exact full name when one is, else everyone whose names hold
 * every word written (a first name alone finds all who bear it, to choose from).
 */
export function farmersNamed<F extends Named>(farmers: readonly F[], name: string): F[] {
  const wanted = fold(name).split(' ').filter(Boolean);
  if (wanted.length === 0) return [];
  const full = (f: F) => fold(`${f.firstName} ${f.lastName}`);
  const exact = farmers.filter((f) => full(f) === wanted.join(' '));
  if (exact.length > 0) return exact;
  return farmers.filter((f) => {
    const have = full(f).split(' ');
    return wanted.every((w) => have.includes(w));
  });
}
