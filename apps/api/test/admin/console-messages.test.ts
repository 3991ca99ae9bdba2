import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, TEMPLE_MESSAGES } from '@sankalp/contract';
import { FORBIDDEN_MESSAGE, OTHER_TEMPLE_MESSAGE } from '../../src/admin/core/permissions.ts';
import { STAFF_SIGN_IN_MESSAGE } from '../../src/admin/core/staff-auth.ts';
import { NOT_FOUND_STAFF_MESSAGE, TEMPLE_REQUIRED_MESSAGE, UNKNOWN_TEMPLE_MESSAGE } from '../../src/admin/staff/grant-staff.ts';
import { hasHindi } from '../../src/lib/messages.ts';

describe('console messages (sign-in, permissions, temples, staff)', () => {
  it('have a Hindi text each', () => {
    const all = [
      ...Object.values(TEMPLE_MESSAGES),
      ...Object.values(STAFF_MESSAGES),
      FORBIDDEN_MESSAGE,
      OTHER_TEMPLE_MESSAGE,
      STAFF_SIGN_IN_MESSAGE,
      NOT_FOUND_STAFF_MESSAGE,
      TEMPLE_REQUIRED_MESSAGE,
      UNKNOWN_TEMPLE_MESSAGE,
    ];
    expect(all.filter((m) => !hasHindi(m))).toEqual([]);
  });
});
