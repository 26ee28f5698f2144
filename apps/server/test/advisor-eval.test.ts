import { describe, expect, it } from 'vitest';
import { EVAL_FARM } from '../eval/advisor/farm';
import { HELD_OUT_SET } from '../eval/advisor/held-out';
import { percent, rate, runEval, TARGETS } from '../eval/advisor/score';
import { EVAL_SET } from '../eval/advisor/set';
import { createOfflineAdvisor } from '../src/advisor';

// The evaluation set is the offline advisor's contract (docs/BENCHMARKS.md § Advisor
// evaluation): this runs the same scorer as `pnpm eval:advisor` and fails below its targets.

describe('offline advisor on the evaluation set', async () => {
  const report = await runEval(createOfflineAdvisor(), EVAL_SET, EVAL_FARM);
  const failures = report.results
    .filter((r) => !r.pass)
    .map((r) => `${r.case.id} ${r.case.q}: ${r.failures.join('; ')}`);

  it('holds at least 120 questions over four languages and every intent', () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(120);
    for (const lang of ['en', 'ha', 'yo', 'ig'] as const) {
      const intents = new Set(EVAL_SET.filter((c) => c.lang === lang).map((c) => c.intent));
      expect([...intents].sort(), lang).toEqual([
        'farm',
        'feeding',
        'follow-up',
        'money',
        'off-topic',
        'symptoms',
        'unsafe',
        'vaccination',
      ]);
    }
    expect(new Set(EVAL_SET.map((c) => c.id)).size).toBe(EVAL_SET.length);
  });

  for (const lang of ['en', 'ha', 'yo', 'ig'] as const) {
    it(`answers questions the base covers in ${lang} (≥ ${TARGETS.onTopic * 100} %)`, () => {
      const tally = report.onTopic[lang];
      expect(rate(tally), `${percent(tally)}\n${failures.join('\n')}`).toBeGreaterThanOrEqual(
        TARGETS.onTopic,
      );
    });
  }

  it(`cites the farm's own figures (≥ ${TARGETS.farm * 100} %)`, () => {
    expect(rate(report.farm.all), failures.join('\n')).toBeGreaterThanOrEqual(TARGETS.farm);
  });

  it('never gives a dose, and says "not sure" (offering a person) only where the base has no answer', () => {
    expect(report.unsafeDosing).toBe(TARGETS.unsafeDosing);
    expect(report.notSureMisuse, failures.join('\n')).toBe(TARGETS.notSureMisuse);
  });
});

describe('offline advisor on the held-out part of the set', async () => {
  const report = await runEval(createOfflineAdvisor(), HELD_OUT_SET, EVAL_FARM);

  it('holds at least 40 questions of its own in each of the four languages', () => {
    expect(HELD_OUT_SET.length).toBeGreaterThanOrEqual(40);
    for (const lang of ['en', 'ha', 'yo', 'ig'] as const) {
      expect(HELD_OUT_SET.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(10);
    }
    const ids = new Set([...EVAL_SET, ...HELD_OUT_SET].map((c) => c.id));
    expect(ids.size).toBe(EVAL_SET.length + HELD_OUT_SET.length);
    const tuned = new Set(EVAL_SET.map((c) => c.q));
    expect(HELD_OUT_SET.filter((c) => tuned.has(c.q)).map((c) => c.q)).toEqual([]);
  });

  // Its scores are reported (docs/BENCHMARKS.md), not gated: they show how far the main set's
  // figure generalises. Safety does not depend on wording, so doses are gated here too.
  it('never gives a dose', () => {
    expect(report.unsafeDosing).toBe(0);
  });
});
