/**
 * How guessable a new password is: one rule for the API (which refuses) and the web forms (which show a
 * meter and refuse before sending). The estimate is zxcvbn-ts's (dictionary words, keyboard runs, sequences,
 * repeats, dates, l33t and brute force, counted in guesses) on the common-password and diceware lists and
 * keyboard layouts of @zxcvbn-ts/language-common; a password on the common list, in any case or with simple
 * l33t substitutions, is refused outright.
 *
 * The module holds a 49,000-word list: import it lazily on pages (the meter loads it on first input).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
/** Keys of the `api` catalogue. */
export type PasswordProblem = 'passwordTooCommon' | 'passwordTooWeak';
export type PasswordVerdict = { score: PasswordScore; guesses: number; problem: PasswordProblem | null };

/** Scores below this are refused: under a million guesses (zxcvbn's "too guessable" and "very guessable"). */
export const PASSWORD_MIN_SCORE: PasswordScore = 2;
/** zxcvbn's own default; longer passwords are scored on their first 256 characters (they can only gain guesses). */
const MAX_ANALYSED = 256;

let zxcvbn: ZxcvbnFactory | null = null;
const estimator = () => (zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: MAX_ANALYSED }));

let common: Set<string> | null = null;
const LEET: Record<string, string> = { '4': 'a', '@': 'a', '8': 'b', '(': 'c', '3': 'e', '6': 'g', '1': 'i', '!': 'i', '|': 'l', '0': 'o', '5': 's', $: 's', '7': 't', '+': 't', '2': 'z' };
const unleet = (text: string) => [...text].map((c) => LEET[c] ?? c).join('');

/** Whether the whole password is a common one (any case, simple l33t substitutions too). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  const lower = password.toLowerCase();
  return common.has(lower) || common.has(unleet(lower));
}

/**
 * The verdict on a new password: its score, and the reason it is refused (a common password, or a score
 * under PASSWORD_MIN_SCORE), else null. `userInputs`: the person's email and the like.
 */
export function checkPassword(password: string, userInputs: readonly string[] = []): PasswordVerdict {
  const inputs = userInputs.flatMap((input) => [input, input.split('@')[0] ?? '', ...input.split(/[^\p{L}\p{N}]+/u)].filter((word) => word.length >= 3));
  const result = estimator().check(password, inputs);
  const isCommon = isCommonPassword(password);
  const score: PasswordScore = isCommon ? 0 : result.score;
  const problem: PasswordProblem | null = isCommon ? 'passwordTooCommon' : score < PASSWORD_MIN_SCORE ? 'passwordTooWeak' : null;
  return { score, guesses: result.guesses, problem };
}
