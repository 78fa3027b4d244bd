import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL server binaries (the newest installed), or null when the server is not installed. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1)!, 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function asPostgres(bin: string, command: string, args: string[]): void {
  const full = path.join(bin, command);
  const [cmd, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Replica {
  /** The replica's URL for the primary URL's database. */
  url: string;
  /** Stops it at once, as a crash would (`immediate`), or cleanly. */
  stop(mode?: 'immediate' | 'fast'): void;
  /** Removes its data directory (after stop). */
  remove(): void;
}

/**
 * A real streaming replica of the PostgreSQL server behind `primaryUrl` (Debian's server, started by .ci/run
 * or by hand): pg_basebackup with a standby configuration, started on a free port. The primary must allow
 * replication connections from 127.0.0.1, as initdb's default pg_hba.conf does.
 */
export async function startReplica(primaryUrl: string): Promise<Replica> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const primary = new URL(primaryUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-replica-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  asPostgres(bin, 'pg_basebackup', [
    '-h',
    primary.hostname,
    '-p',
    primary.port || '5432',
    '-U',
    decodeURIComponent(primary.username || 'postgres'),
    '-D',
    data,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
    '--no-sync',
  ]);
  const port = await freePort();
  asPostgres(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'replica.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on -c fsync=off`,
    '-w',
    'start',
  ]);
  const url = new URL(primaryUrl);
  url.port = String(port);
  let running = true;
  return {
    url: url.toString(),
    stop(mode = 'immediate') {
      if (!running) return;
      running = false;
      asPostgres(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
