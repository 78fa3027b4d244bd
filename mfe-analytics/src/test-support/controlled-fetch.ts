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

export function controlledFetch() {
  const calls: PendingCall[] = [];
  const impl = ((input: string, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
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
