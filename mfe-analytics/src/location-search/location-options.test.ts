import type { AreaSummary } from '@healthwatch/contracts';
import { fold, locationOptions, moveActive } from './location-options';

const area = (over: Partial<AreaSummary>): AreaSummary => ({
  id: 'in.d.maharashtra.mumbai',
  name: 'Mumbai',
  level: 'district',
  country: 'IN',
  region: 'Maharashtra',
  latitude: 18.9,
  longitude: 72.8,
  verdict: 'alarm',
  alarmIllnesses: ['dengue'],
  reports: 500,
  updatedAt: '2026-11-23T05:00:00.000Z',
  rated: false,
  ...over,
});

describe('location options', () => {
  it('folds case and accents', () => {
    expect(fold(' São Paulo ')).toBe('sao paulo');
  });
  it('puts the matching SPEC places first, then the areas', () => {
    const options = locationOptions('mu', [area({})]);
    expect(options.map((o) => o.value)).toEqual(['Mumbai', 'in.d.maharashtra.mumbai']);
    expect(options[1]).toMatchObject({
      label: 'Mumbai, Maharashtra (IN)',
      detail: 'District/county · alarm: dengue · judged on report counts (few participants)',
    });
    expect(locationOptions('', []).map((o) => o.value)).toEqual(['India', 'Mumbai', 'Delhi', 'Bangalore', 'Chennai']);
    expect(
      locationOptions('sao', [
        area({ id: 'br.s.sao-paulo', name: 'São Paulo', level: 'state', country: 'BR', verdict: 'no alarm' }),
      ]),
    ).toEqual([
      {
        value: 'br.s.sao-paulo',
        label: 'São Paulo (BR)',
        detail: 'State/region · no alarm · judged on report counts (few participants)',
      },
    ]);
  });
  it('names a case definition in alarm and says when an area is judged per participant', () => {
    const rated = area({ alarmIllnesses: ['ili-who', 'all'], rated: true });
    expect(locationOptions('mu', [rated])[1]!.detail).toBe(
      'District/county · alarm: Influenza-like illness (WHO), all reports · judged per participant',
    );
  });
  it('labels the series that are watches, not alerts, with why (spread, one source, the pass-wide control)', () => {
    const watched = area({
      alarmIllnesses: ['chikungunya', 'dengue', 'all'],
      watches: [
        { illness: 'chikungunya', reason: 'oneSource' },
        { illness: 'all', reason: 'oneSource' },
        { illness: 'dengue', reason: 'passWide' },
      ],
    });
    expect(locationOptions('mu', [watched])[1]!.detail).toBe(
      'District/county · alarm: chikungunya, dengue, all reports · chikungunya, all reports: a watch, not an alert (one source made most of the rise) · dengue: a watch, not an alert (not unusual enough for an alert) · judged on report counts (few participants)',
    );
    // An alert (no watches) is not labelled.
    expect(locationOptions('mu', [area({})])[1]!.detail).not.toMatch(/watch/);
  });
  it('moves the active option with the arrow, Home and End keys, wrapping around', () => {
    expect(moveActive('ArrowDown', -1, 3)).toBe(0);
    expect(moveActive('ArrowDown', 2, 3)).toBe(0);
    expect(moveActive('ArrowUp', 0, 3)).toBe(2);
    expect(moveActive('End', 0, 3)).toBe(2);
    expect(moveActive('Home', 2, 3)).toBe(0);
    expect(moveActive('a', 1, 3)).toBeNull();
    expect(moveActive('ArrowDown', -1, 0)).toBeNull();
  });
});

describe('location options in another language', () => {
  const words = {
    featured: 'प्रमुख स्थान',
    place: (name: string) => (name === 'Mumbai' ? 'मुंबई' : name),
    level: () => 'ज़िला/काउंटी',
    verdict: (_verdict: string, illnesses: string) => `चेतावनी: ${illnesses}`,
    illness: (id: string) => (id === 'dengue' ? 'डेंगू' : id),
    watch: (_reason: string, illnesses: string) => `${illnesses}: निगरानी, चेतावनी नहीं`,
    judged: (rated: boolean) => (rated ? 'प्रति प्रतिभागी आँका गया' : 'रिपोर्टों की गिनती पर आँका गया'),
  };
  it('finds a featured place by its name in that language too, and words the detail line with it', () => {
    expect(locationOptions('मुं', [], words)).toEqual([{ value: 'Mumbai', label: 'मुंबई', detail: 'प्रमुख स्थान' }]);
    expect(locationOptions('mu', [area({})], words)[1]).toMatchObject({
      value: 'in.d.maharashtra.mumbai',
      detail: 'ज़िला/काउंटी · चेतावनी: डेंगू · रिपोर्टों की गिनती पर आँका गया',
    });
    const watched = area({ watches: [{ illness: 'dengue', reason: 'spread' }] });
    expect(locationOptions('mu', [watched], words)[1]!.detail).toBe(
      'ज़िला/काउंटी · चेतावनी: डेंगू · डेंगू: निगरानी, चेतावनी नहीं · रिपोर्टों की गिनती पर आँका गया',
    );
  });
});
