import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import {
  INITIAL_REALTIME_STATE,
  type RealtimeEvent,
  type RealtimeState,
  type Report,
  type ReportSubscription,
} from '@healthwatch/contracts';
import { REPORTS_CHANNEL, REPORTS_TABLE } from '@healthwatch/contracts/supabase/constants';
import { nextRealtimeState } from '../data-client/realtime-status';
import type { Timers } from '../data-client/report-stream';
import { fromPublicRow } from './report-rows';

export interface SupabaseReportFeedOptions {
  supabase: Pick<SupabaseClient, 'channel' | 'removeChannel' | 'getChannels' | 'realtime'>;
  onReport: (report: Report) => void;
  onStatus: (state: RealtimeState) => void;
  /** The newest rows, read after every new SUBSCRIBED so nothing missed while disconnected stays missing. */
  refetchRecent: () => Promise<Report[]>;
  /** Ids the consumer already has (e.g. from listReports); they are not delivered again. */
  seen?: SeenIds;
  timers?: Timers;
  log?: (message: string, detail?: unknown) => void;
}

/** A bounded set of report ids, oldest forgotten first. */
export class SeenIds {
  private readonly ids = new Set<string>();
  constructor(private readonly capacity = 5000) {}
  has(id: string): boolean {
    return this.ids.has(id);
  }
  add(id: string): void {
    if (this.ids.has(id)) return;
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
  }
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** supabase-js subscribe() statuses onto the shared docs/SPEC.md §4 machine. */
const EVENT_OF_STATUS: Record<string, RealtimeEvent> = {
  SUBSCRIBED: { type: 'open' },
  CLOSED: { type: 'lost' },
  CHANNEL_ERROR: { type: 'error' },
  TIMED_OUT: { type: 'timeout' },
};

const SETTLE_POLL_MS = 10;
const SETTLE_MAX_MS = 2000;

/**
 * Waits (briefly) until an earlier channel of this topic has left and the
 * socket is not closing: supabase-js would otherwise hand back the leaving
 * channel, or skip connecting a socket that is being closed. This happens
 * when a feed is closed and another opened at once (a remounted map).
 */
async function settled(supabase: SupabaseReportFeedOptions['supabase']): Promise<void> {
  const started = Date.now();
  // One macrotask first: a removeChannel() just called finishes in microtasks
  // and only then starts closing the socket.
  await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  const busy = (): boolean =>
    supabase.realtime.isDisconnecting() ||
    supabase.getChannels().some((c) => c.topic === `realtime:${REPORTS_CHANNEL}`);
  while (busy() && Date.now() - started < SETTLE_MAX_MS) {
    await new Promise((resolve) => globalThis.setTimeout(resolve, SETTLE_POLL_MS));
  }
}

/**
 * Follows channel `symptom_reports_changes` (INSERT and UPDATE on
 * public.symptom_reports). Inserts are delivered, updates only logged. Every
 * failure removes the channel and a fresh one is made after the delay the
 * status machine gives (3 s after CLOSED, 5 s after an error, a time-out or a
 * failed setup): supabase-js would otherwise rejoin on its own back-off, and
 * the statuses shown would stop telling the truth.
 */
export function openSupabaseReportFeed(options: SupabaseReportFeedOptions): ReportSubscription {
  const { supabase } = options;
  const timers = options.timers ?? defaultTimers;
  const seen = options.seen ?? new SeenIds();
  const log = options.log ?? ((message: string, detail?: unknown) => console.info(message, detail));
  let state = INITIAL_REALTIME_STATE;
  let channel: RealtimeChannel | null = null;
  let retryTimer: unknown = null;
  // Callbacks of a channel that was replaced must not move the current state.
  let generation = 0;
  let stopped = false;

  const move = (event: RealtimeEvent): void => {
    state = nextRealtimeState(state, event);
    options.onStatus(state);
  };

  const deliver = (report: Report): void => {
    if (!report.id || seen.has(report.id)) return;
    seen.add(report.id);
    options.onReport(report);
  };

  // The channel being left; a new channel of the same topic waits for it, or
  // supabase-js would hand the leaving one back.
  let leaving: Promise<unknown> = Promise.resolve();
  const release = (): void => {
    const old = channel;
    channel = null;
    if (!old) return;
    // unsubscribe() rather than removeChannel(): the latter also closes the
    // socket when no channel is left, racing the reconnect a moment later.
    leaving = old.unsubscribe().catch((err: unknown) => log('Realtime channel could not be left', err));
  };

  const refetch = (gen: number): void => {
    options.refetchRecent().then(
      (reports) => {
        if (gen !== generation || stopped) return;
        // Oldest first, so that prepending leaves the newest at the front.
        for (const report of [...reports].reverse()) deliver(report);
      },
      (err: unknown) => log('Failed to get reports', err),
    );
  };

  const fail = (event: RealtimeEvent): void => {
    generation += 1;
    release();
    move(event);
    if (state.retryInMs !== null && !stopped) retryTimer = timers.setTimeout(connect, state.retryInMs);
  };

  function subscribe(gen: number): void {
    try {
      const created = supabase
        .channel(REPORTS_CHANNEL)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: REPORTS_TABLE },
          (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
            if (gen !== generation) return;
            deliver(fromPublicRow(payload.new as Record<string, unknown>));
          },
        )
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: REPORTS_TABLE },
          (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
            log('Report updated', payload.new);
          },
        );
      channel = created;
      created.subscribe((status, err) => {
        if (gen !== generation || stopped) return;
        const event = EVENT_OF_STATUS[status];
        if (!event) return;
        if (event.type === 'open') {
          move(event);
          refetch(gen);
          return;
        }
        if (err) log(`Realtime ${status}`, err);
        fail(event);
      });
    } catch (err) {
      log('Failed to establish connection', err);
      // A transport that threw can leave the socket marked as connecting, and
      // every later connect() would then be skipped.
      if (!supabase.realtime.isConnected()) supabase.realtime.disconnect();
      fail({ type: 'setup-failed' });
    }
  }

  function connect(): void {
    retryTimer = null;
    if (stopped) return;
    generation += 1;
    const gen = generation;
    move({ type: 'connect' });
    void leaving
      .then(() => settled(supabase))
      .then(() => {
        if (gen === generation && !stopped) subscribe(gen);
      });
  }

  connect();
  return {
    close() {
      stopped = true;
      generation += 1;
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      retryTimer = null;
      const old = channel;
      channel = null;
      // Leaving for good: removeChannel also closes the socket once no channel is left.
      if (old) supabase.removeChannel(old).catch((err: unknown) => log('Realtime channel could not be removed', err));
    },
  };
}
