import { parseOfficialCsv } from './official-csv';

describe('parseOfficialCsv', () => {
  it('reads the documented layout in any column order and skips what it cannot read, saying why', () => {
    const csv = [
      'value,indicator,area,week,note',
      '12.5,ili-per-100k,IN,2026-W40,first',
      '13,ILI-per-100k,in.d.maharashtra.mumbai,2026W41,',
      '1,ili,IN,2026-W54,',
      '1,ili,India,2026-W40,',
      '-1,ili,IN,2026-W40,',
      ',ili,IN,2026-W40,',
    ].join('\n');
    const parsed = parseOfficialCsv(csv);
    expect(parsed.format).toBe('healthwatch');
    expect(parsed.rows).toEqual([
      { areaId: 'IN', week: '2026-W40', indicator: 'ili-per-100k', value: 12.5 },
      { areaId: 'in.d.maharashtra.mumbai', week: '2026-W41', indicator: 'ili-per-100k', value: 13 },
    ]);
    expect(parsed.skipped.map((s) => s.line)).toEqual([4, 5, 6, 7]);
    expect(parsed.skipped[0]!.reason).toContain('ISO week');
  });

  it('refuses a file without the four columns', () => {
    expect(() => parseOfficialCsv('date,count\n2026-10-01,3')).toThrow('week, area, indicator and value');
  });

  it('accepts WHO FluNet’s export as it is: sums sources of a country-week, keeps empty figures out, adds % positive', () => {
    const csv = [
      'WHOREGION,FLUSEASON,HEMISPHERE,ITZ,COUNTRY_CODE,COUNTRY_AREA_TERRITORY,ISO_WEEKSTARTDATE,ISO_YEAR,ISO_WEEK,ORIGIN_SOURCE,SPEC_PROCESSED_NB,INF_A,INF_B,INF_ALL,LAB_RESULT_COMMENT,ISO2,ISOYW',
      'SEAR,YR,NH,FLU_SAS,IND,India,2026-09-28,2026,40,SENTINEL,200,30,10,40,"a, quoted comment",IN,202640',
      'SEAR,YR,NH,FLU_SAS,IND,India,2026-09-28,2026,40,NONSENTINEL,100,,5,5,,IN,202640',
      'EUR,NH,NH,FLU_WEU,DEU,Germany,2026-09-28,2026,40,SENTINEL,50,1,1,2,,,202640',
      'AFR,YR,NH,FLU_WAF,NGA,Nigeria,2026-09-28,2026,40,SENTINEL,50,1,1,2,,NG,202640',
    ].join('\n');
    const parsed = parseOfficialCsv(csv);
    expect(parsed.format).toBe('flunet');
    const india = Object.fromEntries(parsed.rows.filter((r) => r.areaId === 'IN').map((r) => [r.indicator, r.value]));
    expect(india).toEqual({
      'flunet:inf_all': 45,
      'flunet:inf_a': 30,
      'flunet:inf_b': 15,
      'flunet:spec_processed_nb': 300,
      'flunet:percent_positive': 15,
    });
    expect(parsed.rows.filter((r) => r.areaId === 'DE')).toHaveLength(5);
    expect(parsed.rows.every((r) => r.week === '2026-W40')).toBe(true);
    expect(parsed.skipped).toEqual([{ line: 5, reason: expect.stringContaining('NGA') }]);
  });
});
