#!/usr/bin/env node
// Held-out set held-out-rates-v1: daily participants and cases per area, generated deterministically from
// scenarios.json (beside this file). Dependency-free (node: built-ins only); no Math.random.
//   node generate.mjs          prints the canonical JSON (one line and a newline)
//   node generate.mjs --hash   prints the SHA-256 (hex) of exactly those bytes
// The model is described in README.md ("Generating model"); this file is its definition.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const doc = JSON.parse(readFileSync(join(here, 'scenarios.json'), 'utf8'));

// ---- seeded random numbers: mulberry32 and the samplers of ../random.ts, plus a binomial ----
class Random {
  constructor(seed) {
    this.state = seed >>> 0;
  }
  uniform() {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  normal() {
    const u = Math.max(this.uniform(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.uniform());
  }
  gamma(shape) {
    if (shape < 1) return this.gamma(shape + 1) * this.uniform() ** (1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = this.normal();
      const v = (1 + c * x) ** 3;
      if (v <= 0) continue;
      const u = this.uniform();
      if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  }
  poisson(mean) {
    if (mean <= 0) return 0;
    if (mean > 60) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.uniform();
    while (p > limit) {
      k++;
      p *= this.uniform();
    }
    return k;
  }
  /** Mean μ, variance φμ (Poisson when φ ≤ 1), as a gamma–Poisson mixture. */
  negativeBinomial(mean, dispersion) {
    if (mean <= 0) return 0;
    if (dispersion <= 1) return this.poisson(mean);
    const size = mean / (dispersion - 1);
    return this.poisson((this.gamma(size) * mean) / size);
  }
  /** Waiting-time method while n·q < 30, otherwise the rounded normal approximation, clamped to [0, n]. */
  binomial(n, q) {
    if (n <= 0 || q <= 0) return 0;
    if (q >= 1) return n;
    if (q > 0.5) return n - this.binomial(n, 1 - q);
    if (n * q < 30) {
      const lq = Math.log(1 - q);
      let x = 0;
      let sum = 0;
      for (;;) {
        sum += Math.floor(Math.log(Math.max(this.uniform(), 1e-300)) / lq) + 1;
        if (sum > n) return x;
        x++;
      }
    }
    const x = Math.round(n * q + Math.sqrt(n * q * (1 - q)) * this.normal());
    return Math.min(n, Math.max(0, x));
  }
  integer(lo, hi) {
    return lo + Math.floor(this.uniform() * (hi - lo + 1));
  }
}

/** One independent stream per (family, k, replicate). */
function seriesSeed(seed, family, kIndex, replicate) {
  let h = seed >>> 0;
  for (const x of [family, kIndex, replicate]) {
    h = Math.imul(h ^ (x >>> 0), 0x01000193) >>> 0;
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d) >>> 0;
    h ^= h >>> 12;
  }
  return h >>> 0;
}

// ---- calendar ----
const DAY_MS = 86_400_000;
const startDay = Date.parse(`${doc.startDate}T00:00:00Z`) / DAY_MS;
const isoDate = (day) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 0 = Sunday (1970-01-01, day 0, was a Thursday). */
const weekdayOf = (day) => (((day + 4) % 7) + 7) % 7;

/** "YYYY-MM-DD" one date, "MM-DD" every year, "MM-DD/MM-DD" every year from the first to the second, inclusive. */
function matches(entry, day) {
  const date = isoDate(day);
  const md = date.slice(5);
  if (entry.length === 10) return entry === date;
  if (entry.length === 5) return entry === md;
  const [from, to] = entry.split('/');
  return md >= from && md <= to;
}

function holidayFactor(holidays, day) {
  let f = 1;
  for (const h of holidays) {
    if (h.dates.some((e) => matches(e, day))) f *= h.factor;
    else if (h.dates.some((e) => matches(e, day - 1))) f *= h.nextDayFactor;
  }
  return f;
}

// ---- the model ----
function model(fam) {
  const H = fam.historyDays ?? doc.historyDays;
  const T = fam.testDays ?? doc.testDays;
  const P = fam.participants;
  const famWeekday = P.weekday ?? doc.defaults.weekday;
  const famHolidays = P.holidays ?? [];
  const steps = P.steps ?? [];
  const trend = P.trendPerYear ?? 0;
  const R = fam.rate;
  const peakDay = Date.parse(`${doc.startDate.slice(0, 4)}-${R.peak}T00:00:00Z`) / DAY_MS - startDay;

  /** Expected participants of group g on day t. */
  function groupMean(g, t) {
    const from = g.from === undefined ? 0 : H + g.from;
    if (t < from) return 0;
    if (g.to !== undefined && t >= H + g.to) return 0;
    const age = t - Math.max(from, 0);
    let m = g.level;
    if (g.halfLifeDays !== undefined) {
      const floor = g.floor ?? 0;
      m *= floor + (1 - floor) * 0.5 ** (age / g.halfLifeDays);
    }
    const day = startDay + t;
    m *= (g.weekday ?? famWeekday)[weekdayOf(day)];
    m *= holidayFactor(g.holidays ?? famHolidays, day);
    for (const s of steps) if (t >= H + s.day) m *= s.factor;
    if (trend) m *= Math.exp((trend * t) / 365);
    return m;
  }

  /** Case proportion of a participant with rate ratio 1 on day t, before the day's shared multiplier. */
  function proportion(t) {
    const angle = (2 * Math.PI * (t - peakDay)) / 365.25;
    return Math.exp(Math.log(R.proportion) + R.seasonal * Math.cos(angle) + (R.semiannual ?? 0) * Math.cos(2 * angle));
  }

  const q = (g, t) => Math.min(0.9, proportion(t) * g.rateRatio);

  /** Baseline SD of cases on day t: binomial, participation (negative-binomial) and day-multiplier terms. */
  function casesSd(t) {
    let variance = 0;
    let mean = 0;
    for (const g of P.groups) {
      const m = groupMean(g, t);
      const qg = q(g, t);
      mean += m * qg;
      variance += m * qg * (1 - qg) + qg * qg * Math.max(1, P.dispersion) * m;
    }
    variance += mean * mean * R.cv * R.cv;
    return Math.sqrt(variance);
  }

  return { H, T, groupMean, q, casesSd };
}

function plant(rng, fam, m, participants, cases, onset, k, limit) {
  const share = fam.outbreak?.newParticipantShare ?? doc.defaults.newParticipantShare;
  const { meanLog, sdLog } = doc.defaults.delay;
  const n = Math.max(1, rng.poisson(k * m.casesSd(onset)));
  let end = onset;
  for (let c = 0; c < n; c++) {
    const day = onset + Math.max(0, Math.floor(Math.exp(meanLog + sdLog * rng.normal()) - 1));
    const newcomer = rng.uniform() < share;
    if (day >= limit) continue;
    cases[day]++;
    if (newcomer || cases[day] > participants[day]) participants[day]++;
    end = Math.max(end, day);
  }
  return end;
}

function simulate(fam, famIndex, k, kIndex, replicate) {
  const rng = new Random(seriesSeed(doc.seed, famIndex, kIndex, replicate));
  const m = model(fam);
  const length = m.H + m.T;
  const groups = fam.participants.groups;
  const shape = 1 / (fam.rate.cv * fam.rate.cv);
  const participants = new Array(length).fill(0);
  const cases = new Array(length).fill(0);
  for (let t = 0; t < length; t++) {
    const n = groups.map((g) => rng.negativeBinomial(m.groupMean(g, t), fam.participants.dispersion));
    const multiplier = rng.gamma(shape) / shape;
    for (let i = 0; i < groups.length; i++) {
      participants[t] += n[i];
      cases[t] += rng.binomial(n[i], Math.min(0.9, m.q(groups[i], t) * multiplier));
    }
  }
  const past = fam.outbreak?.pastOutbreaks ?? doc.defaults.pastOutbreaks;
  for (let i = 0; i < past.count; i++) {
    const onset = rng.integer(30, m.H - 30);
    plant(rng, fam, m, participants, cases, onset, rng.integer(past.kMin, past.kMax), m.H);
  }
  const [from, to] = fam.outbreak?.onsetWindow ?? doc.defaults.onsetWindow;
  const onset = m.H + rng.integer(from, to);
  const end = plant(rng, fam, m, participants, cases, onset, k, length);
  const outbreakDays = [];
  for (let d = onset; d <= end; d++) outbreakDays.push(d);
  return {
    family: fam.name,
    k,
    replicate,
    historyDays: m.H,
    testDays: m.T,
    participants,
    cases,
    outbreakDays,
  };
}

const series = [];
doc.families.forEach((fam, f) => {
  doc.ks.forEach((k, ki) => {
    for (let r = 1; r <= doc.replicates; r++) series.push(simulate(fam, f, k, ki, r));
  });
});
const out = `${JSON.stringify({ set: doc.set, seed: doc.seed, startDate: doc.startDate, series })}\n`;

if (process.argv.includes('--hash')) console.log(createHash('sha256').update(out).digest('hex'));
else process.stdout.write(out);
