// `npm run release-token -w api -- <remote>`: makes a publish token for one
// remote in the database `npm start` uses (HEALTHWATCH_DATA_DIR or
// DATABASE_URL) and prints it once; only its SHA-256 hash is stored.
import { loadConfig } from '../src/config/env';
import { issuePublishToken } from '../src/releases/store';
import { runScript, withMigratedDatabase } from './run-script';

async function main(): Promise<number> {
  const remote = process.argv[2] ?? '';
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(remote)) {
    console.error('Usage: npm run release-token -w api -- <remote>   (e.g. map)');
    return 1;
  }
  console.log(await withMigratedDatabase(loadConfig(), (db) => issuePublishToken(db, remote)));
  return 0;
}

runScript(main);
