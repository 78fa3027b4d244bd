/**
 * Loads the real gazetteer from GEODATA_DIR (or GEODATA_SOURCE) and checks
 * every docs/SPEC.md §5 example; prints import time, row count and lookup speed.
 * Usage: GEODATA_SOURCE=<gazetteer folder> npm run geodata:verify -w api
 */
import path from 'node:path';
import { COUNTRIES } from '@healthwatch/contracts';
import { loadGazetteer } from '../src/geocode/gazetteer';
import { createGeocoder } from '../src/geocode/geocoder';

async function main(): Promise<void> {
  const dir = path.resolve(
    process.env.GEODATA_DIR || process.env.GEODATA_SOURCE || path.join(__dirname, '../.geodata'),
  );
  const { indexes, report } = await loadGazetteer(dir);
  console.log(
    `gazetteer: ${report.countries.length} countries, ${report.rows} rows, ${report.codes} codes in ${report.millis} ms`,
  );
  const geocoder = createGeocoder({ indexes, loadReport: report });
  let failed = 0;
  for (const c of COUNTRIES) {
    const r = geocoder.lookupOffline(c.code, c.example);
    if (!r) failed++;
    console.log(
      `${c.code} ${c.example.padEnd(10)} → ${r ? `${r.city}, ${r.state} (${r.latitude}, ${r.longitude})${r.matchedCode ? ` via ${r.matchedCode}` : ''}` : 'NOT FOUND'}`,
    );
  }
  const miss = geocoder.lookupOffline('IN', '999999');
  console.log(`IN 999999 → ${miss ? 'FOUND (wrong)' : 'not found (correct)'}`);
  if (miss) failed++;
  const n = 200_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) geocoder.lookupOffline('IN', String(400001 + (i % 100)));
  console.log(`lookup: ${(((performance.now() - t0) * 1000) / n).toFixed(2)} µs each`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
