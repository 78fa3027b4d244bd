import { INITIAL_REALTIME_STATE, type RealtimeState } from '@healthwatch/contracts';
import { nextRealtimeState } from './realtime-status';

describe('realtime status machine (docs/SPEC.md §4)', () => {
  const subscribed: RealtimeState = nextRealtimeState(INITIAL_REALTIME_STATE, { type: 'open' });

  it('SUBSCRIBED clears the error', () => {
    const failed = nextRealtimeState(INITIAL_REALTIME_STATE, { type: 'error' });
    expect(nextRealtimeState(failed, { type: 'open' })).toEqual({
      status: 'SUBSCRIBED',
      message: null,
      retryInMs: null,
    });
  });

  it('CLOSED says the connection was lost and retries after 3 s', () => {
    expect(nextRealtimeState(subscribed, { type: 'lost' })).toEqual({
      status: 'CLOSED',
      message: 'Connection lost, reconnecting...',
      retryInMs: 3000,
    });
  });

  it('CHANNEL_ERROR and TIMED_OUT carry their exact messages', () => {
    expect(nextRealtimeState(subscribed, { type: 'error' })).toMatchObject({
      status: 'CHANNEL_ERROR',
      message: 'Connection error occurred',
    });
    expect(nextRealtimeState(INITIAL_REALTIME_STATE, { type: 'timeout' })).toMatchObject({
      status: 'TIMED_OUT',
      message: 'Connection timed out',
    });
  });

  it('a failed setup says so and retries after 5 s', () => {
    expect(nextRealtimeState(INITIAL_REALTIME_STATE, { type: 'setup-failed' })).toEqual({
      status: 'SETUP_FAILED',
      message: 'Failed to establish connection',
      retryInMs: 5000,
    });
  });

  it('reconnecting keeps the last problem visible until the feed opens', () => {
    const lost = nextRealtimeState(subscribed, { type: 'lost' });
    const retrying = nextRealtimeState(lost, { type: 'connect' });
    expect(retrying).toEqual({ status: 'CONNECTING', message: 'Connection lost, reconnecting...', retryInMs: null });
    expect(nextRealtimeState(retrying, { type: 'open' }).message).toBeNull();
  });
});
