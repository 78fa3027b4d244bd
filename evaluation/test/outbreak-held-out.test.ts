import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sha256 } from '../frozen';
import {
  HELD_OUT_DIR,
  HELD_OUT_SETS,
  type HeldOutStudy,
  heldOutDir,
  heldOutSeries,
  loadHeldOutScenarios,
  toScenario,
} from '../outbreak/held-out';
import { ALL_SCENARIOS, baselineMean } from '../outbreak/simulate';

/** SHA-256 of JSON.stringify(heldOutSeries(loadHeldOutScenarios())), taken when the set was frozen. */
const HELD_OUT_SERIES_SHA256 = '3f3fd2bfb3aff4d05733426f934ab3cb160eb96a6e14cb920139a5d0ab1b1636';

describe('frozen held-out outbreak scenarios', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'outbreak-held-out-'));
    copyFileSync(join(HELD_OUT_DIR, 'scenarios.json'), join(dir, 'scenarios.json'));
    copyFileSync(join(HELD_OUT_DIR, 'SHA256'), join(dir, 'SHA256'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = (from: string, to: string) => {
    const path = join(dir, 'scenarios.json');
    const text = readFileSync(path, 'utf8');
    expect(text).toContain(from);
    writeFileSync(path, text.replace(from, to));
  };

  it('matches its stored SHA-256 and holds at least ten sourced families the development scenarios lack', () => {
    const stored = readFileSync(join(HELD_OUT_DIR, 'SHA256'), 'utf8').trim();
    expect(sha256(readFileSync(join(HELD_OUT_DIR, 'scenarios.json')))).toBe(stored);
    const study = loadHeldOutScenarios();
    expect(study.families.length).toBeGreaterThanOrEqual(10);
    expect(study.ks).toEqual([2, 4, 6, 8, 10]);
    const existing = new Set(ALL_SCENARIOS.map((s) => s.name));
    for (const f of study.families) {
      expect(existing.has(f.name)).toBe(false);
      expect(f.source).toMatch(/\d{4}/);
      // Not a copy of a development scenario's parameters.
      const { name: _name, ...own } = toScenario(f);
      for (const s of ALL_SCENARIOS) {
        const { name: _other, ...theirs } = s;
        expect(own).not.toEqual(theirs);
      }
    }
  });

  it('loads an unmodified copy', () => {
    expect(loadHeldOutScenarios(dir).families.length).toBeGreaterThanOrEqual(10);
  });

  it('refuses a copy with one number changed', () => {
    edit('"replicates": 8', '"replicates": 9');
    expect(() => loadHeldOutScenarios(dir)).toThrow(/held-out set changed/);
    expect(() => loadHeldOutScenarios(dir)).toThrow(/results are not printed/);
  });

  it('refuses a copy that was only reformatted', () => {
    const path = join(dir, 'scenarios.json');
    writeFileSync(path, JSON.stringify(JSON.parse(readFileSync(path, 'utf8'))));
    expect(() => loadHeldOutScenarios(dir)).toThrow(/held-out set changed/);
  });

  it('refuses a malformed file even when its hash was updated with it', () => {
    edit('"dispersion": 1.2', '"dispersion": 0.5');
    writeFileSync(join(dir, 'SHA256'), `${sha256(readFileSync(join(dir, 'scenarios.json')))}\n`);
    expect(() => loadHeldOutScenarios(dir)).toThrow(/malformed at \/families\/0\/dispersion/);
  });

  it('refuses a family whose outbreak window leaves its scored days', () => {
    edit('"to": 60', '"to": 80');
    writeFileSync(join(dir, 'SHA256'), `${sha256(readFileSync(join(dir, 'scenarios.json')))}\n`);
    expect(() => loadHeldOutScenarios(dir)).toThrow(/outside its scored days/);
  });

  describe('series', () => {
    let study: HeldOutStudy;
    beforeAll(() => {
      study = loadHeldOutScenarios();
    });

    it('are the series drawn when the set was frozen, for every family, k and replicate', () => {
      const a = heldOutSeries(study);
      expect(a).toHaveLength(study.families.length * study.ks.length * study.replicates);
      // A change to the generator that alters them would make the frozen families stand for other data.
      expect(sha256(Buffer.from(JSON.stringify(a)))).toBe(HELD_OUT_SERIES_SHA256);
      for (const f of study.families) {
        const own = a.filter((s) => s.scenario === f.name);
        expect(own).toHaveLength(study.ks.length * study.replicates);
        for (const s of own) {
          expect(s.testFrom).toBe(f.historyDays ?? 730);
          expect(s.counts).toHaveLength((f.historyDays ?? 730) + (f.testDays ?? 364));
          expect(s.outbreak.start).toBeGreaterThanOrEqual(s.testFrom);
        }
      }
    });

    it('keep the very sparse families below 0.3 reports a day and the short histories between 60 and 120 days', () => {
      for (const f of study.families.filter((x) => x.name.startsWith('very sparse'))) {
        const s = toScenario(f);
        let total = 0;
        for (let t = 0; t < 730; t++) total += baselineMean(s, t);
        expect(total / 730).toBeLessThan(0.3);
      }
      const short = study.families.filter((x) => x.historyDays !== undefined);
      expect(short.length).toBeGreaterThanOrEqual(2);
      for (const f of short) {
        expect(f.historyDays).toBeGreaterThanOrEqual(60);
        expect(f.historyDays).toBeLessThanOrEqual(120);
      }
    });
  });
});

