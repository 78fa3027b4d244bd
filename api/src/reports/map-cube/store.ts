import { dayNumber, dayString, ILLNESS_TYPES, type MapFilters, SEVERITIES, todayNumber } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import type { BBox } from '../clusters';
import {
  CellTable,
  clusterRows,
  type CubeEncoding,
  type CubePart,
  emptyPart,
  mapCount,
  timelineRows,
  withAllTime,
} from './cube';
import { loadHistory, loadLive, loadRange, loadSums } from './load';
import { newestSnapshot, readSnapshot, writeSnapshot } from './snapshot';

export interface MapCubeOptions {
  /** 0 = read the live days for every view (tests that read their own writes at once). */
  ttlMs?: number;
  /** Current insert generation (bumped by every insert the process hears of). */
  generation?: () => number;
  /** Longest reuse of the live days while no insert was heard of (ms). */
  maxAgeMs?: number;
  /** Today's UTC day number (tests move the clock). */
  today?: () => number;
  /** Days before yesterday held per day (MAP_MEMORY_DAYS); older days are held as sums only. */
  memoryDays?: number | undefined;
  /**
   * Start from the newest snapshot of the history in the database and keep one written (snapshot.ts); only
   * while every day is held per day. Default true.
   */
  snapshots?: boolean;
  /** Told of a snapshot that could not be written (the next load tries again). */
  onSnapshotError?: (err: unknown) => void;
}

interface History {
  /** Rows per day of the days from `from` to before `before`: a snapshot's and the days' since, or one part. */
  parts: CubePart[];
  /** Sums of every day before `from` (dayless). */
  sums: CubePart;
  epoch: number;
  from: number;
  /** Holds every day before this day number. */
  before: number;
}

interface Live {
  part: CubePart;
  epoch: number;
  from: number;
  at: number;
  gen: number;
}

/**
 * The map aggregates in memory, kept fresh in two parts:
 *
 * - history, every day before yesterday (UTC), per day (about 7 bytes a
 *   report, cube.ts); with memoryDays (MAP_MEMORY_DAYS, opt-in) only the
 *   last memoryDays days per day and the days before as sums per cell,
 *   illness and severity, a view reaching before them reading PostgreSQL.
 *   Reports are stamped with the time they are stored (migration 0450), so
 *   those days only change through a delete, a back-dated import or a
 *   repair, and each of those bumps report_map_epoch in the same transaction
 *   (migration 0420). Read from the newest snapshot of the epoch
 *   (snapshot.ts) and the rows of the days since, else from the rows (then
 *   written as the epoch's snapshot); again when the epoch moves; extended
 *   by the days since in the background when the date moves on.
 * - live, yesterday onwards (a day and a bit of rows), read again for the
 *   next view once an insert was heard of (views asked meanwhile share one
 *   read), and otherwise after maxAgeMs, in the background half-way through
 *   while views keep coming. Repeated views are the answer memo's.
 *
 * Yesterday stays live because a transaction begun before midnight may
 * still commit rows dated the day before.
 */
export class MapCubeStore {
  private readonly cells = new CellTable();
  private history: History | null = null;
  private live: Live | null = null;
  private historyLoad: Promise<History> | null = null;
  private liveLoad: { promise: Promise<Live>; from: number } | null = null;
  private readonly ttlMs: number;
  private readonly maxAgeMs: number;
  private readonly generation: () => number;
  private readonly today: () => number;
  private readonly memoryDays: number;
  private readonly snapshots: boolean;
  private readonly onSnapshotError: (err: unknown) => void;
  private snapshotWrite: Promise<unknown> | null = null;

  constructor(
    private readonly db: Queryable,
    options: MapCubeOptions = {},
  ) {
    this.memoryDays = options.memoryDays ?? Number.POSITIVE_INFINITY;
    this.snapshots = (options.snapshots ?? true) && this.memoryDays === Number.POSITIVE_INFINITY;
    this.onSnapshotError = options.onSnapshotError ?? (() => undefined);
    this.ttlMs = options.ttlMs ?? 1000;
    this.maxAgeMs = options.maxAgeMs ?? 10_000;
    this.generation = options.generation ?? (() => 0);
    this.today = options.today ?? (() => todayNumber());
  }

  /** Starts loading the history (the first view would wait for it otherwise). */
  warm(): Promise<void> {
    return this.parts().then(async () => {
      this.cells.prepare();
      await this.rehearse();
    });
  }

  /**
   * Answers a few views nobody asked (the world, and a country-sized box
   * around the first cell; all days, the last 30, filtered; both encodings;
   * a timeline) so that the summing code is compiled before a visitor's
   * first views, which otherwise pay for it (api/bench/README.md, bench:scale).
   */
  private async rehearse(): Promise<void> {
    if (this.cells.size === 0) return;
    const today = this.today();
    const lat = this.cells.lat[0]! / 1000;
    const lon = this.cells.lon[0]! / 1000;
    const near = {
      west: Math.max(-180, lon - 8),
      south: Math.max(-90, lat - 8),
      east: Math.min(180, lon + 8),
      north: Math.min(90, lat + 8),
    };
    const world = { west: -180, south: -90, east: 180, north: 90 };
    const recent = dayString(today - 29);
    for (const [bbox, precision] of [
      [world, 0],
      [near, 2],
    ] as const)
      for (const filters of [
        {},
        { from: recent },
        { illness: ILLNESS_TYPES[0] },
        { from: recent, severity: SEVERITIES[0] },
      ])
        for (const encoding of ['delta', 'rows'] as const) await this.clustersJson(bbox, precision, filters, encoding);
    await this.timelineJson(near, 2, { from: recent, to: dayString(today) }, 'delta');
  }

