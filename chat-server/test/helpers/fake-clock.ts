import type { Clock } from '../../src/clock';

/** A clock the test moves by hand, to reach a room's 24-hour expiry without waiting. */
export class FakeClock implements Clock {
  constructor(private current = Date.UTC(2026, 0, 1, 12)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
