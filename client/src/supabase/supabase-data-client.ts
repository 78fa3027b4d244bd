import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RealtimeClientOptions } from '@supabase/realtime-js';
import {
  contentLocaleOf,
  DATA_CLIENT_ERRORS,
  type HealthTip,
  type HealthDataClient,
  type ListReportsQuery,
  type Report,
  type SubmitReportBody,
  type SupabaseConfig,
  toReport,
  utcDateOf,
} from '@healthwatch/contracts';
import { createApiClient } from '../data-client/api-client';
import { isObject, parseTip } from '../data-client/payloads';
import { parseCheckIn } from '../data-client/rates-payloads';
import { deviceParticipantKey, newParticipantKey } from '../participant/participant-key';
import { randomKey } from '../data-client/random-key';
import type { Timers } from '../data-client/report-stream';
import {
  DEFAULT_REPORT_LIMIT,
  MAX_REPORT_LIMIT,
  REFETCH_AFTER_SUBSCRIBE_LIMIT,
  REPORT_COLUMNS,
  REPORTS_TABLE,
  CHECK_IN_FUNCTION,
  SUBMIT_ERRORS,
  SUBMIT_FUNCTION,
  TIP_COLUMNS,
  TIP_FUNCTION,
  TIP_TRANSLATIONS_TABLE,
  TIPS_TABLE,
} from '@healthwatch/contracts/supabase/constants';
import { notFoundMessage, textArrayLiteral, toReports, toSubmitArgs } from './report-rows';
import { openSupabaseReportFeed, SeenIds } from './report-feed';

export interface SupabaseClientSettings {
  /** Used for supabase-js's REST calls; the browser's fetch by default. */
  fetch?: typeof fetch;
  /** The WebSocket class for Realtime; browsers have one, Node 20 needs e.g. `ws`. */
  transport?: RealtimeClientOptions['transport'];
  /** How long a channel join may take before it is TIMED_OUT (supabase-js default 10 s). */
  realtimeTimeoutMs?: number;
  /** Interval of Realtime heartbeats (supabase-js default 25 s). */
  realtimeHeartbeatMs?: number;
}

export interface SupabaseDataClientOptions extends SupabaseClientSettings {
  /** The API still geocodes, and serves statistics and clusters (docs/DESIGN.md §3). */
  apiBaseUrl: string;
  supabase: SupabaseConfig;
  /** A client made elsewhere (e.g. the one a SupabaseProvider holds); otherwise one is created. */
  client?: SupabaseClient;
  timers?: Timers;
  log?: (message: string, detail?: unknown) => void;
}

export type ConnectionCheck = { ok: true; tipCount: number } | { ok: false; message: string };

/** The Supabase data client, plus docs/SPEC.md §7's connectivity check. */
export interface SupabaseDataClient extends HealthDataClient {
  readonly supabase: SupabaseClient;
  checkConnection(): Promise<ConnectionCheck>;
}

/**
 * An anonymous supabase-js client: no session is stored or refreshed, so
 * nothing about the visitor is kept in the browser.
 */
export function createSupabaseClient(config: SupabaseConfig, settings: SupabaseClientSettings = {}): SupabaseClient {
  const realtime: RealtimeClientOptions = {};
  if (settings.transport) realtime.transport = settings.transport;
  if (settings.realtimeTimeoutMs !== undefined) realtime.timeout = settings.realtimeTimeoutMs;
  if (settings.realtimeHeartbeatMs !== undefined) realtime.heartbeatIntervalMs = settings.realtimeHeartbeatMs;
  return createClient(config.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
    ...(settings.fetch ? { global: { fetch: settings.fetch } } : {}),
  });
}

const clampLimit = (limit: number | undefined): number =>
  Math.min(MAX_REPORT_LIMIT, Math.max(1, Math.floor(limit ?? DEFAULT_REPORT_LIMIT)));

/**
 * HealthDataClient over a Supabase project (docs/DESIGN.md §3): report reads and
 * writes, tips and the realtime feed go to Supabase; geocoding, statistics
 * and clusters stay with the API, which reads the same database.
 */
