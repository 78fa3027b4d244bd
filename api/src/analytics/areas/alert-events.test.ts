import type { AreaAlarm, AreaLevel } from '@healthwatch/contracts';
import { collapseEvents, type EventMember, groupEvents } from './alert-events';

type M = EventMember & { chain: string };
const m = (chain: string, level: AreaLevel, illness: string, pValue = 1e-6): M => ({
  key: `${chain}.${level}|${illness}`,
  chain,
  level,
  illness,
  pValue,
});
// Areas of one chain (a city, its district, its state) share postal codes; other chains do not.
const overlaps = (a: M, b: M) => a.chain === b.chain;

describe('one alert per event', () => {
  it('groups nested areas and an illness with its "all reports" series, named by the most specific place', () => {
    const members = [
      m('mumbai', 'state', 'dengue'),
      m('mumbai', 'district', 'dengue'),
      m('mumbai', 'district', 'all', 1e-9),
      m('mumbai', 'state', 'all'),
      m('london', 'city', 'covid'),
      m('london', 'district', 'all'),
    ];
    const events = groupEvents(members, overlaps);
    expect(new Set(events.values())).toEqual(new Set(['mumbai.district|dengue', 'london.city|covid']));
    expect(events.get('mumbai.state|all')).toBe('mumbai.district|dengue');
  });

  it('keeps two illnesses apart, and "all reports" with the more surprising of them', () => {
    const members = [m('x', 'city', 'flu', 1e-5), m('x', 'city', 'covid', 1e-8), m('x', 'state', 'all')];
    const events = groupEvents(members, overlaps);
    expect(events.get('x.city|flu')).toBe('x.city|flu');
    expect(events.get('x.state|all')).toBe('x.city|covid');
  });

  it('groups "all reports" alerts of one chain when no illness alarmed there', () => {
    const events = groupEvents([m('y', 'state', 'all'), m('y', 'city', 'all'), m('z', 'city', 'all')], overlaps);
    expect(events.get('y.state|all')).toBe('y.city|all');
    expect(events.get('z.city|all')).toBe('z.city|all');
  });

  it("collapses a reader's alerts to one row per event, the others listed in it", () => {
    const alarm = (areaId: string, level: AreaLevel, illness: string, eventId?: string): AreaAlarm => ({
      areaId,
      areaName: areaId,
      level,
      country: 'IN',
      region: 'Maharashtra',
      latitude: 19,
      longitude: 73,
      illness,
      day: '2026-11-24',
      days: 1,
      observed: 30,
      expected: 2,
      threshold: 9,
      reportingRatio: 1,
      raisedAt: '2026-11-24T10:00:00.000Z',
      tier: 'alert',
      ...(eventId ? { eventId } : {}),
    });
    const rows = collapseEvents([
      alarm('in.s.maharashtra', 'state', 'dengue', 'in.d.maharashtra.mumbai|dengue'),
      alarm('in.d.maharashtra.mumbai', 'district', 'all', 'in.d.maharashtra.mumbai|dengue'),
      alarm('in.d.maharashtra.mumbai', 'district', 'dengue', 'in.d.maharashtra.mumbai|dengue'),
      alarm('in.d.delhi.new-delhi', 'district', 'flu'),
    ]);
    expect(rows.map((r) => `${r.areaId}|${r.illness}`)).toEqual([
      'in.d.maharashtra.mumbai|dengue',
      'in.d.delhi.new-delhi|flu',
    ]);
    expect(rows[0]!.also?.map((o) => `${o.areaId}|${o.illness}`)).toEqual([
      'in.s.maharashtra|dengue',
      'in.d.maharashtra.mumbai|all',
    ]);
    expect(rows[1]!.also).toBeUndefined();
  });
});
