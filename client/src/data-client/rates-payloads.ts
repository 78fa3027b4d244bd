import type { CheckIn, WeeklyRate, WeeklyRates } from '@healthwatch/contracts';
import { isObject, unwrapData } from './payloads';

const isNumberOrNull = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isFinite(v));

function parseWeek(row: unknown): WeeklyRate | null {
  if (!isObject(row)) return null;
  const { week, weekStart, participants, withheld, cases, ratePer1000, lower, upper } = row;
  if (typeof week !== 'string' || typeof weekStart !== 'string') return null;
  if (typeof participants !== 'number' || typeof withheld !== 'boolean') return null;
  if (![cases, ratePer1000, lower, upper].every(isNumberOrNull)) return null;
  return {
    week,
    weekStart,
    participants,
    withheld,
    cases: cases as number | null,
    ratePer1000: ratePer1000 as number | null,
    lower: lower as number | null,
    upper: upper as number | null,
  };
}

/** GET /api/rates/weekly's `data` (WeeklyRatesResponseSchema), or null when the answer is not one. */
export function parseWeeklyRates(body: unknown): WeeklyRates | null {
  const data = unwrapData(body);
  if (!isObject(data) || !isObject(data.area) || !Array.isArray(data.weeks)) return null;
  const { id, name, level, country } = data.area;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof country !== 'string') return null;
  if (level !== 'country' && level !== 'state' && level !== 'district' && level !== 'city') return null;
  if (typeof data.definition !== 'string' || typeof data.minParticipants !== 'number') return null;
  const weeks = data.weeks.map(parseWeek);
  if (weeks.some((w) => w === null)) return null;
  return {
    area: { id, name, level, country },
    definition: data.definition as WeeklyRates['definition'],
    minParticipants: data.minParticipants,
    weeks: weeks as WeeklyRate[],
  };
}

/** POST /api/check-ins' `data`, or null. */
export function parseCheckIn(body: unknown): CheckIn | null {
  const data = unwrapData(body);
  if (!isObject(data) || typeof data.week !== 'string') return null;
  const { week, country, pinCode, city, state } = data;
  if (typeof country !== 'string' || typeof pinCode !== 'string') return null;
  const orNull = (v: unknown) => (typeof v === 'string' ? v : null);
  return { week, country, pinCode, city: orNull(city), state: orNull(state) };
}
