import type { Database, Queryable } from '../db/database';

/** The jsonb shape of one report in an intake row (and of the writer's multi-row INSERT). */
export interface IntakeReport {
  nickname: string | null;
  country: string;
  pin_code: string;
  symptoms: string[];
  illness_type: string;
  severity: string;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  state: string | null;
  channel: string;
  address_bucket: number | null;
  participant_bucket: number | null;
}

export interface Acknowledged {
  /** The intake row's id. */
  intakeId: string;
  /** symptom_reports ids, in the order of the reports given. */
  ids: string[];
  receivedAt: Date;
}

/**
 * One row for a whole batch: its ids drawn from symptom_reports' identity in the reports' order, its time the
 * acknowledgement's. Committed by itself (one statement), so the batch is on disk when this resolves.
 */
export async function appendIntake(db: Queryable, reports: IntakeReport[]): Promise<Acknowledged> {
  const { rows } = await db.query<{ id: string; ids: string[]; received_at: Date | string }>(
    `INSERT INTO report_intake (ids, reports)
     SELECT array_agg(nextval(pg_get_serial_sequence('symptom_reports', 'id')) ORDER BY n), $1::jsonb
     FROM generate_series(1, $2::int) AS n
     RETURNING id::text, ids::text[] AS ids, received_at`,
    [JSON.stringify(reports), reports.length],
  );
  const row = rows[0]!;
  return { intakeId: row.id, ids: row.ids, receivedAt: new Date(row.received_at) };
}

/** The table's columns an IntakeReport fills, in one order for the INSERT and its SELECT. */
export const INTAKE_COLUMNS = `nickname, country, pin_code, symptoms, illness_type, severity, latitude, longitude, city, state, channel,
  address_bucket, participant_bucket`;
const RECORD = `nickname text, country text, pin_code text, symptoms text[], illness_type text, severity text,
  latitude float8, longitude float8, city text, state text, channel text, address_bucket smallint, participant_bucket smallint`;

/**
 * A FROM item reading a jsonb array of IntakeReports (`source`) as rows `x`, numbered from 1 by `x.ord`;
 * INTAKE_X_COLUMNS selects them for INTAKE_COLUMNS. The writer's direct INSERT and the fold share both.
 */
export function intakeRecordset(source: string): string {
  return `ROWS FROM (jsonb_to_recordset(${source}) AS (${RECORD})) WITH ORDINALITY AS x(${INTAKE_COLUMNS}, ord)`;
}
export const INTAKE_X_COLUMNS = INTAKE_COLUMNS.split(',')
  .map((c) => `x.${c.trim()}`)
  .join(', ');

/**
 * Moves up to `rows` unrefused intake rows (oldest first; rows another fold holds are skipped, never waited for) into
 * symptom_reports in ONE statement that also deletes them, so the rollup trigger runs once for all their reports and
 * a crash anywhere before the commit leaves every row in the intake. `only` folds that one row (isolating a refusal).
 */
function foldStatement(only: boolean): string {
  const claim = only
    ? 'SELECT id FROM report_intake WHERE id = $1::bigint AND refused_at IS NULL FOR UPDATE SKIP LOCKED'
    : 'SELECT id FROM report_intake WHERE refused_at IS NULL ORDER BY id LIMIT $1::int FOR UPDATE SKIP LOCKED';
  return `WITH claimed AS (
      DELETE FROM report_intake WHERE id IN (${claim}) RETURNING id, ids, received_at, reports
    ), stored AS (
      INSERT INTO symptom_reports (id, created_at, ${INTAKE_COLUMNS}) OVERRIDING SYSTEM VALUE
      SELECT c.ids[x.ord], c.received_at, ${INTAKE_X_COLUMNS}
      FROM claimed c, ${intakeRecordset('c.reports')}
      ORDER BY 1
    )
    SELECT id::text AS id, cardinality(ids) AS reports FROM claimed`;
}
const FOLD = foldStatement(false);
const FOLD_ONE = foldStatement(true);

