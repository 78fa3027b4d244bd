import type {
  AgreementQuery,
  AgreementResponse,
  AnalyticsLocation,
  AnalyticsTimeframe,
  AreaAlarmsQuery,
  AreaAlarmsResponse,
  AreasQuery,
  AreasResponse,
  HealthTrendsResponse,
  OutbreakPredictionResponse,
  RiskAssessmentBody,
  RiskAssessmentResponse,
  ScanClustersQuery,
  ScanClustersResponse,
  SeasonalResponse,
} from '@healthwatch/contracts';
import type { ErrorCode, ErrorParams } from '@healthwatch/contracts/errors/codes';
import { createHttpClient, statusMessage, type Query, type RequestOptions } from '../http/http-client';

/** One of SPEC's five places, or an area id from GET /api/analytics/areas. */
export type AnalyticsTarget = AnalyticsLocation | (string & {});

/** Typed calls to /api/analytics (docs/SPEC.md §7). Every call takes an AbortSignal so a newer request can cancel an older one. */
export interface AnalyticsClient {
  outbreakPrediction(
    location: AnalyticsTarget,
    timeframe: AnalyticsTimeframe,
    signal?: AbortSignal,
  ): Promise<OutbreakPredictionResponse>;
  /** SPEC sends only `period`; `location` narrows the trends to one place. */
  healthTrends(
    period: AnalyticsTimeframe,
    location?: AnalyticsTarget,
    signal?: AbortSignal,
  ): Promise<HealthTrendsResponse>;
  seasonalPatterns(location: AnalyticsTarget, signal?: AbortSignal): Promise<SeasonalResponse>;
  riskAssessment(body: RiskAssessmentBody, signal?: AbortSignal): Promise<RiskAssessmentResponse>;
  /** Areas with a verdict of the background outbreak pass, searchable by name prefix. */
  areas(query: AreasQuery, signal?: AbortSignal): Promise<AreasResponse>;
  /** Current alarms of the areas inside a map view. */
  areaAlarms(query: AreaAlarmsQuery, signal?: AbortSignal): Promise<AreaAlarmsResponse>;
  /** HealthWatch's weekly rate beside an imported official series, with r and lag. */
  agreement(query: AgreementQuery, signal?: AbortSignal): Promise<AgreementResponse>;
  /** The space-time scan's current clusters (a watch, never an alert) in the country of a location. */
  scanClusters(query: ScanClustersQuery, signal?: AbortSignal): Promise<ScanClustersResponse>;
}

/**
 * A failed analytics call; `status` is null when no answer arrived (offline, timed out), `code` and
 * `params` are the API's (null and empty without an answer).
 */
export class AnalyticsHttpError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly code: ErrorCode | null = null,
    readonly params: ErrorParams = {},
  ) {
    super(message);
    this.name = 'AnalyticsHttpError';
  }
}

export function createAnalyticsClient(apiBaseUrl: string, fetchImpl?: typeof fetch): AnalyticsClient {
  const http = createHttpClient({ baseUrl: apiBaseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  async function call<T>(path: string, options: RequestOptions): Promise<T> {
    const outcome = await http.request(`/api/analytics${path}`, options);
    switch (outcome.kind) {
      case 'ok':
        return outcome.body as T;
      case 'error':
        throw new AnalyticsHttpError(
          outcome.status,
          outcome.message ?? statusMessage(outcome.status),
          outcome.code,
          outcome.params,
        );
      case 'timeout':
        throw new AnalyticsHttpError(null, 'The analytics request timed out');
      case 'network':
        throw new AnalyticsHttpError(null, 'The analytics service could not be reached');
    }
  }
  const get = <T>(path: string, query: Query, signal?: AbortSignal) => call<T>(path, { query, signal });
  return {
    outbreakPrediction: (location, timeframe, signal) => get('/outbreak-prediction', { location, timeframe }, signal),
    healthTrends: (period, location, signal) => get('/health-trends', { period, location }, signal),
    seasonalPatterns: (location, signal) => get('/seasonal-patterns', { location }, signal),
    riskAssessment: (body, signal) => call('/risk-assessment', { method: 'POST', body, signal }),
    areas: (query, signal) => get('/areas', { ...query }, signal),
    areaAlarms: (query, signal) => get('/area-alarms', { ...query }, signal),
    agreement: (query, signal) => get('/agreement', { ...query }, signal),
    scanClusters: (query, signal) => get('/scan-clusters', { ...query }, signal),
  };
}
