import { randomBytes } from 'node:crypto';
import { isoWeekMondayOf, isoWeekOf, knownIsoWeekStart } from '@healthwatch/contracts';
import type { Database } from '../../src/db/database';
import { definitionFlags, recordParticipation } from '../../src/rates/participation';

const WEEK_MS = 7 * 86_400_000;
export const PARTICIPANTS_PER_WEEK = 50;
/** Weeks of seeded history, ending with the last complete week before `now`. */
export const HISTORY_WEEKS = 20;
/** How many weeks the seeded HealthWatch series runs ahead of the official one. */
export const OFFICIAL_LAG_WEEKS = 2;

/** ILI cases among PARTICIPANTS_PER_WEEK in week index t (0 = oldest): a season's wave with some texture. */
export const casesInWeek = (t: number) => Math.round(3 + 28 * Math.exp(-(((t - 10) / 3) ** 2))) + (t % 3);

/** The ISO weeks of the history, oldest first. */
export function historyWeeks(now: Date): string[] {
  const current = isoWeekMondayOf(now).getTime();
  return Array.from({ length: HISTORY_WEEKS }, (_, i) => isoWeekOf(new Date(current - (HISTORY_WEEKS - i) * WEEK_MS)));
}

/**
 * Counts PARTICIPANTS_PER_WEEK participants in `country` each week of the history (through the same
 * record_participation the API uses), casesInWeek(t) of them meeting ILI (WHO).
 */
export async function seedRateHistory(db: Database, country: string, postalKey: string, now: Date): Promise<void> {
  const flags = definitionFlags(['ili-who', 'ili-ecdc', 'cli']);
  // One transaction: one commit for the whole history.
  await db.transaction(async (tx) => {
    for (const [t, week] of historyWeeks(now).entries()) {
      const monday = knownIsoWeekStart(week).toISOString().slice(0, 10);
      for (let p = 0; p < PARTICIPANTS_PER_WEEK; p++)
        await recordParticipation(tx, {
          areaIds: [country],
          weekStart: monday,
          day: monday,
          pseudonym: randomBytes(16),
          country,
          postalKey,
          flags: p < casesInWeek(t) ? flags : 0,
        });
    }
  });
}

/**
 * An official series (documented CSV layout) that trails the seeded history by OFFICIAL_LAG_WEEKS: its
 * value in week t is a linear function of HealthWatch's rate in week t − 2, plus a little fixed noise.
 */
export function officialCsvWithLead(country: string, now: Date, indicator = 'ili-per-100k'): string {
  const weeks = historyWeeks(now);
  const lines = ['week,area,indicator,value'];
  weeks.forEach((week, t) => {
    const rate = (casesInWeek(t - OFFICIAL_LAG_WEEKS) / PARTICIPANTS_PER_WEEK) * 1000;
    const value = 0.4 * rate + 12 + (((t * 7) % 5) - 2) * 0.8;
    lines.push(`${week},${country},${indicator},${value.toFixed(2)}`);
  });
  return `${lines.join('\n')}\n`;
}