  /** Waits for loads under way (so the database can be closed after). */
  async settle(): Promise<void> {
    await Promise.allSettled([this.historyLoad, this.liveLoad?.promise, this.snapshotWrite]);
  }

  /** Clusters of a view as the JSON array of ClusterRowSchema rows, in UTF-8 bytes (sent as they are). */
  async clustersJson(
    bbox: BBox,
    precision: number,
    filters: MapFilters,
    encoding: CubeEncoding = 'rows',
  ): Promise<Buffer> {
    const firstDay = filters.from ? dayNumber(filters.from) : null;
    const lastDay = filters.to ? dayNumber(filters.to) : null;
    const parts = await this.partsFor(filters, firstDay, lastDay, false);
    return clusterRows(this.cells, parts, { bbox, precision, filters, firstDay, lastDay }, encoding);
  }

  /** Per-day rows [lat, lon, day index, illness index, count] of a view over from..to. */
  async timelineJson(
    bbox: BBox,
    precision: number,
    filters: MapFilters & { from: string; to: string },
    encoding: CubeEncoding = 'rows',
  ): Promise<Buffer> {
    const firstDay = dayNumber(filters.from) as number;
    const lastDay = dayNumber(filters.to) as number;
    const parts = await this.partsFor(filters, firstDay, lastDay, true);
    return timelineRows(this.cells, parts, { bbox, precision, filters, firstDay, lastDay }, encoding);
  }

  /** Reports on the map matching the filters (their days aside) over firstDay..lastDay, UTC day numbers (null: open). */
  async count(filters: MapFilters, firstDay: number | null, lastDay: number | null): Promise<number> {
    const parts = await this.partsFor(filters, firstDay, lastDay, false);
    return mapCount(parts, { filters, firstDay, lastDay });
  }

