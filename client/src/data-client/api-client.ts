import {
  type AreaAlarm,
  type CheckIn,
  DATA_CLIENT_ERRORS,
  GEOCODING_UNAVAILABLE,
  toReport,
  type CityMatch,
  type DataFreshness,
  type ClusterQuery,
  type GeocodeOutcome,
  type HealthDataClient,
  type ListReportsQuery,
  type Report,
  type SubmitOptions,
  type SubmitReportBody,
  type TimelineRequest,
} from '@healthwatch/contracts';
import type { ParticipantKeyStore } from '../participant/participant-key';
import { ApiError, apiErrorOf, createHttpClient, type Query, statusMessage } from '../http/http-client';
import {
  isObject,
  parseClusters,
  parseGeocodeResult,
  parseStats,
  parseTimeline,
  parseTip,
  unwrapData,
} from './payloads';
import { openReportStream, type EventSourceFactory } from './report-stream';
import { randomKey } from './random-key';

export interface ApiClientConfig {
  apiBaseUrl: string;
  fetch?: typeof fetch;
  /** Time limit of each call (the HTTP client's default otherwise). */
  timeoutMs?: number;
  createEventSource?: EventSourceFactory;
  openTimeoutMs?: number;
  /** Where the device's participant key is kept (IndexedDB by default). */
  participantKey?: ParticipantKeyStore;
}

