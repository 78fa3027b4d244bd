import {
  COUNTRY_CODES,
  ILLNESS_TYPES,
  type Report,
  type ReportRow,
  SEVERITIES,
  SYMPTOMS,
} from '@healthwatch/contracts';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../errors/plugin';
import type { ReportSources } from '../alerts/source-buckets';
import { type Participation, recordParticipation } from '../rates/participation';
import { INTAKE_COLUMNS, INTAKE_X_COLUMNS, type IntakeFolder, type IntakeReport, intakeRecordset } from './intake';
import { REPORT_COLUMNS, reportColumns, toReportRow, type DbReportRow } from './rows';

/** How a report arrived (migration 1100); the web form unless said otherwise. */
export type ReportChannel = 'web' | 'sms' | 'whatsapp' | 'voice';

/** A report's fields as the app maps them (contracts' Report), before the database gives it an id and a time. */
export interface NewReport extends Omit<Report, 'id' | 'createdAt'> {
  /** The report's participant, counted in the same transaction (rates/participation.ts); null without a key. */
  participation?: Participation | null;
  channel?: ReportChannel;
  /** The report's short-lived source buckets (alerts/source-buckets.ts); none: the pass uses its postal code and hour. */
  sources?: ReportSources;
}

export interface WriteOutcome {
  row: ReportRow;
  /** false when an Idempotency-Key named a report stored before. */
  created: boolean;
}

interface Pending {
  report: NewReport;
  key: string | null;
  resolve(outcome: WriteOutcome): void;
  reject(err: unknown): void;
}

export interface ReportWriterOptions {
  /** Reports per transaction at most. */
  maxBatch?: number;
  /** Transactions in flight at once (1 for PGlite, a few for a pool). */
  concurrency?: number;
  /**
   * The intake (intake.ts): a batch of at least intake.minBatch plain reports (no Idempotency-Key, no participant,
   * within the table's checks) is answered once it is one committed intake row, and folded into symptom_reports
   * after. None: every batch is inserted directly.
   */
  intake?: IntakeFolder;
}

/**
 * Group commit: concurrent submissions are written together in one
 * transaction (one multi-row INSERT, one trigger run, one fsync), and each
 * caller is answered only after that transaction has committed. A batch that
 * fails is split in halves and each half written again: a bad row is isolated
 * in about 2·log2(batch) transactions while every good row commits in a
 * batch, instead of the whole batch falling back to one transaction per row.
 */
export class ReportWriter {
  private queue: Pending[] = [];
  private running = 0;
  private readonly maxBatch: number;
  private readonly concurrency: number;
  readonly intake: IntakeFolder | undefined;
  /** Committed write transactions so far; caches of derived answers compare it. */
  commits = 0;
  /** Write transactions begun so far, committed or not. */
  attempts = 0;

  constructor(
    private readonly db: Database,
    options: ReportWriterOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 500;
    this.concurrency = options.concurrency ?? (db.driver === 'pglite' ? 1 : 4);
    this.intake = options.intake;
  }

  write(report: NewReport, key: string | null = null): Promise<WriteOutcome> {
    // Refused before batching: a row the database cannot store would fail its whole batch.
    const field = unstorableField(report);
    if (field)
      return Promise.reject(
        new HttpError(400, `${field} must be valid Unicode text without NUL characters`, 'unstorable-text', { field }),
      );
    return new Promise((resolve, reject) => {
      this.queue.push({ report, key, resolve, reject });
      this.pump();
    });
  }

