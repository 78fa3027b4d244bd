import { SYMPTOMS } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { claimSlot, type SlotTable } from '../../db/slot-claims';
import { type CellTable, type CubePart, emptyPart, type Segment } from './cube';

/**
 * The history's built columns kept in PostgreSQL (migration 1440), so a
 * process starts by reading them (a few bytes per report, as bytea) and the
 * rows of the days since, instead of regrouping every aggregate row through
 * the driver's text protocol. Columns are written in the platform's byte
 * order (the header's first integer says which; a reader of another order
 * ignores the snapshot).
 */

/** Slot = epoch * SLOT_SPAN + the day number the snapshot holds the days before. */
const SLOT_SPAN = 100_000;
const MAGIC = 0x6d617001;
const CHUNK_BYTES = 4 * 1024 * 1024;

export const SNAPSHOT_CLAIMS: SlotTable = {
  table: 'map_cube_snapshot_claims',
  key: 'slot',
  type: 'bigint',
  // A writer that died mid-write: another may write the slot after this.
  staleMs: 30 * 60_000,
};

export interface SnapshotRef {
  epoch: number;
  before: number;
  slot: string;
}

/** The newest finished snapshot of the current epoch whose days are all before yesterday (UTC) by the database. */
export async function newestSnapshot(db: Queryable): Promise<SnapshotRef | null> {
  const res = await db.query<{ slot: string; epoch: string }>(
    `SELECT c.slot::text AS slot, e.n::text AS epoch FROM report_map_epoch e
       JOIN map_cube_snapshot_claims c ON c.slot >= e.n * ${SLOT_SPAN} AND c.slot < (e.n + 1) * ${SLOT_SPAN}
     WHERE c.finished_at IS NOT NULL
       AND c.slot - e.n * ${SLOT_SPAN} <= (now() AT TIME ZONE 'UTC')::date - date '1970-01-01' - 1
     ORDER BY c.slot DESC LIMIT 1`,
  );
  const row = res.rows[0];
  if (!row) return null;
  const epoch = Number(row.epoch);
  return { epoch, before: Number(BigInt(row.slot) - BigInt(epoch) * BigInt(SLOT_SPAN)), slot: row.slot };
}

/** The arrays of a part, in the order they are written. */
function columns(segs: Segment[]): ArrayBufferView[] {
  return segs.flatMap((s) => [
    s.dayStart.subarray(0, s.days),
    s.key.subarray(0, s.size),
    s.count.subarray(0, s.size),
    ...(s.mask ? [s.mask.subarray(0, s.size)] : []),
  ]);
}

const bytesOf = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/**
 * The segments of consecutive parts (increasing days) as one segment's header and columns, in the order
 * readSnapshot reads them: the day offsets merged (a few thousand), the rows' columns streamed part by part.
 */
function family(segs: Segment[]): { head: number[]; columns: Uint8Array[] } {
  const held = segs.filter((s) => s.days > 0 || s.size > 0);
  const size = held.reduce((n, s) => n + s.size, 0);
  const first = held[0]?.firstDay ?? 0;
  const last = held.at(-1);
  const days = last ? last.firstDay + last.days - first : 0;
  const dayStart = new Int32Array(days);
  let at = 0;
  let day = first;
  for (const s of held) {
    if (s.firstDay < day || s.dayless) throw new Error('map parts must hold increasing days');
    // Days between two parts start where the next part's rows start.
    for (; day < s.firstDay; day++) dayStart[day - first] = at;
    for (let k = 0; k < s.days; k++) dayStart[s.firstDay - first + k] = at + s.dayStart[k]!;
    day = s.firstDay + s.days;
    at += s.size;
  }
  const masks = held.length > 0 && held.every((s) => s.mask);
  return {
    head: [size, first, days],
    columns: [
      bytesOf(dayStart),
      ...held.map((s) => bytesOf(s.key.subarray(0, s.size))),
      ...held.map((s) => bytesOf(s.count.subarray(0, s.size))),
      ...(masks ? held.map((s) => bytesOf(s.mask!.subarray(0, s.size))) : []),
    ],
  };
}

/**
 * Writes the history parts (every day before `before`, as of `epoch`) as a
 * snapshot, unless another process holds its slot; then drops the older
 * snapshots. Resolves whether this process wrote it.
 */
