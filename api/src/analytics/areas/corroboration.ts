import type { WatchReason } from '@healthwatch/contracts';

/**
 * Whether an alarm's excess is more than one source's doing (issue 33; docs/DESIGN.md "What bounds an alert").
 * Pure: the area pass reads the alarm's reports grouped by postal key, UTC hour and source bucket, and asks this.
 */

/** The stated rule. An alert needs reports from MIN_PLACES postal codes or MIN_HOURS distinct hours, and ... */
export const MIN_PLACES = 3;
export const MIN_HOURS = 3;
/**
 * ... no single source making more than this share of the excess over the expected count: at least three
 * independent sources between them. One client, however many reports it sends, is one source a day.
 */
export const MAX_SOURCE_SHARE = 1 / 3;

/** The alarm's reports in one postal key, UTC hour (hours since the epoch) and pair of source buckets. */
export interface SourceRow {
  postalKey: string;
  hour: number;
  /** The address bucket (alerts/source-buckets.ts), or null for a report that came without one. */
  address: number | null;
  /** The participant bucket, or null. */
  participant: number | null;
  count: number;
}

export interface Corroboration {
  places: number;
  hours: number;
  /** The largest source's reports over the excess (observed − expected); null when there is no excess. */
  sourceShare: number | null;
  corroborated: boolean;
}

/**
 * A source is an address bucket of one UTC day (the bucket's key lives a day, so that is all it can tell), or a
 * participant bucket of one day (a text message's or a call's: its number's); a report with neither (Supabase,
 * demo or seeded rows) counts its postal code and hour as its source. Address and participant sources are judged apart, so neither fresh
 * participant keys from one address nor one participant key from many addresses adds a source.
 */
export function corroborate(rows: readonly SourceRow[], observed: number, expected: number): Corroboration {
  const places = new Set<string>();
  const hours = new Set<number>();
  const byAddress = new Map<string, number>();
  const byParticipant = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
  for (const r of rows) {
    if (r.count <= 0) continue;
    places.add(r.postalKey);
    hours.add(r.hour);
    const day = Math.floor(r.hour / 24);
    add(byAddress, r.address === null ? `k:${r.postalKey}:${r.hour}` : `a:${day}:${r.address}`, r.count);
    if (r.participant !== null) add(byParticipant, `p:${day}:${r.participant}`, r.count);
  }
  let top = 0;
  for (const n of byAddress.values()) top = Math.max(top, n);
  for (const n of byParticipant.values()) top = Math.max(top, n);
  const excess = observed - expected;
  const sourceShare = excess > 0 ? round3(top / excess) : null;
  const spread = places.size >= MIN_PLACES || hours.size >= MIN_HOURS;
  return {
    places: places.size,
    hours: hours.size,
    sourceShare,
    corroborated: spread && sourceShare !== null && sourceShare <= MAX_SOURCE_SHARE,
  };
}

/**
 * Why a stored watch is not an alert, from the evidence stored with it: too little spread, else one source's
 * share of the excess, else (corroborated) the pass-wide false-discovery control held it back.
 */
export function watchReason(e: { places: number; hours: number; sourceShare: number | null }): WatchReason {
  if (e.places < MIN_PLACES && e.hours < MIN_HOURS) return 'spread';
  if (e.sourceShare === null || e.sourceShare > MAX_SOURCE_SHARE) return 'oneSource';
  return 'passWide';
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
