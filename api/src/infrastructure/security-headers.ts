import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What this API sends: helmet's defaults, readable by the remotes (other origins) and /docs over plain http on localhost. */
export const API_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
};

/**
 * The headers helmet's middleware sets for these options, read once by running it on a response that only records
 * them: its header values depend on the options alone, never on the request.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Every reply carries helmet's headers, set from one object computed at start. Not @fastify/helmet: it builds helmet's
 * middleware again for every request, which halved the requests a second of a bare Fastify route (api/bench/README.md
 * "Security headers"); these are the same headers. Set on the reply (not the raw response) so an error answer keeps
 * them and the live feed's hijacked reply copies them with the CORS headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions> = API_HELMET_OPTIONS) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
