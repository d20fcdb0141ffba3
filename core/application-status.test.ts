import { describe, expect, it } from 'vitest';
import { APPLICATION_EVENTS, APPLICATION_STATUSES, isOpenApplication, nextApplicationStatus, type ApplicationEvent, type ApplicationStatus } from './application-status.ts';

const ALLOWED: [ApplicationStatus, ApplicationEvent, ApplicationStatus][] = [
  ['pending', 'accept', 'accepted'],
  ['pending', 'decline', 'declined'],
  ['pending', 'withdraw', 'withdrawn'],
];

describe('application status machine', () => {
  for (const [from, event, to] of ALLOWED) {
    it(`${from} --${event}--> ${to}`, () => {
      expect(nextApplicationStatus(from, event)).toBe(to);
    });
  }

  const forbidden = APPLICATION_STATUSES.flatMap((from) => APPLICATION_EVENTS.map((event) => [from, event] as const)).filter(([from, event]) => !ALLOWED.some(([f, e]) => f === from && e === event));
  it('forbids the other nine (status, event) pairs', () => {
    expect(forbidden).toHaveLength(9);
  });
  for (const [from, event] of forbidden) {
    it(`refuses ${event} from ${from}`, () => {
      expect(nextApplicationStatus(from, event)).toBeNull();
    });
  }

  it('pending and accepted are open (they block a new application); declined and withdrawn are not', () => {
    expect(APPLICATION_STATUSES.filter(isOpenApplication)).toEqual(['pending', 'accepted']);
  });
});
