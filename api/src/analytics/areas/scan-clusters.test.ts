import { Random } from '@healthwatch/outbreak-engine';
import { type AreaIndex, createAreaIndexFrom } from './area-index';
import { PostalRows } from './postal-rows';
import { illnessIndex } from './assess-areas';
import { ScanMemory, scanClusters } from './scan-clusters';

/**
 * A 6 × 4 grid of postal codes about 2 km apart; the west half in district West, the east half in district East,
 * one state. A planted cluster sits on the line between them.
 */
const CODES = Array.from({ length: 24 }, (_, i) => ({
  code: String(411001 + i),
  row: Math.floor(i / 6),
  col: i % 6,
}));
const GAZETTEER = CODES.map(
  ({ code, row, col }) =>
    `IN\t${code}\tPlace ${code}\tMaharashtra\t16\t${col < 3 ? 'West' : 'East'}\t5${col < 3 ? 1 : 2}\t\t\t${(18.5 + row * 0.018).toFixed(3)}\t${(73.8 + col * 0.019).toFixed(3)}\t4`,
).join('\n');
const TODAY = 20_000;
const FIRST = TODAY - 400;
const ON_THE_LINE = new Set(['411008', '411009', '411010', '411014', '411015', '411016']);

function simulate(seed: number, planted: boolean, until = TODAY): PostalRows {
  const random = new Random(seed);
  const rows = new PostalRows();
  for (const { code } of CODES) {
    for (let day = FIRST; day <= until; day++) {
      let n = random.negativeBinomial(0.6, 1.5);
      if (planted && ON_THE_LINE.has(code) && day > TODAY - 2) n += 6;
      if (n > 0) rows.push('IN', code, day, illnessIndex('dengue'), n);
    }
  }
  return rows;
}

