import type { FastifyServerOptions } from 'fastify';
import type { CanaryHealthConfig } from './releases/canary-health';
import type { Database } from './db/database';
import type { ReadReplica } from './db/read-replica';
import type { Geocoder } from './geocode/geocoder';
import type { ConnectionLimitsConfig } from './limits/config';
import type { MessagesConfig } from './messages/config';
import type { CheckInRecorder } from './messages/service';
import type { IntakeOptions } from './reports/intake';

/** What buildApp is given; each feature (its feature.ts) reads the keys it needs. */
export interface BuildAppOptions {
  db: Database;
  geocoder: Geocoder;
  /** false (default) for silence, true or pino options for structured logs. */
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: string[];
  /** POSTs per client and minute; 0 turns the limit off (benchmarks). Default 60. */
  writeRateLimit?: number;
  /** SSE heartbeat interval; default 15 s. */
  heartbeatMs?: number;
  /** How long a clusters answer may be reused; default 1000 ms, 0 in tests that need read-your-writes. */
  clustersTtlMs?: number;
  /** Days the map's in-memory copy holds per day, older days as sums (MAP_MEMORY_DAYS); default every day. */
  mapMemoryDays?: number | undefined;
  /** The report intake (reports/intake.ts): its options, or false for direct inserts only. Default on, defaults. */
  reportIntake?: IntakeOptions | false;
  /** Streams, sockets and header deadline; defaults in limits/config.ts. */
  connectionLimits?: Partial<ConnectionLimitsConfig>;
  /** See ServerConfig.trustProxy (never `true`: the client writes the left-most X-Forwarded-For); default false. */
  trustProxy?: false | number | string;
  /** Open-data downloads per client and minute; 0 turns the limit off. Default 30. */
  exportRateLimit?: number;
  /** false: no weekly reminder rounds in this process (tests that run rounds themselves). */
  reminders?: boolean;
  /** Hosts push subscriptions may name (endpoint-policy.ts); default the browser vendors' push services. */
  pushEndpointHosts?: readonly string[];
  /** Push subscriptions one area may hold; default DEFAULT_MAX_SUBSCRIPTIONS_PER_AREA (push/store.ts). */
  pushSubscriptionsPerArea?: number;
  /** When a canary is rolled back automatically (releases/canary-health.ts); unset keys take the defaults. */
  canaryHealth?: Partial<CanaryHealthConfig>;
  /** Where release entries may point (releases/entry-policy.ts); default `/releases`. */
  releaseBaseUrls?: readonly string[];
  /** Vitals beacons one address may add to the histograms per day (vitals/plugin.ts); default 200. */
  vitalsPerAddressPerDay?: number;
  /** See ServerConfig.requestTimeoutMs; default 30 s. */
  requestTimeoutMs?: number;
  /**
   * Outbreak detection for every area of the gazetteer in this directory
   * (GEODATA_SOURCE or GEODATA_DIR); without it only SPEC's five places have
   * analytics and the alerts feed answers 503.
   */
  areas?: {
    geodataDir: string /** Background passes at start, hourly and after midnight (default true). */;
    passes?: boolean;
    /** Seconds between scheduled passes (AREA_PASS_INTERVAL_SECONDS); default 3600. */
    intervalSeconds?: number;
    /** Baseline fits kept from one pass for the next (AREA_FIT_MEMO_LIMIT); default 65,536. */
    fitMemoLimit?: number;
  };
  /** The web app's public origin, for links in the alerts feed. */
  appUrl?: string;
  /** This API's public origin, for the unsubscribe link alerts carry; default from suite.json. */
  publicApiUrl?: string;
  /**
   * Redis for state every API process must share: the counters of every
   * route's rate limit. Without it they live in this process's memory, so
   * behind a load balancer each process would grant the full budget.
   */
  redis?: { url: string; keyPrefix?: string };
  /** Key of the participants' weekly pseudonyms; default PARTICIPANT_SECRET (rates/pseudonym.ts). */
  participantSecret?: Buffer;
  /** The time check-ins and reports count in (ISO week, day) and rates end at; tests move it. */
  clock?: () => Date;
  /** The text-message line's limits; default from the environment (MESSAGES_*). */
  messages?: MessagesConfig;
  /**
   * Where "I feel fine" check-ins sent by text (`OK 400001`) are stored: by default the check-ins feature
   * (check-ins/service.ts); null tells senders check-ins by text are not available.
   */
  checkIns?: CheckInRecorder | null;
  /** A streaming replica for the routes that only read (DATABASE_READ_URL); see db/read-replica.ts. */
  readReplica?: ReadReplica;
  /**
   * Raw reports kept this many months (REPORT_RETENTION_MONTHS; 0 keeps all), older months dropped once the
   * rollups hold them, runs every `intervalMs` (default an hour); see retention/job.ts. Unset: no job here.
   */
  reportRetention?: { months: number; intervalMs?: number };
}
