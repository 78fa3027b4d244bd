/**
 * The frozen held-out simulation families (scenarios.json in each folder of HELD_OUT_SETS, beside its README): loading, with
 * the SHA-256 check and a schema check, and the series they stand for. Nothing here reads the detector.
 */
import { join } from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { readFrozen } from '../frozen';
import { Random } from '@healthwatch/outbreak-engine';
import { type Scenario, type SimulatedSeries, simulate } from './simulate';

/**
 * The frozen sets, oldest first. held-out (18 families) was frozen in 73c71fd after the detector's change of
 * 9e06e9c; held-out-v2 (16 families, its own authors' outbreak sizes) before the detector's next change; held-out-v3
 * (18 families, ten of them changes in who reports) before the detector learnt a change of reporting level;
 * held-out-v4 (18 families, each illness with the rest of its area's reports) before the detector read them;
 * held-out-v5 (18 families, the area's other illnesses one by one) before the detector read them one by one;
 * held-out-v6 (20 families: heavy overdispersion, steep trends, reporting gaps, outbreak shapes, controls) for issue
 * #33; held-out-v7 (20 families: changes in who reports, news surges, reports moving between illnesses, low counts, new
 * areas, outages, moving holidays, shifting seasons, controls) for issue #33's round after the detector's settings were
 * final; held-out-v8 (20 families: what a participatory system in India and Latin America ordinarily meets, sparse to busy,
 * illness seasons, outbreak shapes, Indian and Latin American holidays, reporting changes, controls) as a further blind
 * check of those settings. Each was written from the literature by an author who saw no detector. A new set is a new
 * folder named here.
 */
export const HELD_OUT_SETS = [
  'held-out',
  'held-out-v2',
  'held-out-v3',
  'held-out-v4',
  'held-out-v5',
  'held-out-v6',
  'held-out-v7',
  'held-out-v8',
] as const;
export const heldOutDir = (set: string): string => join(__dirname, set);
export const HELD_OUT_DIR = heldOutDir('held-out');

const Positive = Type.Number({ exclusiveMinimum: 0 });
const Days = Type.Integer({ minimum: 1 });

const Step = Type.Object({ day: Type.Integer(), factor: Positive }, { additionalProperties: false });
const OutbreakCount = {
  count: Type.Integer({ minimum: 0 }),
  kMin: Type.Integer({ minimum: 0 }),
  kMax: Type.Integer({ minimum: 0 }),
};

