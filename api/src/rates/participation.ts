import {
  CASE_DEFINITION_IDS,
  type CaseDefinitionId,
  classifyReport,
  isoWeekOf,
  knownIsoWeekStart,
  type Symptom,
  utcDateOf,
} from '@healthwatch/contracts';
import type { Queryable } from '../db/database';
import { postalKey } from '../geocode/normalise';
import { weeklyPseudonym } from './pseudonym';

/** One participant counted once in a week and day: everything record_participation (migration 1130) stores. */
export interface Participation {
  /** Country code and the gazetteer areas (state, district, city) of the postal code. */
  areaIds: string[];
  weekStart: string;
  day: string;
  pseudonym: Buffer;
  country: string;
  postalKey: string;
  flags: number;
}

/** Areas of a postal code from the gazetteer (app.areas), or null when none is loaded. */
export type AreasOfPostalCode = (country: string, pinCode: string) => Promise<{ id: string }[] | null>;

/** Bit i for CASE_DEFINITION_IDS[i]: the flags column of the rate tables. */
export function definitionFlags(ids: readonly CaseDefinitionId[]): number {
  return ids.reduce((flags, id) => flags | (1 << CASE_DEFINITION_IDS.indexOf(id)), 0);
}

/** The rate tables' column of a definition (a fixed list: never built from input). */
export const DEFINITION_COLUMNS: Readonly<Record<CaseDefinitionId, string>> = {
  'ili-who': 'ili_who',
  'ili-ecdc': 'ili_ecdc',
  cli: 'cli',
  dli: 'dli',
  age: 'age',
};

export interface ParticipationInput {
  participantKey: string;
  country: string;
  pinCode: string;
  /** A report's symptoms; none for "I feel fine". */
  symptoms: readonly Symptom[];
  now: Date;
}

/**
 * What is kept of one check-in or report's participant: the week's pseudonym (never the key), where
 * (country, gazetteer areas, postal key) and which definitions were met. A gazetteer that cannot answer
 * leaves the participant counted in the country only, never refused.
 */
export async function participationOf(
  input: ParticipationInput,
  secret: Buffer,
  areasOf: AreasOfPostalCode,
): Promise<Participation> {
  const week = isoWeekOf(input.now);
  const areas = await areasOf(input.country, input.pinCode).catch(() => null);
  return {
    areaIds: [input.country, ...(areas ?? []).map((a) => a.id)],
    weekStart: utcDateOf(knownIsoWeekStart(week)),
    day: utcDateOf(input.now),
    pseudonym: weeklyPseudonym(secret, input.participantKey, week),
    country: input.country,
    postalKey: postalKey(input.country, input.pinCode),
    flags: definitionFlags(classifyReport(input.symptoms)),
  };
}

/** Counts a participant (inside the caller's transaction). The pseudonym travels as hex: both drivers pass text alike. */
export async function recordParticipation(tx: Queryable, p: Participation): Promise<void> {
  await tx.query(`SELECT record_participation($1::text[], $2::date, $3::date, decode($4, 'hex'), $5, $6, $7)`, [
    p.areaIds,
    p.weekStart,
    p.day,
    p.pseudonym.toString('hex'),
    p.country,
    p.postalKey,
    p.flags,
  ]);
}
