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
