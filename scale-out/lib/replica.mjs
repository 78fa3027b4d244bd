// A real streaming replica of the PostgreSQL server behind a URL (Debian's server binaries): pg_basebackup
// with a standby configuration, started on a free port in a temporary directory. PostgreSQL refuses to run as
// root, so as root its commands run as the postgres user (as .ci/run starts the primary).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL server binaries (the newest installed), or null. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1), 'bin') : null;
}

function asPostgres(bin, command, args) {
  const full = path.join(bin, command);
  const [cmd, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

/**
 * @param {string} primaryUrl the primary server (any database on it)
 * @param {number} port where the replica listens
 * @returns {{ port: number, urlFor(url: string): string, stop(mode?: 'immediate' | 'fast'): void }}
 */
export function startReplica(primaryUrl, port) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const primary = new URL(primaryUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-replica-'));
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const user = decodeURIComponent(primary.username || 'postgres');
  asPostgres(bin, 'pg_basebackup', [
    ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', user, '-D', data],
    ...['-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on -c fsync=off`;
  asPostgres(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'replica.log'), '-o', options, '-w', 'start']);
  let running = true;
  return {
    port,
    /** The replica's address for a database of the primary. */
    urlFor(url) {
      const u = new URL(url);
      u.port = String(port);
      return u.toString();
    },
    /** Stops it (`immediate`: as a crash would) and, with remove, deletes its files. */
    stop(mode = 'immediate', remove = false) {
      if (running) asPostgres(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
      if (remove) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
