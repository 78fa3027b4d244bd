import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFrozen, sha256 } from '../frozen';
import { heldOutDir } from '../outbreak/held-out';

/**
 * The frozen space-time scan sets: each folder's generator writes the series from scenarios.json, so the check is
 * the stored hashes of both files and the SHA-256 of the generator's output, taken when the set was frozen.
 */
const SCAN_SETS = [
  {
    set: 'held-out-scan-v1',
    seriesSha256: '3558de1af7d42a718adb6c95470a63ead37e9ae1f317d7f6f559a14cbe52f140',
  },
  {
    set: 'held-out-scan-v2',
    seriesSha256: '8f24f7e2b5e56933f75b3f0f90c86bfafa57c2fb9721605d3d17a25036c881b3',
  },
];

/** `sha256sum`'s lines: file name to hash. */
function storedHashes(dir: string): Map<string, string> {
  const lines = readFileSync(join(dir, 'SHA256'), 'utf8').trim().split('\n');
  return new Map(lines.map((line) => line.trim().split(/\s+/).reverse() as [string, string]));
}

describe.each(SCAN_SETS)('the frozen space-time scan set $set', ({ set, seriesSha256 }) => {
  const dir = heldOutDir(set);

  it('matches the stored SHA-256 of its scenarios and of its generator', () => {
    const stored = storedHashes(dir);
    expect(readFrozen(dir, 'scenarios.json').length).toBeGreaterThan(0);
    for (const file of ['scenarios.json', 'generate.mjs'])
      expect(sha256(readFileSync(join(dir, file)))).toBe(stored.get(file));
    expect(readFileSync(join(dir, 'SERIES_SHA256'), 'utf8').trim()).toBe(seriesSha256);
  });

  it('generates the series it generated when frozen', () => {
    // A change to the generator or the scenarios that alters them would make the set stand for other data.
    const run = spawnSync(process.execPath, [join(dir, 'generate.mjs'), '--hash'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(seriesSha256);
  });

  describe('a copy', () => {
    let copy: string;
    beforeEach(() => {
      copy = mkdtempSync(join(tmpdir(), 'outbreak-scan-held-out-'));
      for (const file of ['scenarios.json', 'SHA256']) copyFileSync(join(dir, file), join(copy, file));
    });
    afterEach(() => rmSync(copy, { recursive: true, force: true }));

    it('with one number changed is refused', () => {
      const path = join(copy, 'scenarios.json');
      const text = readFileSync(path, 'utf8');
      expect(text).toContain('"replicatesPerK": 6');
      writeFileSync(path, text.replace('"replicatesPerK": 6', '"replicatesPerK": 7'));
      expect(() => readFrozen(copy, 'scenarios.json')).toThrow(/held-out set changed/);
    });

    it('that was only reformatted is refused', () => {
      const path = join(copy, 'scenarios.json');
      writeFileSync(path, JSON.stringify(JSON.parse(readFileSync(path, 'utf8'))));
      expect(() => readFrozen(copy, 'scenarios.json')).toThrow(/held-out set changed/);
    });
  });
});
