import { loadLocale, translator } from '@kiwo/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from './recordFields';

let t: ReturnType<typeof translator>;
beforeAll(async () => {
  await loadLocale('ha');
  t = translator('ha');
});

describe('the record form reads numbers as farmers type them', () => {
  it('accepts "12,000" and "₦3,500"', () => {
    const { body, errors } = bodyOf({ salesNaira: '₦3,500', feedAmount: '12,000' }, t);
    expect(errors).toEqual({});
    expect(body).toEqual({ salesNaira: 3500, feedAmount: 12000 });
  });

  it('says "0 or more" for a minus, in the reader\'s language', () => {
    expect(bodyOf({ feedAmount: '-10' }, t).errors).toEqual({ feedAmount: t.farm.zeroOrMore() });
    expect(bodyOf({ mortality: '-10' }, t).errors).toEqual({
      mortality: t.validation.wholeNumber(),
    });
    expect(bodyOf({ temperature: '-2' }, t).body).toEqual({ temperature: -2 });
  });

  it('does not save an all-empty form as a record of zeros', () => {
    const { body, errors } = bodyOf({ mortality: '', feedAmount: '  ', notes: '' }, t);
    expect(body).toBeUndefined();
    expect(errors).toEqual({ mortality: t.farm.nothingToSave() });
    expect(bodyOf({ mortality: '0' }, t).body).toEqual({ mortality: 0 });
  });
});
