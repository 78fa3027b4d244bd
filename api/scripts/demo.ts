// `npm run demo`: simulated reports in the database `npm start` uses (the same
// HEALTHWATCH_DATA_DIR or DATABASE_URL), so the product has something to show.
// `npm run demo -- --clear` removes exactly them. Never run by anything else.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config/env';
import { clearDemoReports, DemoDataRefused, fillDemoData } from '../src/demo/demo-data';
import { runScript, withMigratedDatabase } from './run-script';

async function main(): Promise<number> {
  const clear = process.argv.includes('--clear');
  const config = loadConfig();
  const geodataDir = config.geodataSource ?? config.geodataDir;
  const hasGazetteer = fs.existsSync(geodataDir) && fs.readdirSync(geodataDir).some((f) => /^[A-Z]{2}\.txt$/.test(f));
  if (!clear && !hasGazetteer) {
    console.error(
      `No postal gazetteer in ${path.relative(process.cwd(), geodataDir) || '.'}: run \`npm run geodata -w api\` once (downloads the GeoNames dumps), or set GEODATA_SOURCE to a folder holding it.`,
    );
    return 1;
  }
  const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
  try {
    return await withMigratedDatabase(config, async (db) => {
      if (clear) {
        const removed = await clearDemoReports(db);
        console.log(`Removed ${removed} demo reports from ${where}.`);
        return 0;
      }
      const t0 = Date.now();
      const result = await fillDemoData(db, geodataDir);
      console.log(
        `Stored ${result.reports} demo reports (${result.places} postal codes in ${result.countries} countries, the last ${result.days} days) in ${where} in ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
      );
      console.log(
        `Outbreaks: ${result.outbreaks.join('; ')}. The app shows a "demo data" notice until \`npm run demo -- --clear\`.`,
      );
      return 0;
    });
  } catch (err) {
    if (err instanceof DemoDataRefused) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

runScript(main);
