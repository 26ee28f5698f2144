import { describe, expect, it } from 'vitest';
import { audienceOf } from './audience';

describe('the audience of an admin message', () => {
  it('is complete only when its parts are chosen', () => {
    expect(audienceOf('role', 'agent', '', null)).toEqual({ role: 'agent' });
    expect(audienceOf('state', 'agent', '', null)).toBeNull();
    expect(audienceOf('state', 'agent', 'Kano', null)).toEqual({ state: 'Kano' });
    expect(audienceOf('roleState', 'farmer', 'Kano', null)).toEqual({
      role: 'farmer',
      state: 'Kano',
    });
    expect(audienceOf('user', 'farmer', 'Kano', null)).toBeNull();
    expect(audienceOf('user', 'farmer', 'Kano', 'u1')).toEqual({ userId: 'u1' });
  });
});
