import { CASE_DEFINITION_IDS } from '@healthwatch/contracts';
import { type AreaWeek, areaLevel, publishedWeeklyRows, weeklyCsvLine } from './weekly-rows';

const group = (
  participants: number,
  cases: Partial<AreaWeek['cases']>,
  area = 'in.d.maharashtra.mumbai',
): AreaWeek => ({
  area,
  weekStart: '2026-11-16',
  participants,
  cases: { 'ili-who': 0, 'ili-ecdc': 0, cli: 0, dli: 0, age: 0, ...cases },
});
const byDefinition = (g: AreaWeek) => Object.fromEntries(publishedWeeklyRows(g).map((r) => [r.definition, r]));

describe('publishedWeeklyRows', () => {
  it('publishes one row per definition with rate and Wilson interval when every count is safe', () => {
    const rows = byDefinition(group(400, { 'ili-who': 20, cli: 0 }));
    expect(Object.keys(rows)).toEqual([...CASE_DEFINITION_IDS]);
    expect(rows['ili-who']).toEqual({
      country: 'IN',
      area: 'in.d.maharashtra.mumbai',
      level: 'district',
      week: '2026-W47',
      definition: 'ili-who',
      participants: 400,
      cases: 20,
      ratePer1000: 50,
      lower: 32.6,
      upper: 76,
      suppressed: false,
    });
    expect(rows.cli).toMatchObject({ cases: 0, ratePer1000: 0, suppressed: false });
  });

  it('withholds cases of 1 to 10 with their rate and interval', () => {
    expect(byDefinition(group(400, { 'ili-who': 10 }))['ili-who']).toMatchObject({
      participants: 400,
      cases: null,
      ratePer1000: null,
      lower: null,
      upper: null,
      suppressed: true,
    });
    expect(byDefinition(group(400, { 'ili-who': 11 }))['ili-who']).toMatchObject({ cases: 11, suppressed: false });
  });

  it('withholds cases when the participants who are not cases number 1 to 10', () => {
    expect(byDefinition(group(30, { age: 25 })).age).toMatchObject({ cases: null, suppressed: true });
    expect(byDefinition(group(30, { age: 30 })).age).toMatchObject({ cases: 30, suppressed: false });
  });

  it('withholds cases below 20 participants, and participants from 1 to 10', () => {
    const few = publishedWeeklyRows(group(19, { 'ili-who': 0 }));
    expect(few.every((r) => r.suppressed && r.cases === null && r.participants === 19)).toBe(true);
    const fewer = publishedWeeklyRows(group(10, {}));
    expect(fewer.every((r) => r.participants === null && r.suppressed)).toBe(true);
  });

  it('names levels from area ids and writes CSV lines without formulas', () => {
    expect(['IN', 'in.s.maharashtra', 'in.d.maharashtra.mumbai', 'in.c.maharashtra.mumbai'].map(areaLevel)).toEqual([
      'country',
      'state',
      'district',
      'city',
    ]);
    const [row] = publishedWeeklyRows(group(15, {}, 'GB'));
    expect(weeklyCsvLine(row!)).toBe('GB,GB,country,2026-W47,ili-who,15,,,,,true\r\n');
  });
});
