import { act, renderHook } from '@testing-library/react';
import { nextRealtimeState } from '@healthwatch/client';
import { emitWindowEvent, INITIAL_REALTIME_STATE } from '@healthwatch/contracts';
import { aReport, ScriptedClient } from '../testing/scripted-client';
import { LOAD_FAILED_MESSAGE, useMapData, VIEW_SETTLE_MS, type MapView } from './useMapData';

const world0: MapView = { bbox: [-180, -90, 180, 90], precision: 0, filters: {} };
const total = (groups: { count: number }[]) => groups.reduce((n, g) => n + g.count, 0);

describe('useMapData', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    jest.useRealTimers();
  });

  it('falls back to an empty list with SPEC message when the first load fails', async () => {
    const client = new ScriptedClient();
    client.reportsFail = true;
    const { result } = renderHook(() => useMapData(client, world0));
    await act(async () => undefined);
    expect(result.current.loadWarning).toBe(LOAD_FAILED_MESSAGE);
    expect(result.current.groups).toEqual([]);
  });

  it('adds live and submitted reports once each, and shows the feed status', async () => {
    const client = new ScriptedClient();
    client.reports = [aReport(18.94, 72.81), aReport(null, null)];
    const { result } = renderHook(() => useMapData(client, world0));
    await act(async () => undefined);
    expect(total(result.current.groups)).toBe(1);

    act(() => client.onStatus?.(nextRealtimeState(INITIAL_REALTIME_STATE, { type: 'open' })));
    expect(result.current.realtime.status).toBe('SUBSCRIBED');
    const mine = aReport(18.95, 72.82, 'mine');
    act(() => emitWindowEvent('report-submitted', { report: mine }));
    act(() => client.onReport?.(mine));
    act(() => client.onReport?.(aReport(40.7, -74)));
    expect(total(result.current.groups)).toBe(3);
    expect(result.current.groups.find((g) => g.key === '19,73')?.count).toBe(2);

    act(() => client.onStatus?.(nextRealtimeState(result.current.realtime, { type: 'lost' })));
    expect(result.current.realtime.message).toBe('Connection lost, reconnecting...');
  });

  it('uses the API clusters for a coarse view and adds only reports that came later', async () => {
    const client = new ScriptedClient();
    client.reports = [aReport(18.94, 72.81)];
    client.clusters = [{ latitude: 19, longitude: 73, count: 40, topIllness: 'dengue' }];
    const first = aReport(18.9, 72.9, 'early');
    const { result } = renderHook(() => useMapData(client, world0));
    await act(async () => undefined);
    act(() => client.onReport?.(first));
    await act(async () => jest.advanceTimersByTime(VIEW_SETTLE_MS));
    expect(client.clusterCalls).toBe(1);
    expect(result.current.groups).toEqual([
      { key: '19,73', latitude: 19, longitude: 73, count: 40, topIllness: 'dengue' },
    ]);
    act(() => client.onReport?.(aReport(19.1, 73.2, 'later')));
    expect(result.current.groups[0]!.count).toBe(41);
  });
});
