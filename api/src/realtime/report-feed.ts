import type { PublicReportRow } from '@healthwatch/contracts';
import type { Database } from '../db/database';
import { REPORT_CHANNEL } from '../reports/channel';
import { type DbPublicReportRow, PUBLIC_REPORT_COLUMNS, toPublicReportRow } from '../reports/rows';

/** Subscribers (public streams) get the public row only. */
type Listener = (row: PublicReportRow) => void;

/** Report ids remembered in commit order, to resume a feed exactly (committedAfter). */
const COMMIT_LOG_SIZE = 10_000;

/**
 * One LISTEN per API process (docs/DESIGN.md §6): the insert trigger NOTIFYs the new
 * ids, this reads those rows once and hands them to every subscriber (the SSE
 * connections of this process).
 */
export class ReportFeed {
  private readonly listeners = new Set<Listener>();
  private unlisten: (() => Promise<void>) | null = null;
  private schema = 'public';
  /** The last COMMIT_LOG_SIZE report ids in the order their transactions committed (NOTIFY order). */
  private commitLog: string[] = [];
  /** Settles when every NOTIFY heard so far has been handed to the listeners. */
  private emitted: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    const res = await this.db.query<{ schema: string }>(
      `SELECT n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.oid = 'symptom_reports'::regclass`,
    );
    this.schema = res.rows[0]?.schema ?? 'public';
    this.unlisten = await this.db.listen(REPORT_CHANNEL, (payload) => {
      void this.deliver(payload).catch(this.onError);
    });
  }

  async stop(): Promise<void> {
    const u = this.unlisten;
    this.unlisten = null;
    this.listeners.clear();
    if (u) await u().catch(() => undefined);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  /**
   * Ids committed after `id`, in commit order, or null when `id` is not among the
   * last COMMIT_LOG_SIZE commits this process heard of. Ids are drawn before commit,
   * so concurrent writers (another batch, another process) can commit a lower id after
   * a higher one: a feed resumed with "id > Last-Event-ID" alone would skip it.
   */
  committedAfter(id: string): string[] | null {
    const at = this.commitLog.lastIndexOf(id);
    return at < 0 ? null : this.commitLog.slice(at + 1);
  }

  private remember(ids: string[]): void {
    this.commitLog.push(...ids);
    if (this.commitLog.length > COMMIT_LOG_SIZE * 1.5) this.commitLog = this.commitLog.slice(-COMMIT_LOG_SIZE);
  }

  /**
   * Rows are read concurrently (one query per NOTIFY, on a pool) but handed on strictly
   * in NOTIFY order: a feed that saw a later commit before an earlier one and then lost
   * its process would resume past the earlier one (committedAfter) and never get it.
   */
  private async deliver(payload: string): Promise<void> {
    const sep = payload.lastIndexOf(':');
    if (sep < 0 || payload.slice(0, sep) !== this.schema) return;
    const ids = payload
      .slice(sep + 1)
      .split(',')
      .filter((s) => /^\d{1,19}$/.test(s));
    if (ids.length === 0) return;
    this.remember(ids);
    if (this.listeners.size === 0) return;
    const rows = this.db.query<DbPublicReportRow>(
      `SELECT ${PUBLIC_REPORT_COLUMNS} FROM symptom_reports WHERE id = ANY($1::bigint[]) ORDER BY symptom_reports.id`,
      [ids],
    );
    // Handled here too, so a failed read waiting for its turn is not an unhandled rejection.
    rows.catch(() => undefined);
    const turn = this.emitted.then(async () => {
      for (const raw of (await rows).rows) {
        const row = toPublicReportRow(raw);
        for (const l of this.listeners) l(row);
      }
    });
    // The next NOTIFY waits for this one's turn, whether it succeeded or not.
    this.emitted = turn.catch(() => undefined);
    await turn;
  }
}
