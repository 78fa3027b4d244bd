import { AnalyticsHttpError, createAnalyticsClient } from './analytics-client';

/** fetch is the network boundary; the API's own tests exercise the server. */
function recordingFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return { impl, calls };
}

describe('analytics client', () => {
  it('builds docs/SPEC.md §7 requests under the API base', async () => {
    const net = recordingFetch(200, {});
    const client = createAnalyticsClient('http://api.test/', net.impl);
    await client.outbreakPrediction('Mumbai', 7);
    await client.healthTrends(90);
    await client.healthTrends(30, 'Delhi');
    await client.seasonalPatterns('Chennai');
    await client.riskAssessment({ location: 'India', symptoms: [], medicalHistory: [], age: 30, gender: 'female' });
    expect(net.calls.map((c) => c.url)).toEqual([
      'http://api.test/api/analytics/outbreak-prediction?location=Mumbai&timeframe=7',
      'http://api.test/api/analytics/health-trends?period=90',
      'http://api.test/api/analytics/health-trends?period=30&location=Delhi',
      'http://api.test/api/analytics/seasonal-patterns?location=Chennai',
      'http://api.test/api/analytics/risk-assessment',
    ]);
    expect(net.calls[4]!.init?.method).toBe('POST');
    expect(JSON.parse(String(net.calls[4]!.init?.body))).toEqual({
      location: 'India',
      symptoms: [],
      medicalHistory: [],
      age: 30,
      gender: 'female',
    });
  });

  it('searches areas, lists alarms in a view and takes an area id as location', async () => {
    const net = recordingFetch(200, { data: [] });
    const client = createAnalyticsClient('http://api.test', net.impl);
    await client.areas({ q: 'São', limit: 8 });
    await client.areaAlarms({ south: 18, west: 72, north: 20, east: 74, limit: 10 });
    await client.outbreakPrediction('in.d.maharashtra.mumbai', 30);
    expect(net.calls.map((c) => c.url)).toEqual([
      'http://api.test/api/analytics/areas?q=S%C3%A3o&limit=8',
      'http://api.test/api/analytics/area-alarms?south=18&west=72&north=20&east=74&limit=10',
      'http://api.test/api/analytics/outbreak-prediction?location=in.d.maharashtra.mumbai&timeframe=30',
    ]);
  });

  it("surfaces the server's { error, code, params } and status", async () => {
    const client = createAnalyticsClient(
      'http://api.test',
      recordingFetch(400, {
        error: 'timeframe must be one of 7, 30, 90 (days)',
        code: 'invalid-timeframe',
        params: { field: 'timeframe', allowed: '7, 30, 90' },
      }).impl,
    );
    const refused = await client.outbreakPrediction('India', 30).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AnalyticsHttpError);
    expect(refused).toMatchObject({
      status: 400,
      message: 'timeframe must be one of 7, 30, 90 (days)',
      code: 'invalid-timeframe',
      params: { field: 'timeframe', allowed: '7, 30, 90' },
    });
  });
});

describe('analytics client without an answer', () => {
  it('rejects with a status-less error when nothing answers', async () => {
    const client = createAnalyticsClient('http://127.0.0.1:9');
    await expect(client.seasonalPatterns('India')).rejects.toMatchObject({ name: 'AnalyticsHttpError', status: null });
  });
});
