import path from 'node:path';
import { devOrigins } from '@healthwatch/contracts/runtime/suite';
import { suiteFromEnv } from '@healthwatch/contracts/runtime/suite-file';
import { DEFAULT_AREA_PASS_INTERVAL_SECONDS } from '../analytics/areas/area-passes';
import { DEFAULT_FIT_MEMO_LIMIT } from '../analytics/areas/worker-protocol';
import { DEFAULT_MAX_SUBSCRIPTIONS_PER_AREA } from '../push/store';

/** REPORT_RETENTION_MONTHS when unset: a year and a month, so last year's same month is still raw. */
const DEFAULT_RETENTION_MONTHS = 13;

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL for the read-only routes (DATABASE_READ_URL). */
  databaseReadUrl: string | undefined;
  /** Reads go to the primary while the replica is further behind (READ_REPLICA_MAX_LAG_MS, default 5000). */
  readReplicaMaxLagMs: number;
  /** Days the map's in-memory copy holds per day (MAP_MEMORY_DAYS); unset: every day (reports/map-cube/store.ts). */
  mapMemoryDays: number | undefined;
  /** Reports a group-committed batch must hold to go to the intake (REPORT_INTAKE_MIN_BATCH; 0: never). */
  reportIntakeMinBatch: number;
  geodataDir: string;
  geodataSource: string | undefined;
  /** The web app's public origin, for links in the alerts feed (default: the shell's development origin). */
  appUrl: string;
  /** This API's public origin (the unsubscribe link in alerts). */
  publicApiUrl: string;
  /** Hosts push subscriptions may name; undefined: the browser vendors' push services. */
  pushEndpointHosts: string[] | undefined;
  pushSubscriptionsPerArea: number;
  corsOrigins: string[];
  nominatimUrl: string | undefined;
  writeRateLimit: number;
  logLevel: string;
  /** Proxies believed about the client's address (Fastify's trustProxy): a hop count, or addresses/CIDRs. */
  trustProxy: false | number | string;
  /** Longest time to receive a whole request (headers and body), so a half-sent body cannot hold a socket. */
  requestTimeoutMs: number;
  /** Redis shared by every API process (rate-limit counters); unset: per-process memory. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key this API writes (several deployments may share one Redis). */
  redisKeyPrefix: string;
  /** Seconds between scheduled area passes (every API process on one database must agree). */
  areaPassIntervalSeconds: number;
  /** Baseline fits the area worker keeps from one pass for the next (AREA_FIT_MEMO_LIMIT; about 3 KB each). */
  areaFitMemoLimit: number;
  /** Months of raw reports kept before their month is dropped (REPORT_RETENTION_MONTHS, default 13; 0 keeps all). */
  reportRetentionMonths: number;
}

const API_ROOT = path.resolve(__dirname, '../..');

/** The shortest area-pass interval: a pass over 1,000,000 reports takes about 12 s, so shorter would queue passes. */
export const MIN_AREA_PASS_INTERVAL_SECONDS = 60;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** The shell's and remotes' development origins, from the suite manifest (suite.json). */
export const DEFAULT_CORS_ORIGINS = devOrigins(suiteFromEnv());
/** Where this API answers in development (suite.json), for the unsubscribe link alerts carry. */
export const DEFAULT_PUBLIC_API_URL = `http://localhost:${suiteFromEnv().services.api?.port ?? 4000}`;
/**
 * Unset or "false": the TCP peer is the client (rate limits per real address only without a proxy).
 * "true" is refused: it believes the left-most X-Forwarded-For address, which the client writes
 * itself, so every per-address limit would be one header away from void.
 */
export function trustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === 'false') return false;
  if (value.toLowerCase() === 'true')
    throw new Error(
      'TRUST_PROXY=true would believe the client-written left-most X-Forwarded-For address; set the hop count of your proxies (e.g. TRUST_PROXY=1) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,loopback)',
    );
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function readReplicaUrl(read: string | undefined, primary: string | undefined): string | undefined {
  if (read && !primary)
    throw new Error('DATABASE_READ_URL needs DATABASE_URL: a read replica is a replica of a PostgreSQL primary');
  return read;
}

