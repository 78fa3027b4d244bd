import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { BuildAppOptions } from '../app-options';
import { DEFAULT_CORS_ORIGINS, DEFAULT_PUBLIC_API_URL } from '../config/env';
import type { Database } from '../db/database';
import { readingFrom } from '../db/read-replica';
import docsPlugin from '../docs/plugin';
import errorsPlugin from '../errors/plugin';
import { Readiness } from '../health/readiness';
import { DEFAULT_CONNECTION_LIMITS, REFUSAL_WINDOW_MS } from '../limits/config';
import { registerRefusalTarpit } from '../limits/refusal-tarpit';
import { registerSecurityHeaders } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read-only features read through the replica when there is one (their writes still reach the primary). */
    readDb: Database;
    readiness: Readiness;
    /** The time check-ins and reports count in (ISO week, day) and rates end at; tests move it. */
    clock: () => Date;
    /**
     * Links in cached public answers are built from the configured origins, never from Host / X-Forwarded-Host:
     * the web app's (`appUrl`) and this API's, as configured (`publicApiUrl`) and without a trailing slash (`apiUrl`).
     */
    publicUrls: { appUrl: string; publicApiUrl: string; apiUrl: string };
  }
}

/**
 * What every feature stands on: errors, the refusal tarpit, security headers, CORS, one rate-limit store,
 * the API docs, and the shared readers (replica, readiness, clock, public origins).
 */
async function infrastructurePlugin(app: import('fastify').FastifyInstance, options: BuildAppOptions) {
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
  await app.register(errorsPlugin);
  registerRefusalTarpit(app, {
    free: limits.refusalsFree,
    maxDelayMs: limits.refusalDelayMaxMs,
    windowMs: REFUSAL_WINDOW_MS,
  });
  registerSecurityHeaders(app);
  const origins = options.corsOrigins ?? DEFAULT_CORS_ORIGINS;
  await app.register(cors, {
    origin: origins.includes('*') ? true : origins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key', 'Last-Event-ID', 'Accept'],
    exposedHeaders: ['Idempotent-Replayed'],
  });
  // One store for every route's `config.rateLimit` (and app.createRateLimit): Redis when
  // configured, so the budgets hold across processes. Addresses counted here expire with
  // their window and are never logged or stored elsewhere.
  const redis = options.redis ? rateLimitRedis(options.redis.url) : null;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          redis,
          nameSpace: `${options.redis?.keyPrefix ?? 'healthwatch:api:'}rate-limit:`,
          // Redis unreachable: serve without limits rather than fail every limited route.
          skipOnError: true,
        }
      : {}),
  });
  await app.register(docsPlugin);
  app.decorate('readDb', options.readReplica ? readingFrom(options.db, options.readReplica.reads) : options.db);
  app.decorate('readiness', new Readiness());
  app.decorate('clock', options.clock ?? (() => new Date()));
  const publicApiUrl = options.publicApiUrl ?? DEFAULT_PUBLIC_API_URL;
  app.decorate('publicUrls', {
    appUrl: options.appUrl ?? 'http://localhost:3000',
    publicApiUrl,
    apiUrl: publicApiUrl.replace(/\/+$/, ''),
  });
}

/**
 * A client that fails fast: with Redis down a limited request waits at most
 * about a second before it is served unlimited (skipOnError), instead of
 * queueing until Redis returns.
 */
function rateLimitRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  // Connection errors surface on the commands (skipOnError); without a listener ioredis would print each retry.
  redis.on('error', () => undefined);
  return redis;
}

export default fp(infrastructurePlugin, { name: 'infrastructure' });
