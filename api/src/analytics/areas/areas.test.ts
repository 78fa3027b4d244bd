import { type AreaIndex, createAreaIndexFrom, districtsOf } from './area-index';
import { areaId, looksLikeAreaId, slug } from './area-id';
import { ILLNESS_TYPES } from '@healthwatch/contracts';
import { assessAreas, currentAlarm } from './assess-areas';
import { PostalRows } from './postal-rows';
import { REGRESSION_DEFAULTS, regressionDetector } from '@healthwatch/outbreak-engine';
import { mapViewLink } from '../../alerts/map-link';

const US = [
  'US\t10001\tNew York\tNew York\tNY\tNew York\t061\t\t\t40.75\t-73.997\t4',
  'US\t11201\tBrooklyn\tNew York\tNY\tKings\t047\t\t\t40.69\t-73.99\t4',
  'US\t90001\tLos Angeles\tCalifornia\tCA\tLos Angeles\t037\t\t\t33.974\t-118.249\t4',
].join('\n');
const IN = 'IN\t400001\tFort Post Office\tMaharashtra\t16\tMumbai\t519\tMumbai\t\t18.935\t72.835\t4';

describe('area ids', () => {
  it('fold names and keep non-Latin letters', () => {
    expect(slug('São Paulo')).toBe('sao-paulo');
    expect(slug('Île-de-France')).toBe('ile-de-france');
    expect(slug('千代田区')).toBe('千代田区');
    expect(areaId('IN', 'district', 'Maharashtra', 'Mumbai')).toBe('in.d.maharashtra.mumbai');
    expect(areaId('US', 'state', 'New York')).toBe('us.s.new-york');
    expect(looksLikeAreaId('in.d.maharashtra.mumbai')).toBe(true);
    expect(looksLikeAreaId('Mumbai')).toBe(false);
    expect(looksLikeAreaId('in.x.a')).toBe(false);
  });
});

describe('area index', () => {
  let index: AreaIndex;
  beforeAll(async () => {
    index = await createAreaIndexFrom([
      ['US', US],
      ['IN', IN],
    ]);
  });
  it('reads the second-level division of each postal key', () => {
    expect(districtsOf('US', US).get('11201')).toBe('Kings');
  });
  it('gives each postal key its state, district/county and city (a city named as its district only once)', () => {
    expect(index.areasOfPostalCode('US', '11201')!.map((a) => a.id)).toEqual([
      'us.s.new-york',
      'us.d.new-york.kings',
      'us.c.new-york.brooklyn',
    ]);
    expect(index.areasOfPostalCode('US', '10001-1234')!.map((a) => a.id)).toEqual([
      'us.s.new-york',
      'us.d.new-york.new-york',
    ]);
    expect(index.areasOfPostalCode('IN', '400001')!.map((a) => a.level)).toEqual(['state', 'district']);
    expect(index.areasOfPostalCode('IN', '999999')).toBeNull();
    expect(index.areasOfPostalCode('FR', '75001')).toBeNull();
  });
  it('places an area at the mean of its postal codes', () => {
    const ny = index.byId.get('us.s.new-york')!;
    expect(index.keysOf(ny)).toEqual(['10001', '11201']);
    expect(ny.codes).toBe(2);
    expect(ny.latitude).toBeCloseTo(40.72, 2);
  });
});

