import type { HealthDataClient, Report, ToastKind } from '@healthwatch/contracts';
import { emitWindowEvent } from '@healthwatch/contracts';
import { useEffect } from 'react';
import { flushOutbox } from './flush-outbox';
import type { ReportOutbox } from './report-outbox';

export const QUEUED_SENT_MESSAGE = 'Your saved report has been sent';
export const QUEUED_REFUSED_MESSAGE = 'A saved report could not be sent';

const isOnline = () => globalThis.navigator?.onLine !== false;

/** One round at a time per page: a second trigger during a round waits for the next one. */
let round: Promise<unknown> | null = null;

/**
 * Sends the outbox when the form mounts and whenever the browser comes back online; every report
 * sent reaches the map through the usual `report-submitted` window event.
 */
export function useOutboxFlush(
  outbox: ReportOutbox | null,
  client: HealthDataClient,
  toast: (kind: ToastKind, message: string) => void,
): void {
  useEffect(() => {
    if (!outbox) return undefined;
    const flush = () => {
      if (round || !isOnline()) return;
      round = flushOutbox(
        outbox,
        client,
        {
          sent: (report: Report) => {
            emitWindowEvent('report-submitted', { report });
            toast('success', QUEUED_SENT_MESSAGE);
          },
          refused: (_queued, message) => toast('error', `${QUEUED_REFUSED_MESSAGE}: ${message}`),
        },
        isOnline,
      )
        .catch((err: unknown) => console.warn('Saved reports could not be read', err))
        .finally(() => {
          round = null;
        });
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [outbox, client, toast]);
}