  /**
   * The parts a view over firstDay..lastDay (null = open) sums: the sums of
   * the old days when it covers them all, else those of its days that are
   * old read from PostgreSQL (in the same epoch as the history).
   */
  private async partsFor(
    filters: MapFilters,
    firstDay: number | null,
    lastDay: number | null,
    perDay: boolean,
  ): Promise<CubePart[]> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const { history, parts } = await this.parts();
      if (firstDay !== null && firstDay >= history.from) return parts;
      if (firstDay === null && !perDay && (lastDay === null || lastDay >= history.from - 1))
        return [history.sums, ...parts];
      const last = Math.min(lastDay ?? history.from - 1, history.from - 1);
      const old = await loadRange(this.db, this.cells, { first: firstDay, last, filters, perDay });
      if (old.epoch === history.epoch && this.history === history) return [old.part, ...parts];
      if (old.epoch > history.epoch) await this.loadHistory();
    }
    throw new Error('the map aggregates kept changing while they were read');
  }

  private async parts(): Promise<{ history: History; parts: CubePart[] }> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const history = this.history ?? (await this.loadHistory());
      let live = await this.freshLive(history);
      if (live.epoch > history.epoch) {
        // A change to past days: nothing may be answered from the old history.
        await this.loadHistory();
        continue;
      }
      if (live.epoch < history.epoch || live.from !== history.before) live = await this.loadLive(history, true);
      if (live.epoch !== history.epoch || live.from !== history.before || this.history !== history) continue;
      if (history.before < this.today() - 1 && !this.historyLoad) {
        // The date moved on: fold the day that left "live" into the history; meanwhile live covers it.
        this.loadHistory().catch(() => undefined);
      }
      return { history, parts: [...history.parts, live.part] };
    }
    throw new Error('the map aggregates kept changing while they were read');
  }

  private async freshLive(history: History): Promise<Live> {
    const live = this.live;
    // Fresh while no insert was heard of since it was read (then up to maxAgeMs, read again in the
    // background half-way), so a never-asked view shows every report heard of, as a database query would.
    if (this.ttlMs > 0 && live && live.from === history.before && live.epoch === history.epoch) {
      const age = Date.now() - live.at;
      if (live.gen === this.generation() && age < this.maxAgeMs) {
        if (age > this.maxAgeMs / 2) this.loadLive(history, false).catch(() => undefined);
        return live;
      }
    }
    return this.loadLive(history, this.ttlMs <= 0);
  }

  /** The live days read again; a load under way for the same days is shared unless `fresh` is asked. */
  private loadLive(history: History, fresh: boolean): Promise<Live> {
    const pending = this.liveLoad;
    if (pending && pending.from === history.before && !fresh) return pending.promise;
    const gen = this.generation();
    const at = Date.now();
    const promise = loadLive(this.db, this.cells, history.before).then((l) => {
      const live: Live = { ...l, from: history.before, at, gen };
      // An older read finishing late never replaces a newer one, nor one for another history.
      if (this.history === history && (!this.live || this.live.from !== live.from || this.live.at <= at))
        this.live = live;
      return live;
    });
    const entry = { promise, from: history.before };
    this.liveLoad = entry;
    const done = () => {
      if (this.liveLoad === entry) this.liveLoad = null;
    };
    promise.then(done, done);
    return promise;
  }

  private loadHistory(): Promise<History> {
    if (this.historyLoad) return this.historyLoad;
    const load = (async () => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const before = this.today() - 1;
        const from = Math.max(0, before - this.memoryDays);
        const grown = this.snapshots ? await this.extended(before) : undefined;
        if (grown) {
          this.setHistory(grown);
          this.saveSnapshot(grown);
          return grown;
        }
        // A snapshot replaced while it was read: the newer one is tried next (then the rows).
        const snap = this.snapshots && attempt < 3 ? await this.fromSnapshot(before) : undefined;
        if (snap === null) continue;
        if (snap) {
          this.setHistory(snap.history);
          if (snap.rowsSince) this.saveSnapshot(snap.history);
          return snap.history;
        }
        const sums = await loadSums(this.db, this.cells, from);
        const loaded = sums && (await loadHistory(this.db, this.cells, from, before));
        if (sums && loaded && loaded.epoch === sums.epoch) {
          loaded.part.all.trim();
          for (const seg of loaded.part.bySymptom) seg.trim();
          const history: History = { parts: [loaded.part], epoch: loaded.epoch, sums: sums.part, from, before };
          this.setHistory(history);
          if (this.snapshots) this.saveSnapshot(history);
          return history;
        }
      }
      throw new Error('map history kept changing while it was read');
    })();
    this.historyLoad = load;
    const done = () => {
      if (this.historyLoad === load) this.historyLoad = null;
    };
    load.then(done, done);
    return load;
  }

  /**
   * The history held, extended by the days since it was read when the date
   * moved on and the epoch did not (no second copy while reading); undefined
   * otherwise.
   */
  private async extended(before: number): Promise<History | undefined> {
    const cur = this.history;
    if (cur?.from !== 0 || cur.before >= before) return undefined;
    const since = await loadHistory(this.db, this.cells, cur.before, before);
    if (!since || since.epoch !== cur.epoch) return undefined;
    since.part.all.trim();
    for (const seg of since.part.bySymptom) seg.trim();
    return { ...cur, parts: [...cur.parts, since.part], before };
  }

  private setHistory(history: History): void {
    // Each part's all-time sums, once: a view without days reads them, not every day's rows. Not per symptom,
    // which would cost about as much memory again as the rows per day (those views read the days' masks).
    history.parts = history.parts.map((p) => (p.allTime ? p : withAllTime(p, this.cells.size, false)));
    // Each day's rows ordered by region, once per part (snapshots keep the order: indexing again is a pass).
    for (const part of [...history.parts, history.sums])
      for (const seg of [part.all, ...part.bySymptom, ...(part.allTime ? [part.allTime.all] : [])])
        if (!seg.regionStart) seg.indexRegions(this.cells.region);
    this.history = history;
    this.live = null;
  }

  /**
   * The newest snapshot of the current epoch and the rows of the days since
   * (in the same epoch); undefined when there is none to start from, null
   * when the one found went or the epoch moved while it was read.
   */
  private async fromSnapshot(before: number): Promise<{ history: History; rowsSince: boolean } | null | undefined> {
    const ref = await newestSnapshot(this.db);
    if (!ref) return undefined;
    // A snapshot a day ahead of this process's clock (around midnight) holds only days the database calls final.
    const upTo = Math.max(before, ref.before);
    const part = await readSnapshot(this.db, this.cells, ref);
    if (!part) return null;
    const since = await loadHistory(this.db, this.cells, ref.before, upTo);
    if (!since || since.epoch !== ref.epoch) return null;
    const rowsSince = since.part.all.size > 0 || since.part.bySymptom.some((seg) => seg.size > 0);
    if (rowsSince) {
      since.part.all.trim();
      for (const seg of since.part.bySymptom) seg.trim();
    }
    return {
      history: {
        parts: rowsSince ? [part, since.part] : [part],
        sums: emptyPart(true),
        epoch: ref.epoch,
        from: 0,
        before: upTo,
      },
      rowsSince,
    };
  }

  /** Writes the history as this epoch's snapshot in the background, unless another process writes it. */
  private saveSnapshot(history: History): void {
    if (this.snapshotWrite) return;
    const write = writeSnapshot(this.db, this.cells, history.parts, history.epoch, history.before, new Date())
      .catch(this.onSnapshotError)
      .finally(() => {
        if (this.snapshotWrite === write) this.snapshotWrite = null;
      });
    this.snapshotWrite = write;
  }
}