export interface FoldResult {
  /** Reports moved into symptom_reports. */
  folded: number;
  /** The intake rows folded. */
  intakeIds: string[];
  /** Intake rows the table refused (kept, marked refused_at). */
  refused: number;
}

async function foldIn(db: Database, sql: string, param: number | string): Promise<FoldResult> {
  return db.transaction(async (tx) => {
    // Lets the stamp trigger (1430) keep each report's acknowledged time; only the table's owner may.
    await tx.query(`SELECT set_config('healthwatch.intake_fold', 'on', true)`);
    const { rows } = await tx.query<{ id: string; reports: number }>(sql, [param]);
    return { folded: rows.reduce((n, r) => n + Number(r.reports), 0), intakeIds: rows.map((r) => r.id), refused: 0 };
  });
}

/** Data exceptions and integrity violations: the row itself is at fault, folding it again would fail again. */
const refusedByTable = (err: unknown) => /^2[23]/.test(String((err as { code?: unknown } | null)?.code ?? ''));

/**
 * One fold of up to `maxRows` intake rows. If the table refuses the statement, each row is folded alone and a row
 * still refused is marked (refused_at, refusal) so it neither blocks later folds nor is lost.
 */
export async function foldIntake(
  db: Database,
  maxRows: number,
  onRefused?: (err: unknown) => void,
): Promise<FoldResult> {
  try {
    return await foldIn(db, FOLD, maxRows);
  } catch (err) {
    if (!refusedByTable(err)) throw err;
    const { rows } = await db.query<{ id: string }>(
      'SELECT id::text FROM report_intake WHERE refused_at IS NULL ORDER BY id LIMIT $1',
      [maxRows],
    );
    const result: FoldResult = { folded: 0, intakeIds: [], refused: 0 };
    for (const { id } of rows) {
      try {
        const one = await foldIn(db, FOLD_ONE, id);
        result.folded += one.folded;
        result.intakeIds.push(...one.intakeIds);
      } catch (rowErr) {
        if (!refusedByTable(rowErr)) throw rowErr;
        onRefused?.(rowErr);
        result.refused++;
        await db.query('UPDATE report_intake SET refused_at = now(), refusal = $2 WHERE id = $1::bigint', [
          id,
          rowErr instanceof Error ? rowErr.message : String(rowErr),
        ]);
      }
    }
    return result;
  }
}

/** Which of these intake rows are still waiting to be folded (refused rows are not waiting). */
export async function unfolded(db: Queryable, intakeIds: string[]): Promise<Set<string>> {
  if (intakeIds.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    'SELECT id::text FROM report_intake WHERE id = ANY($1::bigint[]) AND refused_at IS NULL',
    [intakeIds],
  );
  return new Set(rows.map((r) => r.id));
}

export interface IntakeOptions {
  /** Reports a batch must hold to go to the intake; smaller batches are inserted directly (default 8). */
  minBatch?: number;
  /** Reports this process may have acknowledged and not yet folded; past it, acks wait for a fold (default 20,000). */
  maxPending?: number;
  /** Intake rows one fold moves at most (default 100). */
  foldRows?: number;
  /**
   * How long a fold waits after an acknowledgement, so that more batches join it (ms, default 200): at a few hundred
   * reports a second a shorter wait folds a dozen reports at a time, and a fold's fixed cost is then paid per few.
   * Reads never wait for it: the read barrier folds at once.
   */
  foldDelayMs?: number;
  /** How often every process folds what others left, e.g. a process that crashed (ms, default 2,000; 0: never). */
  sweepMs?: number;
  /** Told of each intake row the table refused. */
  onRefused?: (err: unknown) => void;
  /** Told after each fold that moved reports (caches of derived answers compare it). */
  onFolded?: (reports: number) => void;
  /** Told when a background fold fails (it is tried again at the next sweep). */
  onError?: (err: unknown) => void;
}

/** REPORT_INTAKE_MIN_BATCH as an app option: the intake with that minimum batch, or none at 0. */
export const reportIntakeOption = (minBatch: number): IntakeOptions | false => (minBatch > 0 ? { minBatch } : false);

