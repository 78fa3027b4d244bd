import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/plugin';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The X-Twilio-Signature scheme (also used by compatible providers): base64 of
 * HMAC-SHA1, keyed with the account's auth token, over the full request URL
 * followed by every POST parameter name and value, names sorted.
 */
export function expectedSignature(authToken: string, url: string, params: Record<string, unknown>): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((k) => {
        const v = params[k];
        return Array.isArray(v) ? v.map((x) => k + String(x)).join('') : k + String(v ?? '');
      })
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function isValidSignature(
  authToken: string,
  url: string,
  params: Record<string, unknown>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(expectedSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface ProviderSignatureOptions {
  /** The provider's auth token; without it requests are unsigned. */
  authToken: string | undefined;
  /** The public origin the provider calls, when a proxy changes it. */
  publicUrl: string | undefined;
  production: boolean;
  /** Open without a token in production (anyone could then post as the provider). */
  allowUnsigned: boolean;
  /** What the log and a refusal say: which line is closed or unsigned, and why that matters. */
  words: { closedLog: string; closedError: string; unsignedWarning: string };
}

/**
 * Every request of a plugin must be the provider's: with a token, a valid X-Twilio-Signature (403
 * otherwise); without one, the plugin answers 503 in production unless unsigned use is allowed,
 * and warns loudly elsewhere. Shared by the phone line and the text-message line.
 */
export function requireProviderSignature(app: FastifyInstance, options: ProviderSignatureOptions): void {
  const token = options.authToken;
  if (token) {
    app.addHook('preHandler', async (request) => {
      const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
      const params: Record<string, unknown> =
        typeof request.body === 'object' && request.body !== null ? { ...request.body } : {};
      const signature = request.headers['x-twilio-signature'];
      if (
        !isValidSignature(token, origin + request.url, params, typeof signature === 'string' ? signature : undefined)
      ) {
        throw new HttpError(403, 'Invalid request signature');
      }
    });
  } else if (options.production && !options.allowUnsigned) {
    app.log.error(options.words.closedLog);
    app.addHook('onRequest', async () => {
      throw new HttpError(503, options.words.closedError);
    });
  } else {
    app.log.warn(options.words.unsignedWarning);
  }
}
