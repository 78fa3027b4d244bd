import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import alertsPlugin from './alerts/plugin';
import { SourceBuckets } from './alerts/source-buckets';
import catalogPlugin from './catalog/plugin';
import fhirPlugin from './fhir/plugin';
import officialPlugin from './official/plugin';
import { reportWriteLimiter } from './reports/submit';
import { DEFAULT_AREA_PASS_INTERVAL_SECONDS, startAreaPasses } from './analytics/areas/area-passes';
import { claimPassHour } from './analytics/areas/pass-claims';
import { type AreaService, startAreaService } from './analytics/areas/area-service';
import analyticsPlugin from './analytics/plugin';
import checkInsPlugin from './check-ins/plugin';
import { messageCheckIns } from './check-ins/service';
import { DEFAULT_CORS_ORIGINS, DEFAULT_PUBLIC_API_URL } from './config/env';
import type { Database } from './db/database';
import { type ReadReplica, readingFrom } from './db/read-replica';
import demoPlugin from './demo/plugin';
import docsPlugin from './docs/plugin';
import errorsPlugin from './errors/plugin';
import type { Geocoder } from './geocode/geocoder';
import geocodePlugin from './geocode/plugin';
import healthPlugin from './health/plugin';
import { Readiness } from './health/readiness';
import healthTipsPlugin from './health-tips/plugin';
import openDataPlugin from './open-data/plugin';
import { loadMessagesConfig, type MessagesConfig } from './messages/config';
import messagesPlugin from './messages/plugin';
import { type CheckInRecorder, MessageService } from './messages/service';
import { resolveSalt } from './phone-ai/alerts/phone-hash';
import { loadPhoneAiConfig } from './phone-ai/config';
import phoneAiPlugin from './phone-ai/plugin';
import realtimePlugin from './realtime/plugin';
import { ReportFeed } from './realtime/report-feed';
import { type ConnectionLimitsConfig, DEFAULT_CONNECTION_LIMITS, REFUSAL_WINDOW_MS } from './limits/config';
import { limitConnections } from './limits/connections';
import { registerRefusalTarpit } from './limits/refusal-tarpit';
import pushPlugin from './push/plugin';
import remindersPlugin from './reminders/plugin';
import { startReminderScheduler } from './reminders/scheduler';
import ratesPlugin from './rates/plugin';
import { RatesGeneration } from './rates/generation';
import { resolveParticipantSecret } from './rates/pseudonym';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from './push/endpoint-policy';
import { batchAlarms, createPushSender } from './push/sender';
import { loadVapidKeys } from './push/vapid';
import type { CanaryHealthConfig } from './releases/canary-health';
import releasesPlugin from './releases/plugin';
import reportsPlugin from './reports/plugin';
import { ReportWriter } from './reports/writer';
import statsPlugin from './stats/plugin';
import { createValidatorCompiler } from './validation/compilers';
import vitalsPlugin from './vitals/plugin';

