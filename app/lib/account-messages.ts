/** Keys of the `api` catalogue the account forms' schemas answer with (core/account-schemas.ts), sent by their loaders. */
export const FORM_MESSAGE_KEYS = [
  'invalid',
  'internal',
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordTooCommon',
  'passwordTooWeak',
  'passwordsInconsistent',
  'newPasswordInconsistent',
  'agreementRequired',
  'codeRequired',
  'codeInvalid',
  'inviteCodeUnknown',
  'controlCharacters',
] as const;
