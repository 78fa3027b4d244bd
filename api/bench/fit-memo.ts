/**
 * `npm run bench:fit-memo -w api`: what a baseline fit kept between area passes costs (AREA_FIT_MEMO_LIMIT), in the
 * engine's RoundMemo (fits packed into one array of numbers each) beside a store keeping each fit as the detector
 * made it (objects, arrays of arrays, closures: what RoundMemo kept before), in the same run. Series shaped as the
 * area pass scores them (730 days of baseline, so every seasonal term; sparse to busy), each scored twice, a round
 * apart: bytes a kept fit (V8 heap and array buffers, after a full collection), seconds for the second round (every
 * fit from the store), and whether all three (no store, objects, packed) gave the same days.
 */
import { createHash } from 'node:crypto';
import {
  type BaselineModel,
  clearBaselineMemo,
  type FitStore,
  Random,
  RoundMemo,
  regressionDetector,
} from '@healthwatch/outbreak-engine';
import { todayNumber } from '@healthwatch/contracts';

const SERIES = Number(process.env.BENCH_SERIES ?? 300);
const DAYS = 800;
const FROM = 760;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:fit-memo -w api)');

const random = new Random(20261127);
const start = todayNumber(new Date('2024-01-01T00:00:00Z'));
const series = Array.from({ length: SERIES }, () => {
  const level = 0.5 + random.uniform() * 30;
  const phase = random.uniform() * 365;
  return Array.from({ length: DAYS }, (_, t) =>
    random.poisson(level * (1 + 0.4 * Math.sin((2 * Math.PI * (t + phase)) / 365.25)) * (t % 7 === 0 ? 0.6 : 1)),
  );
});

/** Each fit kept as the detector made it, in a Map: the representation RoundMemo replaced. */
class ObjectStore implements FitStore {
  readonly fits = new Map<string, { model: BaselineModel | null }>();
  get(key: string) {
    return this.fits.get(key);
  }
  set(key: string, value: { model: BaselineModel | null }) {
    this.fits.set(key, value);
  }
  get size() {
    return this.fits.size;
  }
}

const used = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const round = (fits?: FitStore) => {
  const hash = createHash('sha256');
  for (const y of series)
    hash.update(JSON.stringify(regressionDetector(y, start, { from: FROM, ...(fits ? { fits } : {}) })));
  return hash.digest('hex');
};

/** One store's figures; the store is gone when it returns, so the next one's heap starts without it. */
function measure(name: string, make: () => FitStore & { size: number }, plain: string): string {
  clearBaselineMemo();
  const before = used();
  const store = make();
  const first = round(store);
  const bytes = (used() - before) / store.size;
  if (store instanceof RoundMemo) store.nextRound();
  const t0 = performance.now();
  const second = round(store);
  const seconds = (performance.now() - t0) / 1000;
  const same = first === plain && second === plain ? 'yes' : 'NO';
  return `| ${name.padEnd(28)} | ${String(store.size).padStart(5)} | ${bytes.toFixed(0).padStart(6)} | ${seconds.toFixed(2).padStart(6)} | ${same.padEnd(9)} |`;
}

clearBaselineMemo();
const plain = round();
const rows = [
  measure('each fit as objects (before)', () => new ObjectStore(), plain),
  measure('RoundMemo, packed (now)', () => new RoundMemo(), plain),
  measure('each fit as objects (before)', () => new ObjectStore(), plain),
  measure('RoundMemo, packed (now)', () => new RoundMemo(), plain),
];
console.log(`${SERIES} series of ${DAYS} days, scored from day ${FROM}, twice; each store measured twice, alternating`);
console.log('| store                        |  fits | B/fit  | 2nd s  | same days |');
console.log('| ---------------------------- | ----- | ------ | ------ | --------- |');
for (const r of rows) console.log(r);
