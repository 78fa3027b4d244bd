import type { PushAlertPayload } from '@healthwatch/contracts/push/schemas';

/**
 * Reads a push message as an area alert. The API is the only sender that can
 * reach this worker (VAPID), but a message is still checked field by field:
 * a notification is shown from what passes, nothing else.
 */
export function readAlertPayload(data: unknown, siteOrigin: string): PushAlertPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const text = (v: unknown, max: number) => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);
  const title = text(d.title, 200);
  const body = text(d.body, 500);
  const url = text(d.url, 2000);
  const unsubscribeUrl = text(d.unsubscribeUrl, 2000);
  const token = text(d.token, 100);
  const tag = text(d.tag, 600);
  if (!title || !body || !url || !unsubscribeUrl || !token || !tag) return null;
  // A click opens a page of this site only.
  let target: URL;
  try {
    target = new URL(url, siteOrigin);
  } catch {
    return null;
  }
  if (target.origin !== siteOrigin) return null;
  // A weekly reminder names its own stop action; an area alert keeps the worker's.
  const stopTitle = text(d.stopTitle, 100);
  return { title, body, url: target.href, unsubscribeUrl, token, tag, ...(stopTitle ? { stopTitle } : {}) };
}
