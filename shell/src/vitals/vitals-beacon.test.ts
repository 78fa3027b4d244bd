import { VITAL_ROUTES } from '@healthwatch/contracts';
import { PRERENDERED_PATHS } from '../prerender/render-page';
import { createVitalsBeacon, roundVital, vitalsRouteOf } from './vitals-beacon';

describe('the vitals beacon', () => {
  it('names exactly the shell pages the API accepts', () => {
    expect([...VITAL_ROUTES]).toEqual([...PRERENDERED_PATHS]);
    expect(vitalsRouteOf('/about/')).toBe('/about');
    expect(vitalsRouteOf('/')).toBe('/');
    expect(vitalsRouteOf('/rooms/abc123')).toBeNull();
  });

  it('rounds as the API requires', () => {
    expect(roundVital('lcp', 1234.56)).toBe(1230);
    expect(roundVital('inp', 7)).toBe(10);
    expect(roundVital('cls', 0.0712)).toBe(0.07);
    expect(roundVital('cls', 0.069999)).toBe(0.07);
    expect(roundVital('lcp', 1e9)).toBe(60000);
    expect(roundVital('cls', -1)).toBe(0);
  });

  it('sends the route and the latest rounded figures once, and nothing with no figure', () => {
    const sent: unknown[] = [];
    const beacon = createVitalsBeacon('/report', (b) => sent.push(b));
    beacon.flush();
    expect(sent).toEqual([]);
    beacon.record('lcp', 812.3);
    beacon.record('lcp', 1499.9);
    beacon.record('cls', 0.1234);
    beacon.flush();
    beacon.record('inp', 40);
    beacon.flush();
    expect(sent).toEqual([{ route: '/report', lcp: 1500, cls: 0.12 }]);
  });
});