describe('the space-time scan in the area pass', () => {
  let index: AreaIndex;
  beforeAll(async () => {
    index = await createAreaIndexFrom([['IN', GAZETTEER]]);
  });

  it('finds a cluster straddling a district line, and names both districts', () => {
    const [cluster, ...rest] = scanClusters(index, simulate(7, true), FIRST, TODAY, new ScanMemory());
    expect(cluster).toBeDefined();
    expect(cluster!.illness).toBe('dengue');
    expect(cluster!.day).toBe(TODAY);
    expect(cluster!.pValue).toBeLessThanOrEqual(0.01);
    expect(cluster!.referenceDays).toBe(365);
    expect(cluster!.places).toBeGreaterThanOrEqual(4);
    expect(cluster!.observed).toBeGreaterThan(cluster!.expected * 2);
    expect(cluster!.areas.map((a) => a.id).sort()).toEqual(['in.d.maharashtra.east', 'in.d.maharashtra.west']);
    expect(rest.length).toBeLessThan(5);
  });

  it('finds nothing in the same noise without the cluster', () => {
    expect(scanClusters(index, simulate(7, false), FIRST, TODAY, new ScanMemory())).toEqual([]);
  });

  it('gives the same answer from maxima kept since yesterday as from a fresh scan', () => {
    const memory = new ScanMemory();
    scanClusters(index, simulate(7, true, TODAY - 1), FIRST - 1, TODAY - 1, memory);
    const rows = simulate(7, true);
    expect(scanClusters(index, rows, FIRST, TODAY, memory)).toEqual(
      scanClusters(index, rows, FIRST, TODAY, new ScanMemory()),
    );
  });

  it('keeps finished days per country and illness, and forgets them when past days change', () => {
    const maxima = new Map([5, 6, 7].map((d) => [d, Float64Array.of(d)]));
    const memory = new ScanMemory();
    memory.since('0');
    // Index 7 is today (day 107): not finished, so not kept.
    memory.keep('IN', 'dengue', 100, 107, maxima);
    expect([...memory.maximaFor('IN', 'dengue', 101).keys()]).toEqual([4, 5]);
    expect(memory.maximaFor('IN', 'flu', 100).size).toBe(0);
    expect(memory.maximaFor('BR', 'dengue', 100).size).toBe(0);
    memory.since('0');
    expect(memory.maximaFor('IN', 'dengue', 100).size).toBe(2);
    memory.since('1'); // a delete or a back-dated import moved report_map_epoch
    expect(memory.maximaFor('IN', 'dengue', 100).size).toBe(0);
  });

  it('hands over the days it scanned, once, and a memory restored from them scans only the new day', () => {
    const yesterday = new ScanMemory();
    yesterday.since('0');
    scanClusters(index, simulate(7, true, TODAY - 1), FIRST - 1, TODAY - 1, yesterday);
    const stored = yesterday.takeUnsaved();
    // The reference year before yesterday's guard: every past day the scan read, each once.
    expect(stored.length).toBe(365);
    expect(new Set(stored.map((k) => k.day)).size).toBe(stored.length);
    expect(stored.every((k) => k.country === 'IN' && k.illness === 'dengue' && k.day < TODAY - 1)).toBe(true);
    expect(yesterday.takeUnsaved()).toEqual([]);

    // Another process (or this one restarted) reads them back, as the worker does from analytics_scan_maxima.
    const restarted = new ScanMemory();
    restarted.since('0');
    expect(restarted.needsStored).toBe(true);
    restarted.restore(stored.map((k) => ({ ...k, maxima: Float64Array.from(k.maxima) })));
    expect(restarted.needsStored).toBe(false);
    const rows = simulate(7, true);
    expect(scanClusters(index, rows, FIRST, TODAY, restarted)).toEqual(
      scanClusters(index, rows, FIRST, TODAY, new ScanMemory()),
    );
    // Only the day that left the guard and joined the reference year was scanned (and today, which is not kept).
    expect(restarted.takeUnsaved().map((k) => k.day)).toEqual([TODAY - 7]);
    restarted.since('1');
    expect(restarted.needsStored).toBe(true);
  });

  it("scans each illness of a country over that illness's postal codes only", () => {
    // Flu everywhere, dengue only in the west and on the line: dengue, scanned second, must not read flu's counts.
    // Scanned apart, each code still reports once (a single flu case a year ago, too few to scan), so both scans
    // cover the same places.
    const random = new Random(11);
    const both = new PostalRows();
    const apart = { flu: new PostalRows(), dengue: new PostalRows() };
    for (const { code, col } of CODES) {
      apart.dengue.push('IN', code, FIRST, illnessIndex('flu'), 1);
      for (let day = FIRST; day <= TODAY; day++) {
        const counts = { flu: random.negativeBinomial(0.6, 1.5), dengue: 0 };
        if (col < 3 || ON_THE_LINE.has(code))
          counts.dengue = random.negativeBinomial(0.6, 1.5) + (ON_THE_LINE.has(code) && day > TODAY - 2 ? 6 : 0);
        for (const illness of ['flu', 'dengue'] as const) {
          if (counts[illness] === 0) continue;
          both.push('IN', code, day, illnessIndex(illness), counts[illness]);
          apart[illness].push('IN', code, day, illnessIndex(illness), counts[illness]);
        }
      }
    }
    const inOrder = (clusters: ReturnType<typeof scanClusters>) =>
      clusters.sort((a, b) => a.illness.localeCompare(b.illness) || a.pValue - b.pValue || a.latitude - b.latitude);
    const together = inOrder(scanClusters(index, both, FIRST, TODAY, new ScanMemory()));
    expect(together.some((c) => c.illness === 'dengue')).toBe(true);
    expect(together).toEqual(
      inOrder([
        ...scanClusters(index, apart.flu, FIRST, TODAY, new ScanMemory()),
        ...scanClusters(index, apart.dengue, FIRST, TODAY, new ScanMemory()),
      ]),
    );
  });

  it('leaves out postal codes of a country the gazetteer does not have', () => {
    const rows = simulate(7, true);
    for (let day = TODAY - 6; day <= TODAY; day++) rows.push('US', '10001', day, illnessIndex('dengue'), 40);
    const found = scanClusters(index, rows, FIRST, TODAY, new ScanMemory());
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.country === 'IN')).toBe(true);
  });
});
