// `npm run official:import -w api -- <file.csv> [--source <name>]`: loads a weekly official surveillance
// series (docs/SPEC.md "Beside official surveillance": week,area,indicator,value or WHO FluNet's export)
// into the database `npm start` uses (HEALTHWATCH_DATA_DIR or DATABASE_URL). With the embedded
// database, run it while the API is stopped.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/config/env';
import { parseOfficialCsv } from '../src/official/official-csv';
import { storeOfficialRows } from '../src/official/store';
import { runScript, withMigratedDatabase } from './run-script';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const sourceAt = args.indexOf('--source');
  const source = sourceAt >= 0 ? args.splice(sourceAt, 2)[1] : undefined;
  const file = args[0];
  if (!file || args.length > 1) {
    console.error('Usage: npm run official:import -w api -- <file.csv> [--source <name>]');
    return 1;
  }
  const parsed = parseOfficialCsv(await readFile(file, 'utf8'));
  for (const s of parsed.skipped.slice(0, 20)) console.error(`line ${s.line} skipped: ${s.reason}`);
  if (parsed.skipped.length > 20) console.error(`… and ${parsed.skipped.length - 20} more lines skipped`);
  const stored = await withMigratedDatabase(loadConfig(), (db) =>
    storeOfficialRows(db, parsed.rows, (source ?? path.basename(file)).slice(0, 200)),
  );
  const indicators = [...new Set(parsed.rows.map((r) => r.indicator))].sort();
  console.log(
    `${stored} weekly values stored (${parsed.format} layout; indicators: ${indicators.join(', ') || 'none'}); ${parsed.skipped.length} lines skipped`,
  );
  return parsed.rows.length > 0 ? 0 : 1;
}

runScript(main);
