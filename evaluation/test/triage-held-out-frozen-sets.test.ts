import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONDITIONS, COUNTRY_CODES, DANGER_SIGNS, SYMPTOMS } from '@healthwatch/contracts';
import { HELD_OUT_SETS, loadHeldOut, loadHeldOutSets, sha256 } from '../triage/held-out';

const EXPECTED = new Set<string>([...CONDITIONS, 'other']);
const SYMPTOM_NAMES = new Set<string>(SYMPTOMS);
const COUNTRY_SET = new Set<string>(COUNTRY_CODES);
const DANGER_SIGN_SET = new Set<string>(DANGER_SIGNS);

it('eval:triage scores every frozen set in evaluation/triage, oldest first', () => {
  const version = (name: string) => Number(/-v(\d+)$/.exec(name)?.[1] ?? 1);
  const onDisk = readdirSync(join(__dirname, '../triage'))
    .filter((name) => /^held-out(-v\d+)?$/.test(name))
    .sort((a, b) => version(a) - version(b));
  expect(HELD_OUT_SETS.map((s) => s.name)).toEqual(onDisk);
});

describe.each(HELD_OUT_SETS.filter((s) => s.name !== 'held-out').map(({ name, dir }) => ({ name, DIR: dir })))(
  'frozen set $name',
  ({ name, DIR }) => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), `${name}-`));
      copyFileSync(join(DIR, 'vignettes.json'), join(dir, 'vignettes.json'));
      copyFileSync(join(DIR, 'SHA256'), join(dir, 'SHA256'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('matches its stored SHA-256 and is well formed', () => {
      const stored = readFileSync(join(DIR, 'SHA256'), 'utf8').trim();
      expect(sha256(readFileSync(join(DIR, 'vignettes.json')))).toBe(stored);
      const { cases } = loadHeldOut(DIR);
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
        expect((c.dangerSigns ?? []).every((d) => DANGER_SIGN_SET.has(d))).toBe(true);
      }
      expect(cases.filter((c) => c.triage === 'emergency').length).toBeGreaterThanOrEqual(25);
    });

    it('is scored by eval:triage', () => {
      expect(HELD_OUT_SETS).toContainEqual({ name, dir: DIR });
    });

    it('loads an unmodified copy', () => {
      expect(loadHeldOutSets([{ name, dir }])[0]?.set?.cases.length).toBeGreaterThanOrEqual(180);
    });

    it('refuses a copy with one case changed', () => {
      const path = join(dir, 'vignettes.json');
      const text = readFileSync(path, 'utf8');
      writeFileSync(path, text.replace('"expected": "malaria"', '"expected": "dengue"'));
      expect(() => loadHeldOut(dir)).toThrow(/held-out set changed/);
      expect(() => loadHeldOutSets([{ name, dir }])).toThrow(/results are not printed/);
    });

    it('refuses a copy that was only reformatted', () => {
      const path = join(dir, 'vignettes.json');
      writeFileSync(path, `${JSON.stringify(JSON.parse(readFileSync(path, 'utf8')))}\n`);
      expect(() => loadHeldOutSets([{ name, dir }])).toThrow(/held-out set changed/);
    });
  },
);
