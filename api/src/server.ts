import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { openReadReplica } from './db/read-replica';
import { loadConnectionLimits } from './limits/config';
import { setupGeocoder } from './geocode/setup';
import { loadCanaryHealth } from './releases/canary-health';
import { reportIntakeOption } from './reports/intake';
import { loadReleaseBaseUrls } from './releases/entry-policy';

/**
 * Starts the API: database (PGlite in HEALTHWATCH_DATA_DIR, or DATABASE_URL),
 * migrations, gazetteer, then HTTP on PORT. SIGTERM/SIGINT stop accepting,
 * drain in-flight requests and pending report writes, then checkpoint and
 * close the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log.info({ driver: db.driver }, 'database open');
  const { applied } = await migrate(db);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  const geocoder = await setupGeocoder(config, log);
  const readReplica = config.databaseReadUrl
    ? await openReadReplica(db, { connectionString: config.databaseReadUrl, maxLagMs: config.readReplicaMaxLagMs })
    : undefined;
  if (readReplica) log.info({ replica: readReplica.state() }, 'read replica');

  const app = await buildApp({
    db,
    geocoder,
    logger: { level: config.logLevel },
    corsOrigins: config.corsOrigins,
    writeRateLimit: config.writeRateLimit,
    connectionLimits: loadConnectionLimits(),
    trustProxy: config.trustProxy,
    mapMemoryDays: config.mapMemoryDays,
    reportIntake: reportIntakeOption(config.reportIntakeMinBatch),
    requestTimeoutMs: config.requestTimeoutMs,
    areas: {
      geodataDir: config.geodataSource ?? config.geodataDir,
      intervalSeconds: config.areaPassIntervalSeconds,
      fitMemoLimit: config.areaFitMemoLimit,
    },
    appUrl: config.appUrl,
    publicApiUrl: config.publicApiUrl,
    pushEndpointHosts: config.pushEndpointHosts,
    pushSubscriptionsPerArea: config.pushSubscriptionsPerArea,
    redis: config.redisUrl ? { url: config.redisUrl, keyPrefix: config.redisKeyPrefix } : undefined,
    canaryHealth: loadCanaryHealth(),
    releaseBaseUrls: loadReleaseBaseUrls(),
    readReplica,
    reportRetention: { months: config.reportRetentionMonths },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await readReplica?.close();
      await db.close();
      log.info('database closed');
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  // A refused data directory or a bad setting ends the process with its message.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
