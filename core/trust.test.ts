import { describe, expect, it } from 'vitest';
import { trustScore, type TrustInputs } from './trust.ts';

const PERFECT: TrustInputs = { qcPassRate: 1, onTimeShipRate: 1, disputeRate: 0, listingAgeDays: 3 * 365, verified: false };
const WORST: TrustInputs = { qcPassRate: 0, onTimeShipRate: 0, disputeRate: 1, listingAgeDays: 0, verified: false };

describe('trustScore', () => {
  it('gives 100 to perfect figures and 0 to the worst ones', () => {
    expect(trustScore(PERFECT)).toBe(100);
    expect(trustScore(WORST)).toBe(0);
  });

  it('adds 5 for a verified shop and caps the total at 100', () => {
    expect(trustScore({ ...WORST, verified: true })).toBe(5);
    expect(trustScore({ ...PERFECT, verified: true })).toBe(100);
    expect(trustScore({ ...PERFECT, qcPassRate: 0.9, verified: true })).toBe(100); // 96 + 5 → capped
    expect(trustScore({ ...PERFECT, qcPassRate: 0.8, verified: true })).toBe(97);
  });

  it('weighs QC 40, on-time shipping 30, disputes 20 and listing age 10', () => {
    expect(trustScore({ ...WORST, qcPassRate: 1 })).toBe(40);
    expect(trustScore({ ...WORST, onTimeShipRate: 1 })).toBe(30);
    expect(trustScore({ ...WORST, disputeRate: 0 })).toBe(20);
    expect(trustScore({ ...WORST, listingAgeDays: 3 * 365 })).toBe(10);
  });

  it('gives no dispute points from a 5 % dispute rate on, half at 2.5 %', () => {
    expect(trustScore({ ...WORST, disputeRate: 0.05 })).toBe(0);
    expect(trustScore({ ...WORST, disputeRate: 0.2 })).toBe(0);
    expect(trustScore({ ...WORST, disputeRate: 0.025 })).toBe(10);
  });

  it('stops counting listing age after three years', () => {
    expect(trustScore({ ...WORST, listingAgeDays: 10 * 365 })).toBe(10);
    expect(trustScore({ ...WORST, listingAgeDays: 365 })).toBe(3); // 3.33 → 3
  });

  it('clamps figures outside their range', () => {
    expect(trustScore({ ...PERFECT, qcPassRate: 1.7, onTimeShipRate: 2 })).toBe(100);
    expect(trustScore({ ...WORST, qcPassRate: -0.5, disputeRate: -1 })).toBe(20); // negative dispute rate = none
    expect(trustScore({ ...WORST, listingAgeDays: -40 })).toBe(0);
  });

  it('counts a missing or non-finite figure as its worst value', () => {
    expect(trustScore({ ...PERFECT, qcPassRate: Number.NaN })).toBe(60);
    expect(trustScore({ ...PERFECT, disputeRate: Number.NaN })).toBe(80);
    expect(trustScore({ ...PERFECT, listingAgeDays: Number.POSITIVE_INFINITY })).toBe(90);
  });

  it('rounds to an integer, half up', () => {
    // 40 × 0.9 + 30 × 0.95 + 20 × (1 − 0.01/0.05) + 10 × 0.5 = 36 + 28.5 + 16 + 5 = 85.5
    expect(trustScore({ qcPassRate: 0.9, onTimeShipRate: 0.95, disputeRate: 0.01, listingAgeDays: 1095 / 2, verified: false })).toBe(86);
    expect(Number.isInteger(trustScore({ qcPassRate: 0.333, onTimeShipRate: 0.777, disputeRate: 0.013, listingAgeDays: 123, verified: false }))).toBe(true);
  });

  it('never falls when a good figure improves or the dispute rate drops', () => {
    const steps = [0, 0.01, 0.02, 0.049, 0.05, 0.3, 0.5, 0.8, 0.95, 1];
    const ages = [0, 1, 30, 364, 365, 1000, 1095, 5000];
    for (const base of [WORST, PERFECT, { qcPassRate: 0.7, onTimeShipRate: 0.6, disputeRate: 0.02, listingAgeDays: 400, verified: false }]) {
      for (const verified of [false, true]) {
        const at = (patch: Partial<TrustInputs>) => trustScore({ ...base, verified, ...patch });
        for (let i = 1; i < steps.length; i++) {
          expect(at({ qcPassRate: steps[i]! })).toBeGreaterThanOrEqual(at({ qcPassRate: steps[i - 1]! }));
          expect(at({ onTimeShipRate: steps[i]! })).toBeGreaterThanOrEqual(at({ onTimeShipRate: steps[i - 1]! }));
          expect(at({ disputeRate: steps[i]! })).toBeLessThanOrEqual(at({ disputeRate: steps[i - 1]! }));
        }
        for (let i = 1; i < ages.length; i++) expect(at({ listingAgeDays: ages[i]! })).toBeGreaterThanOrEqual(at({ listingAgeDays: ages[i - 1]! }));
      }
      expect(trustScore({ ...base, verified: true })).toBeGreaterThanOrEqual(trustScore({ ...base, verified: false }));
    }
  });

  it('stays within 0..100 for any figures', () => {
    for (const q of [-1, 0, 0.5, 1, 2]) {
      for (const d of [-1, 0, 0.03, 1]) {
        for (const age of [-10, 0, 500, 9999]) {
          const score = trustScore({ qcPassRate: q, onTimeShipRate: q, disputeRate: d, listingAgeDays: age, verified: q > 0.5 });
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
      }
    }
  });
});
