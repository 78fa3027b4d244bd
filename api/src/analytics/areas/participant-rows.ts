import { dayString } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { PAGE_ROWS } from './postal-rows';

/**
 * The case definitions the area pass judges as rates per participant, with their column in
 * analytics_postal_daily_participants. ECDC's ILI is left out: it counts nearly the same people as WHO's, and a
 * second series of the same illness would double an area's chances of a false alarm.
 */
export const RATED_DEFINITIONS = [
  { id: 'ili-who', column: 'ili_who' },
  { id: 'cli', column: 'cli' },
  { id: 'dli', column: 'dli' },
  { id: 'age', column: 'age' },
] as const;

/**
 * analytics_postal_daily_participants rows of a window, column-wise (one entry per postal key and UTC day, a
 * key's rows consecutive): the participants ("I feel fine" check-ins and reports made with a participant key)
 * and how many of them met each rated definition.
 */
export class ParticipantRows {
  readonly countries: string[] = [];
  readonly keys: string[] = [];
  pin: number[] = [];
  day: number[] = [];
  participants: number[] = [];
  /** cases[k][i]: participants of row i meeting RATED_DEFINITIONS[k]. */
  readonly cases: number[][] = RATED_DEFINITIONS.map(() => []);

  get length(): number {
    return this.day.length;
  }

  /** The rows again from their columns, as they cross to the area worker (a message carries no methods). */
  static from(columns: ParticipantColumns): ParticipantRows {
    return Object.assign(new ParticipantRows(), columns);
  }

  push(country: string, key: string, day: number, participants: number, cases: readonly number[]): void {
    const last = this.keys.length - 1;
    if (last < 0 || this.keys[last] !== key || this.countries[last] !== country) {
      this.countries.push(country);
      this.keys.push(key);
    }
    this.pin.push(this.keys.length - 1);
    this.day.push(day);
    this.participants.push(participants);
    for (const [k, c] of cases.entries()) this.cases[k]!.push(c);
  }
}

/** ParticipantRows' columns, which is what a worker message carries of them. */
export type ParticipantColumns = Pick<ParticipantRows, 'countries' | 'keys' | 'pin' | 'day' | 'participants' | 'cases'>;

/** Reads the window's rows a page at a time by primary key, as readPostalRows does. */
export async function readParticipantRows(
  db: Queryable,
  sinceDay: number,
  untilDay: number,
  pause: () => Promise<void> = async () => {},
  pageRows = PAGE_ROWS,
): Promise<ParticipantRows> {
  const rows = new ParticipantRows();
  const columns = RATED_DEFINITIONS.map((d) => `array_agg(${d.column}) AS ${d.column}`).join(', ');
  let cursor: [string, string, string] = ['', '', '0001-01-01'];
  for (;;) {
    const res = await db.query<Record<string, unknown[] | null>>(
      `SELECT array_agg(country) AS c, array_agg(postal_key) AS k, array_agg(d) AS d, array_agg(participants) AS n,
              ${columns}
         FROM (SELECT country, postal_key, (day - DATE '1970-01-01')::int AS d, participants,
                      ${RATED_DEFINITIONS.map((d) => d.column).join(', ')}
                 FROM analytics_postal_daily_participants
                WHERE (country, postal_key, day) > ($1, $2, $3::date)
                  AND day >= $4::date AND day <= $5::date
                ORDER BY country, postal_key, day
                LIMIT $6) page`,
      [...cursor, dayString(sinceDay), dayString(untilDay), pageRows],
    );
    const page = res.rows[0];
    const c = page?.c as string[] | null | undefined;
    if (!page || !c || c.length === 0) break;
    const k = page.k as string[];
    const d = page.d as number[];
    const n = page.n as number[];
    const perDefinition = RATED_DEFINITIONS.map((def) => page[def.column] as number[]);
    for (let j = 0; j < c.length; j++)
      rows.push(
        c[j]!,
        k[j]!,
        Number(d[j]),
        Number(n[j]),
        perDefinition.map((col) => Number(col[j])),
      );
    const last = c.length - 1;
    cursor = [c[last]!, k[last]!, dayString(Number(d[last]))];
    if (c.length < pageRows) break;
    await pause();
  }
  return rows;
}
