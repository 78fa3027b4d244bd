// `npm run release-token -w api -- <remote>`: makes a publish token for one
// remote in the database `npm start` uses (HEALTHWATCH_DATA_DIR or
// DATABASE_URL) and prints it once; only its SHA-256 hash is stored.
import { loadConfig } from '../src/config/env';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import { issuePublishToken } from '../src/releases/store';

async function main(): Promise<number> {
  const remote = process.argv[2] ?? '';
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(remote)) {
    console.error('Usage: npm run release-token -w api -- <remote>   (e.g. map)');
    return 1;
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    console.log(await issuePublishToken(db, remote));
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
