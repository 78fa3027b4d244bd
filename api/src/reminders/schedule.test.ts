import { dueReminderWeek, isTimeZone } from './schedule';

describe('when a weekly reminder is due', () => {
  it.each([
    // Monday 23 Nov 2026, 09:30 in Kolkata is 04:00 UTC.
    ['2026-11-23T04:00:00Z', 'Asia/Kolkata', '2026-W48'],
    ['2026-11-23T03:29:00Z', 'Asia/Kolkata', null], // 08:59 there
    ['2026-11-23T06:29:00Z', 'Asia/Kolkata', '2026-W48'], // 11:59
    ['2026-11-23T06:30:00Z', 'Asia/Kolkata', null], // noon
    ['2026-11-24T04:00:00Z', 'Asia/Kolkata', null], // Tuesday
    // Monday 09:00 in Tokyo is still Sunday in UTC: the local Monday decides the week.
    ['2026-11-23T00:00:00Z', 'Asia/Tokyo', '2026-W48'],
    // Monday 09:00 in New York (EST, UTC−5).
    ['2026-11-23T14:00:00Z', 'America/New_York', '2026-W48'],
    ['2026-11-23T04:00:00Z', 'America/New_York', null],
    // The last days of December can be week 1 of the next year.
    ['2024-12-30T09:30:00Z', 'Europe/London', '2025-W01'],
  ])('%s in %s → %s', (now, zone, week) => {
    expect(dueReminderWeek(new Date(now), zone)).toBe(week);
  });

  it('knows IANA time zones and refuses anything else', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