  /** Resolves when every queued report has been answered and every acknowledged one is in symptom_reports. */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.running > 0) await new Promise((r) => setTimeout(r, 5));
    await this.intake?.barrier();
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      // While a transaction is in flight, a few queued reports wait for it to end and go in the next batch:
      // started at once, each would be a transaction of its own (a statement, a trigger run, a commit) for
      // about the same wait. A queue of JOIN_BELOW or more is worth a second transaction beside it.
      if (this.running > 0 && this.queue.length < JOIN_BELOW) return;
      const batch = this.queue.splice(0, this.maxBatch);
      this.running++;
      void this.flush(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async flush(batch: Pending[], retries = TRANSIENT_RETRIES): Promise<void> {
    const intake = this.intake;
    if (intake && batch.length >= intake.minBatch) {
      const plain = batch.filter(fitsIntake);
      if (plain.length >= intake.minBatch) {
        try {
          this.attempts++;
          const ack = await intake.append(plain.map((p) => intakeReport(p.report)));
          const created = ack.receivedAt.toISOString();
          plain.forEach((p, i) => {
            p.resolve({ row: { id: ack.ids[i]!, ...publicColumns(p.report), created_at: created }, created: true });
          });
        } catch (err) {
          for (const p of plain) p.reject(err);
        }
        const taken = new Set(plain);
        const rest = batch.filter((p) => !taken.has(p));
        if (rest.length > 0) await this.flushDirect(rest, retries);
        return;
      }
    }
    await this.flushDirect(batch, retries);
  }

  private async flushDirect(batch: Pending[], retries = TRANSIENT_RETRIES): Promise<void> {
    try {
      this.attempts++;
      // A batch without Idempotency-Keys or participants is one INSERT statement, atomic and
      // durable on its own: sent without BEGIN/COMMIT it costs one round trip instead of three.
      const outcomes = isSingleStatement(batch)
        ? await writeBatch(this.db, batch)
        : await this.db.transaction((tx) => writeBatch(tx, batch));
      this.commits++;
      batch.forEach((p, i) => {
        p.resolve(outcomes[i]!);
      });
    } catch (err) {
      // Lost a deadlock or a serialization race: no row is at fault, so the same batch runs again
      // after a short random pause that keeps the two transactions from meeting in step again.
      if (retries > 0 && isTransient(err)) {
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (TRANSIENT_RETRIES - retries + 1)));
        await this.flushDirect(batch, retries - 1);
        return;
      }
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await this.flushDirect(batch.slice(0, half));
      await this.flushDirect(batch.slice(half));
    }
  }
}

/**
 * Queued reports fewer than this wait for a running transaction rather than start one beside it
 * (api/bench/README.md).
 */
const JOIN_BELOW = 16;

/** Times a batch is run again after a transient failure before it is split or refused. */
export const TRANSIENT_RETRIES = 3;

/** deadlock_detected and serialization_failure: PostgreSQL's codes for a transaction safe to run again as is. */
const TRANSIENT_CODES = new Set(['40P01', '40001']);

export function isTransient(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}

/** NUL, or half of a surrogate pair: text PostgreSQL cannot store. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first field of a report the database would refuse as text, or null. */
export function unstorableField(report: NewReport): string | null {
  const fields: [string, string | null][] = [
    ['nickname', report.nickname],
    ['pinCode', report.pinCode],
    ['city', report.city],
    ['state', report.state],
  ];
  for (const [name, value] of fields) if (value !== null && UNSTORABLE.test(value)) return name;
  return null;
}

const COUNTRY_SET = new Set<string>(COUNTRY_CODES);
const ILLNESS_SET = new Set<string>(ILLNESS_TYPES);
const SEVERITY_SET = new Set<string>(SEVERITIES);
const SYMPTOM_SET = new Set<string>(SYMPTOMS);
const CHANNELS = new Set<string>(['web', 'sms', 'whatsapp', 'voice']);
const within = (v: number | null, lo: number, hi: number) => v === null || (Number.isFinite(v) && v >= lo && v <= hi);
const bucket = (v: number | null | undefined) =>
  v === undefined || v === null || (Number.isInteger(v) && v >= 0 && v <= 255);

/**
 * Whether symptom_reports' checks (0001, 1100, 1200) would take this report: the intake acknowledges before the
 * table sees it, so only a report the table will take may go there; any other is inserted directly, and the
 * database refuses it as before.
 */
export function fitsTable(r: NewReport): boolean {
  const len = (s: string | null, lo: number, hi: number) => s === null || (s.length >= lo && [...s].length <= hi);
  return (
    COUNTRY_SET.has(r.country) &&
    ILLNESS_SET.has(r.illnessType) &&
    SEVERITY_SET.has(r.severity) &&
    CHANNELS.has(r.channel ?? 'web') &&
    r.symptoms.length >= 1 &&
    r.symptoms.length <= 15 &&
    r.symptoms.every((s) => SYMPTOM_SET.has(s)) &&
    len(r.nickname, 1, 40) &&
    r.pinCode.length >= 1 &&
    len(r.pinCode, 1, 16) &&
    len(r.city, 0, 200) &&
    len(r.state, 0, 200) &&
    (r.latitude === null) === (r.longitude === null) &&
    within(r.latitude, -90, 90) &&
    within(r.longitude, -180, 180) &&
    bucket(r.sources?.address) &&
    bucket(r.sources?.participant) &&
    unstorableField(r) === null
  );
}

function fitsIntake(p: Pending): boolean {
  return p.key === null && !p.report.participation && fitsTable(p.report);
}

function intakeReport(r: NewReport): IntakeReport {
  return {
    ...publicColumns(r),
    channel: r.channel ?? 'web',
    address_bucket: r.sources?.address ?? null,
    participant_bucket: r.sources?.participant ?? null,
  };
}

