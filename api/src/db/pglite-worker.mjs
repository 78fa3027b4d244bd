// PGlite in its own thread (see pglite.ts): the database's CPU work no longer
// stalls HTTP parsing, validation and serialization on the main event loop.
// Plain JavaScript so both tsx and Jest can start it without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// Aligned with node-postgres: bigint/numeric as strings (never lossy), timestamps as Date.
const parsers = {
  [types.INT8]: (v) => v,
  [types.NUMERIC]: (v) => v,
};

const unlisteners = new Map();

function errorShape(err) {
  const e = err && typeof err === 'object' ? err : { message: String(err) };
  const out = { message: e.message ?? String(err), name: e.name };
  // DatabaseError fields callers may inspect (code 23505 and friends).
  for (const k of [
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
    'position',
    'where',
  ]) {
    if (e[k] !== undefined) out[k] = e[k];
  }
  return out;
}

let pg;
try {
  pg = await PGlite.create(workerData.dataDir ? { dataDir: workerData.dataDir } : {});
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: errorShape(err) });
}

parentPort.on('message', async (msg) => {
  const { id, op } = msg;
  try {
    let result;
    if (op === 'query') {
      const res = await pg.query(msg.sql, msg.params, { parsers });
      // PGlite reports affectedRows 0 for SELECT; pg counts the rows returned.
      result = { rows: res.rows, rowCount: res.rows.length > 0 ? res.rows.length : (res.affectedRows ?? 0) };
    } else if (op === 'exec') {
      await pg.exec(msg.sql);
    } else if (op === 'listen') {
      if (!unlisteners.has(msg.channel)) {
        const channel = msg.channel;
        unlisteners.set(
          channel,
          await pg.listen(channel, (payload) => parentPort.postMessage({ notify: channel, payload })),
        );
      }
    } else if (op === 'unlisten') {
      const u = unlisteners.get(msg.channel);
      unlisteners.delete(msg.channel);
      if (u) await u();
    } else if (op === 'close') {
      if (msg.checkpoint) await pg.exec('CHECKPOINT');
      await pg.close();
    } else {
      throw new Error(`unknown op ${op}`);
    }
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: errorShape(err) });
  }
});
