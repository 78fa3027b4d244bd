import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { API_HELMET_OPTIONS, registerSecurityHeaders } from './security-headers';

/** The headers of an answer that helmet or this module could have set (lower-case names). */
const securityHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([k]) =>
      /^(content-security-policy|cross-origin-|origin-agent|referrer-policy|strict-transport|x-(content-type|dns|download|frame|permitted|xss))/.test(
        k,
      ),
    ),
  );

async function app(setup: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const a = Fastify();
  setup(a);
  a.get('/ok', async () => ({ ok: true }));
  a.get('/bad', async () => {
    throw Object.assign(new Error('no'), { statusCode: 400 });
  });
  await a.ready();
  return a;
}

describe('security headers', () => {
  it('sends on every answer, errors and unknown routes too, what helmet sends for a request', async () => {
    const once = await app((a) => registerSecurityHeaders(a));
    // helmet's own middleware on each request: what @fastify/helmet did.
    const perRequest = await app((a) =>
      a.addHook('onRequest', (request, reply, done) =>
        helmet(API_HELMET_OPTIONS)(request.raw, reply.raw, () => done()),
      ),
    );
    for (const url of ['/ok', '/bad', '/nowhere']) {
      const got = await once.inject({ method: 'GET', url });
      const want = await perRequest.inject({ method: 'GET', url });
      expect(got.statusCode).toBe(want.statusCode);
      expect(securityHeaders(got.headers)).toEqual(securityHeaders(want.headers));
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      // Other origins (the remotes) may read the API, and nothing asks browsers to upgrade requests to https.
      expect(got.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(String(got.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(String(got.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    }
    await once.close();
    await perRequest.close();
  });
});