/** Reads the service configuration from environment variables (see api/README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const blank = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);
  const suite = suiteFromEnv(env);
  return {
    port: int(env.PORT, suite.services.api?.port ?? 4000, 'PORT'),
    host: blank(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(blank(env.HEALTHWATCH_DATA_DIR) ?? path.join(API_ROOT, '.data')),
    databaseUrl: blank(env.DATABASE_URL),
    databaseReadUrl: readReplicaUrl(blank(env.DATABASE_READ_URL), blank(env.DATABASE_URL)),
    readReplicaMaxLagMs: int(env.READ_REPLICA_MAX_LAG_MS, 5000, 'READ_REPLICA_MAX_LAG_MS'),
    mapMemoryDays: blank(env.MAP_MEMORY_DAYS) ? int(env.MAP_MEMORY_DAYS, 0, 'MAP_MEMORY_DAYS') : undefined,
    reportIntakeMinBatch: int(env.REPORT_INTAKE_MIN_BATCH, 8, 'REPORT_INTAKE_MIN_BATCH'),
    geodataDir: path.resolve(blank(env.GEODATA_DIR) ?? path.join(API_ROOT, '.geodata')),
    geodataSource: blank(env.GEODATA_SOURCE),
    publicApiUrl: blank(env.PUBLIC_API_URL) ?? `http://localhost:${suite.services.api?.port ?? 4000}`,
    pushSubscriptionsPerArea: int(
      env.PUSH_SUBSCRIPTIONS_PER_AREA,
      DEFAULT_MAX_SUBSCRIPTIONS_PER_AREA,
      'PUSH_SUBSCRIPTIONS_PER_AREA',
    ),
    pushEndpointHosts: blank(env.PUSH_ENDPOINT_HOSTS)
      ?.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    appUrl: (blank(env.PUBLIC_APP_URL) ?? `http://localhost:${suite.shell.port}`).replace(/\/+$/, ''),
    corsOrigins:
      blank(env.CORS_ORIGINS)
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? devOrigins(suite),
    nominatimUrl: blank(env.NOMINATIM_URL),
    writeRateLimit: int(env.WRITE_RATE_LIMIT, 60, 'WRITE_RATE_LIMIT'),
    logLevel: blank(env.LOG_LEVEL) ?? 'info',
    trustProxy: trustProxy(blank(env.TRUST_PROXY)),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS'),
    redisUrl: blank(env.REDIS_URL),
    redisKeyPrefix: blank(env.REDIS_KEY_PREFIX) ?? 'healthwatch:api:',
    areaPassIntervalSeconds: areaPassInterval(env.AREA_PASS_INTERVAL_SECONDS),
    areaFitMemoLimit: int(env.AREA_FIT_MEMO_LIMIT, DEFAULT_FIT_MEMO_LIMIT, 'AREA_FIT_MEMO_LIMIT'),
    reportRetentionMonths: int(env.REPORT_RETENTION_MONTHS, DEFAULT_RETENTION_MONTHS, 'REPORT_RETENTION_MONTHS'),
  };
}

/** AREA_PASS_INTERVAL_SECONDS: a whole number of seconds from MIN_AREA_PASS_INTERVAL_SECONDS to a day. */
export function areaPassInterval(value: string | undefined): number {
  const n = int(value, DEFAULT_AREA_PASS_INTERVAL_SECONDS, 'AREA_PASS_INTERVAL_SECONDS');
  if (n < MIN_AREA_PASS_INTERVAL_SECONDS || n > 86_400)
    throw new Error(
      `AREA_PASS_INTERVAL_SECONDS must be between ${MIN_AREA_PASS_INTERVAL_SECONDS} and 86400 seconds, got "${value}"`,
    );
  return n;
}
