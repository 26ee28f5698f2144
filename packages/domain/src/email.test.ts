import { describe, expect, it } from 'vitest';
import { isEmail, passesNewsletterEmailRule } from './email';

describe('isEmail', () => {
  it.each(['a@b.ng', 'amina.bello+farm@mail.example.com', '  a@b.co  '])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });

  it.each(['', 'a', 'a@', '@b.ng', 'a@b', 'a b@c.ng', 'a@@b.ng', 'a@b..ng', 'a@b.ng.'])(
    'rejects %j',
    (v) => {
      expect(isEmail(v)).toBe(false);
    },
  );

  it('rejects non-strings', () => {
    expect(isEmail(undefined)).toBe(false);
  });
});

describe('passesNewsletterEmailRule (spec §5)', () => {
  it('needs non-empty text with an at sign, nothing more', () => {
    expect(passesNewsletterEmailRule('a@b')).toBe(true);
    expect(passesNewsletterEmailRule('ab.ng')).toBe(false);
    expect(passesNewsletterEmailRule('   ')).toBe(false);
    expect(passesNewsletterEmailRule(null)).toBe(false);
  });
});