export interface BuildAppOptions {
  db: Database;
  geocoder: Geocoder;
  /** false (default) for silence, true or pino options for structured logs. */
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: string[];
  /** POSTs per client and minute; 0 turns the limit off (benchmarks). Default 60. */
  writeRateLimit?: number;
  /** SSE heartbeat interval; default 15 s. */
  heartbeatMs?: number;
  /** How long a clusters answer may be reused; default 1000 ms, 0 in tests that need read-your-writes. */
  clustersTtlMs?: number;
  /** Streams, sockets and header deadline; defaults in limits/config.ts. */
  connectionLimits?: Partial<ConnectionLimitsConfig>;
  /** See ServerConfig.trustProxy (never `true`: the client writes the left-most X-Forwarded-For); default false. */
  trustProxy?: false | number | string;
  /** Open-data downloads per client and minute; 0 turns the limit off. Default 30. */
  exportRateLimit?: number;
  /** false: no weekly reminder rounds in this process (tests that run rounds themselves). */
  reminders?: boolean;
  /** Hosts push subscriptions may name (endpoint-policy.ts); default the browser vendors' push services. */
  pushEndpointHosts?: readonly string[];
  /** Push subscriptions one area may hold; default DEFAULT_MAX_SUBSCRIPTIONS_PER_AREA (push/store.ts). */
  pushSubscriptionsPerArea?: number;
  /** When a canary is rolled back automatically (releases/canary-health.ts); unset keys take the defaults. */
  canaryHealth?: Partial<CanaryHealthConfig>;
  /** Where release entries may point (releases/entry-policy.ts); default `/releases`. */
  releaseBaseUrls?: readonly string[];
  /** Vitals beacons one address may add to the histograms per day (vitals/plugin.ts); default 200. */
  vitalsPerAddressPerDay?: number;
  /** See ServerConfig.requestTimeoutMs; default 30 s. */
  requestTimeoutMs?: number;
  /**
   * Outbreak detection for every area of the gazetteer in this directory
   * (GEODATA_SOURCE or GEODATA_DIR); without it only SPEC's five places have
   * analytics and the alerts feed answers 503.
   */
  areas?: {
    geodataDir: string /** Background passes at start, hourly and after midnight (default true). */;
    passes?: boolean;
    /** Seconds between scheduled passes (AREA_PASS_INTERVAL_SECONDS); default 3600. */
    intervalSeconds?: number;
  };
  /** The web app's public origin, for links in the alerts feed. */
  appUrl?: string;
  /** This API's public origin, for the unsubscribe link alerts carry; default from suite.json. */
  publicApiUrl?: string;
  /**
   * Redis for state every API process must share: the counters of every
   * route's rate limit. Without it they live in this process's memory, so
   * behind a load balancer each process would grant the full budget.
   */
  redis?: { url: string; keyPrefix?: string };
  /** Key of the participants' weekly pseudonyms; default PARTICIPANT_SECRET (rates/pseudonym.ts). */
  participantSecret?: Buffer;
  /** The time check-ins and reports count in (ISO week, day) and rates end at; tests move it. */
  clock?: () => Date;
  /** The text-message line's limits; default from the environment (MESSAGES_*). */
  messages?: MessagesConfig;
  /**
   * Where "I feel fine" check-ins sent by text (`OK 400001`) are stored: by default the check-ins feature
   * (check-ins/service.ts); null tells senders check-ins by text are not available.
   */
  checkIns?: CheckInRecorder | null;
  /** A streaming replica for the routes that only read (DATABASE_READ_URL); see db/read-replica.ts. */
  readReplica?: ReadReplica;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Area detection: `app.areas?.onAlarm(listener)` is called for every alarm
     * a background pass raises (see api/src/analytics/README.md); null when
     * no gazetteer was given.
     */
    areas: AreaService | null;
  }
}

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

