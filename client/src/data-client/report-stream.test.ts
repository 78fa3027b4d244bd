import { openReportStream, parseReportEvent, type EventSourceLike } from './report-stream';
import type { RealtimeState, Report } from '@healthwatch/contracts';

/**
 * Node 20 has no EventSource, so these tests drive the feed through a scripted
 * stand-in for the browser's EventSource (the boundary that cannot exist here);
 * the real one is exercised end to end in Chromium.
 */
class ScriptedEventSource implements EventSourceLike {
  static made: ScriptedEventSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {
    ScriptedEventSource.made.push(this);
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.push(listener);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  fail(readyState: number): void {
    this.readyState = readyState;
    this.onerror?.({} as Event);
  }
  emit(data: string, lastEventId = ''): void {
    for (const l of this.listeners) l({ data, lastEventId } as MessageEvent<string>);
  }
}

const row = {
  id: '7',
  country: 'IN',
  pin_code: '400001',
  symptoms: ['Fever'],
  illness_type: 'flu',
  severity: 'mild',
  created_at: '2026-01-01T00:00:00Z',
  latitude: 18.9,
  longitude: 72.8,
  nickname: null,
  city: 'Mumbai',
  state: 'Maharashtra',
};

describe('report feed', () => {
  let statuses: RealtimeState[];
  let reports: Report[];
  beforeEach(() => {
    jest.useFakeTimers();
    ScriptedEventSource.made = [];
    statuses = [];
    reports = [];
  });
  afterEach(() => jest.useRealTimers());

  const start = (openTimeoutMs = 10000) =>
    openReportStream({
      url: 'http://api.test/api/reports/stream',
      onReport: (r) => reports.push(r),
      onStatus: (s) => statuses.push(s),
      createEventSource: (url) => new ScriptedEventSource(url),
      openTimeoutMs,
    });
  const last = () => statuses[statuses.length - 1];

  it('subscribes, delivers mapped reports and ignores malformed events', () => {
    const sub = start();
    ScriptedEventSource.made[0]!.open();
    expect(last()?.status).toBe('SUBSCRIBED');
    ScriptedEventSource.made[0]!.emit(JSON.stringify(row), '7');
    ScriptedEventSource.made[0]!.emit('not json');
    ScriptedEventSource.made[0]!.emit(JSON.stringify({ country: 'IN' }));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ id: '7', pinCode: '400001', illnessType: 'flu', latitude: 18.9 });
    sub.close();
  });

  it('after a drop shows the reconnect message, retries after 3 s and resumes after the last event', () => {
    const sub = start();
    const first = ScriptedEventSource.made[0]!;
    first.open();
    first.emit(JSON.stringify(row), '7');
    first.fail(0);
    expect(first.closed).toBe(true);
    expect(last()).toMatchObject({ status: 'CLOSED', message: 'Connection lost, reconnecting...' });
    jest.advanceTimersByTime(2999);
    expect(ScriptedEventSource.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(ScriptedEventSource.made).toHaveLength(2);
    expect(ScriptedEventSource.made[1]!.url).toBe('http://api.test/api/reports/stream?lastEventId=7');
    ScriptedEventSource.made[1]!.open();
    expect(last()).toEqual({ status: 'SUBSCRIBED', message: null, retryInMs: null });
    sub.close();
  });

  it('when no server answers says it failed to establish the connection and retries after 5 s', () => {
    const sub = start();
    ScriptedEventSource.made[0]!.fail(0);
    expect(last()).toMatchObject({ status: 'SETUP_FAILED', message: 'Failed to establish connection' });
    jest.advanceTimersByTime(4999);
    expect(ScriptedEventSource.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(ScriptedEventSource.made).toHaveLength(2);
    sub.close();
  });

  it('a refused feed is a channel error; a slow one times out', () => {
    const sub = start(1000);
    ScriptedEventSource.made[0]!.fail(2);
    expect(last()?.message).toBe('Connection error occurred');
    jest.advanceTimersByTime(5000);
    jest.advanceTimersByTime(1000);
    expect(last()?.message).toBe('Connection timed out');
    expect(ScriptedEventSource.made[1]!.closed).toBe(true);
    sub.close();
  });

  it('a constructor that throws is a setup failure', () => {
    const sub = openReportStream({
      url: 'x',
      onReport: () => undefined,
      onStatus: (s) => statuses.push(s),
      createEventSource: () => {
        throw new Error('no EventSource');
      },
    });
    expect(last()?.status).toBe('SETUP_FAILED');
    sub.close();
    jest.advanceTimersByTime(10000);
    expect(statuses.filter((s) => s.status === 'CONNECTING')).toHaveLength(1);
  });

  it('parseReportEvent reads snake_case and camelCase rows', () => {
    expect(parseReportEvent(JSON.stringify({ id: 3, pinCode: '10001', illnessType: 'covid' }))).toMatchObject({
      id: '3',
      pinCode: '10001',
      illnessType: 'covid',
    });
    expect(parseReportEvent('[]')).toBeNull();
  });
});