/**
 * The later sets, each with its own authors' outbreak sizes and the SHA-256 of JSON.stringify(heldOutSeries(...)) taken
 * when it was frozen; `timeout` (ms) is the series check's own time limit where a set has one.
 */
const LATER_SETS: { set: string; ks: number[]; seriesSha256: string; timeout?: number }[] = [
  {
    set: 'held-out-v2',
    ks: [2, 3, 5, 10],
    seriesSha256: 'ef3cad45dac80e1764037501b52865a71c09e7a26cdc4aeca39918c19dfe46bf',
  },
  {
    set: 'held-out-v3',
    ks: [2, 3, 5, 10],
    seriesSha256: 'bafb772fd81f9b10c568e1b11720ef49d528d1de0ec60ac6a96e0395e057d59f',
  },
  {
    set: 'held-out-v4',
    ks: [2, 3, 5, 10],
    seriesSha256: 'b145aafb66c737d7dbedb0f17e9948e5359d63f620c21cbed723d34b46e64845',
  },
  {
    set: 'held-out-v5',
    ks: [2, 3, 5, 10],
    seriesSha256: '37cfc2093fca8185dd21165db5fbea02eaae56861c8b4ce88a797508e1b248a7',
  },
  {
    set: 'held-out-v6',
    ks: [2, 3, 5, 10],
    seriesSha256: '74aede7890978e00f4c0d8b2bd8502d72f07738a36cdbd56be4eb3a1aab30ade',
  },
  {
    set: 'held-out-v7',
    ks: [2, 3, 5, 10],
    seriesSha256: '4c79b5e349beddecbe9565dd9333614b103fc0c708642c1952c4f003ffadad63',
    // 800 series: 11 s to draw alone, 61-75 s in this file on a loaded machine (load 10 on 2 CPUs).
    timeout: 240_000,
  },
  {
    set: 'held-out-v8',
    ks: [2, 3, 5, 10],
    seriesSha256: '93b404f3302da3b744a381d1d37c914c8988fdec6b16c939036f1dde5617dcc4',
    // 800 series: 4 s to draw alone, 33 s in this file on 2 shared CPUs (load 3-5).
    timeout: 240_000,
  },
];

describe('the frozen held-out outbreak sets', () => {
  it('are listed oldest first', () => {
    expect(HELD_OUT_SETS).toEqual(['held-out', ...LATER_SETS.map((s) => s.set)]);
  });
});

describe.each(LATER_SETS)('the later frozen held-out outbreak set $set', ({ set, ks, seriesSha256, timeout }) => {
  const dir = heldOutDir(set);

  it('matches its stored SHA-256', () => {
    const stored = readFileSync(join(dir, 'SHA256'), 'utf8').trim();
    expect(sha256(readFileSync(join(dir, 'scenarios.json')))).toBe(stored);
  });

  it('holds sourced families found in neither the development scenarios nor an earlier set', () => {
    const study = loadHeldOutScenarios(dir);
    expect(study.families.length).toBeGreaterThanOrEqual(10);
    expect(study.ks).toEqual(ks);
    const earlierSets = HELD_OUT_SETS.slice(0, HELD_OUT_SETS.indexOf(set as (typeof HELD_OUT_SETS)[number]));
    const earlier = [
      ...ALL_SCENARIOS,
      ...earlierSets.flatMap((e) => loadHeldOutScenarios(heldOutDir(e)).families.map(toScenario)),
    ];
    for (const f of study.families) {
      expect(f.source).toMatch(/\d{4}/);
      const { name, ...own } = toScenario(f);
      for (const s of earlier) {
        const { name: other, ...theirs } = s;
        expect(name).not.toBe(other);
        expect(own).not.toEqual(theirs);
      }
    }
  });

  it(
    'draws the series it drew when frozen',
    () => {
      const study = loadHeldOutScenarios(dir);
      const series = heldOutSeries(study);
      expect(series).toHaveLength(study.families.length * study.ks.length * study.replicates);
      expect(sha256(Buffer.from(JSON.stringify(series)))).toBe(seriesSha256);
    },
    timeout,
  );
});
