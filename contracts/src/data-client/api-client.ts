import { toReport, type Report } from '../reports/report';
import type { SubmitReportBody } from '../reports/schemas';
import { GEOCODING_UNAVAILABLE } from '../geocode/messages';
import type { CityMatch } from '../geocode/schemas';
import {
  errorMessage,
  isObject,
  parseClusters,
  parseGeocodeResult,
  parseStats,
  parseTimeline,
  parseTip,
  unwrapData,
} from './payloads';
import { openReportStream, type EventSourceFactory } from './report-stream';
import type {
  ClusterQuery,
  GeocodeOutcome,
  HealthDataClient,
  ListReportsQuery,
  SubmitOptions,
  TimelineRequest,
} from './types';
import { randomKey } from './random-key';

export interface ApiClientConfig {
  apiBaseUrl: string;
  fetch?: typeof fetch;
  createEventSource?: EventSourceFactory;
  openTimeoutMs?: number;
}

/** docs/SPEC.md §8 lookup messages. */
export const DATA_CLIENT_ERRORS = {
  reports: 'Failed to get reports',
  tip: 'Failed to get health tip',
  stats: 'Failed to get health statistics',
  clusters: 'Failed to get report clusters',
  timeline: 'Failed to get the report timeline',
  cities: 'Failed to search places',
  submit: 'Failed to add report',
} as const;

/** The data client over the HealthWatch API: fetch for calls, EventSource for the feed. */
export function createApiClient(config: ApiClientConfig): HealthDataClient {
  const base = config.apiBaseUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = (path: string, query: Record<string, string | number | undefined> = {}): string => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
    const qs = params.toString();
    return `${base}${path}${qs ? `?${qs}` : ''}`;
  };
  const readJson = async (response: Response): Promise<unknown> => {
    try {
      return await response.json();
    } catch {
      return null;
    }
  };
  const getJson = async (target: string, failure: string, signal?: AbortSignal): Promise<unknown> => {
    let response: Response;
    try {
      response = await doFetch(target, { headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new Error(failure);
    }
    const body = await readJson(response);
    if (!response.ok) throw new Error(errorMessage(body) ?? failure);
    return body;
  };

  return {
    async listReports(query: ListReportsQuery = {}) {
      const body = await getJson(url('/api/reports', { ...query }), DATA_CLIENT_ERRORS.reports);
      const rows = unwrapData(body);
      if (!Array.isArray(rows)) throw new Error(DATA_CLIENT_ERRORS.reports);
      return rows
        .filter(isObject)
        .map(toReport)
        .filter((r) => r.id !== '');
    },

    async submitReport(body: SubmitReportBody, options: SubmitOptions = {}): Promise<Report> {
      let response: Response;
      try {
        response = await doFetch(url('/api/reports'), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Idempotency-Key': options.idempotencyKey ?? randomKey(),
          },
          body: JSON.stringify(body),
        });
      } catch {
        throw new Error(DATA_CLIENT_ERRORS.submit);
      }
      const payload = await readJson(response);
      if (!response.ok) throw new Error(errorMessage(payload) ?? `HTTP error! status: ${response.status}`);
      const row = unwrapData(payload);
      if (!isObject(row)) throw new Error(DATA_CLIENT_ERRORS.submit);
      const report = toReport(row);
      if (!report.id) throw new Error(DATA_CLIENT_ERRORS.submit);
      return report;
    },

    async geocode(country: string, postalCode: string, signal?: AbortSignal): Promise<GeocodeOutcome> {
      let response: Response;
      try {
        response = await doFetch(url('/api/geocode', { country, postalCode }), {
          headers: { Accept: 'application/json' },
          ...(signal ? { signal } : {}),
        });
      } catch (err) {
        if (signal?.aborted) throw err;
        // No answer at all: docs/SPEC.md §8 leaves verification unknown when the geocoder is unavailable.
        return { kind: 'unavailable', message: GEOCODING_UNAVAILABLE };
      }
      const body = await readJson(response);
      if (response.ok) {
        const result = parseGeocodeResult(body);
        return result ? { kind: 'found', result } : { kind: 'not-found', message: 'Postal code not found' };
      }
      const message = errorMessage(body) ?? `HTTP error! status: ${response.status}`;
      if (response.status >= 500 || /unavailable/i.test(message)) return { kind: 'unavailable', message };
      return { kind: 'not-found', message };
    },

    async matchTip(symptoms, pinCode) {
      const body = await getJson(
        url('/api/health-tips/match', { symptoms: symptoms.join(','), pinCode }),
        DATA_CLIENT_ERRORS.tip,
      );
      return parseTip(body);
    },

    async getStats() {
      const body = await getJson(url('/api/stats'), DATA_CLIENT_ERRORS.stats);
      const stats = parseStats(body);
      if (stats.length === 0) throw new Error(DATA_CLIENT_ERRORS.stats);
      return stats;
    },

    async getClusters(query: ClusterQuery, signal?: AbortSignal) {
      const body = await getJson(
        url('/api/reports/clusters', {
          bbox: query.bbox.join(','),
          precision: query.precision,
          since: query.since,
          ...query.filters,
        }),
        DATA_CLIENT_ERRORS.clusters,
        signal,
      );
      return parseClusters(body);
    },

    async searchCities(query: string, country?: string, signal?: AbortSignal) {
      const body = await getJson(url('/api/geocode/cities', { q: query, country }), DATA_CLIENT_ERRORS.cities, signal);
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
        url('/api/reports/timeline', {
          bbox: query.bbox.join(','),
          precision: query.precision,
          ...query.filters,
          from: query.from,
          to: query.to,
        }),
        DATA_CLIENT_ERRORS.timeline,
        signal,
      );
      const timeline = parseTimeline(body);
      if (!timeline) throw new Error(DATA_CLIENT_ERRORS.timeline);
      return timeline;
    },

    subscribeReports(onReport, onStatus) {
      return openReportStream({
        url: url('/api/reports/stream'),
        onReport,
        onStatus,
        ...(config.createEventSource ? { createEventSource: config.createEventSource } : {}),
        ...(config.openTimeoutMs !== undefined ? { openTimeoutMs: config.openTimeoutMs } : {}),
      });
    },
  };
}
