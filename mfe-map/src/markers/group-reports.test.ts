import type { Report } from '@healthwatch/contracts';
import { fromClusters, groupKey, groupReports, largestGroups, mergeReports, roundTo } from './group-reports';
import { precisionForView, precisionForZoom } from './precision';

let seq = 0;
const report = (latitude: number | null, longitude: number | null, illnessType = 'flu'): Report => ({
  id: String(++seq),
  nickname: null,
  country: 'IN',
  pinCode: '400001',
  symptoms: ['Fever'],
  illnessType,
  severity: 'mild',
  createdAt: '2026-01-01T00:00:00Z',
  latitude,
  longitude,
  city: null,
  state: null,
});

describe('3-decimal grouping (docs/SPEC.md §9)', () => {
  it('puts reports that round to the same 3 decimals together', () => {
    const groups = groupReports([
      report(18.93751, 72.83552),
      report(18.9374, 72.8355, 'dengue'),
      report(18.9375, 72.8355, 'dengue'),
    ]);
    expect(groups.map((g) => [g.key, g.count])).toEqual([
      ['18938,72836', 2],
      ['18937,72836', 1],
    ]);
  });

  it('keeps apart reports 0.001 apart and names the most reported illness', () => {
    const groups = groupReports([
      report(10.0004, 20, 'flu'),
      report(10.0006, 20, 'covid'),
      report(10.0011, 20, 'covid'),
      report(10.001, 20, 'flu'),
    ]);
    expect(groups.map((g) => [g.key, g.count])).toEqual([
      ['10000,20000', 1],
      ['10001,20000', 3],
    ]);
    expect(groups[1]!.topIllness).toBe('covid');
  });

  it('leaves out reports without coordinates', () => {
    expect(groupReports([report(null, 5), report(5, null), report(Number.NaN, 1)])).toEqual([]);
  });

  it('rounds negative zero to zero and formats the key at the precision', () => {
    expect(roundTo(-0.0001, 3)).toBe(0);
    expect(groupKey(-33.8688, 151.2093, 1)).toBe('-339,1512');
    expect(groupKey(51.5, -0.12, 0)).toBe('52,0');
  });
});

describe('merging live reports into coarse groups', () => {
  it('a new report joins its cluster and raises the count', () => {
    const base = fromClusters([{ latitude: 19, longitude: 73, count: 4, topIllness: 'flu' }], 0);
    const merged = mergeReports(base, [report(18.9375, 72.8355, 'dengue'), report(40.7, -74)], 0);
    expect(merged.map((g) => [g.key, g.count, g.topIllness])).toEqual([
      ['19,73', 5, 'flu'],
      ['41,-74', 1, 'flu'],
    ]);
    expect(merged[0]).toMatchObject({ latitude: 19, longitude: 73 });
  });

  it('lists the largest groups first', () => {
    const groups = groupReports([report(1, 1), report(2, 2), report(2, 2), report(3, 3)]);
    expect(largestGroups(groups, 2).map((g) => g.key)).toEqual(['2000,2000', '1000,1000']);
  });

  it('picks the same top k as sorting everything, whatever the input order', () => {
    let s = 7;
    const rand = () => {
      s = (s * 1664525 + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
    const groups = fromClusters(
      Array.from({ length: 2000 }, () => ({
        latitude: Math.round((rand() * 100 - 50) * 1000) / 1000,
        longitude: Math.round((rand() * 300 - 150) * 1000) / 1000,
        count: 1 + Math.floor(rand() * 12),
        topIllness: 'flu',
      })),
      3,
    );
    const sorted = [...groups].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
    for (const k of [0, 1, 25, 200, 5000]) {
      expect(largestGroups(groups, k).map((g) => g.key)).toEqual(sorted.slice(0, k).map((g) => g.key));
      expect(largestGroups([...groups].reverse(), k).map((g) => g.key)).toEqual(sorted.slice(0, k).map((g) => g.key));
    }
  });
});

describe('grid precision by zoom', () => {
  it('is coarse far out and SPEC 3 decimals close in', () => {
    expect([1, 2, 3, 4, 5, 6, 8, 9, 18].map(precisionForZoom)).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 3]);
  });
});

describe('grid precision of a view', () => {
  it('never asks for more cells across the view than the API serves', () => {
    // Zoom 9 on a wide screen spans ~5 degrees: 3 decimals would be 5,000 sub-pixel cells across.
    expect(precisionForView(9, [72, 18, 77.3, 20.9])).toBe(2);
    // Zoom 11 spans ~1 degree: SPEC's 3 decimals.
    expect(precisionForView(11, [72.5, 18.8, 73.4, 19.3])).toBe(3);
    // Leaflet's bounds past the world are clamped first.
    expect(precisionForView(2, [-400, -100, 400, 100])).toBe(0);
    // Across the antimeridian the span is the short way round.
    expect(precisionForView(12, [179.8, -17, -179.9, -16.8])).toBe(3);
  });
});
