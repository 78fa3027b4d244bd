/**
 * What keeping every per-report rollup (one generated trigger since migration
 * 1220; the monthly aggregate of 0201 among them) adds to storing a report —
 * not a test, prints figures:
 *   npx tsx bench/insert-cost.ts        (in api/; PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/insert-cost.ts
 * Times INSERT_ROUNDS rounds of INSERT_BATCH single-report INSERTs (one
 * statement each, as POST /api/reports does), alternating rounds with the
 * rollup trigger enabled and disabled in the same run, and prints the
 * per-insert median of each and their ratio.
 */
import { openBenchDatabase } from './bench-database';

const ROUNDS = Number(process.env.INSERT_ROUNDS ?? 6);
const BATCH = Number(process.env.INSERT_BATCH ?? 500);
const TRIGGERS = ['symptom_reports_after_insert'];

async function main(): Promise<void> {
  const { db, cleanup } = await openBenchDatabase('hw_insert');
  const insertOne = (i: number) =>
    db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, city, state)
       VALUES ('IN', '400001', ARRAY['Fever'], $1, 'mild', 'Mumbai', 'Maharashtra')`,
      [['flu', 'dengue', 'covid', 'malaria'][i % 4]],
    );
  const perInsert: Record<'with' | 'without', number[]> = { with: [], without: [] };
  for (let i = 0; i < 200; i++) await insertOne(i); // warm-up
  for (let round = 0; round < 2 * ROUNDS; round++) {
    const state = round % 2 === 0 ? 'with' : 'without';
    for (const t of TRIGGERS)
      await db.query(`ALTER TABLE symptom_reports ${state === 'with' ? 'ENABLE' : 'DISABLE'} TRIGGER ${t}`);
    const t0 = performance.now();
    for (let i = 0; i < BATCH; i++) await insertOne(i);
    perInsert[state].push((performance.now() - t0) / BATCH);
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  const w = median(perInsert.with);
  const wo = median(perInsert.without);
  console.log(`${db.driver}: ${ROUNDS} rounds × ${BATCH} single-report INSERTs each way, median ms per insert`);
  console.log(`with the rollup trigger ${w.toFixed(3)}, without ${wo.toFixed(3)}, ratio ${(w / wo).toFixed(2)}`);
  await db.close();
  await cleanup();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
