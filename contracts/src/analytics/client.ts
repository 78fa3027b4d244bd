import type { AnalyticsLocation, AnalyticsTimeframe } from '../domain/constants';
import type {
  HealthTrendsResponse,
  OutbreakPredictionResponse,
  RiskAssessmentBody,
  RiskAssessmentResponse,
  SeasonalResponse,
} from './schemas';

/** Typed calls to /api/analytics (docs/SPEC.md §7). Every call takes an AbortSignal so a newer request can cancel an older one. */
export interface AnalyticsClient {
  outbreakPrediction(
    location: AnalyticsLocation,
    timeframe: AnalyticsTimeframe,
    signal?: AbortSignal,
  ): Promise<OutbreakPredictionResponse>;
  /** SPEC sends only `period`; `location` narrows the trends to one place. */
  healthTrends(
    period: AnalyticsTimeframe,
    location?: AnalyticsLocation,
    signal?: AbortSignal,
  ): Promise<HealthTrendsResponse>;
  seasonalPatterns(location: AnalyticsLocation, signal?: AbortSignal): Promise<SeasonalResponse>;
  riskAssessment(body: RiskAssessmentBody, signal?: AbortSignal): Promise<RiskAssessmentResponse>;
}

export class AnalyticsHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AnalyticsHttpError';
  }
}

export function createAnalyticsClient(
  apiBaseUrl: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): AnalyticsClient {
  const base = `${apiBaseUrl.replace(/\/+$/, '')}/api/analytics`;
  async function call<T>(path: string, init: RequestInit): Promise<T> {
    const res = await fetchImpl(`${base}${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    });
    if (!res.ok) {
      let message = `HTTP error! status: ${res.status}`;
      try {
        const body = (await res.json()) as { error?: unknown };
        if (typeof body.error === 'string') message = body.error;
      } catch {
        // keep the status message
      }
      throw new AnalyticsHttpError(res.status, message);
    }
    return (await res.json()) as T;
  }
  const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
  return {
    outbreakPrediction: (location, timeframe, signal) =>
      call(`/outbreak-prediction${q({ location, timeframe: String(timeframe) })}`, { signal }),
    healthTrends: (period, location, signal) =>
      call(`/health-trends${q({ period: String(period), ...(location ? { location } : {}) })}`, { signal }),
    seasonalPatterns: (location, signal) => call(`/seasonal-patterns${q({ location })}`, { signal }),
    riskAssessment: (body, signal) => call('/risk-assessment', { method: 'POST', body: JSON.stringify(body), signal }),
  };
}
