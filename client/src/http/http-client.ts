import { type ErrorCode, type ErrorParams, isErrorCode } from '@healthwatch/contracts/errors/codes';
import { CACHED_AT_HEADER, readCachedAt } from '@healthwatch/contracts/offline/offline-cache';

/**
 * The one way the browser talks to the HealthWatch API: a base URL without
 * trailing slashes, query strings without empty values, JSON bodies, the
 * server's `{ error, code, params }` on failures and a time limit on every request.
 * Each API client (data, analytics, consultation) maps the outcome to its
 * own messages; none of them calls fetch itself.
 */

export type Query = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's cancellation: an aborted request rejects with the abort reason instead of resolving. */
  signal?: AbortSignal | undefined;
  /** Overrides the client's time limit for this request. */
  timeoutMs?: number;
}

/** What came back: a 2xx answer, an error answer, no answer at all, or no answer in time. */
export type HttpOutcome =
  /** `cachedAt`: the site's service worker answered from its cache a copy fetched then (the network could not answer). */
  | { kind: 'ok'; status: number; body: unknown; cachedAt: Date | null }
  /**
   * `message` is the server's `{ error }` text, null when it sent none; `code` and `params` what a
   * UI translates it by (see errorDetails).
   */
  | ({ kind: 'error'; status: number; body: unknown; message: string | null } & ApiErrorDetails)
  | { kind: 'network'; cause: unknown }
  | { kind: 'timeout' };

export interface HttpClientConfig {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Milliseconds a request may take before it counts as timed out. */
  timeoutMs?: number;
}

export interface HttpClient {
  url(path: string, query?: Query): string;
  request(path: string, options?: RequestOptions): Promise<HttpOutcome>;
}

/** Long enough for a slow mobile link, short enough that a hung API does not leave a spinner forever. */
export const DEFAULT_TIMEOUT_MS = 20000;

/** The server's `{ error }` text, when it is a non-empty string. */
export function errorMessage(body: unknown): string | null {
  return typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    typeof (body as { error?: unknown }).error === 'string' &&
    (body as { error: string }).error.trim() !== ''
    ? (body as { error: string }).error
    : null;
}

/**
 * The `code` and `params` of an error answer (contracts' ErrorResponse). `code` is null when the
 * server sent none or one this client does not know yet (a newer API): the UI then shows `error`.
 */
export interface ApiErrorDetails {
  code: ErrorCode | null;
  params: ErrorParams;
}

export function errorDetails(body: unknown): ApiErrorDetails {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { code: null, params: {} };
  const { code, params } = body as { code?: unknown; params?: unknown };
  const kept: ErrorParams = {};
  if (typeof params === 'object' && params !== null && !Array.isArray(params)) {
    for (const [k, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') kept[k] = v;
  }
  return { code: isErrorCode(code) ? code : null, params: kept };
}

export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/** The fallback text for an error answer without `{ error }`. */
export const statusMessage = (status: number): string => `HTTP error! status: ${status}`;

/**
 * The server answered with an error: its status, its English `{ error }` text as the message, and
 * the `code` and `params` a UI translates it by.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | null = null,
    readonly params: ErrorParams = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server answered and refused the request: sending the same request again will not change the
 * answer (a 4xx other than 408 and 429). Callers that keep work for a retry drop it on this error only.
 */
export class RequestRefusedError extends ApiError {
  constructor(status: number, message: string, code: ErrorCode | null = null, params: ErrorParams = {}) {
    super(status, message, code, params);
    this.name = 'RequestRefusedError';
  }
}

/** The error to throw for an error answer: a RequestRefusedError when a retry cannot change it. */
export function apiErrorOf(outcome: Extract<HttpOutcome, { kind: 'error' }>, fallback?: string): ApiError {
  const message = outcome.message ?? fallback ?? statusMessage(outcome.status);
  return isRefusalStatus(outcome.status)
    ? new RequestRefusedError(outcome.status, message, outcome.code, outcome.params)
    : new ApiError(outcome.status, message, outcome.code, outcome.params);
}

/** True for answers a retry cannot change. */
export const isRefusalStatus = (status: number): boolean =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const base = trimBaseUrl(config.baseUrl);
  // Read at call time, so a fetch installed after the client was made (tests, polyfills) is used.
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const defaultTimeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const url = (path: string, query: Query = {}): string => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
    const qs = params.toString();
    return `${base}${path}${qs ? `?${qs}` : ''}`;
  };

  async function request(path: string, options: RequestOptions = {}): Promise<HttpOutcome> {
    const { signal } = options;
    if (signal?.aborted) throw abortReason(signal);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? defaultTimeout);
    const forward = (): void => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      let response: Response;
      try {
        response = await doFetch(url(path, options.query), {
          method: options.method ?? 'GET',
          headers,
          ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
          signal: controller.signal,
        });
      } catch (cause) {
        if (signal?.aborted) throw abortReason(signal);
        return timedOut ? { kind: 'timeout' } : { kind: 'network', cause };
      }
      const body = await readJson(response);
      if (signal?.aborted) throw abortReason(signal);
      if (timedOut) return { kind: 'timeout' };
      return response.ok
        ? { kind: 'ok', status: response.status, body, cachedAt: readCachedAt(response.headers?.get(CACHED_AT_HEADER)) }
        : { kind: 'error', status: response.status, body, message: errorMessage(body), ...errorDetails(body) };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    }
  }

  return { url, request };
}
