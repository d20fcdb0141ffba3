import { describe, expect, it } from 'vitest';
import { checkPassword, isCommonPassword, PASSWORD_MIN_SCORE } from './password-strength.ts';

describe('password strength (one rule for the API and the forms)', () => {
  it('finds common passwords in any case and with simple l33t', () => {
    for (const common of ['password', 'PASSWORD', 'Password', 'PassWord', 'Password1', 'P@ssw0rd', 'qwerty123', 'iloveyou', 'LETMEIN', '123456'])
      expect(checkPassword(common), common).toMatchObject({ score: 0, problem: 'passwordTooCommon' });
    expect(isCommonPassword('DRAGON')).toBe(true);
  });

  it('refuses guessable passwords that are not on the list', () => {
    for (const weak of ['aaaaaaaa', 'abcabcabc', 'Summer2024', 'zxcvbnm,./', 'hunter2hunter2', 'dragon1985', 'abcdefghij', '9876543210']) {
      const verdict = checkPassword(weak);
      expect(verdict.score, weak).toBeLessThan(PASSWORD_MIN_SCORE);
      expect(verdict.problem, weak).not.toBeNull();
    }
  });

  it('counts the person’s own email as easy to guess', () => {
    expect(checkPassword('marguerite.duval', ['marguerite.duval@example.com']).problem).toBe('passwordTooWeak');
    expect(checkPassword('marguerite.duval').problem).toBeNull();
  });

  it('accepts passwords that are long or random enough', () => {
    for (const strong of ['Haulbridge-e2e-7431', 'correct horse battery staple', 'plum tree 42', 'kZ9#pQ2v', 'Ünïcødé-pässwört', 'x'.repeat(3) + 'Q7!mz0-Tp'])
      expect(checkPassword(strong), strong).toMatchObject({ problem: null });
    expect(checkPassword('correct horse battery staple').score).toBe(4);
  });

  it('grows with length and never throws on any input', () => {
    expect(checkPassword('').score).toBe(0);
    expect(() => checkPassword('\u0000\uffff😀'.repeat(500))).not.toThrow();
    expect(checkPassword('\u0000\uffff😀'.repeat(50)).score, 'a repeated block is easy to guess').toBeLessThan(PASSWORD_MIN_SCORE);
    expect(checkPassword('Tq7#mZ0!pX4v-Lr9@kW2').score).toBe(4);
    expect(checkPassword('a1b2c3d4e5f6g7h8').score).toBeGreaterThanOrEqual(checkPassword('a1b2c3d4').score);
  });
});
