import { describe, expect, it } from 'vitest';
import {
  fullName,
  initials,
  isNinVerified,
  isProfileComplete,
  isUsableImageUrl,
  type ProfileFields,
} from './user';

const complete: ProfileFields = {
  firstName: 'Amina',
  lastName: 'Bello',
  phone: '+2348031234567',
  email: 'amina@example.ng',
  NINData: { isVerified: true, verificationStatus: 'verified' },
};

describe('isProfileComplete', () => {
  it('is true with all four fields and a verified NIN', () => {
    expect(isProfileComplete(complete)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'phone', 'email'] as const)('needs %s', (field) => {
    expect(isProfileComplete({ ...complete, [field]: undefined })).toBe(false);
    expect(isProfileComplete({ ...complete, [field]: null })).toBe(false);
    expect(isProfileComplete({ ...complete, [field]: '   ' })).toBe(false);
  });

  it('needs a verified NIN', () => {
    expect(isProfileComplete({ ...complete, NINData: undefined })).toBe(false);
    expect(isProfileComplete({ ...complete, NINData: null })).toBe(false);
    expect(
      isProfileComplete({
        ...complete,
        NINData: { isVerified: false, verificationStatus: 'pending' },
      }),
    ).toBe(false);
  });

  it('is false for no user', () => {
    expect(isProfileComplete(null)).toBe(false);
    expect(isProfileComplete(undefined)).toBe(false);
  });
});

describe('isNinVerified', () => {
  it('accepts either verification signal', () => {
    expect(isNinVerified({ isVerified: true })).toBe(true);
    expect(isNinVerified({ verificationStatus: 'verified' })).toBe(true);
  });

  it('lets a rejection win over a stale flag', () => {
    expect(isNinVerified({ isVerified: true, verificationStatus: 'rejected' })).toBe(false);
  });

  it('is false while pending or missing', () => {
    expect(isNinVerified({ verificationStatus: 'pending' })).toBe(false);
    expect(isNinVerified({})).toBe(false);
    expect(isNinVerified(null)).toBe(false);
  });
});

describe('isUsableImageUrl', () => {
  it.each([
    'https://cdn.example.com/u/amina.jpg',
    'http://example.com/pic.png',
    'HTTPS://EXAMPLE.COM/a.jpg',
    'https://example.com/no-user.jpg.png',
    'https://example.com/not-no-user.jpg',
  ])('accepts %s', (url) => {
    expect(isUsableImageUrl(url)).toBe(true);
  });

  it.each([
    ['placeholder', 'https://example.com/uploads/no-user.jpg'],
    ['placeholder with query', 'https://example.com/no-user.jpg?v=2'],
    ['placeholder any case', 'https://example.com/No-User.JPG'],
    ['placeholder encoded', 'https://example.com/no%2Duser.jpg'],
    ['bare placeholder', 'no-user.jpg'],
    ['relative', '/uploads/a.jpg'],
    ['protocol-relative', '//example.com/a.jpg'],
    ['no authority', 'http:example.com/a.jpg'],
    ['data URL', 'data:image/png;base64,AAAA'],
    ['javascript', 'javascript:alert(1)'],
    ['ftp', 'ftp://example.com/a.jpg'],
    ['empty', ''],
  ])('rejects %s', (_, url) => {
    expect(isUsableImageUrl(url)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isUsableImageUrl(undefined)).toBe(false);
    expect(isUsableImageUrl(null)).toBe(false);
    expect(isUsableImageUrl(42)).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letter of each name, upper-cased', () => {
    expect(initials('amina', 'bello')).toBe('AB');
    expect(initials('  Chidi ', ' okafor')).toBe('CO');
  });

  it('handles missing parts', () => {
    expect(initials('Amina', undefined)).toBe('A');
    expect(initials(null, 'Bello')).toBe('B');
    expect(initials('', '')).toBe('');
  });

  it('keeps Yorùbá letters with combining marks whole', () => {
    // "Ọ" written decomposed: O + U+0323 COMBINING DOT BELOW.
    expect(initials('O\u0323lá', 'Ṣàngó')).toBe('ỌṢ');
    expect(initials('Ìyá', 'ọlá')).toBe('ÌỌ');
  });

  it('upper-cases in the given locale', () => {
    expect(initials('ilgaz', 'ışık', 'tr')).toBe('İI');
  });
});

describe('fullName', () => {
  it('joins present parts', () => {
    expect(fullName(' Amina ', 'Bello')).toBe('Amina Bello');
    expect(fullName('Amina', null)).toBe('Amina');
    expect(fullName(undefined, '')).toBe('');
  });
});
