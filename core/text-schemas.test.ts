import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as accountSchemas from './account-schemas.ts';
import * as catalogSchemas from './catalog-schemas.ts';
import { hasNoControlCharacters } from './text-schemas.ts';

/**
 * Issue #11, security 6: every free-text field of every shared request schema refuses control characters
 * with the field's message. A valid sample per exported schema; each of its text values gets control
 * characters inserted and must then be refused at that field. A new schema without a sample fails here.
 */
const samples: Record<string, unknown[]> = {
  EmailSchema: ['ann@example.com'],
  NewPasswordSchema: ['plum tree 42'],
  PasswordSchema: ['plum tree 42'],
  EmailCodeSchema: ['123456'],
  InviteCodeSchema: ['ABCD2345'],
  VerifyCodeRequestSchema: [{ email: 'ann@example.com', type: 'register' }],
  IsRegisteredRequestSchema: [{ email: 'ann@example.com' }],
  RegisterEmailCheckRequestSchema: [{ email: 'ann@example.com', code: '123456' }],
  SignUpFormSchema: [{ email: 'ann@example.com', password: 'plum tree 42', confirmPassword: 'plum tree 42', inviteCode: 'ABCD2345', agree: true }],
  RegisterRequestSchema: [{ email: 'ann@example.com', password: 'plum tree 42', confirmPassword: 'plum tree 42', code: '123456', inviteCode: 'ABCD2345', agree: true }],
  LoginRequestSchema: [{ email: 'ann@example.com', password: 'plum tree 42' }, { googleIdToken: 'eyJhbGciOiJSUzI1NiJ9.e30.sig' }],
  ResetMailRequestSchema: [{ email: 'ann@example.com' }],
  ResetPasswordRequestSchema: [{ token: 'abcdefghijklmnop', password: 'plum tree 42', confirmPassword: 'plum tree 42' }],
  EditPasswordRequestSchema: [{ oldPassword: 'plum tree 42', newPassword: 'quince jam 77', confirmPassword: 'quince jam 77' }],
  FavoriteRequestSchema: [{ channel: 'taobao', offerId: '123456789' }],
  FavoriteListRequestSchema: [{ pageId: 1, pageSize: 12 }],
  ChannelSchema: ['taobao'],
  OfferIdSchema: ['123456789'],
  PageRequestSchema: [{ pageId: 1, pageSize: 12 }],
  DefaultGoodsListRequestSchema: [{ pageId: 1, pageSize: 12 }],
  GoodsListRequestSchema: [{ pageId: 1, pageSize: 12, keyword: 'Rucksack', currency: 'EUR' }],
  GoodsIdByUrlRequestSchema: [{ url: 'https://item.taobao.com/item.htm?id=123456789' }],
  GoodsKeySchema: [{ channel: 'taobao', offerId: '123456789' }],
  GoodsInfoRequestSchema: [{ channel: 'taobao', offerId: '123456789', countView: true }],
  SimilarGoodsQuerySchema: [{ channel: 'taobao', offerId: '123456789', pageSize: '12' }],
  TrustedSellersRequestSchema: [{ pageSize: 4 }],
  GoodsAgentListRequestSchema: [{ channel: 'taobao', offerId: '123456789' }],
  GoodsAgentUrlListRequestSchema: [{ url: 'https://weidian.com/item.html?itemID=123456' }, { channel: 'taobao', offerId: '123456789' }],
};

/** The field's own message where it has one; else the shared one. Enum fields answer zod's own. */
const expectedMessage: Record<string, string | null> = {
  email: 'emailInvalid',
  code: 'codeInvalid',
  inviteCode: 'inviteCodeUnknown',
  googleIdToken: 'googleTokenInvalid',
  token: 'resetTokenInvalid',
  offerId: 'invalidOfferId',
  url: 'invalidGoodsUrl',
  currency: 'unknownCurrency',
  channel: null,
  type: null,
  pageSize: null,
  EmailSchema: 'emailInvalid',
  EmailCodeSchema: 'codeInvalid',
  InviteCodeSchema: 'inviteCodeUnknown',
  OfferIdSchema: 'invalidOfferId',
  ChannelSchema: null,
  // A union reports its options' issues inside one `invalid_union` issue.
  LoginRequestSchema: null,
};

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\t', '\n', '\r', '\u000b', '\u001b', '\u007f', '\u0085', '\u009b', '\ud800'];
const insertAt = (text: string, control: string) => text.slice(0, Math.ceil(text.length / 2)) + control + text.slice(Math.ceil(text.length / 2));

const schemas: [string, z.ZodType][] = Object.entries({ ...accountSchemas, ...catalogSchemas } as Record<string, unknown>).flatMap(([name, value]) =>
  name.endsWith('Schema') && typeof (value as { safeParse?: unknown }).safeParse === 'function' ? [[name, value as z.ZodType] as [string, z.ZodType]] : [],
);

describe('control characters in shared request schemas', () => {
  it('every exported schema has a valid sample here', () => {
    expect(schemas.map(([name]) => name).filter((name) => !samples[name])).toEqual([]);
    for (const [name, schema] of schemas) for (const sample of samples[name]!) expect(schema.safeParse(sample).success, name).toBe(true);
  });

  it.each(schemas.map(([name]) => name))('%s refuses control characters in each text field, with the field message', (name) => {
    const schema = schemas.find(([n]) => n === name)![1];
    for (const sample of samples[name]!) {
      const fields = typeof sample === 'string' ? [[null, sample] as const] : Object.entries(sample as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
      for (const [field, value] of fields) {
        for (const control of CONTROLS) {
          const input = field === null ? insertAt(value, control) : { ...(sample as object), [field]: insertAt(value, control) };
          const result = schema.safeParse(input);
          expect(result.success, `${name}.${field} with U+${control.charCodeAt(0).toString(16)}`).toBe(false);
          if (expectedMessage[name] === null || expectedMessage[field ?? name] === null) continue;
          const wanted = expectedMessage[field ?? name] ?? 'controlCharacters';
          const issue = result.error!.issues.find((i) => field === null || i.path[0] === field);
          expect(issue?.message, `${name}.${field}`).toBe(wanted);
        }
      }
    }
  });

  it('tells control characters from ordinary text in every script', () => {
    for (const text of ['Rucksack für Kinder', 'рюкзак', '双肩包 男', 'żółć', 'emoji 🎒', 'a\u00a0b', 'zero\u200bwidth']) expect(hasNoControlCharacters(text), text).toBe(true);
    for (const control of CONTROLS) expect(hasNoControlCharacters(`a${control}b`)).toBe(false);
  });
});
