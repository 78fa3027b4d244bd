import WebSocket from 'ws';
import type { RealtimeClientOptions } from '@supabase/realtime-js';
import type { RealtimeState, Report, ReportSubscription } from '@healthwatch/contracts';
import { REPORTS_CHANNEL } from '@healthwatch/contracts/supabase/constants';
import { createSupabaseDataClient, type SupabaseDataClient } from './supabase-data-client';
import { HostedSupabaseDouble } from '../../test-support/hosted-supabase-double';
import { ManualTimers, until } from '../../test-support/manual-timers';

// Realtime against a local double of the hosted Supabase service (the one
// boundary that cannot exist here), with the real supabase-js over a real
// WebSocket. Retry delays go through timers the test fires by hand.
const TOPIC = `realtime:${REPORTS_CHANNEL}`;
// Generous, so a busy machine never turns a slow join into a false TIMED_OUT;
// the time-out test uses its own short one.
const JOIN_TIMEOUT_MS = 3000;
const SHORT_JOIN_TIMEOUT_MS = 250;

/**
 * Node 20 has no WebSocket of its own: supabase-js gets the `ws` package's,
 * through a class that can be made to throw, as a runtime whose WebSocket
 * cannot be constructed (blocked, or missing) does.
 */
let transportBroken = false;
class SwitchableWebSocket extends WebSocket {
  constructor(address: string | URL, protocols?: string | string[]) {
    if (transportBroken) throw new Error('WebSocket is not available');
    super(address, protocols);
  }
}
const transport = SwitchableWebSocket as unknown as RealtimeClientOptions['transport'];

// Real sockets on a shared, busy machine: room to breathe, though each test takes well under a second.
jest.setTimeout(20000);

