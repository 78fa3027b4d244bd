import {
  RECONNECT_AFTER_CLOSE_MS,
  REALTIME_MESSAGES,
  RETRY_AFTER_SETUP_FAILURE_MS,
  type RealtimeEvent,
  type RealtimeState,
} from '@healthwatch/contracts';

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
