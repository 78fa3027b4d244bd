import {
  INITIAL_REALTIME_STATE,
  toReport,
  type RealtimeEvent,
  type RealtimeState,
  type Report,
  type ReportSubscription,
} from '@healthwatch/contracts';
import { nextRealtimeState } from './realtime-status';

/** The part of the browser's EventSource the feed uses. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ReportStreamOptions {
  url: string;
  onReport: (report: Report) => void;
  onStatus: (state: RealtimeState) => void;
  createEventSource?: EventSourceFactory;
  /** How long a connection attempt may take before it counts as TIMED_OUT. */
  openTimeoutMs?: number;
  timers?: Timers;
}

const EVENT_SOURCE_CLOSED = 2;
export const DEFAULT_OPEN_TIMEOUT_MS = 10000;

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

function browserEventSource(url: string): EventSourceLike {
  if (typeof EventSource === 'undefined') throw new Error('EventSource is not available');
  return new EventSource(url) as unknown as EventSourceLike;
}

/** A row from the feed is used only if it carries an id; the rest is mapped leniently. */
export function parseReportEvent(data: string): Report | null {
  try {
    const row: unknown = JSON.parse(data);
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return null;
    const report = toReport(row as Record<string, unknown>);
    return report.id ? report : null;
  } catch {
    return null;
  }
}

function withLastEventId(url: string, lastEventId: string | null): string {
  if (!lastEventId) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`;
}

/**
 * Follows the server-sent report feed and reports its life as docs/SPEC.md §4
 * statuses. The feed reconnects on its own schedule (3 s after a drop, 5 s
 * after a failure) rather than the browser's, so the statuses stay truthful;
 * on reconnecting it asks to resume after the last event it saw.
 */
export function openReportStream(options: ReportStreamOptions): ReportSubscription {
  const create = options.createEventSource ?? browserEventSource;
  const timers = options.timers ?? defaultTimers;
  const openTimeoutMs = options.openTimeoutMs ?? DEFAULT_OPEN_TIMEOUT_MS;
  let state = INITIAL_REALTIME_STATE;
  let source: EventSourceLike | null = null;
  let openTimer: unknown = null;
  let retryTimer: unknown = null;
  let lastEventId: string | null = null;
  let stopped = false;

  const move = (event: RealtimeEvent): void => {
    state = nextRealtimeState(state, event);
    options.onStatus(state);
  };

  const drop = (): void => {
    if (openTimer !== null) timers.clearTimeout(openTimer);
    openTimer = null;
    if (source) {
      source.onopen = null;
      source.onerror = null;
      source.close();
    }
    source = null;
  };

  const fail = (event: RealtimeEvent): void => {
    drop();
    move(event);
    if (state.retryInMs !== null && !stopped) retryTimer = timers.setTimeout(connect, state.retryInMs);
  };

  function connect(): void {
    retryTimer = null;
    if (stopped) return;
    move({ type: 'connect' });
    let opened = false;
    let es: EventSourceLike;
    try {
      es = create(withLastEventId(options.url, lastEventId));
    } catch {
      fail({ type: 'setup-failed' });
      return;
    }
    source = es;
    openTimer = timers.setTimeout(() => fail({ type: 'timeout' }), openTimeoutMs);
    es.onopen = () => {
      if (openTimer !== null) timers.clearTimeout(openTimer);
      openTimer = null;
      opened = true;
      move({ type: 'open' });
    };
    es.onerror = () => {
      if (opened) fail({ type: 'lost' });
      else if (es.readyState === EVENT_SOURCE_CLOSED) fail({ type: 'error' });
      else fail({ type: 'setup-failed' });
    };
    es.addEventListener('report', (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      const report = parseReportEvent(event.data);
      if (report) options.onReport(report);
    });
  }

  connect();
  return {
    close() {
      stopped = true;
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      retryTimer = null;
      drop();
    },
  };
}
