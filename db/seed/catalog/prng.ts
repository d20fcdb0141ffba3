/** Small deterministic random numbers for the demo catalog (no Math.random anywhere in the seed). */

/** MurmurHash3's 32-bit finaliser: a bijection on uint32, so distinct inputs give distinct outputs. */
export function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Mixes two 32-bit values into one (order matters). */
export function hash2(a: number, b: number): number {
  return fmix32((Math.imul(fmix32(a), 0x9e3779b1) ^ fmix32(b ^ 0x5bd1e995)) >>> 0);
}

/** mulberry32 with helpers; every draw advances the state. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with median `median` and log-space deviation `sigma`. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** A value whose ~95 % lies in [min, max], log-normally around their geometric mean, clamped to a margin. */
  logNormalIn(min: number, max: number, clampLow = 0.85, clampHigh = 1.25): number {
    const lo = Math.log(min);
    const hi = Math.log(max);
    const value = Math.exp((lo + hi) / 2 + ((hi - lo) / 4) * this.normal());
    return Math.min(max * clampHigh, Math.max(min * clampLow, value));
  }

  /** Index chosen by weight. */
  weighted(cumulative: readonly number[]): number {
    const total = cumulative[cumulative.length - 1]!;
    const x = this.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

export function cumulativeWeights(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}
