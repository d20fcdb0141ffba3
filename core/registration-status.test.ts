import { describe, expect, it } from 'vitest';
import { canEditRegistration, isOpenRegistration, nextRegistrationStatus, REGISTRATION_EVENTS, REGISTRATION_STATUSES, type RegistrationEvent, type RegistrationStatus } from './registration-status.ts';

const ALLOWED: [RegistrationStatus, RegistrationEvent, RegistrationStatus][] = [
  ['pending', 'approve', 'approved'],
  ['pending', 'reject', 'rejected'],
  ['pending', 'cancel', 'cancelled'],
];
const key = (from: string, event: string) => `${from}:${event}`;
const allowedKeys = new Set(ALLOWED.map(([from, event]) => key(from, event)));

describe('registration status (product §4)', () => {
  for (const [from, event, to] of ALLOWED) {
    it(`${from} —${event}→ ${to}`, () => expect(nextRegistrationStatus(from, event)).toBe(to));
  }

  // Every pair that is not one of the three above is forbidden; each is its own case.
  const forbidden = REGISTRATION_STATUSES.flatMap((from) => REGISTRATION_EVENTS.filter((event) => !allowedKeys.has(key(from, event))).map((event) => [from, event] as const));
  it('forbids exactly the nine other pairs', () => expect(forbidden).toHaveLength(REGISTRATION_STATUSES.length * REGISTRATION_EVENTS.length - ALLOWED.length));
  for (const [from, event] of forbidden) {
    it(`forbids ${from} —${event}→`, () => expect(nextRegistrationStatus(from, event)).toBeNull());
  }

  it('goods can change only while pending; pending and approved are open', () => {
    expect(REGISTRATION_STATUSES.filter(canEditRegistration)).toEqual(['pending']);
    expect(REGISTRATION_STATUSES.filter(isOpenRegistration)).toEqual(['pending', 'approved']);
  });
});
