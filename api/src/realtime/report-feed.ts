import type { ReportRow } from '@healthwatch/contracts';
import type { Database } from '../db/database';
import { REPORT_COLUMNS, toReportRow, type DbReportRow } from '../reports/rows';

export const REPORT_CHANNEL = 'symptom_reports_insert';

type Listener = (row: ReportRow) => void;

/**
 * One LISTEN per API process (docs/DESIGN.md §6): the insert trigger NOTIFYs the new
 * ids, this reads those rows once and hands them to every subscriber (the SSE
 * connections of this process).
 */
export class ReportFeed {
  private readonly listeners = new Set<Listener>();
  private unlisten: (() => Promise<void>) | null = null;
  private schema = 'public';

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

  private async deliver(payload: string): Promise<void> {
    if (this.listeners.size === 0) return;
    const sep = payload.lastIndexOf(':');
    if (sep < 0 || payload.slice(0, sep) !== this.schema) return;
    const ids = payload
      .slice(sep + 1)
      .split(',')
      .filter((s) => /^\d{1,19}$/.test(s));
    if (ids.length === 0) return;
    const res = await this.db.query<DbReportRow>(
      `SELECT ${REPORT_COLUMNS} FROM symptom_reports WHERE id = ANY($1::bigint[]) ORDER BY symptom_reports.id`,
      [ids],
    );
    for (const raw of res.rows) {
      const row = toReportRow(raw);
      for (const l of this.listeners) l(row);
    }
  }
}
