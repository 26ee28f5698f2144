import { loadLocale, translator } from '@kiwo/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkDeclaredLivestock,
  checkEmail,
  checkIdentifier,
  checkNin,
  checkOtp,
  checkPassword,
  checkPhone,
  checkRequired,
  type Errors,
} from './validate';

let t: ReturnType<typeof translator>;
beforeAll(async () => {
  await loadLocale('ha');
  t = translator('ha');
});

describe('client-side account checks', () => {
  it('reports required fields in the reader’s language', () => {
    const errors: Errors = {};
    checkRequired(errors, t, { firstName: ' ', lastName: 'Bello' });
    expect(errors).toEqual({ firstName: 'Dole ne a cika wannan' });
  });

  it('accepts Nigerian phone forms and refuses others', () => {
    for (const good of ['08031234567', '+2348031234567', '234 803 123 4567']) {
      const errors: Errors = {};
      checkPhone(errors, t, 'phone', good);
      expect(errors, good).toEqual({});
    }
    const errors: Errors = {};
    checkPhone(errors, t, 'phone', '12345');
    expect(errors.phone).toContain('0803');
  });

  it('checks email, password length, NIN and OTP', () => {
    const errors: Errors = {};
    checkEmail(errors, t, 'email', 'ada@');
    checkPassword(errors, t, 'password', 'short');
    checkNin(errors, t, 'nin', '1234');
    checkOtp(errors, t, 'otp', '12a456');
    expect(Object.keys(errors).sort()).toEqual(['email', 'nin', 'otp', 'password']);
    expect(errors.password).toContain('8');
  });

  it('takes a phone or an email as the login identifier', () => {
    const ok: Errors = {};
    checkIdentifier(ok, t, 'identifier', 'admin@kiwo.ng');
    checkIdentifier(ok, t, 'identifier', '0803 000 0001');
    expect(ok).toEqual({});
    const bad: Errors = {};
    checkIdentifier(bad, t, 'identifier', 'not a phone');
    expect(bad.identifier).toBeDefined();
  });

  it('asks which livestock declared animals are, and only when some are declared', () => {
    const errors: Errors = {};
    checkDeclaredLivestock(errors, t, { totalLivestockCount: '1,200', primaryLivestock: '' });
    expect(errors).toEqual({ primaryLivestock: 'Zaɓi irin dabbobin nan' });
    for (const fine of [
      { totalLivestockCount: '1,200', primaryLivestock: 'poultry' },
      { totalLivestockCount: '0', primaryLivestock: '' },
      { totalLivestockCount: '', primaryLivestock: '' },
    ]) {
      const none: Errors = {};
      checkDeclaredLivestock(none, t, fine);
      expect(none).toEqual({});
    }
  });
});
