import { createHash, randomBytes } from 'node:crypto';
import type { DiscoveryDocument, DiscoveryRemote } from '@healthwatch/contracts';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../errors/plugin';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Makes a new publish token for a remote; only its hash is stored, the token is shown once. */
export async function issuePublishToken(db: Queryable, remote: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO release_tokens (token_hash, remote) VALUES ($1, $2)', [hashToken(token), remote]);
  return token;
}

/** The remote a token may publish for, or null for an unknown token. */
export async function remoteOfToken(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ remote: string }>('SELECT remote FROM release_tokens WHERE token_hash = $1', [
    hashToken(token),
  ]);
  return rows[0]?.remote ?? null;
}

interface VersionRow {
  remote: string;
  version: string;
  contracts: string;
  entry: string;
}
interface StateRow {
  remote: string;
  active: string | null;
  previous: string | null;
  canary: string | null;
  canary_share: number | null;
}

export async function readDiscovery(db: Queryable): Promise<DiscoveryDocument> {
  const versions = await db.query<VersionRow>(
    'SELECT remote, version, contracts, entry FROM release_versions ORDER BY remote, major DESC, minor DESC, patch DESC',
  );
  const states = await db.query<StateRow>('SELECT * FROM release_state');
  const remotes: Record<string, DiscoveryRemote> = {};
  for (const v of versions.rows) {
    const r = remotes[v.remote] ?? { active: null, canary: null, versions: [] };
    remotes[v.remote] = r;
    r.versions.push({ version: v.version, contracts: v.contracts, entry: v.entry });
  }
  for (const s of states.rows) {
    const r = remotes[s.remote];
    if (!r) continue;
    r.active = s.active;
    r.canary = s.canary && s.canary_share !== null ? { version: s.canary, share: Number(s.canary_share) } : null;
  }
  return { remotes };
}

export interface Change {
  remote: string;
  actor: string;
  reason?: string;
  /** What an automatic decision was based on (release_audit.basis). */
  basis?: object;
}

// release_audit.detail holds 200 characters (migration 0800); the full entry stays in release_versions.
const AUDIT_DETAIL_MAX = 200;

async function audit(tx: Queryable, c: Change, action: string, detail: string): Promise<void> {
  await tx.query(
    'INSERT INTO release_audit (remote, actor, action, detail, reason, basis) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      c.remote,
      c.actor,
      action,
      detail.length > AUDIT_DETAIL_MAX ? `${detail.slice(0, AUDIT_DETAIL_MAX - 1)}…` : detail,
      c.reason ?? null,
      c.basis ? JSON.stringify(c.basis) : null,
    ],
  );
}

async function lockState(tx: Queryable, remote: string): Promise<StateRow> {
  await tx.query('INSERT INTO release_state (remote) VALUES ($1) ON CONFLICT (remote) DO NOTHING', [remote]);
  const { rows } = await tx.query<StateRow>('SELECT * FROM release_state WHERE remote = $1 FOR UPDATE', [remote]);
  const row = rows[0];
  if (!row) throw new Error(`release_state row for ${remote} missing after insert`);
  return row;
}

async function requireVersion(tx: Queryable, remote: string, version: string): Promise<void> {
  const { rowCount } = await tx.query('SELECT 1 FROM release_versions WHERE remote = $1 AND version = $2', [
    remote,
    version,
  ]);
  if (rowCount === 0) throw new HttpError(400, `${remote} ${version} has not been released`);
}

/** Registers a published release; an existing version is never replaced (409). */
export async function registerRelease(
  db: Database,
  c: Change,
  release: { version: string; contracts: string; entry: string },
): Promise<void> {
  const [major, minor, patch] = release.version.split('.').map(Number);
  await db.transaction(async (tx) => {
    const { rowCount } = await tx.query(
      `INSERT INTO release_versions (remote, version, contracts, entry, major, minor, patch)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (remote, version) DO NOTHING`,
      [c.remote, release.version, release.contracts, release.entry, major, minor, patch],
    );
    if (rowCount === 0) throw new HttpError(409, `${c.remote} ${release.version} is already released`);
    await lockState(tx, c.remote);
    await audit(tx, c, 'register', `${release.version} contracts ${release.contracts} at ${release.entry}`);
  });
}

export async function promote(db: Database, c: Change, version: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireVersion(tx, c.remote, version);
    const s = await lockState(tx, c.remote);
    await tx.query(
      'UPDATE release_state SET active = $2, previous = $3, canary = NULL, canary_share = NULL WHERE remote = $1',
      [c.remote, version, s.active !== version ? s.active : s.previous],
    );
    await audit(tx, c, 'promote', `active ${s.active ?? 'none'} -> ${version}`);
  });
}

