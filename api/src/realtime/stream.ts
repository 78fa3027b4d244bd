import {
  isUnfiltered,
  type MapFilters,
  type PublicReportRow,
  REPORT_STREAM_EVENT,
  reportMatchesFilters,
} from '@healthwatch/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { type DbPublicReportRow, PUBLIC_REPORT_COLUMNS, toPublicReportRow } from '../reports/rows';
import type { ReportFeed } from './report-feed';

const RETRY_MS = 3000;
const BACKFILL_LIMIT = 1000;

const matches = (row: PublicReportRow, f: MapFilters) =>
  isUnfiltered(f) ||
  reportMatchesFilters(
    { illnessType: row.illness_type, severity: row.severity, symptoms: row.symptoms, createdAt: row.created_at },
    f,
  );

const frame = (row: PublicReportRow) =>
  `id: ${row.id}\nevent: ${REPORT_STREAM_EVENT}\ndata: ${JSON.stringify(row)}\n\n`;

export interface ReportStreamDeps {
  db: Database;
  feed: ReportFeed;
  heartbeatMs: number;
  filters: MapFilters;
  /** The last report id the client saw (Last-Event-ID), or null for a new stream. */
  resumeFrom: string | null;
  /** Gives the stream's slot back (StreamSlots). */
  release: () => void;
  /** The streams open in this process, ended together when the server closes. */
  open: Set<() => void>;
}

/**
 * One live feed on a hijacked reply: the headers, then what a resuming client missed, then the live reports
 * matching its filters; live events already sent in the backfill are not repeated.
 */
export async function streamReports(
  reply: FastifyReply,
  request: FastifyRequest,
  { db, feed, heartbeatMs, filters, resumeFrom, release, open }: ReportStreamDeps,
): Promise<void> {
  const raw = reply.raw;
  const headers: Record<string, string | string[] | number> = {};
  for (const [k, v] of Object.entries(reply.getHeaders()))
    if (v !== undefined) headers[k] = v as string | string[] | number;
  raw.writeHead(200, {
    ...headers,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);

  let backfilling = resumeFrom !== null;
  const buffered: PublicReportRow[] = [];
  const sent = new Set<string>();
  const unsubscribe = feed.subscribe((row) => {
    if (!matches(row, filters)) return;
    if (backfilling) buffered.push(row);
    else if (!sent.has(row.id)) raw.write(frame(row));
  });
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    release();
    unsubscribe();
    open.delete(end);
    raw.end();
  };
  open.add(end);
  request.raw.on('close', end);

  if (resumeFrom !== null) {
    try {
      // Everything with a higher id, and the lower ids that committed after the last event
      // the client saw (concurrent writers commit out of id order), as far as this process
      // remembers commits.
      const late = (feed.committedAfter(resumeFrom) ?? []).filter((id) => BigInt(id) < BigInt(resumeFrom));
      const missed = await db.query<DbPublicReportRow>(
        `SELECT ${PUBLIC_REPORT_COLUMNS} FROM symptom_reports WHERE id > $1::bigint OR id = ANY($2::bigint[])
         ORDER BY symptom_reports.id LIMIT ${BACKFILL_LIMIT}`,
        [resumeFrom, late.slice(-BACKFILL_LIMIT)],
      );
      for (const r of missed.rows) {
        const row = toPublicReportRow(r);
        sent.add(row.id);
        if (!matches(row, filters)) continue;
        if (!ended) raw.write(frame(row));
      }
    } catch (err) {
      request.log.warn({ err }, 'stream backfill failed');
    }
    backfilling = false;
    for (const row of buffered.splice(0)) if (!sent.has(row.id) && !ended) raw.write(frame(row));
  }
}
