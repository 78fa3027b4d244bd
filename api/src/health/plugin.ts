import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/database';
import type { ReplicaState } from '../db/read-replica';
import type { Geocoder } from '../geocode/geocoder';
import type { Readiness } from './readiness';

const Status = Type.Object({
  status: Type.String(),
  /** With DATABASE_READ_URL: the read replica's state and replay lag at its last probe. */
  replica: Type.Optional(Type.Object({ status: Type.String(), lagMs: Type.Union([Type.Number(), Type.Null()]) })),
  database: Type.Optional(Type.String()),
  gazetteer: Type.Optional(Type.String()),
  /** Start-up loads (readiness.ts): the map aggregates' in-memory copy, the first pre-fit of outbreak baselines. */
  mapAggregates: Type.Optional(Type.String()),
  analyticsBaselines: Type.Optional(Type.String()),
});

/** /healthz: the process answers. /readyz: the database answers, the gazetteer and the start-up loads are in. */
const healthPlugin: FastifyPluginAsyncTypebox<{
  db: Database;
  geocoder: Geocoder;
  readiness: Readiness;
  replica?: () => ReplicaState;
}> = async (app, { db, geocoder, readiness, replica }) => {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: Status } } }, async () =>
    replica ? { status: 'ok', replica: replica() } : { status: 'ok' },
  );
  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: Status, 503: Status } } },
    async (_request, reply) => {
      let database = 'ok';
      try {
        await db.query('SELECT 1 FROM health_tips LIMIT 1');
      } catch {
        database = 'unavailable';
      }
      const gazetteer = geocoder.isReady() ? 'ok' : 'not loaded';
      const ready = database === 'ok' && gazetteer === 'ok' && readiness.ready;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not ready', database, gazetteer, ...readiness.report() });
    },
  );
};

export default healthPlugin;
