import type { AreaAlarm, AreaLevel } from '@healthwatch/contracts';
import type { PassStats } from './assess-areas';
import type { ParticipantColumns } from './participant-rows';
import type { PostalRead } from './postal-rows';

/**
 * Baseline fits the worker keeps from one pass for the next, about 1.4 KB each (packed by the engine's RoundMemo;
 * `npm run bench:fit-memo -w api`): ~100 MB at most, so what it holds between passes does not grow with the
 * reports (api/src/analytics/README.md: the trade at ten million).
 */
export const DEFAULT_FIT_MEMO_LIMIT = 65_536;

/** What the worker is started with. */
export interface AreaWorkerData {
  geodataDir: string;
  fitMemoLimit: number;
  /**
   * Read the window in one snapshot in the table's physical order (readPostalPages), relayed page by page, and its
   * participants in the same snapshot: on PostgreSQL. PGlite's one connection is read by key a page at a time
   * instead (readPostalRows, readParticipantRows).
   */
  snapshotReads: boolean;
}

/** What the API thread needs to know of an area (no postal keys unless asked). */
export interface AreaRef {
  id: string;
  name: string;
  level: AreaLevel;
  country: string;
  region: string;
  latitude: number;
  longitude: number;
}

export interface PassSummary extends PassStats {
  millis: number;
  readMillis: number;
  /** Of `millis`, judging the alarms for the public (alarm-tiers.ts: one query per country). */
  judgeMillis: number;
  /** Of `millis`, scoring the areas' series (assess-areas.ts), and the baseline fits that took, not remembered. */
  assessMillis: number;
  fitsComputed: number;
  /** Baseline fits this pass keeps for the next: AREA_FIT_MEMO_LIMIT at most. */
  fitsKept: number;
  /** Of `millis`, the space-time scan (scan-clusters.ts) and its store, and the clusters it found at the line. */
  scanMillis: number;
  clusters: number;
  rows: number;
  /** Current alarms (the watch tier). */
  alarms: number;
  /** Of them, public alerts (alarm-tiers.ts), and the events those make (one push, entry and panel row each). */
  alerts: number;
  events: number;
}

export type ToWorker =
  | { type: 'pass'; id: number; now: string; minReports?: number }
  | { type: 'area'; id: number; areaId: string; keys?: boolean }
  | { type: 'postal'; id: number; country: string; postalCode: string }
  | { type: 'db'; id: number; result?: unknown; error?: { message: string } }
  | {
      type: 'postal-read';
      id: number;
      read?: PostalRead;
      /** The window's participants, read in the same snapshot after the pages. */
      participants?: ParticipantColumns;
      done?: true;
      error?: string;
    };

export type FromWorker =
  | { type: 'ready'; areas: number; millis: number }
  | { type: 'failed'; message: string }
  | { type: 'db'; id: number; sql: string; params: unknown[] }
  | { type: 'postal-read'; id: number; sinceDay: number; untilDay: number }
  | { type: 'pass'; id: number; summary?: PassSummary; raised?: AreaAlarm[]; error?: string }
  | { type: 'area'; id: number; area: (AreaRef & { keys?: string[] }) | null }
  | { type: 'postal'; id: number; areas: AreaRef[] | null };
