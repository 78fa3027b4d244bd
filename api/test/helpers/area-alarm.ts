import type { AreaAlarm } from '@healthwatch/contracts';

/** A dengue alarm for Mumbai district, with any field replaced. */
export function mumbaiDengueAlarm(over: Partial<AreaAlarm> = {}): AreaAlarm {
  return {
    areaId: 'in.d.maharashtra.mumbai',
    areaName: 'Mumbai',
    level: 'district',
    country: 'IN',
    region: 'Maharashtra',
    latitude: 18.94,
    longitude: 72.84,
    illness: 'dengue',
    day: '2026-11-20',
    days: 1,
    observed: 34,
    expected: 8.2,
    threshold: 15,
    reportingRatio: 1,
    raisedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}