describe('realtime report feed (docs/SPEC.md §4 statuses)', () => {
  let double: HostedSupabaseDouble;
  let client: SupabaseDataClient;
  let timers: ManualTimers;
  let statuses: RealtimeState[];
  let reports: Report[];
  let logs: string[];
  let subscription: ReportSubscription | null;

  beforeEach(async () => {
    transportBroken = false;
    double = await HostedSupabaseDouble.start();
    timers = new ManualTimers();
    statuses = [];
    reports = [];
    logs = [];
    subscription = null;
    client = createSupabaseDataClient({
      apiBaseUrl: 'http://127.0.0.1:9',
      supabase: { url: double.url, anonKey: 'anon-key-for-tests' },
      transport,
      realtimeTimeoutMs: JOIN_TIMEOUT_MS,
      timers,
      log: (m, d) => logs.push(d instanceof Error ? `${m}: ${d.message.slice(0, 80)}` : m),
    });
  });

  afterEach(async () => {
    subscription?.close();
    await client.supabase.removeAllChannels();
    client.supabase.realtime.disconnect();
    await double.stop();
  });

  const subscribe = (): void => {
    subscription = client.subscribeReports(
      (r) => reports.push(r),
      (s) => statuses.push(s),
    );
  };
  const last = (): RealtimeState | undefined => statuses[statuses.length - 1];
  const lastStatus = (): string | undefined => last()?.status;
  const trace = (): string =>
    JSON.stringify({
      statuses: statuses.map((s) => s.status),
      logs,
      frames: double.frames.map((f) => f.event),
      reports: reports.length,
    });
  const refetches = () => double.requests.filter((r) => r.path === '/rest/v1/symptom_reports' && r.method === 'GET');

  it('joins symptom_reports_changes for INSERT and UPDATE on public.symptom_reports and becomes SUBSCRIBED', async () => {
    subscribe();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED', undefined, trace);
    expect(statuses).toEqual([
      { status: 'CONNECTING', message: null, retryInMs: null },
      { status: 'SUBSCRIBED', message: null, retryInMs: null },
    ]);
    const join = double.frames.find((f) => f.event === 'phx_join')!;
    expect(join.topic).toBe(TOPIC);
    expect((join.payload.config as { postgres_changes: unknown }).postgres_changes).toEqual([
      { event: 'INSERT', schema: 'public', table: 'symptom_reports' },
      { event: 'UPDATE', schema: 'public', table: 'symptom_reports' },
    ]);
  });

  it('delivers inserted rows (the public columns Realtime sends anon) mapped as reports; updates are only logged', async () => {
    subscribe();
    await until(
      () => lastStatus() === 'SUBSCRIBED' && refetches().length === 1,
      'SUBSCRIBED and its refetch',
      undefined,
      trace,
    );
    await new Promise((r) => setTimeout(r, 20));
    const row = double.broadcastInsert(TOPIC, {
      country: 'IN',
      pin_code: '400001',
      symptoms: ['Fever'],
      illness_type: 'malaria',
      latitude: 19.07123,
      longitude: 72.88,
    });
    await until(() => reports.length === 1, 'the inserted report', undefined, trace);
    expect(reports[0]).toMatchObject({
      id: String(row.id),
      country: 'IN',
      pinCode: '00000',
      illnessType: 'malaria',
      latitude: 19.071,
      createdAt: `${String(row.created_at).slice(0, 10)}T00:00:00.000Z`,
      symptoms: ['Fever'],
    });

    double.broadcastUpdate(TOPIC, { ...row, severity: 'severe' });
    await until(() => logs.includes('Report updated'), 'the update to be logged', undefined, trace);
    expect(reports).toHaveLength(1);
  });

  it('after every new SUBSCRIBED reads the newest rows again and delivers only those not seen, oldest first', async () => {
    const listed = double.addReport({ country: 'US', pin_code: '10001', symptoms: ['Cough'] });
    await client.listReports();
    const missedA = double.addReport({ country: 'US', pin_code: '10001', symptoms: ['Fever'] });
    const missedB = double.addReport({ country: 'US', pin_code: '10001', symptoms: ['Chills'] });
    subscribe();
    await until(() => reports.length === 2, 'the rows the list did not have', undefined, trace);
    expect(reports.map((r) => r.id)).toEqual([String(missedA.id), String(missedB.id)]);
    expect(reports.map((r) => r.id)).not.toContain(String(listed.id));
    expect(Object.fromEntries(refetches()[1]!.query)).toMatchObject({ order: 'id.desc', limit: '100' });

    // Dropped; a report arrives while no channel is open; the feed comes back.
    double.closeChannel(TOPIC);
    await until(() => lastStatus() === 'CLOSED', 'CLOSED', undefined, trace);
    const whileAway = double.addReport({ country: 'US', pin_code: '10001', symptoms: ['Nausea'] });
    timers.fire();
    await until(() => reports.length === 3, 'the report sent while disconnected', undefined, trace);
    expect(reports[2]!.id).toBe(String(whileAway.id));
    expect(new Set(reports.map((r) => r.id)).size).toBe(3);
  });

  it("CLOSED: 'Connection lost, reconnecting...', and a new channel 3 s later", async () => {
    subscribe();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED', undefined, trace);
    double.closeChannel(TOPIC);
    await until(() => lastStatus() === 'CLOSED', 'CLOSED', undefined, trace);
    expect(last()).toEqual({ status: 'CLOSED', message: 'Connection lost, reconnecting...', retryInMs: 3000 });
    expect(timers.delays()).toEqual([3000]);
    // Nothing is retried before the timer: supabase-js's own rejoin is not used.
    await new Promise((r) => setTimeout(r, 50));
    expect(double.joinCount()).toBe(1);

    timers.fire();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED again', undefined, trace);
    expect(statuses.map((s) => s.status)).toEqual(['CONNECTING', 'SUBSCRIBED', 'CLOSED', 'CONNECTING', 'SUBSCRIBED']);
    // The problem stays visible while reconnecting, and clears on SUBSCRIBED.
    expect(statuses[3]!.message).toBe('Connection lost, reconnecting...');
    expect(last()!.message).toBeNull();
    expect(double.joinCount()).toBe(2);
    expect(double.isJoined(TOPIC)).toBe(true);
  });

  it("CHANNEL_ERROR: 'Connection error occurred', retried after 5 s", async () => {
    double.joinBehaviour = 'error';
    subscribe();
    await until(() => lastStatus() === 'CHANNEL_ERROR', 'CHANNEL_ERROR', undefined, trace);
    expect(last()).toEqual({ status: 'CHANNEL_ERROR', message: 'Connection error occurred', retryInMs: 5000 });
    expect(timers.delays()).toEqual([5000]);
    await new Promise((r) => setTimeout(r, 50));
    expect(double.joinCount()).toBe(1);

    double.joinBehaviour = 'ok';
    timers.fire();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED after the error', undefined, trace);
  });

  it("TIMED_OUT: 'Connection timed out' when the join is not answered, retried after 5 s", async () => {
    client = createSupabaseDataClient({
      apiBaseUrl: 'http://127.0.0.1:9',
      supabase: { url: double.url, anonKey: 'anon-key-for-tests' },
      transport,
      realtimeTimeoutMs: SHORT_JOIN_TIMEOUT_MS,
      timers,
      log: (m) => logs.push(m),
    });
    double.joinBehaviour = 'no-reply';
    subscribe();
    await until(() => lastStatus() === 'TIMED_OUT', 'TIMED_OUT', undefined, trace);
    expect(last()).toEqual({ status: 'TIMED_OUT', message: 'Connection timed out', retryInMs: 5000 });
    expect(timers.delays()).toEqual([5000]);

    double.joinBehaviour = 'ok';
    timers.fire();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED after the time-out', undefined, trace);
  });

  it("setup failure: 'Failed to establish connection', retried after 5 s", async () => {
    transportBroken = true;
    subscribe();
    await until(() => lastStatus() === 'SETUP_FAILED', 'SETUP_FAILED', undefined, trace);
    expect(last()).toEqual({ status: 'SETUP_FAILED', message: 'Failed to establish connection', retryInMs: 5000 });
    expect(timers.delays()).toEqual([5000]);
    timers.fire();
    await until(
      () => statuses.filter((s) => s.status === 'SETUP_FAILED').length === 2,
      'a second SETUP_FAILED',
      undefined,
      trace,
    );

    transportBroken = false;
    timers.fire();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED once WebSocket works', undefined, trace);
  });

  it('a dropped socket is a channel error, and the feed comes back', async () => {
    subscribe();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED', undefined, trace);
    await double.dropSockets();
    await until(() => lastStatus() === 'CHANNEL_ERROR', 'CHANNEL_ERROR after the drop', undefined, trace);
    expect(timers.delays()).toEqual([5000]);
    timers.fire();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED after the drop', undefined, trace);
  });

  it('heartbeats are answered and the feed stays SUBSCRIBED', async () => {
    client = createSupabaseDataClient({
      apiBaseUrl: 'http://127.0.0.1:9',
      supabase: { url: double.url, anonKey: 'anon-key-for-tests' },
      transport,
      realtimeHeartbeatMs: 30,
      timers,
      log: (m) => logs.push(m),
    });
    subscribe();
    await until(
      () => double.frames.filter((f) => f.topic === 'phoenix' && f.event === 'heartbeat').length >= 3,
      'three heartbeats',
      undefined,
      trace,
    );
    expect(statuses.map((s) => s.status)).toEqual(['CONNECTING', 'SUBSCRIBED']);
    expect(double.joinCount()).toBe(1);
  });

  it('a feed opened right after another was closed (a remounted map) still subscribes', async () => {
    subscribe();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED', undefined, trace);
    subscription!.close();
    statuses = [];
    subscribe();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED on the second feed', undefined, trace);
    expect(statuses.map((s) => s.status)).toEqual(['CONNECTING', 'SUBSCRIBED']);
    expect(double.joinCount()).toBe(2);
  });

  it('close() leaves the channel and cancels a planned retry', async () => {
    subscribe();
    await until(() => lastStatus() === 'SUBSCRIBED', 'SUBSCRIBED', undefined, trace);
    subscription!.close();
    await until(
      () => double.frames.some((f) => f.event === 'phx_leave' && f.topic === TOPIC),
      'phx_leave',
      undefined,
      trace,
    );

    double.joinBehaviour = 'error';
    subscribe();
    await until(() => lastStatus() === 'CHANNEL_ERROR', 'CHANNEL_ERROR', undefined, trace);
    subscription!.close();
    expect(timers.delays()).toEqual([]);
  });
});