/** A ReportRow's columns as the table will store them (no trigger rewrites any of them). */
function publicColumns(r: NewReport): Omit<ReportRow, 'id' | 'created_at'> {
  return {
    nickname: r.nickname,
    country: r.country,
    pin_code: r.pinCode,
    symptoms: r.symptoms,
    illness_type: r.illnessType,
    severity: r.severity,
    latitude: r.latitude,
    longitude: r.longitude,
    city: r.city,
    state: r.state,
  };
}

/** writeBatch runs exactly one statement (the INSERT) for a batch with no key and no participant. */
function isSingleStatement(batch: Pending[]): boolean {
  return batch.every((p) => p.key === null && !p.report.participation);
}

async function writeBatch(tx: Queryable, batch: Pending[]): Promise<WriteOutcome[]> {
  const outcomes: (WriteOutcome | undefined)[] = new Array(batch.length);
  // Idempotency: claim each new key first. A key already claimed (earlier,
  // by another process, or twice in this batch) answers with its report.
  // Sorted: two batches that share keys (a retry sent to another process) claim them in one order.
  const keys = [...new Set(batch.map((p) => p.key).filter((k): k is string => k !== null))].sort();
  const fresh = new Set<string>();
  if (keys.length > 0) {
    const claimed = await tx.query<{ key: string }>(
      'INSERT INTO report_idempotency_keys (key) SELECT unnest($1::text[]) ON CONFLICT (key) DO NOTHING RETURNING key',
      [keys],
    );
    for (const r of claimed.rows) fresh.add(r.key);
  }
  const toInsert: number[] = [];
  const firstForKey = new Map<string, number>();
  batch.forEach((p, i) => {
    if (p.key === null) {
      toInsert.push(i);
      return;
    }
    if (!fresh.has(p.key) || firstForKey.has(p.key)) return;
    firstForKey.set(p.key, i);
    toInsert.push(i);
  });

  if (toInsert.length > 0) {
    const payload = toInsert.map((i) => intakeReport(batch[i]!.report));
    const inserted = await tx.query<DbReportRow>(
      `INSERT INTO symptom_reports (${INTAKE_COLUMNS})
       SELECT ${INTAKE_X_COLUMNS} FROM ${intakeRecordset('$1::jsonb')}
       ORDER BY x.ord
       RETURNING ${REPORT_COLUMNS}`,
      [JSON.stringify(payload)],
    );
    // Identity values are drawn in the ORDER BY order, so ascending ids line up with the input.
    const rows = inserted.rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    toInsert.forEach((batchIndex, j) => {
      outcomes[batchIndex] = { row: toReportRow(rows[j]!), created: true };
    });
    for (const i of toInsert) {
      const participation = batch[i]!.report.participation;
      if (participation) await recordParticipation(tx, participation);
    }
    const keyed = toInsert.filter((i) => batch[i]!.key !== null);
    if (keyed.length > 0) {
      await tx.query(
        `UPDATE report_idempotency_keys k SET report_id = v.id
         FROM unnest($1::text[], $2::bigint[]) AS v(key, id) WHERE k.key = v.key`,
        [keyed.map((i) => batch[i]!.key), keyed.map((i) => outcomes[i]!.row.id)],
      );
    }
  }

  const missing = batch.map((p, i) => (outcomes[i] ? null : p.key)).filter((k): k is string => k !== null);
  if (missing.length > 0) {
    const known = new Map<string, ReportRow>();
    for (const [key, i] of firstForKey) known.set(key, outcomes[i]!.row);
    const stored = await tx.query<DbReportRow & { idem_key: string }>(
      `SELECT k.key AS idem_key, ${reportColumns('r')}
       FROM report_idempotency_keys k JOIN symptom_reports r ON r.id = k.report_id WHERE k.key = ANY($1::text[])`,
      [[...new Set(missing)]],
    );
    for (const s of stored.rows) {
      const { idem_key, ...row } = s;
      if (!known.has(idem_key)) known.set(idem_key, toReportRow(row));
    }
    batch.forEach((p, i) => {
      if (outcomes[i] || p.key === null) return;
      const row = known.get(p.key);
      // The key's first use is not visible as a stored report yet (its writer may be a process that
      // just died mid-batch): the retry must not create a second report, and it may pass later.
      if (!row) throw new HttpError(503, 'This report is still being stored: please try again', 'report-still-storing');
      outcomes[i] = { row, created: false };
    });
  }
  return outcomes as WriteOutcome[];
}
