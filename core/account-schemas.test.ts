import { describe, expect, it } from 'vitest';
import { EditPasswordRequestSchema, isEmailAddress, LoginRequestSchema, RegisterRequestSchema, ResetPasswordRequestSchema, SignUpFormSchema } from './account-schemas.ts';

/** Field → its first message, as the API's error mapper reports it. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]));

describe('email format (product §5: no spaces, one @, a dot in the domain part)', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', 'ü@exämple.de'])('accepts %s', (email) => expect(isEmailAddress(email)).toBe(true));
  it.each(['', 'plain', 'a@b', 'a@@b.co', 'a@b@c.co', 'a b@c.co', 'a@b .co', '@b.co', 'a@.co', 'a@b.', 'a@b.co '])('refuses %j', (email) =>
    expect(isEmailAddress(email)).toBe(false),
  );
});

describe('sign-up and register', () => {
  const valid = { email: '  Buyer@Example.COM ', password: 'correct horse', confirmPassword: 'correct horse', code: '123456', agree: true as const };
  it('normalises the email and drops an empty invitation code', () => {
    const parsed = RegisterRequestSchema.parse({ ...valid, inviteCode: '  ' });
    expect(parsed.email).toBe('buyer@example.com');
    expect(parsed.inviteCode).toBeUndefined();
  });
  it('answers every product §5 message on its field', () => {
    expect(messages(RegisterRequestSchema.safeParse({}))).toMatchObject({ email: 'emailRequired', password: 'passwordRequired', agree: 'agreementRequired' });
    expect(messages(RegisterRequestSchema.safeParse({ ...valid, email: 'nope' }))).toEqual({ email: 'emailInvalid' });
    expect(messages(RegisterRequestSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' }))).toEqual({ password: 'passwordTooShort' });
    expect(messages(RegisterRequestSchema.safeParse({ ...valid, confirmPassword: 'other one' }))).toEqual({ confirmPassword: 'passwordsInconsistent' });
    expect(messages(RegisterRequestSchema.safeParse({ ...valid, agree: false }))).toEqual({ agree: 'agreementRequired' });
    expect(messages(RegisterRequestSchema.safeParse({ ...valid, code: '12a456' }))).toEqual({ code: 'codeInvalid' });
    expect(messages(SignUpFormSchema.safeParse({ ...valid, email: '' }))).toEqual({ email: 'emailRequired' });
  });
  it('refuses a password over 128 characters instead of truncating it, and keeps its spaces', () => {
    expect(messages(RegisterRequestSchema.safeParse({ ...valid, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }))).toEqual({ password: 'passwordTooLong' });
    expect(RegisterRequestSchema.parse({ ...valid, password: ' padded ', confirmPassword: ' padded ' }).password).toBe(' padded ');
  });
});

describe('login, reset and change password', () => {
  it('takes an email and password or a Google ID token', () => {
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ googleIdToken: 'eyJ…' }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });
  it('says a confirmation that differs from the new password is inconsistent with it', () => {
    expect(messages(ResetPasswordRequestSchema.safeParse({ token: 't', password: 'secret1', confirmPassword: 'secret2' }))).toEqual({ confirmPassword: 'newPasswordInconsistent' });
    expect(messages(EditPasswordRequestSchema.safeParse({ oldPassword: 'a', newPassword: 'secret1', confirmPassword: 'secret2' }))).toEqual({ confirmPassword: 'newPasswordInconsistent' });
  });
});
