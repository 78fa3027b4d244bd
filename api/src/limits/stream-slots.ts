/** Why a slot was refused: its address holds its share, or the server holds all it may. */
export type SlotRefusal = 'address' | 'total';

/**
 * Open long-lived streams or sockets counted per client address and in total.
 * An address's count lives only while it has one open (memory only, never
 * logged); 0 turns a limit off.
 */
export class StreamSlots {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perAddress: number,
    private readonly maxTotal: number,
  ) {}

  get open(): number {
    return this.total;
  }

  /** A release function for the slot taken, or why none was free. */
  acquire(address: string): (() => void) | SlotRefusal {
    const held = this.byAddress.get(address) ?? 0;
    if (this.perAddress > 0 && held >= this.perAddress) return 'address';
    if (this.maxTotal > 0 && this.total >= this.maxTotal) return 'total';
    this.byAddress.set(address, held + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}