/**
 * This process's side of the intake: which of its acknowledged batches are not folded yet, one fold at a time,
 * the read barrier (everything acknowledged so far is in symptom_reports) and the back-pressure bound.
 */
export class IntakeFolder {
  readonly minBatch: number;
  readonly maxPending: number;
  private readonly foldRows: number;
  private readonly foldDelayMs: number;
  /** This process's acknowledged intake rows not yet seen folded, with their report counts. */
  private readonly awaiting = new Map<string, number>();
  private pendingReports = 0;
  private folding: Promise<FoldResult> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private closed = false;
  /** Reports moved into symptom_reports by this process's folds. */
  folded = 0;
  /** Folds run by this process. */
  folds = 0;

  constructor(
    private readonly db: Database,
    private readonly options: IntakeOptions = {},
  ) {
    this.minBatch = options.minBatch ?? 8;
    this.maxPending = options.maxPending ?? 20_000;
    this.foldRows = options.foldRows ?? 100;
    this.foldDelayMs = options.foldDelayMs ?? 200;
    const sweepMs = options.sweepMs ?? 2000;
    if (sweepMs > 0) {
      this.sweeper = setInterval(() => {
        if (!this.folding) void this.foldAll().catch((err: unknown) => this.options.onError?.(err));
      }, sweepMs);
      this.sweeper.unref();
    }
  }

  /** Reports acknowledged by this process and not yet seen folded. */
  get pending(): number {
    return this.pendingReports;
  }

  /**
   * Appends a batch (answered once its row commits). Past maxPending, the batch first waits for folds: acks slow
   * down to the fold's pace instead of the intake growing without bound.
   */
  async append(reports: IntakeReport[]): Promise<Acknowledged> {
    if (this.pendingReports > 0 && this.pendingReports + reports.length > this.maxPending) await this.barrier();
    const ack = await appendIntake(this.db, reports);
    this.awaiting.set(ack.intakeId, reports.length);
    this.pendingReports += reports.length;
    this.schedule();
    return ack;
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.fold().then(
        () => {
          if (this.awaiting.size > 0) this.schedule();
        },
        (err: unknown) => this.options.onError?.(err),
      );
    }, this.foldDelayMs);
    // A stop folds what is left (close), so the timer need not keep the process alive.
    this.timer.unref();
  }

  /** One fold (joins the one running, if any). */
  fold(): Promise<FoldResult> {
    if (!this.folding) {
      this.folding = foldIntake(this.db, this.foldRows, this.options.onRefused)
        .then((result) => {
          this.folds++;
          this.folded += result.folded;
          for (const id of result.intakeIds) this.forget(id);
          if (result.folded > 0) this.options.onFolded?.(result.folded);
          return result;
        })
        .finally(() => {
          this.folding = null;
        });
    }
    return this.folding;
  }

  private forget(intakeId: string): void {
    const n = this.awaiting.get(intakeId);
    if (n === undefined) return;
    this.awaiting.delete(intakeId);
    this.pendingReports -= n;
  }

  /** Folds until the intake holds nothing unrefused (start-up: what a stopped or crashed process left). */
  async foldAll(): Promise<void> {
    for (;;) {
      const result = await this.fold();
      if (result.intakeIds.length === 0 && result.refused === 0) break;
    }
    await this.barrier();
  }

  /**
   * Resolves once every report this process had acknowledged when called is in symptom_reports (read-your-writes);
   * at once when there is none. Rows another process is folding are waited for, not skipped.
   */
  async barrier(): Promise<void> {
    const mine = [...this.awaiting.keys()];
    while (mine.some((id) => this.awaiting.has(id))) {
      await this.fold();
      const left = mine.filter((id) => this.awaiting.has(id));
      if (left.length === 0) break;
      const still = await unfolded(this.db, left);
      for (const id of left) if (!still.has(id)) this.forget(id);
      if (still.size > 0) await new Promise((r) => setTimeout(r, 2));
    }
  }

  /** Stops the timers and folds what this process acknowledged. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.sweeper) clearInterval(this.sweeper);
    this.timer = null;
    this.sweeper = null;
    await this.barrier();
  }
}
