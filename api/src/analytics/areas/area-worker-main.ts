import { parentPort, workerData } from 'node:worker_threads';
import type { Queryable, QueryResult } from '../../db/database';
import { todayNumber } from '@healthwatch/contracts';
import { baselineMemoStats, RoundMemo } from '@healthwatch/outbreak-engine';
import { HISTORY_DAYS } from '../outbreak/prefit';
import { loadAreaIndex, type AreaRecord } from './area-index';
import { storePass } from './area-store';
import { type JudgedAlarm, judgeAlarms } from './alarm-tiers';
import { assessAreas } from './assess-areas';
import { PostalRows, readPostalRows } from './postal-rows';
import { ParticipantRows, readParticipantRows } from './participant-rows';
import { oldestMaximaDay, ScanMemory, scanClusters } from './scan-clusters';
import { loadScanMaxima, storeScan, storeScanMaxima, withDemo } from './scan-store';
import type { AreaRef, AreaWorkerData, FromWorker, ToWorker } from './worker-protocol';

/**
 * The background area pass, in its own thread: holds the gazetteer's areas,
 * reads the postal aggregates through the API thread's database (PGlite has
 * one connection, owned there), runs the detector and writes the verdicts.
 */
const port = parentPort!;
const send = (m: FromWorker) => port.postMessage(m);

let nextDb = 1;
const pendingDb = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
const db: Queryable = {
  query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    return new Promise((resolve, reject) => {
      const id = nextDb++;
      pendingDb.set(id, { resolve: resolve as (v: unknown) => void, reject });
      send({ type: 'db', id, sql, params: [...params] });
    });
  },
  exec: () => Promise.reject(new Error('exec is not relayed')),
};

/** Reads in flight through readPostalPages on the API thread, by id. */
const postalReads = new Map<number, (m: Extract<ToWorker, { type: 'postal-read' }>) => void>();

/** The window's rows and participants read in one snapshot, the rows in the table's order, grouped by key here. */
function readSnapshot(
  sinceDay: number,
  untilDay: number,
): Promise<{ rows: PostalRows; participants: ParticipantRows }> {
  return new Promise((resolve, reject) => {
    const id = nextDb++;
    const rows = new PostalRows();
    let participants: ParticipantRows | undefined;
    postalReads.set(id, (m) => {
      if (m.read) rows.take(m.read);
      if (m.participants) participants = ParticipantRows.from(m.participants);
      if (!m.done) return;
      postalReads.delete(id);
      if (m.error !== undefined) return reject(new Error(m.error));
      if (!participants) return reject(new Error('the snapshot read ended without its participants'));
      rows.groupByKey();
      resolve({ rows, participants });
    });
    send({ type: 'postal-read', id, sinceDay, untilDay });
  });
}

const ref = (a: AreaRecord): AreaRef => ({
  id: a.id,
  name: a.name,
  level: a.level,
  country: a.country,
  region: a.region,
  latitude: a.latitude,
  longitude: a.longitude,
});

async function main(): Promise<void> {
  const t0 = performance.now();
  const { geodataDir, fitMemoLimit, snapshotReads } = workerData as AreaWorkerData;
  const index = await loadAreaIndex(geodataDir);
  send({ type: 'ready', areas: index.areas.length, millis: Math.round(performance.now() - t0) });

  const scanMemory = new ScanMemory();
  // The fits one pass used, for the next: an hourly pass refits only the series whose baseline reports changed. At
  // most fitMemoLimit of them (AREA_FIT_MEMO_LIMIT).
  const fits = new RoundMemo(fitMemoLimit);
  const countries = [...new Set(index.areas.map((a) => a.country))];
  let passes: Promise<void> = Promise.resolve();
  port.on('message', (m: ToWorker) => {
    if (m.type === 'db') {
      const p = pendingDb.get(m.id);
      pendingDb.delete(m.id);
      if (m.error) p?.reject(new Error(m.error.message));
      else p?.resolve(m.result);
    } else if (m.type === 'postal-read') {
      postalReads.get(m.id)?.(m);
    } else if (m.type === 'area') {
      const a = index.byId.get(m.areaId);
      send({
        type: 'area',
        id: m.id,
        area: a ? (m.keys === false ? ref(a) : { ...ref(a), keys: index.keysOf(a) }) : null,
      });
    } else if (m.type === 'postal') {
      const found = index.areasOfPostalCode(m.country, m.postalCode);
      send({ type: 'postal', id: m.id, areas: found ? found.map(ref) : null });
    } else if (m.type === 'pass') {
      passes = passes.then(async () => {
        try {
          const at = new Date(m.now);
          const today = todayNumber(at);
          const t1 = performance.now();
          const epoch = await db.query<{ n: string }>('SELECT n::text AS n FROM report_map_epoch');
          scanMemory.since(epoch.rows[0]?.n ?? '');
          const { rows, participants } = snapshotReads
            ? await readSnapshot(today - HISTORY_DAYS, today)
            : {
                rows: await readPostalRows(db, today - HISTORY_DAYS, today),
                participants: await readParticipantRows(db, today - HISTORY_DAYS, today),
              };
          const readMillis = performance.now() - t1;
          const fitsBefore = baselineMemoStats().fitsComputed;
          const { assessments, stats } = await assessAreas(index, rows, today, {
            minReports: m.minReports,
            participants,
            fits,
          });
          const fitsKept = fits.size;
          fits.nextRound();
          const fitsComputed = baselineMemoStats().fitsComputed - fitsBefore;
          const t2 = performance.now();
          const assessMillis = t2 - t1 - readMillis;
          await judgeAlarms(db, index, assessments, stats.seriesScored);
          const judgeMillis = performance.now() - t2;
          const raised = await storePass(db, assessments, at);
          const t3 = performance.now();
          if (scanMemory.needsStored)
            scanMemory.restore(await loadScanMaxima(db, scanMemory.currentEpoch, oldestMaximaDay(today)));
          const clusters = await withDemo(db, scanClusters(index, rows, today - HISTORY_DAYS, today, scanMemory));
          await storeScan(db, countries, clusters, at);
          await storeScanMaxima(db, scanMemory.currentEpoch, oldestMaximaDay(today), scanMemory.takeUnsaved());
          const scanMillis = performance.now() - t3;
          const alarms = assessments.reduce((n, a) => n + a.alarms.length, 0);
          const alerts = assessments
            .flatMap((a) => a.alarms as Partial<JudgedAlarm>[])
            .filter((x) => x.tier === 'alert');
          send({
            type: 'pass',
            id: m.id,
            raised,
            summary: {
              ...stats,
              rows: rows.length,
              alarms,
              alerts: alerts.length,
              events: new Set(alerts.map((x) => x.eventId)).size,
              readMillis: Math.round(readMillis),
              assessMillis: Math.round(assessMillis),
              fitsComputed,
              fitsKept,
              judgeMillis: Math.round(judgeMillis),
              scanMillis: Math.round(scanMillis),
              clusters: clusters.length,
              millis: Math.round(performance.now() - t1),
            },
          });
        } catch (err) {
          send({ type: 'pass', id: m.id, error: err instanceof Error ? err.message : String(err) });
        }
      });
    }
  });
}

main().catch((err: unknown) => send({ type: 'failed', message: err instanceof Error ? err.message : String(err) }));
