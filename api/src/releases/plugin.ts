import { createHash } from 'node:crypto';
import {
  CanaryBodySchema,
  ClientErrorBodySchema,
  DiscoveryDocumentSchema,
  DiscoveryQuerySchema,
  type DiscoveryDocument,
  ErrorResponseSchema,
  PromoteBodySchema,
  RegisterReleaseBodySchema,
  ReleaseRemoteParamsSchema,
  RollbackBodySchema,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import {
  type CanaryHealthConfig,
  canaryBasis,
  checkCanaryHealthConfig,
  DEFAULT_CANARY_HEALTH,
  isCanaryFailing,
} from './canary-health';
import { type EntryBase, isAllowedEntry, parseEntryBase } from './entry-policy';
import { isValidReportToken, REPORT_TOKEN_WINDOW_MS, reportToken } from './report-tokens';
import {
  addPageLoads,
  canaryOf,
  pageLoadsWithin,
  promote,
  pruneReleaseHealth,
  readDiscovery,
  recordClientError,
  registerRelease,
  remoteOfToken,
  reportSecret,
  rollback,
  startCanary,
} from './store';

export interface ReleasesPluginOptions {
  db: Database;
  /** How long one process reuses the discovery document it read (other processes' edits show after this). */
  cacheMs?: number;
  /** Automatic canary rollback (canary-health.ts); unset keys take DEFAULT_CANARY_HEALTH's. */
  canaryHealth?: Partial<CanaryHealthConfig>;
  /** Client-error reports per client and minute; 0 turns the limit off. */
  clientErrorRateLimit?: number;
  /** Where release entries may point (entry-policy.ts); default `/releases` on the page's origin. */
  entryBases?: readonly string[];
  /** How long client errors and page-load counts are kept; default 7 days. */
  keepHealthMs?: number;
}
const OkSchema = Type.Object({ ok: Type.Literal(true) });
const editResponses = { 200: OkSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/**
 * The discovery document browsers follow, and the token-guarded edits each
 * team makes to its own remote (store.ts keeps every change in release_audit).
 */
const releasesPlugin: FastifyPluginAsyncTypebox<ReleasesPluginOptions> = async (app, opts) => {
  const { db } = opts;
  const cacheMs = opts.cacheMs ?? 2000;
  const health = checkCanaryHealthConfig({ ...DEFAULT_CANARY_HEALTH, ...opts.canaryHealth });
  const clientLimit = opts.clientErrorRateLimit ?? 30;
  const entryBases: EntryBase[] = (opts.entryBases ?? ['/releases']).map(parseEntryBase);
  const keepHealthMs = opts.keepHealthMs ?? 7 * 24 * 60 * 60_000;
  const secret = await reportSecret(db);
  let cached: { doc: DiscoveryDocument; etag: string; at: number; tokenWindow: number } | null = null;

  /** The document with this window's report tokens for each remote's active and canary version. */
  const current = async () => {
    const tokenWindow = Math.floor(Date.now() / REPORT_TOKEN_WINDOW_MS);
    if (cached && Date.now() - cached.at < cacheMs && cached.tokenWindow === tokenWindow) return cached;
    const doc = await readDiscovery(db);
    for (const [remote, r] of Object.entries(doc.remotes)) {
      const served = [r.active, r.canary?.version].filter((v): v is string => typeof v === 'string');
      r.reportTokens = Object.fromEntries(served.map((v) => [v, reportToken(secret, remote, v)]));
    }
    const etag = `"${createHash('sha256').update(JSON.stringify(doc)).digest('base64url').slice(0, 27)}"`;
    cached = { doc, etag, at: Date.now(), tokenWindow };
    return cached;
  };

  // Per-address budgets for what counts toward a canary decision, in the rate limiter's store
  // (memory or Redis): keyed by address for the window only, never written anywhere else.
  const errorBudget = app.createRateLimit({
    max: health.errorsPerAddress,
    timeWindow: health.windowMs,
    keyGenerator: (request) => `release-errors:${request.ip}`,
  });
  const loadBudget = app.createRateLimit({
    max: health.loadsPerAddress,
    timeWindow: health.windowMs,
    keyGenerator: (request) => `release-loads:${request.ip}`,
  });

  // Page loads are added up in memory and written every few seconds, not once per page.
  let pendingLoads = 0;
  /** Writes the loads counted since the last call; returns how many. */
  const flushLoads = async (): Promise<number> => {
    const n = pendingLoads;
    if (n === 0) return 0;
    pendingLoads = 0;
    try {
      await addPageLoads(db, n);
      return n;
    } catch (err) {
      pendingLoads += n;
      app.log.warn({ err }, 'page loads not recorded');
      return 0;
    }
  };
  // Old rows go as new ones come (each report; each write of load counts), so the tables hold at
  // most keepHealthMs of errors and per-minute load counts: an index range with nothing in it is cheap.
  const flushTimer = setInterval(() => {
    void flushLoads()
      .then((written) => (written > 0 ? pruneReleaseHealth(db, keepHealthMs, { errors: false }) : 0))
      .catch((err: unknown) => app.log.warn({ err }, 'release page loads not pruned'));
  }, 5000);
  flushTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(flushTimer);
    await flushLoads();
  });

  /** The caller's remote, from `Authorization: Bearer <publish token>`; another remote's token is 403. */
  const authorize = async (request: FastifyRequest, remote: string): Promise<string> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
    if (!match) throw new HttpError(401, 'Send the remote\'s publish token as "Authorization: Bearer <token>"');
    const owner = await remoteOfToken(db, match[1] ?? '');
    if (owner === null) throw new HttpError(401, 'Unknown publish token');
    if (owner !== remote) throw new HttpError(403, `This token publishes ${owner}, not ${remote}`);
    return `${owner} token`;
  };
  const changed = () => {
    cached = null;
  };

  app.get(
    '/api/discovery',
    {
      schema: {
        tags: ['releases'],
        summary:
          'Active, canary and released versions of each remote, with the contracts each was built for and report tokens',
        querystring: DiscoveryQuerySchema,
        response: { 200: DiscoveryDocumentSchema, 304: Type.Null() },
      },
    },
    async (request, reply) => {
      if (request.query.load === '1') {
        const budget = await loadBudget(request);
        if (budget.isAllowed || !budget.isExceeded) pendingLoads += 1;
      }
      const { doc, etag } = await current();
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return doc;
    },
  );

  app.post(
    '/api/discovery/:remote/versions',
    {
      schema: {
        tags: ['releases'],
        summary: 'Register a published immutable release',
        params: ReleaseRemoteParamsSchema,
        body: RegisterReleaseBodySchema,
        response: { 201: OkSchema, ...editResponses, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { remote } = request.params;
      const actor = await authorize(request, remote);
      const { reason, ...release } = request.body;
      if (!isAllowedEntry(release.entry, remote, entryBases))
        throw new HttpError(
          400,
          `A ${remote} release's entry must lie under ${entryBases.map((b) => `${b.origin ?? ''}${b.path}/${remote}/`).join(' or ')}`,
        );
      await registerRelease(db, { remote, actor, reason }, release);
      changed();
      return reply.status(201).send({ ok: true });
    },
  );

  app.post(
    '/api/discovery/:remote/promote',
    {
      schema: {
        tags: ['releases'],
        summary: 'Make a released version the active one (ends any canary)',
        params: ReleaseRemoteParamsSchema,
        body: PromoteBodySchema,
        response: editResponses,
      },
    },
    async (request) => {
      const { remote } = request.params;
      const actor = await authorize(request, remote);
      await promote(db, { remote, actor, reason: request.body.reason }, request.body.version);
      changed();
      return { ok: true as const };
    },
  );

  app.post(
    '/api/discovery/:remote/canary',
    {
      schema: {
        tags: ['releases'],
        summary: 'Serve a released version to a share of browsers',
        params: ReleaseRemoteParamsSchema,
        body: CanaryBodySchema,
        response: editResponses,
      },
    },
    async (request) => {
      const { remote } = request.params;
      const actor = await authorize(request, remote);
      const { version, share, reason } = request.body;
      await startCanary(db, { remote, actor, reason }, version, share);
      changed();
      return { ok: true as const };
    },
  );

  app.post(
    '/api/discovery/:remote/rollback',
    {
      schema: {
        tags: ['releases'],
        summary: 'End the canary, or return to the previously active version',
        params: ReleaseRemoteParamsSchema,
        body: RollbackBodySchema,
        response: editResponses,
      },
    },
    async (request) => {
      const { remote } = request.params;
      const actor = await authorize(request, remote);
      await rollback(db, { remote, actor, reason: request.body.reason });
      changed();
      return { ok: true as const };
    },
  );

  app.post(
    '/api/client-errors',
    {
      config: { rateLimit: clientLimit > 0 ? { max: clientLimit, timeWindow: '1 minute' } : false },
      schema: {
        tags: ['releases'],
        summary: 'Report that a release of a remote failed in this browser (anonymous; needs its report token)',
        body: ClientErrorBodySchema,
        response: {
          202: Type.Object({ rolledBack: Type.Boolean() }),
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { remote, version, kind, token } = request.body;
      if (!isValidReportToken(secret, remote, version, token))
        throw new HttpError(403, `This report token is not one discovery handed out for ${remote} ${version} lately`);
      const budget = await errorBudget(request);
      if (!budget.isAllowed && budget.isExceeded)
        throw new HttpError(429, 'Too many release reports from this address: please wait a moment');
      await pruneReleaseHealth(db, keepHealthMs);
      const errors = await recordClientError(db, { remote, version, kind }, health.windowMs);
      const canary = await canaryOf(db, remote);
      let rolledBack = false;
      if (canary?.version === version && errors >= health.minErrors) {
        await flushLoads();
        const loads = await pageLoadsWithin(db, health.windowMs);
        const basis = canaryBasis({ errors, loads, share: canary.share }, health);
        if (isCanaryFailing(basis)) {
          const rate =
            basis.errorRate === null ? 'no page loads counted' : `${basis.errorRate.toFixed(2)} per canary load`;
          rolledBack = await rollback(
            db,
            {
              remote,
              actor: 'release health check',
              reason: `${errors} client errors (latest: ${kind}) in ${loads} page loads × ${canary.share} share (${rate}) within ${Math.round(health.windowMs / 1000)} s; limits ${health.minErrors} errors, ${health.maxErrorRate} per load`,
              basis,
            },
            version,
          );
          if (rolledBack) changed();
        }
      }
      return reply.status(202).send({ rolledBack });
    },
  );
};

export default releasesPlugin;
