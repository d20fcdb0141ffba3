/**
 * Request schemas of the account and favourite calls (product §D4 "Accounts", "Favourites"), shared by the web
 * app and the API. Custom messages are keys of the `api` catalogue (product §5 texts, translated), resolved
 * where they are shown.
 */
import { z } from 'zod';
import { ChannelSchema, OfferIdSchema, PageRequestSchema } from './catalog-schemas.ts';
import { refuseControlCharacters } from './text-schemas.ts';

/** Product §9: at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** Longer passwords are refused, never truncated. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const INVITE_CODE_MAX_LENGTH = 32;
export const EMAIL_CODE_LENGTH = 6;
/** Purposes an emailed code is bound to (`type` of `A/pub/email/verifycode`). */
export const EMAIL_CODE_PURPOSES = ['register', 'reset', 'change_email'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

/**
 * Product §5: "text with no spaces, one @ and a dot in the domain part". The domain's dot may not be its
 * first or last character.
 */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/.test(text);
}

/** The login name: trimmed and lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const required = (message: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? message : 'invalid') });

export const EmailSchema = refuseControlCharacters(z.string(required('emailRequired')).trim(), 'emailInvalid')
  .min(1, { message: 'emailRequired' })
  .max(EMAIL_MAX_LENGTH, { message: 'emailInvalid' })
  .refine(isEmailAddress, { message: 'emailInvalid' })
  .transform(normalizeEmail);

/** A new password: 6..128 characters, never trimmed or truncated (the common-password check is the server's). */
export const NewPasswordSchema = refuseControlCharacters(z.string(required('passwordRequired')))
  .min(1, { message: 'passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { message: 'passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { message: 'passwordTooLong' });

/** A password being checked (login, old password): only presence and the maximum length. */
export const PasswordSchema = refuseControlCharacters(z.string(required('passwordRequired')))
  .min(1, { message: 'passwordRequired' })
  .max(PASSWORD_MAX_LENGTH, { message: 'passwordTooLong' });

export const EmailCodeSchema = refuseControlCharacters(z.string(required('codeRequired')).trim(), 'codeInvalid').regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), { message: 'codeInvalid' });

export const InviteCodeSchema = refuseControlCharacters(z.string().trim(), 'inviteCodeUnknown')
  .max(INVITE_CODE_MAX_LENGTH, { message: 'inviteCodeUnknown' })
  .optional()
  .transform((code) => (code ? code : undefined));

/** The password typed again: compared with the first one. */
const ConfirmPasswordSchema = refuseControlCharacters(z.string(required('passwordRequired'))).min(1, { message: 'passwordRequired' });

/** `A/pub/email/verifycode`. */
export const VerifyCodeRequestSchema = z.object({ email: EmailSchema, type: z.enum(EMAIL_CODE_PURPOSES) });
export type VerifyCodeRequest = z.infer<typeof VerifyCodeRequestSchema>;

/** `A/pub/email/isregistered`. */
export const IsRegisteredRequestSchema = z.object({ email: EmailSchema });

/** `A/pub/register-email-check`: checks a code without consuming it. */
export const RegisterEmailCheckRequestSchema = z.object({ email: EmailSchema, code: EmailCodeSchema });

/** The first sign-up step (before the code is sent): what the form checks. */
export const SignUpFormSchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    inviteCode: InviteCodeSchema,
    agree: z.literal(true, { message: 'agreementRequired' }),
  })
  .refine((r) => r.password === r.confirmPassword, { path: ['confirmPassword'], message: 'passwordsInconsistent' });

/** `A/pub/register`. */
export const RegisterRequestSchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    code: EmailCodeSchema,
    inviteCode: InviteCodeSchema,
    agree: z.literal(true, { message: 'agreementRequired' }),
  })
  .refine((r) => r.password === r.confirmPassword, { path: ['confirmPassword'], message: 'passwordsInconsistent' });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** `A/pub/login`: email and password, or a Google ID token. */
/**
 * An absent field reads as empty, so that it gets its "required" message: a union answers an option's own
 * issues only while the other option fails outright (a missing `googleIdToken`).
 */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? '', schema);

export const LoginRequestSchema = z.union([
  // A Google token present makes this option fail outright, so that the token's own issue is answered.
  z.object({ email: orEmpty(EmailSchema), password: orEmpty(PasswordSchema), googleIdToken: z.undefined().optional() }),
  z.object({ googleIdToken: refuseControlCharacters(z.string(), 'googleTokenInvalid').min(1).max(4096) }),
]);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** `A/pub/reset_mail_send`. */
export const ResetMailRequestSchema = z.object({ email: EmailSchema });

/** `A/pub/reset_pass`. */
export const ResetPasswordRequestSchema = z
  .object({
    token: refuseControlCharacters(z.string(), 'resetTokenInvalid').min(1).max(200),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine((r) => r.password === r.confirmPassword, { path: ['confirmPassword'], message: 'newPasswordInconsistent' });

/** `A/user/edit_pass`. */
export const EditPasswordRequestSchema = z
  .object({
    oldPassword: PasswordSchema,
    newPassword: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine((r) => r.newPassword === r.confirmPassword, { path: ['confirmPassword'], message: 'newPasswordInconsistent' });

/** How many favourites one user can keep (a product the catalog does not hold can be one, so rows are not bounded by the catalog). */
export const FAVORITES_MAX = 2000;

/** `S/add/goods/collect`, `S/delete/goods/collect`. */
export const FavoriteRequestSchema = z.object({ channel: ChannelSchema, offerId: OfferIdSchema });
/** `S/get/goods/collect/list`. */
export const FavoriteListRequestSchema = PageRequestSchema;
