import { classifyReport, SYMPTOMS } from '@healthwatch/contracts';
import { definitionFlags } from '../../src/rates/participation';
import { DRIVERS, freshDatabase, type TestDatabase } from '../helpers/databases';

const symptomsOf = (mask: number) => SYMPTOMS.filter((_, i) => mask & (1 << i));

describe.each(DRIVERS)('case definitions in SQL on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(driver);
  });
  afterAll(async () => t.dispose());

  it('classifies every one of the 32,768 symptom sets as classifyReport does, with the same flags', async () => {
    const { rows } = await t.db.query<{ mask: number; ids: string[]; flags: number }>(
      `WITH s AS (
         SELECT m AS mask, ARRAY(SELECT sym FROM unnest($1::text[]) WITH ORDINALITY AS x(sym, i)
                                 WHERE m & (1 << (i::int - 1)) <> 0) AS symptoms
         FROM generate_series(0, 32767) AS m)
       SELECT mask, report_case_definitions(symptoms) AS ids, case_definition_flags(report_case_definitions(symptoms)) AS flags
       FROM s ORDER BY mask`,
      [[...SYMPTOMS]],
    );
    expect(rows).toHaveLength(2 ** SYMPTOMS.length);
    const mismatches = rows.filter((r) => {
      const expected = classifyReport(symptomsOf(r.mask));
      return JSON.stringify(r.ids) !== JSON.stringify(expected) || r.flags !== definitionFlags(expected);
    });
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