describe('currentAlarm', () => {
  const steady = Array.from({ length: 120 }, (_, t) => 4 + (t % 3));
  it('finds an alarm in the last three days with the figures of the day that raised it', () => {
    const y = [...steady.slice(0, 118), 30, 5];
    const r = currentAlarm(y, 20000, true);
    expect(r.ready).toBe(true);
    expect(r.alarm).toMatchObject({ day: 20000 + 118, days: 1, observed: 30 });
    // The count that alarms on that day alone: above what was expected, below what was seen.
    expect(r.alarm!.threshold).toBeGreaterThan(r.alarm!.expected + 3);
    expect(r.alarm!.threshold).toBeLessThan(30);
    expect(r.alarm!.expected).toBeLessThan(8);
    // The next days carry the window's alarm on with ordinary counts: still the spike day's figures.
    const after = currentAlarm([...steady.slice(0, 117), 30, 6, 5], 20000, true);
    expect(after.alarm).toMatchObject({ day: 20000 + 117, days: 1, observed: 30 });
  });
  it("shows the window's sum when only the window alarmed, never a threshold of 0", () => {
    const y = [...steady.slice(0, 116), 10, 10, 10, 10];
    const days = regressionDetector(y, 20000, { from: 117 });
    expect(days.slice(117).some((d) => d.alarm)).toBe(true);
    expect(days.slice(117).every((d) => 10 <= (d.dayBound ?? 0))).toBe(true); // no day alarms alone
    const r = currentAlarm(y, 20000, true);
    expect(r.alarm).toMatchObject({ day: 20000 + 119, days: REGRESSION_DEFAULTS.windowDays, observed: 40 });
    expect(r.alarm!.expected).toBeGreaterThan(16);
    expect(r.alarm!.expected).toBeLessThan(24);
    expect(r.alarm!.threshold).toBeGreaterThan(r.alarm!.expected);
    expect(r.alarm!.threshold).toBeLessThan(40);
  });
  it('is quiet on a steady series and skips a series that cannot reach the minimum count', () => {
    expect(currentAlarm(steady, 20000, true)).toMatchObject({ alarm: null, ready: true, scored: true });
    const sparse = Array.from({ length: 120 }, (_, t) => (t % 20 === 0 ? 1 : 0));
    expect(currentAlarm(sparse, 20000, false)).toEqual({ alarm: null, ready: false, scored: false, rated: false });
  });
});

describe('assessAreas', () => {
  const [first, second] = ILLNESS_TYPES;
  const TODAY = 20400;
  /** 400 days of one postal code's reports of two illnesses, each a function of the day (0 = oldest). */
  function rows(a: (t: number) => number, b: (t: number) => number): PostalRows {
    const r = new PostalRows();
    for (let t = 0; t < 400; t++) {
      r.push('IN', '400001', TODAY - 399 + t, 0, a(t));
      r.push('IN', '400001', TODAY - 399 + t, 1, b(t));
    }
    return r;
  }
  const around = (mean: number) => (t: number) => mean + (t % 2 === 0 ? 1 : -1);
  const from = (day: number, before: (t: number) => number, after: (t: number) => number) => (t: number) =>
    t < day ? before(t) : after(t);

  it("judges each illness beside the area's other reports: more people reporting is not an outbreak", async () => {
    const index = await createAreaIndexFrom([['IN', IN]]);
    // Every illness doubles for the last 10 days: new reporters, seen in the area's total alone.
    const joined = await assessAreas(
      index,
      rows(from(390, around(8), around(16)), from(390, around(40), around(80))),
      TODAY,
    );
    const alarmsOf = (r: typeof joined) =>
      new Set(r.assessments.find((a) => a.area.level === 'district')!.alarms.map((a) => a.illness));
    expect(alarmsOf(joined).has('all')).toBe(true);
    expect(alarmsOf(joined).has(first!)).toBe(false);
    // The first illness alone doubles: its outbreak is found.
    const outbreak = await assessAreas(index, rows(from(390, around(8), around(16)), around(40)), TODAY);
    expect(alarmsOf(outbreak).has(first!)).toBe(true);
    expect(alarmsOf(outbreak).has(second!)).toBe(false);
  });
});

describe('map view link', () => {
  it('uses the map URL state: illness, lat, lng (4 decimals), z', () => {
    const u = new URL(
      mapViewLink('https://hw.example', { illness: 'dengue', latitude: 18.935123, longitude: 72.83549, level: 'city' }),
    );
    expect(Object.fromEntries(u.searchParams)).toEqual({ illness: 'dengue', lat: '18.9351', lng: '72.8355', z: '11' });
    expect(mapViewLink('https://hw.example', { illness: 'all', latitude: 1, longitude: 2, level: 'state' })).toBe(
      'https://hw.example/?lat=1&lng=2&z=7',
    );
  });
});
