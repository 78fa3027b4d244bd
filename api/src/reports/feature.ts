import fp from 'fastify-plugin';
import { SourceBuckets } from '../alerts/source-buckets';
import type { Database } from '../db/database';
import type { Geocoder } from '../geocode/geocoder';
import { RatesGeneration } from '../rates/generation';
import { resolveParticipantSecret } from '../rates/pseudonym';
import { type MapAggregates, openMapAggregates } from './map-aggregates';
import reportsPlugin from './plugin';
import { reportWriteLimiter, type SubmitReportDeps, type WriteLimit } from './submit';
import { IntakeFolder, type IntakeOptions } from './intake';
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
    /** The map aggregates' in-memory copy; the statistics read their filtered figures from it. */
    mapAggregates: MapAggregates;
  }
}

export interface ReportsFeatureOptions {
  db: Database;
  geocoder: Geocoder;
  writeRateLimit?: number;
  clustersTtlMs?: number;
  mapMemoryDays?: number | undefined;
  participantSecret?: Buffer;
  /** Off (false) or the intake's options; default on (docs/DESIGN.md §7 "Ingest against a bare route"). */
  reportIntake?: IntakeOptions | false;
}

/**
 * Reports: the writer and its intake (what other processes left is folded at start; everything acknowledged is
 * folded on close), the read barrier, who a report counts, the write budget, and the routes.
 */
async function reportsFeature(app: import('fastify').FastifyInstance, options: ReportsFeatureOptions) {
  const { db, geocoder } = options;
  const intake =
    options.reportIntake === false
      ? undefined
      : new IntakeFolder(db, {
          ...options.reportIntake,
          onFolded: () => {
            // The map's caches compare the writer's commits: a fold is one more (folds start after the writer exists).
            writer.commits++;
          },
          onRefused: (err) => app.log.error({ err }, 'the table refused an intake row: kept in report_intake'),
          onError: (err) => app.log.error({ err }, 'folding the report intake failed; the next sweep tries again'),
        });
  const writer = new ReportWriter(db, intake ? { intake } : {});
  app.addHook('onReady', async () => {
    await intake?.foldAll();
  });
  // Read-your-writes: a read waits until what this process acknowledged is in symptom_reports (at once when
  // nothing is waiting, the case at low load, when batches are written directly). Health probes never wait.
  if (intake)
    app.addHook('onRequest', async (request) => {
      if (intake.pending === 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      if (request.url.startsWith('/healthz') || request.url.startsWith('/readyz')) return;
      await intake.barrier();
    });
  app.addHook('onClose', async () => {
    await writer.drain();
    await intake?.close();
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
  const clustersTtlMs = options.clustersTtlMs ?? 1000;
  const mapAggregates = await openMapAggregates(app, {
    db,
    writer,
    ttlMs: clustersTtlMs,
    memoryDays: options.mapMemoryDays,
    readiness: app.readiness,
  });
  app.decorate('mapAggregates', mapAggregates);
  await app.register(reportsPlugin, {
    db,
    geocoder,
    writer,
    ...participants,
    writeLimit,
    clustersTtlMs,
    mapAggregates,
  });
}

export default fp(reportsFeature, { name: 'reports', dependencies: ['infrastructure'] });
