/** The seller trust score shown on product pages (product §D4 `SellerSummary.trustScore`). Pure. */

export type TrustInputs = {
  /** Share of QC inspections passed, 0..1. */
  qcPassRate: number;
  /** Share of orders shipped within the promised time, 0..1. */
  onTimeShipRate: number;
  /** Share of orders that ended in a dispute, 0..1. */
  disputeRate: number;
  /** Days since the shop started listing. */
  listingAgeDays: number;
  /** The marketplace verified the shop. */
  verified: boolean;
};

/** A dispute rate at or above this share earns no dispute points. */
export const TRUST_DISPUTE_ZERO_AT = 0.05;
/** Listing age stops adding points after three years. */
export const TRUST_AGE_SATURATES_DAYS = 3 * 365;

/**
 * Trust score, an integer 0–100, from the seller's outcome figures:
 *
 *     40 × qcPassRate
 *   + 30 × onTimeShipRate
 *   + 20 × (1 − disputeRate / 0.05)        0 % disputes → 20, ≥ 5 % → 0
 *   + 10 × min(listingAgeDays / 1095, 1)    saturates at three years
 *   +  5 if verified                        a bonus; the total is capped at 100
 *
 * Each component is clamped to its range first (rates to 0..1, age to ≥ 0; a missing or
 * non-finite figure counts as the worst value), then the sum is rounded half up. The weights sum to
 * 100, so a verified seller reaches 100 with a little slack and an unverified one only with
 * perfect figures. The score is never stored: it is computed when read, so the formula can change
 * without a migration. Non-decreasing in qcPassRate, onTimeShipRate, listingAgeDays and verified;
 * non-increasing in disputeRate.
 */
export function trustScore({ qcPassRate, onTimeShipRate, disputeRate, listingAgeDays, verified }: TrustInputs): number {
  const qc = 40 * unit(qcPassRate, 0);
  const onTime = 30 * unit(onTimeShipRate, 0);
  const disputes = 20 * (1 - unit(disputeRate / TRUST_DISPUTE_ZERO_AT, 1));
  const age = 10 * unit(listingAgeDays / TRUST_AGE_SATURATES_DAYS, 0);
  const bonus = verified ? 5 : 0;
  // toPrecision drops float noise (e.g. 84.49999…) before rounding.
  const raw = Number((qc + onTime + disputes + age + bonus).toPrecision(12));
  return Math.min(100, Math.max(0, Math.round(raw)));
}

/** `value` clamped to 0..1; a missing or non-finite figure counts as `worst`. */
function unit(value: number, worst: 0 | 1): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return worst;
  return Math.min(1, Math.max(0, value));
}
