import type { FastifyInstance } from 'fastify';
import { API_CODE } from '../../core/api.ts';
import { isValidSignature } from '../../core/signature.ts';
import { AppError } from './errors.ts';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** X-SIGNATURE must equal md5(X-NONCE + sign key) on every API call (spec §7). */
export function registerSignatureCheck(app: FastifyInstance, signKey: string) {
  app.addHook('onRequest', async (request) => {
    // An unknown path answers 404 whatever its headers.
    if (request.is404 || request.routeOptions.config.unknownApiPath) return;
    const nonce = header(request.headers['x-nonce']);
    const signature = header(request.headers['x-signature']);
    if (!isValidSignature(nonce, signature, signKey)) {
      throw new AppError(API_CODE.forbidden, 'badSignature', { reason: 'bad_signature' });
    }
  });
}
