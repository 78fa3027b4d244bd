import { createHash } from 'node:crypto';
import {
  CanaryBodySchema,
  ClientErrorBodySchema,
  DiscoveryDocumentSchema,
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
  promote,
  readDiscovery,
  recordClientError,
  registerRelease,
  remoteOfToken,
  rollback,
  startCanary,
} from './store';

export interface ReleasesPluginOptions {
  db: Database;
  /** How long one process reuses the discovery document it read (other processes' edits show after this). */
  cacheMs?: number;
  /**
   * Automatic canary rollback: a canary with at least `errors` client errors
   * within `windowMs` is ended. Errors over a window rather than a share of
   * assignments, because browsers report failures, not which version they drew.
   */
  canaryHealth?: { errors: number; windowMs: number };
  /** Client-error reports per client and minute; 0 turns the limit off. */
  clientErrorRateLimit?: number;
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
  const health = opts.canaryHealth ?? { errors: 20, windowMs: 5 * 60_000 };
  const clientLimit = opts.clientErrorRateLimit ?? 30;
  let cached: { doc: DiscoveryDocument; etag: string; at: number } | null = null;

  const current = async () => {
    if (cached && Date.now() - cached.at < cacheMs) return cached;
    const doc = await readDiscovery(db);
    const etag = `"${createHash('sha256').update(JSON.stringify(doc)).digest('base64url').slice(0, 27)}"`;
    cached = { doc, etag, at: Date.now() };
    return cached;
  };

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
        summary: 'Active, canary and released versions of each remote, with the contracts each was built for',
        response: { 200: DiscoveryDocumentSchema, 304: Type.Null() },
      },
    },
    async (request, reply) => {
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
        summary: 'Report that a release of a remote failed in this browser (anonymous)',
        body: ClientErrorBodySchema,
        response: { 202: Type.Object({ rolledBack: Type.Boolean() }), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { remote, version, kind } = request.body;
      const errors = await recordClientError(db, { remote, version, kind }, health.windowMs);
      let rolledBack = false;
      if (errors >= health.errors) {
        rolledBack = await rollback(
          db,
          {
            remote,
            actor: 'release health check',
            reason: `${errors} client errors (latest: ${kind}) within ${Math.round(health.windowMs / 1000)} s, limit ${health.errors}`,
          },
          version,
        );
        if (rolledBack) changed();
      }
      return reply.status(202).send({ rolledBack });
    },
  );
};

export default releasesPlugin;