/** The companion series (held-out-v4 on): the area's reports of every other illness. */
const Others = Type.Object(
  {
    level: Positive,
    dispersion: Type.Number({ minimum: 1 }),
    trendPerYear: Type.Optional(Type.Number()),
    seasonal: Type.Optional(Type.Number({ minimum: 0 })),
    semiannual: Type.Optional(Type.Number({ minimum: 0 })),
    seasonShiftDays: Type.Optional(Type.Integer()),
    step: Type.Optional(Step),
    outbreaks: Type.Optional(
      Type.Object(
        { ...OutbreakCount, nearScoredOnset: Type.Optional(Type.Integer({ minimum: 0 })) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const Family = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    /** Where the family comes from in the surveillance literature. */
    source: Type.String({ minLength: 1 }),
    why: Type.String({ minLength: 1 }),
    level: Positive,
    trendPerYear: Type.Number(),
    seasonal: Type.Number({ minimum: 0 }),
    dispersion: Type.Number({ minimum: 1 }),
    semiannual: Type.Optional(Type.Number({ minimum: 0 })),
    zeroInflation: Type.Optional(Type.Number({ minimum: 0, exclusiveMaximum: 1 })),
    reportingDelay: Type.Optional(Positive),
    dayOfWeekEffect: Type.Optional(Type.Array(Positive, { minItems: 7, maxItems: 7 })),
    holidays: Type.Optional(
      Type.Object(
        {
          dates: Type.Array(Type.String({ pattern: '^(\\d{4}-)?\\d{2}-\\d{2}$' }), { minItems: 1 }),
          factor: Positive,
          nextDayFactor: Positive,
        },
        { additionalProperties: false },
      ),
    ),
    step: Type.Optional(Step),
    historyDays: Type.Optional(Days),
    testDays: Type.Optional(Days),
    outbreakShape: Type.Optional(
      Type.Object(
        {
          kind: Type.Union([Type.Literal('flat'), Type.Literal('linear'), Type.Literal('exponential')]),
          days: Type.Integer({ minimum: 2 }),
        },
        { additionalProperties: false },
      ),
    ),
    outbreakTiming: Type.Optional(
      Type.Union([
        Type.Object(
          { kind: Type.Literal('window'), from: Type.Integer({ minimum: 0 }), to: Type.Integer({ minimum: 0 }) },
          { additionalProperties: false },
        ),
        Type.Object(
          { kind: Type.Literal('seasonal-peak'), within: Type.Integer({ minimum: 0 }) },
          { additionalProperties: false },
        ),
      ]),
    ),
    pastOutbreaks: Type.Optional(
      Type.Object({ ...OutbreakCount, sameSeason: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
    ),
    reportingTrendPerYear: Type.Optional(Type.Number()),
    others: Type.Optional(Others),
    /** The area's other illnesses one by one (held-out-v5 on). */
    otherIllnesses: Type.Optional(Type.Array(Others, { minItems: 1, maxItems: 7 })),
  },
  { additionalProperties: false },
);

const Study = Type.Object(
  {
    description: Type.String(),
    frozen: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    seed: Type.Integer({ minimum: 0 }),
    /** Outbreak sizes: Poisson(k × baseline SD at onset) cases, the scale of the development simulation. */
    ks: Type.Array(Positive, { minItems: 1 }),
    replicates: Type.Integer({ minimum: 1 }),
    families: Type.Array(Family, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export type HeldOutFamily = Static<typeof Family>;
export type HeldOutStudy = Static<typeof Study>;

/**
 * Reads the frozen families; throws when scenarios.json differs from the SHA-256 in held-out/SHA256, when it does
 * not match the schema, or when a family asks the simulation for something it cannot draw.
 */
export function loadHeldOutScenarios(dir: string = HELD_OUT_DIR): HeldOutStudy {
  const data: unknown = JSON.parse(readFrozen(dir, 'scenarios.json').toString('utf8'));
  if (!Value.Check(Study, data)) {
    const first = Value.Errors(Study, data).First();
    throw new Error(`held-out scenarios malformed at ${first?.path ?? '/'}: ${first?.message ?? 'invalid'}`);
  }
  const names = new Set<string>();
  for (const f of data.families) {
    if (names.has(f.name)) throw new Error(`held-out scenarios: family "${f.name}" appears twice`);
    names.add(f.name);
    const problem = drawProblem(f);
    if (problem) throw new Error(`held-out scenarios: family "${f.name}" ${problem}`);
  }
  return data;
}

/** Why the simulation cannot draw this family, or undefined when it can. */
function drawProblem(f: HeldOutFamily): string | undefined {
  const history = f.historyDays ?? 730;
  const test = f.testDays ?? 364;
  const past = f.pastOutbreaks ?? { count: 4, kMin: 2, kMax: 10 };
  if (past.kMin > past.kMax) return 'has past-outbreak kMin above kMax';
  if (f.others && f.otherIllnesses) return 'has the other illnesses both summed and one by one';
  for (const o of [f.others, ...(f.otherIllnesses ?? [])]) {
    const outbreaks = o?.outbreaks;
    if (outbreaks && outbreaks.kMin > outbreaks.kMax) return "has the other illnesses' outbreak kMin above kMax";
  }
  if (past.count > 0 && !past.sameSeason && history < 60) return 'plants past outbreaks in fewer than 60 days';
  const timing = f.outbreakTiming;
  if (timing?.kind === 'window' && (timing.from > timing.to || timing.to > test - 30))
    return 'places the outbreak outside its scored days (the last 30 are kept for it to unfold)';
  if (timing === undefined && test < 45) return 'has too few scored days for the default outbreak window';
  return undefined;
}

export function toScenario(f: HeldOutFamily): Scenario {
  const { source: _source, why: _why, ...scenario } = f;
  return scenario;
}

/** Every held-out series, in a fixed order (family, then k, then replicate) from the study's own seed. */
export function heldOutSeries(study: HeldOutStudy): SimulatedSeries[] {
  const rng = new Random(study.seed);
  const series: SimulatedSeries[] = [];
  for (const family of study.families) {
    const scenario = toScenario(family);
    for (const k of study.ks) for (let r = 0; r < study.replicates; r++) series.push(simulate(rng, scenario, k));
  }
  return series;
}
