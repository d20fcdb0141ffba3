/**
 * How guessable a new password is: one rule for the API (which refuses) and the web forms (which show a
 * meter and refuse before sending). It follows zxcvbn's model — the cheapest way to build the password
 * from dictionary words, keyboard runs, sequences, repeats, years and brute force, counted in guesses —
 * on the common-password list and keyboard layouts of @zxcvbn-ts/language-common. (@zxcvbn-ts/core is
 * not installed; this is a compact estimator of the same kind, not a port.)
 *
 * The module holds a 49,000-word list: import it lazily on pages (the meter loads it on first input).
 */
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
/** Keys of the `api` catalogue. */
export type PasswordProblem = 'passwordTooCommon' | 'passwordTooWeak';
export type PasswordVerdict = { score: PasswordScore; guesses: number; problem: PasswordProblem | null };

/** Scores below this are refused: under a million guesses (zxcvbn's "too guessable" and "very guessable"). */
export const PASSWORD_MIN_SCORE: PasswordScore = 2;
/** Only this many leading characters are analysed (the rest can only add guesses). */
const MAX_ANALYSED = 64;
const MIN_SUBMATCH_GUESSES_SINGLE = 10;
const MIN_SUBMATCH_GUESSES_MULTI = 50;
const MIN_GUESSES_BEFORE_GROWING_SEQUENCE = 10_000;
const BRUTEFORCE_CARDINALITY = 10;
const REFERENCE_YEAR = 2025;
const MIN_YEAR_SPACE = 20;

let ranked: Map<string, number> | null = null;
/** Lowercase common password → rank (1 = most common). */
function commonRanks(): Map<string, number> {
  if (!ranked) {
    ranked = new Map();
    dictionary['passwords-common'].forEach((word, index) => {
      const lower = word.toLowerCase();
      if (!ranked!.has(lower)) ranked!.set(lower, index + 1);
    });
  }
  return ranked;
}

/** Whether the whole password is a common one (any case, simple l33t substitutions too). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const ranks = commonRanks();
  return ranks.has(lower) || ranks.has(unleet(lower));
}

const LEET: Record<string, string> = { '4': 'a', '@': 'a', '8': 'b', '(': 'c', '3': 'e', '6': 'g', '1': 'i', '!': 'i', '|': 'l', '0': 'o', '5': 's', $: 's', '7': 't', '+': 't', '2': 'z' };
const unleet = (text: string) => [...text].map((c) => LEET[c] ?? c).join('');

/** zxcvbn's uppercase variations: all lower 1, first or last capital or all caps 2, else a binomial sum. */
function uppercaseVariations(word: string): number {
  if (word === word.toLowerCase()) return 1;
  if (/^[A-Z][^A-Z]+$/.test(word) || /^[^A-Z]+[A-Z]$/.test(word) || word === word.toUpperCase()) return 2;
  const upper = [...word].filter((c) => c !== c.toLowerCase()).length;
  const lower = [...word].filter((c) => c !== c.toUpperCase()).length;
  let variations = 0;
  for (let i = 1; i <= Math.min(upper, lower); i++) variations += binomial(upper + lower, i);
  return Math.max(variations, 1);
}

function binomial(n: number, k: number): number {
  if (k > n) return 0;
  let result = 1;
  for (let d = 1; d <= k; d++) result = (result * (n - k + d)) / d;
  return result;
}

type Graph = Record<string, readonly (string | null)[]>;
type Layout = { graph: Graph; starts: number; degree: number };
let layouts: Layout[] | null = null;
function keyboardLayouts(): Layout[] {
  layouts ??= Object.values(adjacencyGraphs as unknown as Record<string, Graph>).map((graph) => {
    const keys = Object.keys(graph);
    const degrees = keys.map((key) => graph[key]!.filter(Boolean).length);
    return { graph, starts: keys.length, degree: degrees.reduce((a, b) => a + b, 0) / keys.length };
  });
  return layouts;
}

/** Guesses of a keyboard run `text` on one layout (zxcvbn's spatial estimate), or null when it is not one. */
function spatialGuesses(text: string, layout: Layout): number | null {
  let turns = 0;
  let shifted = 0;
  let direction = -1;
  for (let i = 1; i < text.length; i++) {
    const neighbours = layout.graph[text[i - 1]!];
    if (!neighbours) return null;
    const found = neighbours.findIndex((keys) => keys !== null && keys.includes(text[i]!));
    if (found < 0) return null;
    if (found !== direction) turns++;
    direction = found;
    if (neighbours[found]!.indexOf(text[i]!) === 1) shifted++;
  }
  let guesses = 0;
  for (let i = 2; i <= text.length; i++) {
    for (let j = 1; j <= Math.min(turns, i - 1); j++) guesses += binomial(i - 1, j - 1) * layout.starts * layout.degree ** j;
  }
  return shifted > 0 ? guesses * 2 : guesses;
}

/** Guesses of a sequence `abc`, `9753` (constant step up to 5), or null. */
function sequenceGuesses(text: string): number | null {
  const delta = text.charCodeAt(1) - text.charCodeAt(0);
  if (delta === 0 || Math.abs(delta) > 5) return null;
  for (let i = 2; i < text.length; i++) if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== delta) return null;
  const first = text[0]!;
  const base = 'aAzZ019'.includes(first) ? 4 : /\d/.test(first) ? 10 : 26;
  return base * text.length * (delta > 0 ? 1 : 2);
}

