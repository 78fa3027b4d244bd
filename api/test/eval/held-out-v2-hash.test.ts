import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HELD_OUT_DIR,
  HELD_OUT_SETS,
  HELD_OUT_V2_DIR,
  HELD_OUT_V3_DIR,
  HELD_OUT_V4_DIR,
  HELD_OUT_V5_DIR,
  loadHeldOut,
  loadHeldOutSets,
  sha256,
} from '../../eval/triage/held-out';

const CONDITIONS = new Set([
  'flu',
  'dengue',
  'covid',
  'malaria',
  'typhoid',
  'chikungunya',
  'common-cold',
  'gastroenteritis',
  'migraine',
  'other',
]);

describe('frozen held-out set v2', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'held-out-v2-'));
    copyFileSync(join(HELD_OUT_V2_DIR, 'vignettes.json'), join(dir, 'vignettes.json'));
    copyFileSync(join(HELD_OUT_V2_DIR, 'SHA256'), join(dir, 'SHA256'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('matches its stored SHA-256 and is well formed', () => {
    const stored = readFileSync(join(HELD_OUT_V2_DIR, 'SHA256'), 'utf8').trim();
    expect(sha256(readFileSync(join(HELD_OUT_V2_DIR, 'vignettes.json')))).toBe(stored);
    const { cases } = loadHeldOut(HELD_OUT_V2_DIR);
    expect(cases.length).toBeGreaterThanOrEqual(180);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(CONDITIONS.has(c.expected)).toBe(true);
      expect(c.spoken.every((s) => c.present.includes(s))).toBe(true);
      expect(c.source).toBeTruthy();
    }
  });

  it('is one of the sets eval:triage scores, after the first', () => {
    expect(HELD_OUT_SETS.map((s) => s.dir)).toEqual([
      HELD_OUT_DIR,
      HELD_OUT_V2_DIR,
      HELD_OUT_V3_DIR,
      HELD_OUT_V4_DIR,
      HELD_OUT_V5_DIR,
    ]);
  });

  it('loads an unmodified copy', () => {
    expect(loadHeldOutSets([{ name: 'held-out-v2', dir }])[0]?.set?.cases.length).toBeGreaterThanOrEqual(180);
  });

  it('refuses a copy with one case changed', () => {
    const path = join(dir, 'vignettes.json');
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace('"expected": "malaria"', '"expected": "dengue"'));
    expect(() => loadHeldOut(dir)).toThrow(/held-out set changed/);
    expect(() => loadHeldOutSets([{ name: 'held-out-v2', dir }])).toThrow(/results are not printed/);
  });

  it('refuses a copy that was only reformatted', () => {
    const path = join(dir, 'vignettes.json');
    writeFileSync(path, `${JSON.stringify(JSON.parse(readFileSync(path, 'utf8')), null, 2)}\n`);
    expect(() => loadHeldOutSets([{ name: 'held-out-v2', dir }])).toThrow(/held-out set changed/);
  });
});
