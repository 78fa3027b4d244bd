import type { WeeklyRate } from '@healthwatch/contracts';

export interface EpicurveGeometry {
  width: number;
  height: number;
  /** Top of the y axis, per 1,000. */
  max: number;
  /** The interval band, one closed path per run of weeks with a rate. */
  bands: string[];
  /** The rate line, one path per run. */
  lines: string[];
  points: { x: number; y: number; week: string }[];
  /** Weeks whose figures are withheld (too few participants), at the x they would have. */
  withheld: { x: number; week: string }[];
  ticks: { y: number; value: number }[];
  xLabels: { x: number; label: string }[];
}

const PAD = { left: 44, right: 12, top: 10, bottom: 28 };

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the highest upper bound. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 10;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((m) => m * power).find((m) => m >= value) as number) ?? 10 * power;
}

/**
 * Where an epicurve's marks go: weekly rate per 1,000 with its Wilson 95 % band, oldest week on the left.
 * A withheld week breaks the line and the band (no figure is drawn that the API did not give).
 */
export function epicurveGeometry(weeks: readonly WeeklyRate[], width = 640, height = 220): EpicurveGeometry {
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const max = niceMax(Math.max(0, ...weeks.map((w) => w.upper ?? 0)));
  const x = (i: number) => PAD.left + (weeks.length <= 1 ? plotW / 2 : (i * plotW) / (weeks.length - 1));
  const y = (v: number) => PAD.top + plotH - (Math.min(v, max) / max) * plotH;
  const runs: { i: number; w: WeeklyRate & { ratePer1000: number; lower: number; upper: number } }[][] = [];
  let run: (typeof runs)[number] = [];
  weeks.forEach((w, i) => {
    if (w.withheld || w.ratePer1000 === null || w.lower === null || w.upper === null) {
      if (run.length) runs.push(run);
      run = [];
      return;
    }
    run.push({ i, w: w as (typeof run)[number]['w'] });
  });
  if (run.length) runs.push(run);
  const f = (n: number) => n.toFixed(1);
  const bands = runs.map((r) => {
    const top = r.map(({ i, w }) => `${f(x(i))},${f(y(w.upper))}`);
    const bottom = [...r].reverse().map(({ i, w }) => `${f(x(i))},${f(y(w.lower))}`);
    // A single week is a short bar, so its interval still shows.
    if (r.length === 1) {
      const [{ i, w }] = r as [(typeof r)[number]];
      return `M${f(x(i) - 4)},${f(y(w.upper))}H${f(x(i) + 4)}V${f(y(w.lower))}H${f(x(i) - 4)}Z`;
    }
    return `M${top.join('L')}L${bottom.join('L')}Z`;
  });
  const lines = runs.map((r) => `M${r.map(({ i, w }) => `${f(x(i))},${f(y(w.ratePer1000))}`).join('L')}`);
  const step = Math.max(1, Math.ceil(weeks.length / 6));
  return {
    width,
    height,
    max,
    bands,
    lines,
    points: runs.flat().map(({ i, w }) => ({ x: x(i), y: y(w.ratePer1000), week: w.week })),
    withheld: weeks.flatMap((w, i) => (w.withheld ? [{ x: x(i), week: w.week }] : [])),
    ticks: [0, max / 2, max].map((value) => ({ y: y(value), value })),
    xLabels: weeks.flatMap((w, i) =>
      (weeks.length - 1 - i) % step === 0 ? [{ x: x(i), label: w.week.slice(5) }] : [],
    ),
  };
}