export async function writeSnapshot(
  db: Queryable,
  cells: CellTable,
  parts: CubePart[],
  epoch: number,
  before: number,
  now: Date,
): Promise<boolean> {
  // Days from yesterday (UTC) on may still change without moving the epoch: never in a snapshot.
  const today = await db.query<{ before: number }>(
    `SELECT (now() AT TIME ZONE 'UTC')::date - date '1970-01-01' - 1 AS before`,
  );
  if (before > Number(today.rows[0]!.before)) return false;
  const slot = (BigInt(epoch) * BigInt(SLOT_SPAN) + BigInt(before)).toString();
  const finish = await claimSlot(db, SNAPSHOT_CLAIMS, slot, now, '0');
  if (!finish) return false;
  // Symptom bits are what readSnapshot expects of `all`, even of an empty history.
  if (parts.some((p) => !p.all.mask)) throw new Error('a snapshot holds rows with their symptoms');
  const families = [
    family(parts.map((p) => p.all)),
    ...SYMPTOMS.map((_, s) => family(parts.map((p) => p.bySymptom[s]!))),
  ];
  const bytes = [
    bytesOf(cells.lat.subarray(0, cells.size)),
    bytesOf(cells.lon.subarray(0, cells.size)),
    ...families.flatMap((f) => f.columns),
  ];
  const total = bytes.reduce((n, b) => n + b.length, 0);
  const chunks = Math.ceil(total / CHUNK_BYTES);
  const header = new Int32Array([MAGIC, chunks, cells.size, ...families.flatMap((f) => f.head)]);
  await db.query('DELETE FROM map_cube_snapshot_chunks WHERE slot = $1::bigint', [slot]);
  const put = (seq: number, data: Uint8Array) =>
    db.query('INSERT INTO map_cube_snapshot_chunks (slot, seq, data) VALUES ($1::bigint, $2, $3)', [
      slot,
      seq,
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    ]);
  await put(0, new Uint8Array(header.buffer));
  // Chunks copied out of the columns one at a time: never a second copy of the whole.
  let seq = 1;
  let chunk = new Uint8Array(Math.min(CHUNK_BYTES, total));
  let filled = 0;
  let written = 0;
  for (const b of bytes) {
    let off = 0;
    while (off < b.length) {
      const n = Math.min(b.length - off, chunk.length - filled);
      chunk.set(b.subarray(off, off + n), filled);
      filled += n;
      off += n;
      if (filled === chunk.length) {
        await put(seq++, chunk);
        written += chunk.length;
        chunk = new Uint8Array(Math.min(CHUNK_BYTES, total - written));
        filled = 0;
      }
    }
  }
  await finish(new Date());
  await db.query('DELETE FROM map_cube_snapshot_chunks WHERE slot < $1::bigint', [slot]);
  await db.query('DELETE FROM map_cube_snapshot_claims WHERE slot < $1::bigint', [slot]);
  return true;
}

/**
 * The snapshot's history as one part (its cells registered in `cells`), or
 * null when it is gone (a newer snapshot replaced it while it was read) or
 * written by another byte order.
 */
export async function readSnapshot(db: Queryable, cells: CellTable, ref: SnapshotRef): Promise<CubePart | null> {
  const chunk = async (seq: number): Promise<Uint8Array | null> => {
    // As base64: the pg driver's parse of bytea's hex text took about three times as long (1.2 s per 8 MB).
    const res = await db.query<{ data: string }>(
      `SELECT encode(data, 'base64') AS data FROM map_cube_snapshot_chunks WHERE slot = $1::bigint AND seq = $2`,
      [ref.slot, seq],
    );
    return res.rows[0] ? Buffer.from(res.rows[0].data, 'base64') : null;
  };
  const head = await chunk(0);
  if (!head || head.length % 4 !== 0) return null;
  // A copy: a driver's Buffer may be a view into a shared pool, at any alignment.
  const header = new Int32Array(new Uint8Array(head).buffer);
  if (header[0] !== MAGIC || header.length !== 3 + 3 * (1 + SYMPTOMS.length)) return null;
  const chunks = header[1]!;
  const nCells = header[2]!;
  const part = emptyPart(false, true);
  const segs = [part.all, ...part.bySymptom];
  for (const [k, seg] of segs.entries()) {
    const size = header[3 + 3 * k]!;
    seg.firstDay = header[4 + 3 * k]!;
    seg.days = header[5 + 3 * k]!;
    seg.size = size;
    seg.dayStart = new Int32Array(seg.days);
    seg.key = new Uint32Array(size);
    seg.count = new Uint8Array(size);
    if (seg.mask) seg.mask = new Uint16Array(size);
  }
  const lat = new Int32Array(nCells);
  const lon = new Int32Array(nCells);
  const targets = [lat, lon, ...columns(segs)].map((a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  let t = 0;
  let filled = 0;
  for (let seq = 1; seq <= chunks; seq++) {
    const data = await chunk(seq);
    if (!data) return null;
    let off = 0;
    while (off < data.length) {
      while (t < targets.length && filled === targets[t]!.length) {
        t++;
        filled = 0;
      }
      if (t === targets.length) return null;
      const target = targets[t]!;
      const n = Math.min(data.length - off, target.length - filled);
      target.set(data.subarray(off, off + n), filled);
      filled += n;
      off += n;
    }
  }
  while (t < targets.length && filled === targets[t]!.length) {
    t++;
    filled = 0;
  }
  if (t !== targets.length) return null;
  // The snapshot's cell numbers are its writer's: renumbered as this process's.
  const id = new Int32Array(nCells);
  let same = true;
  for (let i = 0; i < nCells; i++) {
    id[i] = cells.id(lat[i]!, lon[i]!);
    if (id[i] !== i) same = false;
  }
  if (!same)
    for (const seg of segs)
      for (let r = 0; r < seg.size; r++) seg.key[r] = ((id[seg.key[r]! >>> 5]! << 5) | (seg.key[r]! & 31)) >>> 0;
  return part;
}
