import { createHmac, randomBytes } from 'node:crypto';
import { todayNumber } from '@healthwatch/contracts';

/**
 * Which of this many buckets a report's source falls in. 256: so few that each bucket holds about 1/256 of the
 * day's addresses (a bucket names no one, and cannot be looked up from an address without the day's key), and
 * so many that two of an honest excess's few independent sources rarely share one (1 in 256 per pair), which would
 * only make an alert's evidence look weaker, never stronger.
 */
export const SOURCE_BUCKETS = 256;

/** The two buckets stored with a report (migration 1200); null when the report came with no such source. */
export interface ReportSources {
  /** From the client's address (the peer, or TRUST_PROXY's client). */
  address: number | null;
  /** From the participant's weekly pseudonym, when the report carries a participant key. */
  participant: number | null;
}

/**
 * Short-lived, unstored source buckets for corroborating alerts (docs/DESIGN.md "What bounds an alert").
 * bucket = first byte of HMAC-SHA256(dayKey, value), where dayKey is drawn at random in memory for each UTC day
 * and forgotten with it. Never stored: the address, the pseudonym, the key. So a bucket tells the area pass that
 * two reports of one day may share a source, cannot be recomputed from a guessed address (the key is gone), and
 * cannot link a source across days (the next day's key is unrelated). Each API process draws its own key: a
 * client spread over P processes counts as up to P sources, which the per-area intake caps also bound.
 */
export class SourceBuckets {
  private day = Number.NaN;
  private key: Buffer = Buffer.alloc(0);

  constructor(private readonly clock: () => Date = () => new Date()) {}

  of(address: string | null | undefined, pseudonym: Buffer | null | undefined): ReportSources {
    return {
      address: address ? this.bucket(Buffer.from(`address:${address}`)) : null,
      participant: pseudonym ? this.bucket(Buffer.concat([Buffer.from('participant:'), pseudonym])) : null,
    };
  }

  private bucket(value: Buffer): number {
    const today = todayNumber(this.clock());
    if (today !== this.day) {
      this.day = today;
      this.key = randomBytes(32);
    }
    return createHmac('sha256', this.key).update(value).digest()[0]! % SOURCE_BUCKETS;
  }
}