function trustProxyOption(
  value: BuildAppOptions['trustProxy'],
): false | string | ((a: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

/** The API as a Fastify instance: one plugin per concern, all schemas from contracts. */
export async function buildApp(options: BuildAppOptions) {
  const { db, geocoder } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    logger: loggerOption(options.logger),
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

  await app.register(errorsPlugin);
  registerRefusalTarpit(app, {
    free: limits.refusalsFree,
    maxDelayMs: limits.refusalDelayMaxMs,
    windowMs: REFUSAL_WINDOW_MS,
  });
  await app.register(helmet, {
    // The remotes (other origins) read this API; /docs must also load over plain http on localhost.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
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

  const writer = new ReportWriter(db);
  const feed = new ReportFeed(db, (err) => app.log.warn({ err }, 'report feed delivery failed'));
  await feed.start();
  app.addHook('onClose', async () => {
    await feed.stop();
    await writer.drain();
  });

  const readiness = new Readiness();
  // Read-only features read through the replica when there is one (their writes still reach the primary).
  const readDb = options.readReplica ? readingFrom(db, options.readReplica.reads) : db;
  await app.register(healthPlugin, { db, geocoder, readiness, replica: options.readReplica?.state });
  // Participants are counted in the gazetteer's areas of their postal code; area detection starts below.
  const participants = {
    participantSecret:
      options.participantSecret ??
      resolveParticipantSecret(process.env.PARTICIPANT_SECRET, process.env.NODE_ENV === 'production'),
    areasOf: (country: string, pinCode: string) =>
      app.areas ? app.areas.areasOfPostalCode(country, pinCode) : Promise.resolve(null),
    clock: options.clock ?? (() => new Date()),
    ratesGeneration: new RatesGeneration(),
    // Each report's short-lived source buckets, for corroborating area alerts (alerts/source-buckets.ts).
    sources: new SourceBuckets(),
  };
  const writeLimit = reportWriteLimiter(app, options.writeRateLimit ?? 60);
  await app.register(reportsPlugin, {
    db,
    geocoder,
    writer,
    ...participants,
    writeLimit,
    clustersTtlMs: options.clustersTtlMs ?? 1000,
    readiness,
  });
  await app.register(realtimePlugin, {
    db,
    feed,
    heartbeatMs: options.heartbeatMs ?? 15_000,
    streamsPerAddress: limits.sseStreamsPerAddress,
    streamsTotal: limits.sseStreamsTotal,
  });
  await app.register(healthTipsPlugin, { db: readDb });
  await app.register(statsPlugin, { db: readDb });
  await app.register(demoPlugin, { db });
  await app.register(geocodePlugin, { geocoder });
  const phoneAiConfig = loadPhoneAiConfig();
  // Text messages and the phone line's report step file reports through the web route's rules and writer.
  const messages = new MessageService({
    db,
    geocoder,
    writer,
    senderSalt: resolveSalt(phoneAiConfig.phoneHashSalt, phoneAiConfig.production),
    checkIns: options.checkIns === undefined ? messageCheckIns({ db, ...participants }) : options.checkIns,
    sources: participants.sources,
  });
  await messages.start();
  app.addHook('onClose', async () => {
    await messages.stop();
  });
  await app.register(phoneAiPlugin, { db, config: phoneAiConfig, reports: messages, prefix: '/api/phone-ai' });
  await app.register(messagesPlugin, {
    service: messages,
    config: options.messages ?? loadMessagesConfig(),
    provider: phoneAiConfig,
  });
  const areas = options.areas
    ? startAreaService({
        db,
        geodataDir: options.areas.geodataDir,
        onError: (err) => app.log.warn({ err }, 'area alarm listener failed'),
      })
    : null;
  app.decorate('areas', areas);
  if (areas) {
    areas.ready().catch((err: unknown) => app.log.warn({ err }, 'area index not loaded: area analytics unavailable'));
    if (options.areas?.passes !== false) {
      let stopPasses: (() => Promise<void>) | null = null;
      app.addHook('onReady', async () => {
        const intervalMs = (options.areas?.intervalSeconds ?? DEFAULT_AREA_PASS_INTERVAL_SECONDS) * 1000;
        stopPasses = startAreaPasses(areas, {
          claim: (at) => claimPassHour(db, at, intervalMs),
          intervalMs,
          onPass: (summary) => app.log.info({ summary }, 'area outbreak pass done'),
          onSkip: (hour) => app.log.debug({ hour }, 'area outbreak pass of this hour is another API process’s'),
          onError: (err) => app.log.warn({ err }, 'area outbreak pass failed'),
        });
      });
      app.addHook('onClose', async () => {
        await stopPasses?.();
      });
    }
    app.addHook('onClose', async () => {
      await areas.close();
    });
  }
  await app.register(analyticsPlugin, { db: readDb, areas, prefix: '/api/analytics', readiness });
  // Links in cached public answers are built from the configured origin, never from Host / X-Forwarded-Host.
  const apiUrl = (options.publicApiUrl ?? DEFAULT_PUBLIC_API_URL).replace(/\/+$/, '');
  await app.register(checkInsPlugin, { db, geocoder, writeRateLimit: options.writeRateLimit ?? 60, ...participants });
  await app.register(ratesPlugin, {
    db: readDb,
    areas: () => app.areas,
    clock: participants.clock,
    generation: participants.ratesGeneration,
  });
  await app.register(catalogPlugin, {
    db: readDb,
    publicApiUrl: options.publicApiUrl ?? DEFAULT_PUBLIC_API_URL,
    appUrl: options.appUrl ?? 'http://localhost:3000',
    clock: participants.clock,
  });
  await app.register(officialPlugin, { db, areas: () => app.areas, clock: participants.clock });
  await app.register(fhirPlugin, {
    prefix: '/api/fhir',
    db,
    geocoder,
    writer,
    ...participants,
    areas: () => app.areas,
    publicApiUrl: options.publicApiUrl ?? DEFAULT_PUBLIC_API_URL,
    writeLimit,
  });
  await app.register(alertsPlugin, { db: readDb, areas, appUrl: options.appUrl ?? 'http://localhost:3000', apiUrl });
  await app.register(openDataPlugin, {
    db: readDb,
    exportRateLimit: options.exportRateLimit,
    apiUrl,
    areas: () => app.areas,
  });
  const vapid = await loadVapidKeys(db);
  if (areas) {
    // Each alarm an area pass raises goes out to the browsers that follow that area.
    const pushSender = createPushSender({
      db,
      vapid,
      appUrl: options.appUrl ?? 'http://localhost:3000',
      apiUrl,
      onError: (err) => app.log.warn({ err: { message: (err as Error).message } }, 'push delivery failed'),
    });
    const alarms = batchAlarms(pushSender, (err) => app.log.warn({ err }, 'push announcement failed'));
    // Only public alerts (corroborated, and held across the pass: analytics/areas/alarm-tiers.ts), never a watch.
    areas.onAlarm((alarm) => alarm.tier === 'alert' && alarms.add(alarm));
    app.addHook('onClose', () => alarms.close());
  }
  await app.register(releasesPlugin, {
    db,
    canaryHealth: options.canaryHealth,
    entryBases: options.releaseBaseUrls,
    clientErrorRateLimit: options.writeRateLimit === 0 ? 0 : undefined,
  });
  await app.register(vitalsPlugin, {
    db,
    rateLimit: options.writeRateLimit === 0 ? 0 : undefined,
    perAddressPerDay: options.vitalsPerAddressPerDay,
  });
  await app.register(pushPlugin, {
    db,
    geocoder,
    areas,
    vapid,
    endpointHosts: options.pushEndpointHosts ?? DEFAULT_PUSH_ENDPOINT_HOSTS,
    maxSubscriptionsPerArea: options.pushSubscriptionsPerArea,
    apiUrl,
    rateLimit: options.writeRateLimit === 0 ? 0 : undefined,
  });
  // Weekly check-in reminders (issue #32): same push services, keys and sender as the area alerts.
  await app.register(remindersPlugin, {
    db,
    geocoder,
    endpointHosts: options.pushEndpointHosts ?? DEFAULT_PUSH_ENDPOINT_HOSTS,
    rateLimit: options.writeRateLimit === 0 ? 0 : undefined,
  });
  if (options.reminders !== false) {
    const reminders = startReminderScheduler(
      {
        db,
        vapid,
        appUrl: options.appUrl ?? 'http://localhost:3000',
        apiUrl: options.publicApiUrl ?? DEFAULT_PUBLIC_API_URL,
        onError: (err) => app.log.warn({ err: { message: (err as Error).message } }, 'reminder delivery failed'),
      },
      participants.clock,
    );
    app.addHook('onClose', () => reminders.stop());
  }
  return app;
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

export type App = Awaited<ReturnType<typeof buildApp>>;
