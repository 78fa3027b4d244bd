import type { Report } from '@healthwatch/contracts';
import { mergeReports, fromClusters } from '../markers/group-reports';
import { groupsForDays, indexTimeline } from '../map-view-state/timeline-groups';
import { type Bbox, clampBbox, groupsToDraw, type LiveReport } from './map-view';

const report = (id: string, latitude: number, longitude: number): Report => ({
  id,
  nickname: null,
  country: 'IN',
  pinCode: '400001',
  symptoms: ['Fever'],
  illnessType: 'flu',
  severity: 'mild',
  createdAt: '2026-01-01T00:00:00Z',
  latitude,
  longitude,
  city: null,
  state: null,
});

describe('groups to draw', () => {
  const loaded = new Map([['1', report('1', 18.9375, 72.8355)]]);

  it('groups loaded and live reports locally when there are no clusters, counting each id once', () => {
    const live = new Map<string, LiveReport>([
      ['1', { report: report('1', 18.9375, 72.8355), seq: 1 }],
      ['2', { report: report('2', 18.9375, 72.8355), seq: 2 }],
    ]);
    expect(groupsToDraw(3, loaded, live, null).map((g) => g.count)).toEqual([2]);
  });

  it('adds only the reports that arrived after the clusters were asked for', () => {
    const live = new Map<string, LiveReport>([
      ['2', { report: report('2', 19.1, 72.9), seq: 1 }],
      ['3', { report: report('3', 19.2, 73.1), seq: 2 }],
    ]);
    const clusters = {
      precision: 0,
      bbox: [-180, -90, 180, 90] as [number, number, number, number],
      groups: [{ latitude: 19, longitude: 73, count: 7, topIllness: 'flu' }],
      afterSeq: 1,
    };
    expect(groupsToDraw(0, loaded, live, clusters).map((g) => [g.key, g.count])).toEqual([['19,73', 8]]);
  });

  it('ignores clusters of another precision (the view zoomed since)', () => {
    const clusters = {
      precision: 1,
      bbox: [-180, -90, 180, 90] as [number, number, number, number],
      groups: [{ latitude: 19, longitude: 73, count: 7, topIllness: 'flu' }],
      afterSeq: 0,
    };
    expect(groupsToDraw(0, loaded, new Map(), clusters).map((g) => g.count)).toEqual([1]);
  });
});

describe('groups to draw without live reports', () => {
  it('are the clusters merged as with live reports', () => {
    const groups = [
      { latitude: 1.23, longitude: -4.56, count: 3, topIllness: 'flu' },
      { latitude: 1.231, longitude: -4.561, count: 5, topIllness: 'dengue' },
      { latitude: -7, longitude: 8, count: 2, topIllness: null },
      { latitude: 9, longitude: 9, count: 0, topIllness: 'flu' },
    ];
    const snapshot = {
      precision: 2,
      bbox: [-180, -90, 180, 90] as [number, number, number, number],
      groups,
      afterSeq: 0,
    };
    expect(groupsToDraw(2, new Map(), new Map(), snapshot)).toEqual(mergeReports(fromClusters(groups, 2), [], 2));
  });

  it('are the timeline keyed groups as they are, merged like any clusters once a live report arrives', () => {
    const index = indexTimeline({
      precision: 2,
      first: '2026-08-25',
      days: 90,
      illnesses: ['flu', 'dengue'],
      cells: [
        [1.23, -4.56, 3, 0, 2],
        [1.23, -4.56, 4, 1, 1],
        [-7, 8, 5, 1, 4],
      ],
    });
    const keyed = groupsForDays(index, 0, 89);
    const snapshot = {
      precision: 2,
      bbox: [-180, -90, 180, 90] as Bbox,
      groups: keyed,
      keyedGroups: keyed,
      afterSeq: 0,
    };
    const plain = { ...snapshot, keyedGroups: undefined };
    expect(groupsToDraw(2, new Map(), new Map(), snapshot)).toBe(keyed);
    expect(keyed).toEqual(groupsToDraw(2, new Map(), new Map(), plain));
    const live = new Map<string, LiveReport>([['r', { report: report('r', 1.231, -4.559), seq: 1 }]]);
    expect(groupsToDraw(2, new Map(), live, snapshot)).toEqual(groupsToDraw(2, new Map(), live, plain));
    expect(groupsToDraw(2, new Map(), live, snapshot).map((g) => g.count)).toEqual([4, 4]);
  });
});

describe('bbox', () => {
  it('clamps a world-and-more view to the world', () => {
    expect(clampBbox([-400, -100, 400, 100])).toEqual([-180, -90, 180, 90]);
    expect(clampBbox([-10, 40, 10, 50])).toEqual([-10, 40, 10, 50]);
  });
});
