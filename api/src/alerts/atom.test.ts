import { parseFeed } from '@rowanmanning/feed-parser';
import { mumbaiDengueAlarm } from '../../test/helpers/area-alarm';
import { alertsAtom, pText } from './atom';

const feed = (alarms: ReturnType<typeof mumbaiDengueAlarm>[]) =>
  parseFeed(
    alertsAtom({
      appUrl: 'http://site.test',
      selfUrl: 'http://api.test/api/alerts/feed?country=IN&postalCode=400001',
      country: 'IN',
      postalCode: '400001',
      areas: [],
      alarms,
      updated: new Date('2026-11-20T11:00:00Z'),
    }),
  );

describe('the alerts feed entry', () => {
  it('says how sure, where from and what else is in alarm with it', () => {
    const [entry] = feed([
      mumbaiDengueAlarm({
        tier: 'alert',
        pValue: 0.00002,
        places: 6,
        hours: 5,
        also: [{ areaId: 'in.s.maharashtra', areaName: 'Maharashtra', level: 'state', illness: 'all' }],
      }),
    ]).items;
    expect(entry!.title).toBe('Dengue: outbreak alarm in Mumbai (district/county)');
    expect(entry!.content).toContain('Probability of so many reports if nothing had changed: < 0.0001');
    expect(entry!.content).toContain('Reports from 6 postal codes over 5 hours');
    expect(entry!.content).toContain('Also in alarm with it: All reports in Maharashtra (state/region)');
  });

  it('marks a demo alert "Demo data" in its title', () => {
    const [entry] = feed([mumbaiDengueAlarm({ demo: true })]).items;
    expect(entry!.title).toBe('Demo data: Dengue: outbreak alarm in Mumbai (district/county)');
  });

  it('writes a p-value as a reader can take it in', () => {
    expect([pText(0.00003), pText(0.0123), pText(0.5)]).toEqual(['< 0.0001', '0.012', '0.5']);
  });
});