/** The data client over the HealthWatch API: fetch for calls, EventSource for the feed. */
export function createApiClient(config: ApiClientConfig): HealthDataClient {
  const http = createHttpClient({
    baseUrl: config.apiBaseUrl,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    ...(config.timeoutMs !== undefined ? { timeoutMs: config.timeoutMs } : {}),
  });
  const freshness = new Set<(f: DataFreshness) => void>();
  // The key's code and the rates' parsers are fetched with the first report, check-in or rates read, not
  // with every page that holds a data client (the map's first visit).
  const participantCode = () => import('../participant/participant-key');
  const participantKey = async (): Promise<string | null> => {
    try {
      return await (config.participantKey ?? (await participantCode()).deviceParticipantKey()).get();
    } catch {
      // Its chunk could not be fetched: the report still goes, uncounted as a participant.
      return null;
    }
  };
  /** Without IndexedDB a check-in still needs a key: one for this page's life, counted as one participant. */
  let pageKey: string | null = null;
  /** `aggregate`: a read the service worker may answer from its cache; listeners hear where it came from. */
  const getJson = async (
    path: string,
    query: Query,
    failure: string,
    signal?: AbortSignal,
    aggregate = false,
  ): Promise<unknown> => {
    const outcome = await http.request(path, { query, signal });
    if (outcome.kind === 'ok') {
      if (aggregate) {
        const f: DataFreshness = outcome.cachedAt
          ? { source: 'cache', cachedAt: outcome.cachedAt }
          : { source: 'network' };
        for (const listener of freshness) listener(f);
      }
      return outcome.body;
    }
    // An answer carries a code to translate by; no answer at all keeps the plain failure.
    if (outcome.kind === 'error') {
      throw new ApiError(outcome.status, outcome.message ?? failure, outcome.code, outcome.params);
    }
    throw new Error(failure);
  };

  return {
    async listReports(query: ListReportsQuery = {}) {
      const body = await getJson('/api/reports', { ...query }, DATA_CLIENT_ERRORS.reports);
      const rows = unwrapData(body);
      if (!Array.isArray(rows)) throw new Error(DATA_CLIENT_ERRORS.reports);
      return rows
        .filter(isObject)
        .map(toReport)
        .filter((r) => r.id !== '');
    },

    async submitReport(body: SubmitReportBody, options: SubmitOptions = {}): Promise<Report> {
      // A report is also the participant's check-in of the week (issue #32); without a stored key it goes without.
      const participant = await participantKey();
      const outcome = await http.request('/api/reports', {
        method: 'POST',
        headers: { 'Idempotency-Key': options.idempotencyKey ?? randomKey() },
        body: participant ? { ...body, participant } : body,
      });
      if (outcome.kind === 'error') throw apiErrorOf(outcome);
      if (outcome.kind !== 'ok') throw new Error(DATA_CLIENT_ERRORS.submit);
      const row = unwrapData(outcome.body);
      if (!isObject(row)) throw new Error(DATA_CLIENT_ERRORS.submit);
      const report = toReport(row);
      if (!report.id) throw new Error(DATA_CLIENT_ERRORS.submit);
      return report;
    },

    async checkIn(place, options: SubmitOptions = {}): Promise<CheckIn> {
      pageKey ??= (await participantKey()) ?? (await participantCode()).newParticipantKey();
      const outcome = await http.request('/api/check-ins', {
        method: 'POST',
        headers: { 'Idempotency-Key': options.idempotencyKey ?? randomKey() },
        body: { country: place.country, pinCode: place.pinCode, participant: pageKey, feelingFine: true },
      });
      if (outcome.kind === 'error') throw apiErrorOf(outcome);
      const checkIn = outcome.kind === 'ok' ? (await import('./rates-payloads')).parseCheckIn(outcome.body) : null;
      if (!checkIn) throw new Error(DATA_CLIENT_ERRORS.checkIn);
      return checkIn;
    },

    async getWeeklyRates(query, signal) {
      const body = await getJson('/api/rates/weekly', { ...query }, DATA_CLIENT_ERRORS.rates, signal);
      const rates = (await import('./rates-payloads')).parseWeeklyRates(body);
      if (!rates) throw new Error(DATA_CLIENT_ERRORS.rates);
      return rates;
    },

    async geocode(country: string, postalCode: string, signal?: AbortSignal): Promise<GeocodeOutcome> {
      const outcome = await http.request('/api/geocode', { query: { country, postalCode }, signal });
      // No answer at all: docs/SPEC.md §8 leaves verification unknown when the geocoder is unavailable.
      if (outcome.kind === 'network' || outcome.kind === 'timeout') {
        return { kind: 'unavailable', message: GEOCODING_UNAVAILABLE };
      }
      if (outcome.kind === 'ok') {
        const result = parseGeocodeResult(outcome.body);
        return result ? { kind: 'found', result } : { kind: 'not-found', message: 'Postal code not found' };
      }
      const message = outcome.message ?? statusMessage(outcome.status);
      const details = outcome.code ? { code: outcome.code, params: outcome.params } : {};
      if (outcome.status >= 500 || /unavailable/i.test(message)) return { kind: 'unavailable', message, ...details };
      return { kind: 'not-found', message, ...details };
    },

    async matchTip(symptoms, pinCode, locale) {
      const body = await getJson(
        '/api/health-tips/match',
        { symptoms: symptoms.join(','), pinCode, locale },
        DATA_CLIENT_ERRORS.tip,
      );
      return parseTip(body);
    },

    async getStats(filters) {
      const body = await getJson('/api/stats', { ...filters }, DATA_CLIENT_ERRORS.stats, undefined, true);
      const stats = parseStats(body);
      if (stats.length === 0) throw new Error(DATA_CLIENT_ERRORS.stats);
      return stats;
    },

    async getClusters(query: ClusterQuery, signal?: AbortSignal) {
      const body = await getJson(
        '/api/reports/clusters',
        {
          bbox: query.bbox.join(','),
          precision: query.precision,
          since: query.since,
          ...query.filters,
          encoding: 'delta',
        },
        DATA_CLIENT_ERRORS.clusters,
        signal,
        true,
      );
      return parseClusters(body);
    },

    async getAreaAlarms(query, signal) {
      const body = await getJson('/api/analytics/area-alarms', { ...query }, DATA_CLIENT_ERRORS.areaAlarms, signal);
      if (!isObject(body) || !Array.isArray(body.data)) throw new Error(DATA_CLIENT_ERRORS.areaAlarms);
      return body.data as AreaAlarm[];
    },

    async searchCities(query: string, country?: string, signal?: AbortSignal) {
      const body = await getJson('/api/geocode/cities', { q: query, country }, DATA_CLIENT_ERRORS.cities, signal);
      const list = isObject(body) && Array.isArray(body.data) ? body.data : [];
      return list.filter(
        (c): c is CityMatch =>
          isObject(c) &&
          typeof c.city === 'string' &&
          typeof c.latitude === 'number' &&
          typeof c.longitude === 'number' &&
          typeof c.countryCode === 'string',
      );
    },

    async getTimeline(query: TimelineRequest, signal?: AbortSignal) {
      const body = await getJson(
        '/api/reports/timeline',
        {
          bbox: query.bbox.join(','),
          precision: query.precision,
          ...query.filters,
          from: query.from,
          to: query.to,
          encoding: 'delta',
        },
        DATA_CLIENT_ERRORS.timeline,
        signal,
        true,
      );
      const timeline = parseTimeline(body);
      if (!timeline) throw new Error(DATA_CLIENT_ERRORS.timeline);
      return timeline;
    },

    subscribeFreshness(listener) {
      freshness.add(listener);
      return () => freshness.delete(listener);
    },

    subscribeReports(onReport, onStatus) {
      return openReportStream({
        url: http.url('/api/reports/stream'),
        onReport,
        onStatus,
        ...(config.createEventSource ? { createEventSource: config.createEventSource } : {}),
        ...(config.openTimeoutMs !== undefined ? { openTimeoutMs: config.openTimeoutMs } : {}),
      });
    },
  };
}
