import { RECONNECT_AFTER_CLOSE_MS, RETRY_AFTER_SETUP_FAILURE_MS } from '../domain/constants';

/** docs/SPEC.md §4 realtime subscription statuses, plus the two states around them. */
export type RealtimeStatus = 'CONNECTING' | 'SUBSCRIBED' | 'CLOSED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'SETUP_FAILED';

/** What happened to the feed's connection, whatever the transport. */
export type RealtimeEvent =
  | { type: 'connect' }
  | { type: 'open' }
  /** An open feed dropped. */
  | { type: 'lost' }
  /** The server refused the feed (e.g. a non-stream answer). */
  | { type: 'error' }
  /** The feed did not open in time. */
  | { type: 'timeout' }
  /** The feed could not be set up at all (no server, no transport). */
  | { type: 'setup-failed' };

export interface RealtimeState {
  status: RealtimeStatus;
  /** The exact message docs/SPEC.md §4 shows for this status; null when nothing is wrong. */
  message: string | null;
  /** Milliseconds until the next connection attempt; null when none is planned. */
  retryInMs: number | null;
}

export const REALTIME_MESSAGES = {
  CLOSED: 'Connection lost, reconnecting...',
  CHANNEL_ERROR: 'Connection error occurred',
  TIMED_OUT: 'Connection timed out',
  SETUP_FAILED: 'Failed to establish connection',
} as const;

export const INITIAL_REALTIME_STATE: RealtimeState = { status: 'CONNECTING', message: null, retryInMs: null };

/**
 * The realtime status machine. SPEC gives retry delays for CLOSED (3 s) and a
 * failed setup (5 s) only; an error or a time-out also retries after 5 s here,
 * because a map that silently stops updating is worse than one that keeps trying.
 */
export function nextRealtimeState(state: RealtimeState, event: RealtimeEvent): RealtimeState {
  switch (event.type) {
    case 'connect':
      // Keep the problem visible while the retry is under way; it clears on open.
      return { status: 'CONNECTING', message: state.message, retryInMs: null };
    case 'open':
      return { status: 'SUBSCRIBED', message: null, retryInMs: null };
    case 'lost':
      return { status: 'CLOSED', message: REALTIME_MESSAGES.CLOSED, retryInMs: RECONNECT_AFTER_CLOSE_MS };
    case 'error':
      return {
        status: 'CHANNEL_ERROR',
        message: REALTIME_MESSAGES.CHANNEL_ERROR,
        retryInMs: RETRY_AFTER_SETUP_FAILURE_MS,
      };
    case 'timeout':
      return { status: 'TIMED_OUT', message: REALTIME_MESSAGES.TIMED_OUT, retryInMs: RETRY_AFTER_SETUP_FAILURE_MS };
    case 'setup-failed':
      return {
        status: 'SETUP_FAILED',
        message: REALTIME_MESSAGES.SETUP_FAILED,
        retryInMs: RETRY_AFTER_SETUP_FAILURE_MS,
      };
  }
}
