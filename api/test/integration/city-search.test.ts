import { DRIVERS } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe.each(DRIVERS.slice(0, 1))('city search over the gazetteer (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t.close());

  it('finds places by the start of their name, accents and case folded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geocode/cities?q=mum' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { city: string; countryCode: string; latitude: number; codes: number }[] };
    expect(data[0]).toMatchObject({ city: 'Mumbai', countryCode: 'IN' });
    expect(data[0]!.latitude).toBeCloseTo(18.9, 0);
    const inUs = await t.app.inject({ method: 'GET', url: '/api/geocode/cities?q=mum&country=US' });
    expect(inUs.json().data).toEqual([]);
  });

  it.each(['q=m', 'q=mumbai&country=XX', ''])('refuses %s with 400 { error }', async (qs) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/geocode/cities?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });
});
