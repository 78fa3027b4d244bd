import { mumbaiDengueAlarm } from '../../test/helpers/area-alarm';
import { alarmMatches, alarmPayload } from './area-alarm';

const alarm = mumbaiDengueAlarm;
const sub = { areaIds: ['in.s.maharashtra', 'in.d.maharashtra.mumbai'], illness: null };

describe('area alarms and subscriptions', () => {
  it('matches the areas the postal code lies in', () => {
    expect(alarmMatches(alarm(), sub)).toBe(true);
    expect(alarmMatches(alarm({ areaId: 'in.s.maharashtra', level: 'state' }), sub)).toBe(true);
    expect(alarmMatches(alarm({ areaId: 'in.d.maharashtra.pune' }), sub)).toBe(false);
  });

  it('sends an illness only to those following it or any illness', () => {
    expect(alarmMatches(alarm(), { ...sub, illness: 'dengue' })).toBe(true);
    expect(alarmMatches(alarm(), { ...sub, illness: 'malaria' })).toBe(false);
    expect(alarmMatches(alarm({ illness: 'all' }), { ...sub, illness: 'malaria' })).toBe(false);
    expect(alarmMatches(alarm({ illness: 'all' }), sub)).toBe(true);
  });

  it('says what, where and the figures, and links the map view on the site', () => {
    const p = alarmPayload(alarm(), { appUrl: 'https://healthwatch.example', unsubscribeUrl: 'u', token: 't' });
    expect(p.title).toBe('Outbreak alert: Dengue in Mumbai');
    expect(p.body).toBe('34 reports on 2026-11-20 against 8.2 expected.');
    const window = alarmPayload(alarm({ days: 4, observed: 3, expected: 0.21 }), {
      appUrl: 'https://h.example',
      unsubscribeUrl: 'u',
      token: 't',
    });
    expect(window.body).toBe('3 reports in the 4 days to 2026-11-20 against 0.2 expected.');
    // An expectation raised for more people reporting says so.
    const scaled = alarmPayload(alarm({ expected: 16.4, reportingRatio: 2.04 }), {
      appUrl: 'https://h.example',
      unsubscribeUrl: 'u',
      token: 't',
    });
    expect(scaled.body).toBe('34 reports on 2026-11-20 against 16 expected, allowing for other reports at 2.0× usual.');
    expect(p.url).toBe('https://healthwatch.example/?illness=dengue&lat=18.94&lng=72.84&z=9');
    expect(
      alarmPayload(alarm({ illness: 'all' }), { appUrl: 'https://h.example', unsubscribeUrl: 'u', token: 't' }).title,
    ).toBe('Outbreak alert: Reports in Mumbai');
    expect(
      alarmPayload(alarm({ illness: 'unknown' }), { appUrl: 'https://h.example', unsubscribeUrl: 'u', token: 't' })
        .title,
    ).toBe('Outbreak alert: Unknown illness in Mumbai');
  });
});
