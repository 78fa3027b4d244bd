import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Readiness } from '../health/readiness';
import { REPORT_CHANNEL } from './channel';
import { MapCubeStore } from './map-cube/store';
import type { ReportWriter } from './writer';

export interface MapAggregates {
  /** The in-memory copy of the map aggregates (map-cube/store.ts): clusters, timelines, filtered statistics. */
  cube: MapCubeStore;
  /** Moves with every insert heard of: caches of answers derived from the map compare it. */
  generation: () => number;
}

/**
 * The map aggregates' copy for this process: loaded when the app is ready (reported to /readyz), read again as
 * inserts are heard of, its snapshot written before close.
 */
export async function openMapAggregates(
  app: FastifyInstance,
  options: { db: Database; writer: ReportWriter; ttlMs: number; memoryDays: number | undefined; readiness: Readiness },
): Promise<MapAggregates> {
  const { db, writer } = options;
  // Inserts heard of: this process's commits (counted before their callers
  // are answered) and every other writer's via the insert trigger's NOTIFY.
  let notified = 0;
  const unlisten = await db.listen(REPORT_CHANNEL, () => {
    notified++;
  });
  app.addHook('onClose', async () => {
    await unlisten().catch(() => undefined);
  });
  const generation = () => writer.commits + notified;
  const cube = new MapCubeStore(db, {
    ttlMs: options.ttlMs,
    generation,
    memoryDays: options.memoryDays,
    onSnapshotError: (err) => app.log.warn({ err }, 'writing the map snapshot failed'),
  });
  app.addHook('onReady', async () => {
    const warm = cube.warm();
    options.readiness.track('mapAggregates', warm);
    warm.catch((err: unknown) => app.log.error({ err }, 'loading the map aggregates failed'));
  });
  app.addHook('onClose', async () => {
    await cube.settle();
  });
  return { cube, generation };
}
