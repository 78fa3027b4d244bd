import type { PresenceCountResponse } from '@healthwatch/contracts';

export type OnlineStatus = { kind: 'checking' } | { kind: 'unavailable' } | { kind: 'online'; count: number };

/** Asks the chat server how many people are in the chat; throws when it cannot be reached or answers nonsense. */
export async function fetchOnlineCount(
  chatServerUrl: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const response = await fetchImpl(new URL('/presence/count', chatServerUrl), { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`chat server answered ${response.status}`);
  const body = (await response.json()) as Partial<PresenceCountResponse>;
  if (typeof body.online !== 'number' || !Number.isInteger(body.online) || body.online < 0)
    throw new Error('malformed online count');
  return body.online;
}
