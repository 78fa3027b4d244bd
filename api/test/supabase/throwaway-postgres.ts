import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's newest installed PostgreSQL (15 here). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).pop();
  if (!newest)
    throw new Error("No PostgreSQL under /usr/lib/postgresql: install Debian's postgresql, or set TEST_DATABASE_URL");
  return path.join(root, newest, 'bin');
}

export interface ThrowawayCluster {
  /** A superuser URL to the cluster's `postgres` database. */
  url: string;
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL 15 cluster in a temporary directory, for runs without
 * TEST_DATABASE_URL. PostgreSQL refuses to run as root, so as root the
 * cluster belongs to the `postgres` user.
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const BIN = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-supabase-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]): void => {
    const full = asRoot ? ['-u', 'postgres', '--', path.join(BIN, cmd), ...args] : args;
    const result = spawnSync(asRoot ? 'runuser' : path.join(BIN, cmd), full, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c wal_level=logical`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
