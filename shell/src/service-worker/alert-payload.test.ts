import { readAlertPayload } from './alert-payload';

const good = {
  title: 'Outbreak alert: Dengue in Mumbai',
  body: '34 reports against about 8 expected (2026-11-20).',
  url: 'https://healthwatch.example/?illness=dengue&lat=18.94&lng=72.84&z=11',
  unsubscribeUrl: 'https://api.healthwatch.example/api/push/unsubscribe',
  token: 'T'.repeat(43),
  tag: 'IN|city|Mumbai|dengue|2026-11-20',
};

describe('push alert payload', () => {
  it('reads a well-formed alert', () => {
    expect(readAlertPayload(good, 'https://healthwatch.example')).toEqual(good);
  });

  it('refuses anything else, and links that would leave the site', () => {
    const site = 'https://healthwatch.example';
    expect(readAlertPayload(null, site)).toBeNull();
    expect(readAlertPayload('text', site)).toBeNull();
    expect(readAlertPayload({ ...good, title: '' }, site)).toBeNull();
    expect(readAlertPayload({ ...good, body: 'x'.repeat(501) }, site)).toBeNull();
    expect(readAlertPayload({ ...good, token: undefined }, site)).toBeNull();
    expect(readAlertPayload({ ...good, url: 'https://evil.example/' }, site)).toBeNull();
    expect(readAlertPayload({ ...good, url: 'javascript:alert(1)' }, site)).toBeNull();
  });
});

describe('weekly reminder payload', () => {
  it('keeps the stop action label a reminder names, and drops one too long', () => {
    const site = 'https://healthwatch.example';
    const reminder = { ...good, tag: 'reminder|2026-W48', stopTitle: 'Stop weekly reminders' };
    expect(readAlertPayload(reminder, site)).toEqual(reminder);
    expect(readAlertPayload({ ...reminder, stopTitle: 'x'.repeat(101) }, site)).toEqual({
      ...good,
      tag: 'reminder|2026-W48',
    });
  });
});
