import { type AreaAlarm, alarmMatches, alarmPayload } from './area-alarm';

const alarm = (over: Partial<AreaAlarm> = {}): AreaAlarm => ({
  country: 'IN',
  level: 'city',
  name: 'Mumbai',
  illness: 'dengue',
  day: '2026-11-20',
  observed: 34,
  expected: 8.2,
  view: '/?illness=dengue&lat=19.07&lng=72.88&z=10',
  ...over,
});
const sub = { country: 'IN', region: 'Maharashtra', city: 'Mumbai', illness: null };

describe('area alarms and subscriptions', () => {
  it('matches by the alarm level: city by city, region by region, country by country', () => {
    expect(alarmMatches(alarm(), sub)).toBe(true);
    expect(alarmMatches(alarm({ name: 'Pune' }), sub)).toBe(false);
    expect(alarmMatches(alarm({ level: 'region', name: 'Maharashtra' }), sub)).toBe(true);
    expect(alarmMatches(alarm({ level: 'region', name: 'Kerala' }), sub)).toBe(false);
    expect(alarmMatches(alarm({ level: 'country', name: 'India' }), sub)).toBe(true);
    expect(alarmMatches(alarm({ country: 'BR', level: 'country', name: 'Brazil' }), sub)).toBe(false);
  });

  it('sends an illness only to those following it or any illness', () => {
    expect(alarmMatches(alarm(), { ...sub, illness: 'dengue' })).toBe(true);
    expect(alarmMatches(alarm(), { ...sub, illness: 'malaria' })).toBe(false);
    expect(alarmMatches(alarm({ illness: null }), { ...sub, illness: 'malaria' })).toBe(false);
    expect(alarmMatches(alarm({ illness: null }), sub)).toBe(true);
  });

  it('says what, where and the figures, and links the map view on the site', () => {
    const p = alarmPayload(alarm(), { siteUrl: 'https://healthwatch.example', unsubscribeUrl: 'u', token: 't' });
    expect(p.title).toBe('Outbreak alert: Dengue in Mumbai');
    expect(p.body).toBe('34 reports against about 8 expected (2026-11-20).');
    expect(p.url).toBe('https://healthwatch.example/?illness=dengue&lat=19.07&lng=72.88&z=10');
  });
});
