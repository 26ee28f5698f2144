import { describe, expect, it } from 'vitest';
import { CONDITION_RATINGS, normalizeConditionRating } from './condition';
import { DEFAULT_FARM_MODE, FARM_MODES, normalizeFarmMode } from './farm';
import {
  isPriorityFilter,
  isReadStatusFilter,
  NOTIFICATION_PRIORITIES,
  PRIORITY_FILTERS,
  READ_STATUS_FILTERS,
  readStatusToIsRead,
} from './filters';
import { isOneOf } from './guard';
import { AGE_RANGES, GENDERS, isAgeRange, isGender } from './people';
import { isRecordChannel, RECORD_CHANNELS } from './record-channel';
import { isRole, normalizeRole, ROLES } from './roles';
import { isNigerianState, NIGERIAN_STATES } from './states';
import {
  BATCH_STATUSES,
  DEFAULT_NIN_VERIFICATION_STATUS,
  isBatchStatus,
  isNinVerificationStatus,
  NIN_VERIFICATION_STATUSES,
} from './status';

describe('isOneOf', () => {
  it('accepts listed strings only', () => {
    expect(isOneOf(['a', 'b'], 'a')).toBe(true);
    expect(isOneOf(['a', 'b'], 'c')).toBe(false);
    expect(isOneOf(['a', 'b'], undefined)).toBe(false);
    expect(isOneOf(['1'], 1)).toBe(false);
  });
});

describe('roles', () => {
  it('lists farmer, agent, admin and vet (ADR 0061)', () => {
    expect(ROLES).toEqual(['farmer', 'agent', 'admin', 'vet']);
  });

  it('keeps a known role', () => {
    expect(normalizeRole('agent')).toBe('agent');
    expect(normalizeRole('admin')).toBe('admin');
    expect(normalizeRole('farmer')).toBe('farmer');
  });

  it.each([undefined, null, '', 'superadmin', 'Admin', 42, {}])(
    'defaults %j to farmer',
    (value) => {
      expect(normalizeRole(value)).toBe('farmer');
    },
  );

  it('guards roles', () => {
    expect(isRole('agent')).toBe(true);
    expect(isRole('vet')).toBe(true);
    expect(isRole('doctor')).toBe(false);
    expect(isRole('Vet')).toBe(false);
  });
});

describe('farm modes', () => {
  it('are simple and advanced, default advanced', () => {
    expect(FARM_MODES).toEqual(['simple', 'advanced']);
    expect(DEFAULT_FARM_MODE).toBe('advanced');
    expect(normalizeFarmMode('simple')).toBe('simple');
    expect(normalizeFarmMode(undefined)).toBe('advanced');
    expect(normalizeFarmMode('basic')).toBe('advanced');
  });
});

describe('Nigerian states', () => {
  it('lists exactly 36 unique states from Abia to Zamfara', () => {
    expect(NIGERIAN_STATES).toHaveLength(36);
    expect(new Set(NIGERIAN_STATES).size).toBe(36);
    expect(NIGERIAN_STATES[0]).toBe('Abia');
    expect(NIGERIAN_STATES[35]).toBe('Zamfara');
  });

  it('is alphabetical', () => {
    expect([...NIGERIAN_STATES].sort((a, b) => a.localeCompare(b))).toEqual([...NIGERIAN_STATES]);
  });

  it('includes Lagos, Kano, Akwa Ibom and Cross River but not the FCT', () => {
    for (const state of ['Lagos', 'Kano', 'Akwa Ibom', 'Cross River', 'Nasarawa']) {
      expect(isNigerianState(state)).toBe(true);
    }
    for (const fct of ['FCT', 'Abuja', 'Federal Capital Territory', 'FCT - Abuja']) {
      expect(isNigerianState(fct)).toBe(false);
    }
  });
});

describe('people', () => {
  it('age ranges as the spec lists them', () => {
    expect(AGE_RANGES).toEqual(['18-25', '26-35', '36-45', '46-55', '56-65', '65+']);
    expect(isAgeRange('65+')).toBe(true);
    expect(isAgeRange('66+')).toBe(false);
  });

  it('genders male, female, castrated', () => {
    expect(GENDERS).toEqual(['male', 'female', 'castrated']);
    expect(isGender('castrated')).toBe(true);
    expect(isGender('other')).toBe(false);
  });
});

describe('condition ratings', () => {
  it('are excellent, good, fair, poor', () => {
    expect(CONDITION_RATINGS).toEqual(['excellent', 'good', 'fair', 'poor']);
  });

  it('fall back to unknown', () => {
    expect(normalizeConditionRating('fair')).toBe('fair');
    expect(normalizeConditionRating('bad')).toBe('unknown');
    expect(normalizeConditionRating(null)).toBe('unknown');
  });
});

describe('notification filters', () => {
  it('priority filter values', () => {
    expect(PRIORITY_FILTERS).toEqual(['all', 'urgent', 'high', 'medium', 'low']);
    expect(NOTIFICATION_PRIORITIES).toEqual(['urgent', 'high', 'medium', 'low']);
    expect(isPriorityFilter('urgent')).toBe(true);
    expect(isPriorityFilter('critical')).toBe(false);
  });

  it('read-status filter values and their isRead query', () => {
    expect(READ_STATUS_FILTERS).toEqual(['all', 'unread', 'read']);
    expect(isReadStatusFilter('unread')).toBe(true);
    expect(isReadStatusFilter('seen')).toBe(false);
    expect(readStatusToIsRead('all')).toBeUndefined();
    expect(readStatusToIsRead('unread')).toBe(false);
    expect(readStatusToIsRead('read')).toBe(true);
  });
});

describe('statuses', () => {
  it('batch status is Active or Completed, case-sensitive', () => {
    expect(BATCH_STATUSES).toEqual(['Active', 'Completed']);
    expect(isBatchStatus('Active')).toBe(true);
    expect(isBatchStatus('active')).toBe(false);
  });

  it('NIN verification starts pending', () => {
    expect(NIN_VERIFICATION_STATUSES).toEqual(['pending', 'verified', 'rejected']);
    expect(DEFAULT_NIN_VERIFICATION_STATUS).toBe('pending');
    expect(isNinVerificationStatus('rejected')).toBe(true);
    expect(isNinVerificationStatus('failed')).toBe(false);
  });
});

describe('record channels', () => {
  it('lists the six channels a record change comes through', () => {
    expect(RECORD_CHANNELS).toEqual(['web', 'offline', 'agent', 'ussd', 'whatsapp', 'phone']);
    expect(isRecordChannel('ussd')).toBe(true);
    expect(isRecordChannel('sms')).toBe(false);
    expect(isRecordChannel(undefined)).toBe(false);
  });
});
