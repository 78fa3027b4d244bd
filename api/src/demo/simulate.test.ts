import { type DemoPlace, demoOutbreaks, simulateDemoReports } from './simulate';

const place = (country: DemoPlace['country'], city: string, state: string, weight = 1): DemoPlace => ({
  country,
  pinCode: '1',
  city,
  state,
  latitude: 1,
  longitude: 2,
  weight,
});
const PLACES = [
  place('IN', 'Mumbai', 'Maharashtra'),
  place('IN', 'New Delhi', 'Delhi'),
  place('GB', 'London', 'England'),
];
const NOW = new Date('2026-11-23T10:30:00Z');
const DAY = 86_400_000;

describe('simulateDemoReports', () => {
  it('is the same for a seed and a day, and never dates a report after now', () => {
    const a = simulateDemoReports(PLACES, { now: NOW, seed: 3 });
    const b = simulateDemoReports(PLACES, { now: NOW, seed: 3 });
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(1000);
    expect(Math.max(...a.map((r) => r.createdAt.getTime()))).toBeLessThanOrEqual(NOW.getTime());
    const firstDay = Math.floor(NOW.getTime() / DAY) - 119;
    expect(Math.min(...a.map((r) => r.createdAt.getTime()))).toBeGreaterThanOrEqual(firstDay * DAY);
    expect(simulateDemoReports(PLACES, { now: NOW, seed: 4 })).not.toEqual(a);
  });

  it("adds each outbreak's reports to its places and days only", () => {
    const without = simulateDemoReports(PLACES, { now: NOW, seed: 1 });
    const withOutbreaks = simulateDemoReports(PLACES, { now: NOW, seed: 1, outbreaks: demoOutbreaks('London') });
    const dengueInMumbaiLastDays = (list: typeof without) =>
      list.filter(
        (r) => r.city === 'Mumbai' && r.illnessType === 'dengue' && r.createdAt.getTime() > NOW.getTime() - 10 * DAY,
      ).length;
    // growing(3, 1.3) over ten days adds about 130 reports.
    expect(dengueInMumbaiLastDays(withOutbreaks) - dengueInMumbaiLastDays(without)).toBeGreaterThan(80);
    const londonCovidOld = (list: typeof without) =>
      list.filter(
        (r) => r.city === 'London' && r.illnessType === 'covid' && r.createdAt.getTime() < NOW.getTime() - 30 * DAY,
      ).length;
    expect(londonCovidOld(withOutbreaks)).toBeLessThan(londonCovidOld(without) * 1.5 + 10);
  });

  it('follows the seasons: flu rises towards the northern winter and falls in the southern spring', () => {
    const north = simulateDemoReports([place('DE', 'Berlin', 'Berlin')], { now: NOW, seed: 5 });
    const south = simulateDemoReports([place('AU', 'Sydney', 'New South Wales')], { now: NOW, seed: 5 });
    const fluShare = (list: typeof north, fromDaysAgo: number, toDaysAgo: number) => {
      const inWindow = list.filter(
        (r) =>
          r.createdAt.getTime() >= NOW.getTime() - fromDaysAgo * DAY &&
          r.createdAt.getTime() < NOW.getTime() - toDaysAgo * DAY,
      );
      return inWindow.filter((r) => r.illnessType === 'flu').length / inWindow.length;
    };
    expect(fluShare(north, 30, 0)).toBeGreaterThan(fluShare(north, 120, 90));
    expect(fluShare(south, 30, 0)).toBeLessThan(fluShare(south, 120, 90));
  });
});
