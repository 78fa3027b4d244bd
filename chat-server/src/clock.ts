/** Time source; tests inject a controllable one to reach a room's 24-hour expiry. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
