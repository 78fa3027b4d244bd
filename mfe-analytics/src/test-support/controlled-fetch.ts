/**
 * fetch is the network boundary: each call waits until the test answers it,
 * so tests control order and timing. (The real API is exercised by the API's
 * integration tests and by e2e/tests/analytics.spec.ts.) Abort signals are
 * deliberately ignored here, to prove late answers are dropped anyway.
 */
export interface PendingCall {
  url: URL;
  body: unknown;
  answer(body: unknown, status?: number): void;
  fail(): void;
}

/**
 * `standing` answers the requests a test is not about at once (and leaves them out of `calls`): a body,
 * or undefined to hold the request like any other.
 */
export function controlledFetch(standing: (url: URL) => unknown = () => undefined) {
  const calls: PendingCall[] = [];
  const impl = ((input: string, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const fixed = standing(new URL(input));
      if (fixed !== undefined) {
        resolve({ ok: true, status: 200, json: async () => fixed } as unknown as Response);
        return;
      }
      calls.push({
        url: new URL(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        answer: (body, status = 200) =>
          resolve({ ok: status < 300, status, json: async () => body } as unknown as Response),
        fail: () => reject(new TypeError('Failed to fetch')),
      });
    })) as typeof fetch;
  return { impl, calls, last: () => calls[calls.length - 1]! };
}