export function createSupabaseDataClient(options: SupabaseDataClientOptions): SupabaseDataClient {
  const supabase = options.client ?? createSupabaseClient(options.supabase, options);
  const api = createApiClient({ apiBaseUrl: options.apiBaseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const log = options.log ?? ((message: string, detail?: unknown) => console.info(message, detail));
  // Ids the unfiltered report list handed out, so the catch-up after
  // SUBSCRIBED does not repeat them. Submitted reports are not added: their
  // echo on the feed is delivered, as the API's feed delivers it.
  const seen = new SeenIds();
  // Names this browser to submit_report's per-browser limit only; it lives as
  // long as the page and is stored nowhere (the database keeps its hash for a minute).
  const clientKey = randomKey();

  const listReports = async (query: ListReportsQuery = {}): Promise<Report[]> => {
    let request = supabase.from(REPORTS_TABLE).select(REPORT_COLUMNS);
    if (query.country) request = request.eq('country', query.country);
    if (query.before) {
      // A time reads as its UTC day, as the API's `before`: the public columns hold no time of day.
      if (/^\d{1,19}$/.test(query.before)) request = request.lt('id', query.before);
      else if (Number.isFinite(Date.parse(query.before)))
        request = request.lt('report_day', utcDateOf(new Date(query.before)));
      else throw new Error(DATA_CLIENT_ERRORS.reports);
    }
    // Newest first by id (commit order), as the API lists them.
    const { data, error } = await request.order('id', { ascending: false }).limit(clampLimit(query.limit));
    if (error) {
      log(DATA_CLIENT_ERRORS.reports, error);
      throw new Error(DATA_CLIENT_ERRORS.reports);
    }
    const reports = toReports(data);
    if (!query.country) for (const r of reports) seen.add(r.id);
    return reports;
  };

  /** A health_tips row as a tip, in the visitor's language when it is translated into it (as the API's ?locale=). */
  const localizedTip = async (row: unknown, locale: string | undefined): Promise<HealthTip | null> => {
    const tip = parseTip(row);
    const wanted = contentLocaleOf(locale);
    if (!tip || wanted === 'en' || !isObject(row) || typeof row.id !== 'number') return tip;
    const { data, error } = await supabase
      .from(TIP_TRANSLATIONS_TABLE)
      .select('content,locale')
      .eq('tip_id', row.id)
      .eq('locale', wanted)
      .limit(1);
    // A tip in English is better than none: a failed lookup keeps it.
    if (error) log('Tip translation failed; showing the tip in English', error);
    const translated = Array.isArray(data) ? parseTip(data[0]) : null;
    return translated ? { ...tip, content: translated.content, locale: translated.locale } : tip;
  };

  const tipFromFunction = async (symptoms: readonly string[], pinCode: string, locale: string | undefined) => {
    const { data, error } = await supabase.rpc(TIP_FUNCTION, {
      symptom_list: [...symptoms],
      location_pin_code: pinCode || null,
    });
    if (error) throw error;
    // SETOF health_tips: the first result is used (docs/SPEC.md §7).
    return localizedTip(Array.isArray(data) ? data[0] : data, locale);
  };

  const tipFromTable = async (symptoms: readonly string[], locale: string | undefined) => {
    const { data, error } = await supabase
      .from(TIPS_TABLE)
      .select(TIP_COLUMNS)
      .overlaps('symptoms', textArrayLiteral(symptoms))
      .limit(1);
    if (error) throw error;
    return localizedTip(Array.isArray(data) ? data[0] : null, locale);
  };

  return {
    supabase,
    listReports,

    async submitReport(body: SubmitReportBody): Promise<Report> {
      // The database checks, places (from its postal table), stamps and rate-limits the report.
      const { data, error, status } = await supabase.rpc(SUBMIT_FUNCTION, toSubmitArgs(body, clientKey));
      if (error) {
        log(DATA_CLIENT_ERRORS.submit, error);
        if (error.code === SUBMIT_ERRORS.unknownPostalCode)
          throw new Error(notFoundMessage(body.country, body.pinCode));
        throw new Error(status >= 400 ? `HTTP error! status: ${status}` : DATA_CLIENT_ERRORS.submit);
      }
      // The submitter's own stored row, whole (submit_report returns it to the caller only).
      const report = isObject(data) ? toReport(data) : null;
      if (!report?.id) throw new Error(DATA_CLIENT_ERRORS.submit);
      return report;
    },

    geocode: (country, postalCode, signal) => api.geocode(country, postalCode, signal),

    async checkIn(place) {
      const participant = (await deviceParticipantKey().get()) ?? newParticipantKey();
      const { data, error, status } = await supabase.rpc(CHECK_IN_FUNCTION, {
        country: place.country,
        pinCode: place.pinCode,
        participant,
        feelingFine: true,
      });
      if (error) {
        log(DATA_CLIENT_ERRORS.checkIn, error);
        if (error.code === SUBMIT_ERRORS.unknownPostalCode)
          throw new Error(notFoundMessage(place.country, place.pinCode));
        throw new Error(status >= 400 ? `HTTP error! status: ${status}` : DATA_CLIENT_ERRORS.checkIn);
      }
      const checkIn = parseCheckIn(data);
      if (!checkIn) throw new Error(DATA_CLIENT_ERRORS.checkIn);
      return checkIn;
    },
    // Rates are computed by the API, as detection is.
    getWeeklyRates: (query, signal) => api.getWeeklyRates(query, signal),

    async matchTip(symptoms, pinCode, locale) {
      try {
        const tip = await tipFromFunction(symptoms, pinCode, locale);
        if (tip) return tip;
      } catch (err) {
        log('Tip function failed; matching tips by symptoms instead', err);
      }
      try {
        return await tipFromTable(symptoms, locale);
      } catch (err) {
        log(DATA_CLIENT_ERRORS.tip, err);
        throw new Error(DATA_CLIENT_ERRORS.tip);
      }
    },

    getStats: (filters) => api.getStats(filters),
    getClusters: (query, signal) => api.getClusters(query, signal),
    getTimeline: (query, signal) => api.getTimeline(query, signal),
    searchCities: (query, country, signal) => api.searchCities(query, country, signal),
    // Detection runs in the API, as place search does.
    getAreaAlarms: (query, signal) => api.getAreaAlarms(query, signal),

    subscribeReports(onReport, onStatus) {
      return openSupabaseReportFeed({
        supabase,
        onReport,
        onStatus,
        seen,
        refetchRecent: async () => {
          const { data, error } = await supabase
            .from(REPORTS_TABLE)
            .select(REPORT_COLUMNS)
            .order('id', { ascending: false })
            .limit(REFETCH_AFTER_SUBSCRIBE_LIMIT);
          if (error) throw new Error(DATA_CLIENT_ERRORS.reports);
          return toReports(data);
        },
        log,
        ...(options.timers ? { timers: options.timers } : {}),
      });
    },

    async checkConnection(): Promise<ConnectionCheck> {
      const { count, error } = await supabase.from(TIPS_TABLE).select('id', { count: 'exact', head: true });
      if (error || count === null) return { ok: false, message: error?.message || 'Supabase is not reachable' };
      return { ok: true, tipCount: count };
    },
  };
}
