/**
 * A JSON array of integers written as ASCII bytes. The map's largest answers
 * (a country at two decimals, tens of thousands of cells) spent longer
 * turning numbers into strings and joining them than summing the rows; digits
 * written into one growing byte array, sent as those bytes, take a fraction
 * of that (api/bench/README.md, bench:scale).
 */
export class AsciiInts {
  private bytes = new Uint8Array(1 << 16);
  private length = 1;
  private count = 0;

  constructor() {
    this.bytes[0] = 91; // [
  }

  /** Appends v (a safe integer), a comma before it unless it is the first. */
  int(v: number): void {
    // The longest safe integer is 16 digits, a sign and a comma (and the closing bracket): 19 bytes.
    if (this.length + 19 > this.bytes.length) {
      const bigger = new Uint8Array(this.bytes.length * 2);
      bigger.set(this.bytes.subarray(0, this.length));
      this.bytes = bigger;
    }
    const b = this.bytes;
    if (this.count++ > 0) b[this.length++] = 44; // ,
    if (v < 0) {
      b[this.length++] = 45; // -
      v = -v;
    }
    if (v < 2 ** 31) {
      // Every figure of a map answer: int32 arithmetic, which the engine turns into multiplications.
      let n = v | 0;
      let at = this.length + (n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10_000 ? 4 : String(n).length);
      this.length = at;
      do {
        const q = (n / 10) | 0;
        b[--at] = 48 + n - q * 10;
        n = q;
      } while (n > 0);
      return;
    }
    const text = String(v);
    for (let k = 0; k < text.length; k++) b[this.length++] = text.charCodeAt(k);
  }

  /** The array's JSON text (the writer is done with). */
  json(): Buffer {
    this.bytes[this.length++] = 93; // ]
    return Buffer.from(this.bytes.buffer, 0, this.length);
  }
}