export async function startCanary(db: Database, c: Change, version: string, share: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireVersion(tx, c.remote, version);
    const s = await lockState(tx, c.remote);
    if (s.active === null) throw new HttpError(400, `${c.remote} has no active version to compare a canary with`);
    if (s.active === version) throw new HttpError(400, `${version} is already the active version`);
    await tx.query('UPDATE release_state SET canary = $2, canary_share = $3 WHERE remote = $1', [
      c.remote,
      version,
      share,
    ]);
    await audit(tx, c, 'canary', `${version} to ${Math.round(share * 1000) / 10}% (active ${s.active})`);
  });
}

/** Ends a running canary; without one, returns to the previously active version. */
export async function rollback(db: Database, c: Change, onlyCanary?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const s = await lockState(tx, c.remote);
    if (onlyCanary !== undefined && s.canary !== onlyCanary) return false;
    if (s.canary) {
      await tx.query('UPDATE release_state SET canary = NULL, canary_share = NULL WHERE remote = $1', [c.remote]);
      await audit(tx, c, 'rollback', `canary ${s.canary} ended (active ${s.active ?? 'none'})`);
      return true;
    }
    if (!s.previous) throw new HttpError(400, `${c.remote} has no canary and no previous version to roll back to`);
    await tx.query('UPDATE release_state SET active = previous, previous = NULL WHERE remote = $1', [c.remote]);
    await audit(tx, c, 'rollback', `active ${s.active ?? 'none'} -> ${s.previous}`);
    return true;
  });
}

/** Records one client error and returns how many the same release had within windowMs. */
export async function recordClientError(
  db: Queryable,
  e: { remote: string; version: string; kind: string },
  windowMs: number,
): Promise<number> {
  await db.query('INSERT INTO release_client_errors (remote, version, kind) VALUES ($1, $2, $3)', [
    e.remote,
    e.version,
    e.kind,
  ]);
  const { rows } = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM release_client_errors
      WHERE remote = $1 AND version = $2 AND at > now() - ($3::double precision * interval '1 millisecond')`,
    [e.remote, e.version, windowMs],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The running canary of a remote, or null. */
export async function canaryOf(db: Queryable, remote: string): Promise<{ version: string; share: number } | null> {
  const { rows } = await db.query<StateRow>('SELECT * FROM release_state WHERE remote = $1', [remote]);
  const s = rows[0];
  return s?.canary && s.canary_share !== null ? { version: s.canary, share: Number(s.canary_share) } : null;
}

/** The report-token key every API process shares: made by the first to ask. */
export async function reportSecret(db: Queryable): Promise<string> {
  await db.query('INSERT INTO release_report_secret (secret) VALUES ($1) ON CONFLICT (id) DO NOTHING', [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ secret: string }>('SELECT secret FROM release_report_secret');
  const secret = rows[0]?.secret;
  if (!secret) throw new Error('release_report_secret is empty after insert');
  return secret;
}

/** Adds page loads to the current minute's count. */
export async function addPageLoads(db: Queryable, loads: number): Promise<void> {
  await db.query(
    `INSERT INTO release_page_loads (minute, loads) VALUES (date_trunc('minute', now()), $1)
     ON CONFLICT (minute) DO UPDATE SET loads = release_page_loads.loads + EXCLUDED.loads`,
    [loads],
  );
}

/** Page loads counted within windowMs (whole minutes: the window's first minute counts whole). */
export async function pageLoadsWithin(db: Queryable, windowMs: number): Promise<number> {
  const { rows } = await db.query<{ n: string | number | null }>(
    `SELECT sum(loads) AS n FROM release_page_loads
      WHERE minute > date_trunc('minute', now() - ($1::double precision * interval '1 millisecond')) - interval '1 minute'`,
    [windowMs],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Deletes client errors (unless `errors: false`) and page-load counts older than keepMs; returns the rows removed. */
export async function pruneReleaseHealth(db: Queryable, keepMs: number, what = { errors: true }): Promise<number> {
  const cutoff = "now() - ($1::double precision * interval '1 millisecond')";
  const errors = what.errors
    ? (await db.query(`DELETE FROM release_client_errors WHERE at < ${cutoff}`, [keepMs])).rowCount
    : 0;
  const loads = await db.query(`DELETE FROM release_page_loads WHERE minute < ${cutoff}`, [keepMs]);
  return errors + loads.rowCount;
}