/** Guesses of a repetition (`aaaa`, `abcabc`), or null. */
function repeatGuesses(text: string, ranks: Map<string, number>): number | null {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size !== 0) continue;
    const block = text.slice(0, size);
    if (block.repeat(text.length / size) !== text) continue;
    const blockGuesses = Math.min(ranks.get(block.toLowerCase()) ?? Infinity, Math.max(BRUTEFORCE_CARDINALITY ** size, 11));
    return blockGuesses * (text.length / size);
  }
  return null;
}

/** The cheapest guesses of the substring as one pattern (brute force always applies). */
function patternGuesses(text: string, ranks: Map<string, number>, inputs: Map<string, number>): number {
  let best = BRUTEFORCE_CARDINALITY ** text.length;
  if (text.length >= 3) {
    const lower = text.toLowerCase();
    const reversed = [...lower].reverse().join('');
    const rank = (word: string) => Math.min(ranks.get(word) ?? Infinity, inputs.get(word) ?? Infinity);
    const upper = uppercaseVariations(text);
    best = Math.min(best, rank(lower) * upper, rank(reversed) * upper * 2);
    const plain = unleet(lower);
    if (plain !== lower) best = Math.min(best, rank(plain) * upper * 2, rank([...plain].reverse().join('')) * upper * 4);
    best = Math.min(best, sequenceGuesses(text) ?? Infinity, repeatGuesses(text, ranks) ?? Infinity);
    for (const layout of keyboardLayouts()) best = Math.min(best, spatialGuesses(text, layout) ?? Infinity);
    if (text.length === 4 && /^(19|20)\d\d$/.test(text)) best = Math.min(best, Math.max(Math.abs(Number(text) - REFERENCE_YEAR), MIN_YEAR_SPACE));
  } else if (text.length === 2) {
    best = Math.min(best, repeatGuesses(text, ranks) ?? Infinity);
  }
  return best;
}

const factorial = (n: number) => {
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
};

/**
 * The fewest guesses to find the password: over every split into patterns, `l! × Π guesses` plus a
 * penalty per extra pattern (zxcvbn's "most guessable match sequence").
 */
function passwordGuesses(password: string, inputs: Map<string, number>): number {
  const text = password.slice(0, MAX_ANALYSED);
  const n = text.length;
  if (n === 0) return 1;
  const ranks = commonRanks();
  // best[k]: for each count l of patterns covering text[0..k], the smallest product of their guesses.
  const best: Map<number, number>[] = Array.from({ length: n }, () => new Map());
  for (let k = 0; k < n; k++) {
    for (let i = 0; i <= k; i++) {
      const part = text.slice(i, k + 1);
      let guesses = patternGuesses(part, ranks, inputs);
      if (part.length < n) guesses = Math.max(guesses, part.length === 1 ? MIN_SUBMATCH_GUESSES_SINGLE : MIN_SUBMATCH_GUESSES_MULTI);
      const before = i === 0 ? new Map([[0, 1]]) : best[i - 1]!;
      for (const [count, product] of before) {
        const next = product * guesses;
        const current = best[k]!.get(count + 1);
        if (current === undefined || next < current) best[k]!.set(count + 1, next);
      }
    }
  }
  let guesses = Infinity;
  for (const [count, product] of best[n - 1]!) {
    guesses = Math.min(guesses, factorial(count) * product + MIN_GUESSES_BEFORE_GROWING_SEQUENCE ** (count - 1));
  }
  // The characters beyond the analysed part add at least brute force's 10 each.
  return guesses * BRUTEFORCE_CARDINALITY ** Math.max(0, password.length - n);
}

/** zxcvbn's score: 0 under 10³ guesses, 1 under 10⁶, 2 under 10⁸, 3 under 10¹⁰, else 4. */
export function scoreOf(guesses: number): PasswordScore {
  const delta = 5;
  if (guesses < 1e3 + delta) return 0;
  if (guesses < 1e6 + delta) return 1;
  if (guesses < 1e8 + delta) return 2;
  if (guesses < 1e10 + delta) return 3;
  return 4;
}

/** Words of the person's own details (their email) that make a password easy to guess for them. */
function inputRanks(userInputs: readonly string[]): Map<string, number> {
  const words = new Map<string, number>();
  for (const input of userInputs) {
    for (const word of [input, input.split('@')[0] ?? '', ...input.split(/[^\p{L}\p{N}]+/u)]) {
      const lower = word.toLowerCase();
      if (lower.length >= 3 && !words.has(lower)) words.set(lower, words.size + 1);
    }
  }
  return words;
}

/**
 * The verdict on a new password: its score, and the reason it is refused (a common password, or a score
 * under PASSWORD_MIN_SCORE), else null. `userInputs`: the person's email and the like.
 */
export function checkPassword(password: string, userInputs: readonly string[] = []): PasswordVerdict {
  const guesses = passwordGuesses(password, inputRanks(userInputs));
  const common = isCommonPassword(password);
  const score = common ? 0 : scoreOf(guesses);
  const problem: PasswordProblem | null = common ? 'passwordTooCommon' : score < PASSWORD_MIN_SCORE ? 'passwordTooWeak' : null;
  return { score, guesses, problem };
}
