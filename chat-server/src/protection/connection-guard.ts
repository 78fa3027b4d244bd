export interface ConnectionLimits {
  /** Open connections one address may hold on this process. */
  perAddress: number;
  /** Open connections this process accepts in all. */
  total: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { perAddress: 20, total: 5000 };

/** Counts open connections per address key so one client cannot take every file descriptor. */
export class ConnectionGuard {
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(private readonly limits: ConnectionLimits) {}

  /** Counts the connection in and true, or false (and nothing counted) when a limit is reached. */
  admit(addressKey: string): boolean {
    const held = this.byAddress.get(addressKey) ?? 0;
    if (held >= this.limits.perAddress || this.open >= this.limits.total) return false;
    this.byAddress.set(addressKey, held + 1);
    this.open++;
    return true;
  }

  release(addressKey: string): void {
    const held = this.byAddress.get(addressKey);
    if (held === undefined) return;
    if (held <= 1) this.byAddress.delete(addressKey);
    else this.byAddress.set(addressKey, held - 1);
    this.open--;
  }

  get count(): number {
    return this.open;
  }
}
