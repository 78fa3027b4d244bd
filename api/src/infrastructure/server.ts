import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { BuildAppOptions } from '../app-options';
import { DEFAULT_CONNECTION_LIMITS } from '../limits/config';
import { limitConnections } from '../limits/connections';
import { createValidatorCompiler } from '../validation/compilers';

export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Request logs carry method, path and status only: no query string (it can
 * hold a postal code), no IP address, no headers.
 */
const serializers = {
  req(req: { method?: string; url?: string; id?: string }) {
    return { id: req.id, method: req.method, path: req.url?.split('?')[0] };
  },
  res(res: { statusCode?: number }) {
    return { statusCode: res.statusCode };
  },
};

function loggerOption(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  if (logger === true) return { serializers };
  if (typeof logger === 'object' && !('info' in logger)) return { ...logger, serializers };
  return logger;
}

/**
 * Logs each request once, when it is answered, with what the arrival line held (the `req` serializer: id, method,
 * path) beside the status and time: log writes led the HTTP thread's profile, and two lines a request doubled them.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

function trustProxyOption(
  value: BuildAppOptions['trustProxy'],
): false | string | ((a: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

/** The Fastify instance with its socket deadlines and limits, the TypeBox provider and JSON-only bodies. */
export function createServer(options: BuildAppOptions) {
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    logger: loggerOption(options.logger),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    // The feed's SSE connections are ended in preClose; other idle sockets close at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    trustProxy: trustProxyOption(options.trustProxy),
    // Receiving a request (not answering it: the live feed streams for hours) has a deadline.
    requestTimeout: requestTimeoutMs,
  }).withTypeProvider<TypeBoxTypeProvider>();
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
  limitConnections(app.server, { perAddress: limits.connectionsPerAddress, total: limits.connectionsTotal });
  app.server.headersTimeout = limits.headersTimeoutMs;
  // Node enforces header and request deadlines on this tick (30 s by default); read before listen.
  (app.server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval = Math.min(
    1000,
    limits.headersTimeoutMs,
  );
  app.setValidatorCompiler(createValidatorCompiler());
  // JSON only: a text/plain body would otherwise reach the schema as a string.
  app.removeContentTypeParser(['text/plain']);
  return app;
}
