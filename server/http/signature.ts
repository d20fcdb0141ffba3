import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isValidSignature } from '../../core/signature.ts';
import { ForbiddenError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET download the browser opens as a plain link, which cannot carry X-SIGNATURE (the goods template).
     * Only for answers that change nothing and hold nothing private: the signature is not a security boundary
     * (product §D4), and a plain GET cannot be forged into a change.
     */
    unsigned?: boolean;
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** md5(nonce + key) by Node's one-shot hash: half the time of js-md5's, which the browser needs. */
const md5Hex = (nonce: string, signKey: string) => hash('md5', nonce + signKey);

/** X-SIGNATURE must equal md5(X-NONCE + sign key) on every API call (product §7). */
export function registerSignatureCheck(app: FastifyInstance, signKey: string) {
  app.addHook('onRequest', (request, _reply, done) => {
    // An unknown path answers 404 whatever its headers.
    if (request.is404 || request.routeOptions.config.unknownApiPath) return done();
    if (request.routeOptions.config.unsigned && request.method === 'GET') return done();
    const nonce = header(request.headers['x-nonce']);
    const signature = header(request.headers['x-signature']);
    done(isValidSignature(nonce, signature, signKey, md5Hex) ? undefined : new ForbiddenError('badSignature', { reason: 'bad_signature' }));
  });
}
