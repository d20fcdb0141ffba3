import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, DomainError, InvalidError, NotFoundError, TooManyError } from '../errors.ts';
import { registerApiErrorHandling } from './error-handler.ts';

/** Services throw typed errors naming message keys; this mapper alone translates them (issue #12 §0). */
const app = Fastify();
const thrown: Record<string, DomainError> = {
  conflict: new ConflictError('emailRegistered', { reason: 'email_registered', fields: { email: 'emailRegistered' } }),
  fieldOwnKey: new InvalidError('invalidGoodsUrl', { reason: 'not_a_link', fields: { url: 'linkNotALink' }, data: { resolveFailed: true } }),
  tooMany: new TooManyError('tooManyAttempts', { reason: 'too_many_attempts', data: { retryAfterSeconds: 30 }, vars: { seconds: 30 } }),
  bare: new NotFoundError('productNotFound'),
};

beforeAll(async () => {
  registerApiErrorHandling(app);
  app.post('/throw/:name', async (request) => {
    throw thrown[(request.params as { name: string }).name]!;
  });
  await app.ready();
});
afterAll(() => app.close());

const call = async (name: string, language: string) => {
  const res = await app.inject({ method: 'POST', url: `/throw/${name}`, headers: { language } });
  return { status: res.statusCode, body: res.json() };
};

describe('the error mapper and typed domain errors', () => {
  it('translates msg and every field of a typed error into the caller’s language', async () => {
    const de = await call('conflict', 'de');
    expect(de).toEqual({
      status: 200,
      body: { code: 409, msg: 'Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.', data: { reason: 'email_registered', fields: { email: 'Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.' } } },
    });
    expect((await call('conflict', 'en')).body.data.fields.email).toBe('This email is already registered. Please log in.');
  });

  it('gives a field its own message when the error names one, and sends the rest of data as is', async () => {
    const { body } = await call('fieldOwnKey', 'en');
    expect(body.code).toBe(400);
    expect(body.msg).toBe('Please enter a valid goods URL.');
    expect(body.data).toEqual({ reason: 'not_a_link', resolveFailed: true, fields: { url: "This is not a link. Paste a product link from Taobao, Weidian, 1688 or a shopping agent." } });
  });

  it('fills the message’s placeholders', async () => {
    const { body } = await call('tooMany', 'en');
    expect(body).toMatchObject({ code: 429, data: { reason: 'too_many_attempts', retryAfterSeconds: 30 } });
    expect(body.msg).toContain('30');
  });

  it('answers data null for an error with no reason or data', async () => {
    expect((await call('bare', 'en')).body).toMatchObject({ code: 404, data: null });
  });

  it('keeps the message keys untranslated on the error itself (services never translate)', () => {
    expect(thrown.conflict).toMatchObject({ code: 409, msgKey: 'emailRegistered', fields: { email: 'emailRegistered' }, data: { reason: 'email_registered' } });
    expect(thrown.conflict).toBeInstanceOf(DomainError);
  });
});
