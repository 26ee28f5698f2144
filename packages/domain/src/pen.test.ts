import { describe, expect, it } from 'vitest';
import { defaultPenFor } from './pen';

describe('defaultPenFor (spec §3)', () => {
  it('is Main Pen in the farmer’s state', () => {
    expect(defaultPenFor('Kaduna')).toEqual({
      name: 'Main Pen',
      description: 'Primary livestock pen',
      location: 'Kaduna',
    });
  });

  it('trims the state', () => {
    expect(defaultPenFor('  Lagos ').location).toBe('Lagos');
  });

  it.each([undefined, null, '', '   '])('uses N/A without a state (%j)', (state) => {
    expect(defaultPenFor(state)).toEqual({
      name: 'Main Pen',
      description: 'Primary livestock pen',
      location: 'N/A',
    });
  });

  it('takes its name and description in the farmer’s language', () => {
    const words = { name: 'Babban gidan dabbobi', description: 'Gidan dabbobi na farko' };
    expect(defaultPenFor('Kano', words)).toEqual({ ...words, location: 'Kano' });
  });
});
