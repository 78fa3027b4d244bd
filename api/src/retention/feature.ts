import fp from 'fastify-plugin';
import type { BuildAppOptions } from '../app-options';
import { startRetentionScheduler } from './job';

/**
 * Retention by month (issue 36 item 5): symptom_reports' partitions created ahead and months older than
 * `reportRetention.months` dropped once the rollups hold them (job.ts). Off unless the option is given
 * (server.ts always gives it, from REPORT_RETENTION_MONTHS), so tests and benchmarks keep what they seed.
 */
async function retentionFeature(app: import('fastify').FastifyInstance, options: BuildAppOptions) {
  const retention = options.reportRetention;
  if (!retention) return;
  const job = startRetentionScheduler(
    {
      db: options.db,
      months: retention.months,
      onRun: (run) => {
        if (run.added.length > 0 || run.dropped.length > 0 || run.notHeld)
          app.log.info({ added: run.added, dropped: run.dropped, notHeld: run.notHeld }, 'report retention');
      },
      onError: (err) =>
        app.log.warn({ err: { message: err instanceof Error ? err.message : String(err) } }, 'report retention failed'),
    },
    app.clock,
    retention.intervalMs,
  );
  app.addHook('onClose', () => job.stop());
}

export default fp(retentionFeature, { name: 'retention' });
