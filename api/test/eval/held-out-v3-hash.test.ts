import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONDITIONS, COUNTRY_CODES, SYMPTOMS } from '@healthwatch/contracts';
import { HELD_OUT_SETS, HELD_OUT_V3_DIR, loadHeldOut, loadHeldOutSets, sha256 } from '../../eval/triage/held-out';

const EXPECTED = new Set<string>([...CONDITIONS, 'other']);
const SYMPTOM_NAMES = new Set<string>(SYMPTOMS);
const COUNTRY_SET = new Set<string>(COUNTRY_CODES);

describe('frozen held-out set v3', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'held-out-v3-'));
    copyFileSync(join(HELD_OUT_V3_DIR, 'vignettes.json'), join(dir, 'vignettes.json'));
    copyFileSync(join(HELD_OUT_V3_DIR, 'SHA256'), join(dir, 'SHA256'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('matches its stored SHA-256 and is well formed', () => {
    const stored = readFileSync(join(HELD_OUT_V3_DIR, 'SHA256'), 'utf8').trim();
    expect(sha256(readFileSync(join(HELD_OUT_V3_DIR, 'vignettes.json')))).toBe(stored);
    const { cases } = loadHeldOut(HELD_OUT_V3_DIR);
    expect(cases.length).toBeGreaterThanOrEqual(180);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(EXPECTED.has(c.expected)).toBe(true);
      expect(COUNTRY_SET.has(c.country)).toBe(true);
      expect(c.month >= 1 && c.month <= 12).toBe(true);
      expect(['self-care', 'see-doctor', 'emergency']).toContain(c.triage);
      expect(c.present.every((s) => SYMPTOM_NAMES.has(s))).toBe(true);
      expect(c.spoken.every((s) => c.present.includes(s))).toBe(true);
      expect(c.source).toBeTruthy();
    }
    expect(cases.filter((c) => c.triage === 'emergency').length).toBeGreaterThanOrEqual(25);
  });

  it('is scored by eval:triage, last', () => {
    expect(HELD_OUT_SETS.at(-1)).toEqual({ name: 'held-out-v3', dir: HELD_OUT_V3_DIR });
  });

  it('loads an unmodified copy', () => {
    expect(loadHeldOutSets([{ name: 'held-out-v3', dir }])[0]?.set?.cases.length).toBeGreaterThanOrEqual(180);
  });

  it('refuses a copy with one case changed', () => {
    const path = join(dir, 'vignettes.json');
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace('"expected": "malaria"', '"expected": "dengue"'));
    expect(() => loadHeldOut(dir)).toThrow(/held-out set changed/);
    expect(() => loadHeldOutSets([{ name: 'held-out-v3', dir }])).toThrow(/results are not printed/);
  });

  it('refuses a copy that was only reformatted', () => {
    const path = join(dir, 'vignettes.json');
    writeFileSync(path, `${JSON.stringify(JSON.parse(readFileSync(path, 'utf8')), null, 2)}\n`);
    expect(() => loadHeldOutSets([{ name: 'held-out-v3', dir }])).toThrow(/held-out set changed/);
  });
});
