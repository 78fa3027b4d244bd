import fp from 'fastify-plugin';
import { SourceBuckets } from '../alerts/source-buckets';
import type { Database } from '../db/database';
import type { Geocoder } from '../geocode/geocoder';
import { RatesGeneration } from '../rates/generation';
import { resolveParticipantSecret } from '../rates/pseudonym';
import reportsPlugin from './plugin';
import { reportWriteLimiter, type SubmitReportDeps, type WriteLimit } from './submit';
import { ReportWriter } from './writer';

/** How a stored report counts its participant and its source (every route that stores one passes these on). */
export type Participants = Omit<SubmitReportDeps, 'geocoder' | 'writer' | 'sources'> & { sources: SourceBuckets };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route that stores a report (web, text messages, the phone line, FHIR) stores it through this writer. */
    reportWriter: ReportWriter;
    participants: Participants;
    /** The report-write budget each of those routes spends. */
    writeLimit: WriteLimit[];
  }
}

export interface ReportsFeatureOptions {
  db: Database;
  geocoder: Geocoder;
  writeRateLimit?: number;
  clustersTtlMs?: number;
  mapMemoryDays?: number | undefined;
  participantSecret?: Buffer;
}

/** Reports: the writer (drained on close), who a report counts, the write budget, and the routes. */
async function reportsFeature(app: import('fastify').FastifyInstance, options: ReportsFeatureOptions) {
  const { db, geocoder } = options;
  const writer = new ReportWriter(db);
  app.addHook('onClose', async () => {
    await writer.drain();
  });
  // Participants are counted in the gazetteer's areas of their postal code (area detection: analytics/feature.ts).
  const participants: Participants = {
    participantSecret:
      options.participantSecret ??
      resolveParticipantSecret(process.env.PARTICIPANT_SECRET, process.env.NODE_ENV === 'production'),
    areasOf: (country: string, pinCode: string) =>
      app.areas ? app.areas.areasOfPostalCode(country, pinCode) : Promise.resolve(null),
    clock: app.clock,
    ratesGeneration: new RatesGeneration(),
    // Each report's short-lived source buckets, for corroborating area alerts (alerts/source-buckets.ts).
    sources: new SourceBuckets(),
  };
  const writeLimit = reportWriteLimiter(app, options.writeRateLimit ?? 60);
  app.decorate('reportWriter', writer);
  app.decorate('participants', participants);
  app.decorate('writeLimit', writeLimit);
  await app.register(reportsPlugin, {
    db,
    geocoder,
    writer,
    ...participants,
    writeLimit,
    clustersTtlMs: options.clustersTtlMs ?? 1000,
    mapMemoryDays: options.mapMemoryDays,
    readiness: app.readiness,
  });
}

export default fp(reportsFeature, { name: 'reports', dependencies: ['infrastructure'] });
