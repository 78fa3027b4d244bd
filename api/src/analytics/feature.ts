import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { DEFAULT_AREA_PASS_INTERVAL_SECONDS, startAreaPasses } from './areas/area-passes';
import { type AreaService, startAreaService } from './areas/area-service';
import { claimPassHour } from './areas/pass-claims';
import analyticsPlugin from './plugin';

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

export interface AnalyticsFeatureOptions {
  db: Database;
  /**
   * Outbreak detection for every area of the gazetteer in this directory; without it only SPEC's five places
   * have analytics (BuildAppOptions.areas).
   */
  areas?: { geodataDir: string; passes?: boolean; intervalSeconds?: number; fitMemoLimit?: number };
}

/** Area detection (its worker, its scheduled passes, closed on close) and the analytics routes. */
async function analyticsFeature(app: import('fastify').FastifyInstance, options: AnalyticsFeatureOptions) {
  const { db } = options;
  const areas = options.areas
    ? startAreaService({
        db,
        geodataDir: options.areas.geodataDir,
        ...(options.areas.fitMemoLimit === undefined ? {} : { fitMemoLimit: options.areas.fitMemoLimit }),
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
  await app.register(analyticsPlugin, { db: app.readDb, areas, prefix: '/api/analytics', readiness: app.readiness });
}

export default fp(analyticsFeature, { name: 'analytics', dependencies: ['infrastructure'] });
