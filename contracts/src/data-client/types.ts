import type { DataFreshness } from '../offline/offline-cache';
import type { Report } from '../reports/report';
import type { SubmitReportBody } from '../reports/schemas';
import type { CityMatch, GeocodeResult } from '../geocode/schemas';
import type { RealtimeState } from './realtime-status';
import type { MapFilters } from '../map-view/filters';
import type { TimelineResponse } from '../reports/api';
import type { AreaAlarm, AreaAlarmsQuery } from '../analytics/areas';
import type { ErrorCode, ErrorParams } from '../errors/codes';
import type { ContentLocale } from '../i18n/content-locales';
import type { CheckInBody, CheckInResponse, WeeklyRatesQuery, WeeklyRatesResponse } from '../rates/schemas';

export interface ListReportsQuery {
  limit?: number;
  /** Only reports older than this report id, or of UTC days before this ISO time (the API's `before`). */
  before?: string;
  country?: string;
}

/** A refusal's `code` and `params` (../errors/codes.ts), when the API sent them: what a UI translates by. */
export interface ErrorDetails {
  code?: ErrorCode;
  params?: ErrorParams;
}

/** The answer of a postal lookup: a place, no such code, or no geocoder to ask. */
export type GeocodeOutcome =
  | { kind: 'found'; result: GeocodeResult }
  | ({ kind: 'not-found'; message: string } & ErrorDetails)
  | ({ kind: 'unavailable'; message: string } & ErrorDetails);

export interface HealthTip {
  content: string;
  source: string | null;
  /** The language `content` is in: the visitor's when the tip is translated into it, else English. */
  locale: ContentLocale;
}

export interface HealthStat {
  key: string;
  label: string;
  value: number;
  definition: string;
}

export interface ClusterGroup {
  latitude: number;
  longitude: number;
  count: number;
  topIllness: string | null;
}

export interface ClusterQuery {
  /** west, south, east, north in degrees. */
  bbox: [number, number, number, number];
  /** 0..3 decimals of the grouping grid. */
  precision: number;
  since?: string;
  /** Illness, symptom, severity and UTC day range (docs/SPEC.md §9 map filters). */
  filters?: MapFilters;
}

export interface TimelineRequest {
  bbox: [number, number, number, number];
  precision: number;
  /** Time filters are the timeline's own range: only illness, symptom and severity apply. */
  filters?: Omit<MapFilters, 'from' | 'to'>;
  from?: string;
  to?: string;
}

export interface SubmitOptions {
  /** Sent as Idempotency-Key so a retried submit never records the report twice. */
  idempotencyKey?: string;
}

/** Where an "I feel fine" check-in is from; the data client adds the device's participant key. */
export type CheckInPlace = Pick<CheckInBody, 'country' | 'pinCode'>;
export type CheckIn = CheckInResponse['data'];
export type WeeklyRates = WeeklyRatesResponse['data'];

export interface ReportSubscription {
  close(): void;
}

/**
 * Everything the remotes read and write. The API implementation is
 * `createApiClient`; a Supabase implementation can sit beside it.
 */
export interface HealthDataClient {
  listReports(query?: ListReportsQuery): Promise<Report[]>;
  submitReport(body: SubmitReportBody, options?: SubmitOptions): Promise<Report>;
  geocode(country: string, postalCode: string, signal?: AbortSignal): Promise<GeocodeOutcome>;
  /** "I feel fine" this week (POST /api/check-ins), with the device's participant key. */
  checkIn(place: CheckInPlace, options?: SubmitOptions): Promise<CheckIn>;
  /** Participants, cases and rates per ISO week for an area and case definition (GET /api/rates/weekly). */
  getWeeklyRates(query: WeeklyRatesQuery, signal?: AbortSignal): Promise<WeeklyRates>;
  /** The tip that best fits the symptoms, in `locale` (a language tag) where it is translated. */
  matchTip(symptoms: readonly string[], pinCode: string, locale?: string): Promise<HealthTip | null>;
  /** The home statistics, narrowed by the map filters when given. */
  getStats(filters?: MapFilters): Promise<HealthStat[]>;
  getClusters(query: ClusterQuery, signal?: AbortSignal): Promise<ClusterGroup[]>;
  /** Places of the gazetteer by name (GET /api/geocode/cities). */
  searchCities(query: string, country?: string, signal?: AbortSignal): Promise<CityMatch[]>;
  /** Per-day counts per cell for a view (GET /api/reports/timeline). */
  getTimeline(query: TimelineRequest, signal?: AbortSignal): Promise<TimelineResponse>;
  /** Current outbreak alarms of the areas inside a view (GET /api/analytics/area-alarms). */
  getAreaAlarms(query: AreaAlarmsQuery, signal?: AbortSignal): Promise<AreaAlarm[]>;
  subscribeReports(onReport: (report: Report) => void, onStatus: (state: RealtimeState) => void): ReportSubscription;
  /**
   * Where each aggregate this client reads (clusters, timeline, statistics) came from: the network,
   * or the service worker's copy while the network could not answer. Clients that never read
   * through the worker's cache leave it out.
   */
  subscribeFreshness?(listener: (freshness: DataFreshness) => void): () => void;
}
