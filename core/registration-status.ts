/**
 * Registration status (product §4 "Registration status", issue 14 §2): the only transitions a registration can
 * take. Pure; the registrations service asks it before every change and the repo's conditional update
 * (`where status = from`) makes the same change atomic.
 *
 *   pending ──approve──▶ approved
 *   pending ──reject───▶ rejected   (with the operator's reason)
 *   pending ──cancel───▶ cancelled  (by the seller)
 *
 * approved, rejected and cancelled are final. Goods can be added or removed only while pending.
 */
export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_EVENTS = ['approve', 'reject', 'cancel'] as const;
export type RegistrationEvent = (typeof REGISTRATION_EVENTS)[number];

const TRANSITIONS: Record<RegistrationStatus, Partial<Record<RegistrationEvent, RegistrationStatus>>> = {
  pending: { approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
  approved: {},
  rejected: {},
  cancelled: {},
};

/** The status `event` leads to from `from`, or null when that transition is forbidden. */
export function nextRegistrationStatus(from: RegistrationStatus, event: RegistrationEvent): RegistrationStatus | null {
  return TRANSITIONS[from][event] ?? null;
}

/** Whether the seller may still change the goods of a registration in `status`. */
export const canEditRegistration = (status: RegistrationStatus) => status === 'pending';

/** Open registrations block a second one of the same seller for the same activity. */
export const isOpenRegistration = (status: RegistrationStatus) => status === 'pending' || status === 'approved';
