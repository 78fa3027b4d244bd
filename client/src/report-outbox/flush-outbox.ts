import { RequestRefusedError } from '../http/http-client';
import type { HealthDataClient, Report } from '@healthwatch/contracts';
import type { QueuedReport, ReportOutbox } from './report-outbox';

export interface FlushEvents {
  sent(report: Report, queued: QueuedReport): void;
  /** The API answered and refused it (it will never be accepted as it is): it leaves the outbox. */
  refused(queued: QueuedReport, message: string): void;
}

export interface FlushResult {
  sent: number;
  refused: number;
  /** Still waiting for a connection. */
  left: number;
}

/**
 * Sends every queued report, oldest first, each with its own Idempotency-Key, and removes it once the
 * API has answered. A failure without an answer (still offline, or the connection dropped mid-way)
 * stops the round and keeps the rest for the next one. Two tabs flushing at once, or a send whose
 * answer was lost, send the same key twice: the API stores the report once and answers both.
 */
export async function flushOutbox(
  outbox: ReportOutbox,
  client: Pick<HealthDataClient, 'submitReport'>,
  events: FlushEvents,
  isOnline: () => boolean,
): Promise<FlushResult> {
  const queued = await outbox.list();
  const result: FlushResult = { sent: 0, refused: 0, left: queued.length };
  for (const entry of queued) {
    if (!isOnline()) break;
    let report: Report;
    try {
      report = await client.submitReport(entry.body, { idempotencyKey: entry.idempotencyKey });
    } catch (err) {
      // A refusal is the API's answer about this report; anything else (no connection, a timeout,
      // a 5xx or 429) may pass, so the report stays for the next round.
      if (!(err instanceof RequestRefusedError)) break;
      await outbox.remove(entry.idempotencyKey);
      result.refused++;
      result.left--;
      events.refused(entry, err.message);
      continue;
    }
    await outbox.remove(entry.idempotencyKey);
    result.sent++;
    result.left--;
    events.sent(report, entry);
  }
  return result;
}
