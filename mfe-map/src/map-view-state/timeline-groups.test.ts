import type { TimelineResponse } from '@healthwatch/contracts';
import { countsPerDay, groupsForDays, indexTimeline } from './timeline-groups';

const timeline: TimelineResponse = {
  precision: 3,
  first: '2026-08-25',
  days: 90,
  illnesses: ['flu', 'dengue', 'covid'],
  cells: [
    [18.935, 72.835, 0, 0, 3],
    [18.935, 72.835, 10, 1, 3],
    [18.935, 72.835, 89, 0, 1],
    [28.6, 77.2, 50, 2, 4],
    [28.6, 77.2, 50, 1, 4],
  ],
};

describe('groupsForDays', () => {
  const index = indexTimeline(timeline);

  it('sums each cell over the range and names its most common illness', () => {
    expect(groupsForDays(index, 0, 89)).toEqual([
      { key: '18935,72835', latitude: 18.935, longitude: 72.835, count: 7, topIllness: 'flu' },
      // A tie goes to the alphabetically first illness.
      { key: '28600,77200', latitude: 28.6, longitude: 77.2, count: 8, topIllness: 'covid' },
    ]);
    expect(groupsForDays(index, 5, 60)).toEqual([
      { key: '18935,72835', latitude: 18.935, longitude: 72.835, count: 3, topIllness: 'dengue' },
      { key: '28600,77200', latitude: 28.6, longitude: 77.2, count: 8, topIllness: 'covid' },
    ]);
  });

  it('leaves out cells with nothing in the range, bounds included', () => {
    expect(groupsForDays(index, 89, 89)).toEqual([
      { key: '18935,72835', latitude: 18.935, longitude: 72.835, count: 1, topIllness: 'flu' },
    ]);
    expect(groupsForDays(index, 11, 49)).toEqual([]);
    expect(groupsForDays(index, 10, 10)).toEqual([
      { key: '18935,72835', latitude: 18.935, longitude: 72.835, count: 3, topIllness: 'dengue' },
    ]);
  });
});

describe('countsPerDay', () => {
  it('adds every cell per day', () => {
    const counts = countsPerDay(timeline);
    expect(counts).toHaveLength(90);
    expect([counts[0], counts[10], counts[50], counts[89], counts[1]]).toEqual([3, 3, 8, 1, 0]);
  });
});
