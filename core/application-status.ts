/**
 * Programme application status (issue 15 §3; product §1 "creator programme", "seller expectations"; product §D5
 * "Operators … review registrations and applications"): the only transitions an application can take. Pure; the
 * applications service asks it before every change and the repo's conditional update (`where status = from`,
 * under a row lock) makes the same change atomic.
 *
 *   pending ──accept───▶ accepted   (operator, optional message)
 *   pending ──decline──▶ declined   (operator, message required)
 *   pending ──withdraw─▶ withdrawn  (the applicant)
 *
 * accepted, declined and withdrawn are final. A declined or withdrawn application may be followed by a new one.
 */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_EVENTS = ['accept', 'decline', 'withdraw'] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

const TRANSITIONS: Record<ApplicationStatus, Partial<Record<ApplicationEvent, ApplicationStatus>>> = {
  pending: { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' },
  accepted: {},
  declined: {},
  withdrawn: {},
};

/** The status `event` leads to from `from`, or null when that transition is forbidden. */
export function nextApplicationStatus(from: ApplicationStatus, event: ApplicationEvent): ApplicationStatus | null {
  return TRANSITIONS[from][event] ?? null;
}

/**
 * Open applications (pending, or accepted: the applicant is in the programme) block a new one of the same user for
 * the same programme; the database's partial unique index says the same (db/schema/programme-applications.ts).
 */
export const OPEN_APPLICATION_STATUSES = ['pending', 'accepted'] as const satisfies readonly ApplicationStatus[];
export const isOpenApplication = (status: ApplicationStatus) => (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
