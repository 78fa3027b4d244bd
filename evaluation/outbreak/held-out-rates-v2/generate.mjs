#!/usr/bin/env node
// Generator of the frozen set held-out-rates-v2: daily participants and cases per area, with outbreaks of the
// literature's sizes. Dependency-free, deterministic from the seed in scenarios.json. The model is described in
// README.md; this file is its definition. `node generate.mjs` prints the series as canonical JSON, `--hash` their
// SHA-256.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const doc = JSON.parse(readFileSync(new URL('./scenarios.json', import.meta.url), 'utf8'));
const DAY_MS = 86_400_000;
const START = Date.parse(`${doc.startDate}T00:00:00Z`) / DAY_MS;

// ---- random numbers: xoshiro128** seeded by splitmix32 of (seed, family, k, replicate) ----
function splitmix32(x) {
  let z = (x + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

class Rng {
  constructor(...parts) {
    let h = 0x2545f491;
    for (const p of parts) h = splitmix32((h ^ (p >>> 0)) >>> 0);
    this.s = [];
    for (let i = 0; i < 4; i++) {
      h = splitmix32(h);
      this.s.push(h);
    }
    if (this.s.every((x) => x === 0)) this.s[0] = 1;
  }

  uniform() {
    const s = this.s;
    const r = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
    const t = (s[1] << 9) >>> 0;
    s[2] = (s[2] ^ s[0]) >>> 0;
    s[3] = (s[3] ^ s[1]) >>> 0;
    s[1] = (s[1] ^ s[2]) >>> 0;
    s[0] = (s[0] ^ s[3]) >>> 0;
    s[2] = (s[2] ^ t) >>> 0;
    s[3] = rotl(s[3], 11);
    return (r + 0.5) / 4294967296;
  }

  integer(lo, hi) {
    return lo + Math.min(hi - lo, Math.floor(this.uniform() * (hi - lo + 1)));
  }

  normal() {
    return Math.sqrt(-2 * Math.log(this.uniform())) * Math.cos(2 * Math.PI * this.uniform());
  }

  /** Marsaglia–Tsang, scale 1. */
  gamma(shape) {
    if (shape < 1) return this.gamma(shape + 1) * this.uniform() ** (1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = this.normal();
      const v = (1 + c * x) ** 3;
      if (v <= 0) continue;
      if (Math.log(this.uniform()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  }

  /** Knuth below 30, Hörmann's transformed rejection (PTRS) above: exact in both ranges. */
  poisson(mean) {
    if (!(mean > 0)) return 0;
    if (mean < 30) {
      const limit = Math.exp(-mean);
      let k = 0;
      let p = this.uniform();
      while (p > limit) {
        k++;
        p *= this.uniform();
      }
      return k;
    }
    const slam = Math.sqrt(mean);
    const loglam = Math.log(mean);
    const b = 0.931 + 2.53 * slam;
    const a = -0.059 + 0.02483 * b;
    const invalpha = 1.1239 + 1.1328 / (b - 3.4);
    const vr = 0.9277 - 3.6224 / (b - 2);
    for (;;) {
      const U = this.uniform() - 0.5;
      const V = this.uniform();
      const us = 0.5 - Math.abs(U);
      const k = Math.floor(((2 * a) / us + b) * U + mean + 0.43);
      if (us >= 0.07 && V <= vr) return k;
      if (k < 0 || (us < 0.013 && V > us)) continue;
      if (Math.log(V) + Math.log(invalpha) - Math.log(a / (us * us) + b) <= -mean + k * loglam - logFactorial(k))
        return k;
    }
  }

  /** Mean μ, variance φμ (Poisson when φ ≤ 1), as a gamma–Poisson mixture. */
  negativeBinomial(mean, dispersion) {
    if (!(mean > 0)) return 0;
    if (dispersion <= 1) return this.poisson(mean);
    const size = mean / (dispersion - 1);
    return this.poisson((this.gamma(size) * mean) / size);
  }

  /** Exact by geometric waiting times while n·min(q, 1 − q) < 40; a rounded, clamped normal above. */
  binomial(n, q) {
    if (n <= 0 || q <= 0) return 0;
    if (q >= 1) return n;
    if (q > 0.5) return n - this.binomial(n, 1 - q);
    if (n * q < 40) {
      const lq = Math.log(1 - q);
      let x = 0;
      let sum = 0;
      for (;;) {
        sum += Math.floor(Math.log(this.uniform()) / lq) + 1;
        if (sum > n) return x;
        x++;
      }
    }
    const x = Math.round(n * q + Math.sqrt(n * q * (1 - q)) * this.normal());
    return Math.max(0, Math.min(n, x));
  }
}

function rotl(x, k) {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

const LF = [0];
function logFactorial(k) {
  for (let i = LF.length; i <= k; i++) LF.push(LF[i - 1] + Math.log(i));
  return LF[k];
}

// ---- calendar ----
const DATES = new Map();
function isoDate(t) {
  let d = DATES.get(t);
  if (d === undefined) {
    d = new Date((START + t) * DAY_MS).toISOString().slice(0, 10);
    DATES.set(t, d);
  }
  return d;
}
const dayOfWeek = (t) => new Date((START + t) * DAY_MS).getUTCDay(); // 0 = Sunday
/** Day index of MM-DD in the start year (may be negative: the cosine is periodic). */
const indexOfMonthDay = (md) => Date.parse(`${doc.startDate.slice(0, 4)}-${md}T00:00:00Z`) / DAY_MS - START;

function inEntry(date, d) {
  const [a, b] = d.split('/');
  if (b === undefined) return a.length === 10 ? date === a : date.slice(5) === a;
  return a.length === 10 ? date >= a && date <= b : date.slice(5) >= a && date.slice(5) <= b;
}
const inHoliday = (h, date) => h.dates.some((d) => inEntry(date, d));

function holidayFactor(list, t) {
  let f = 1;
  const date = isoDate(t);
  const before = isoDate(t - 1);
  for (const h of list) {
    if (inHoliday(h, date)) f *= h.factor;
    else if (inHoliday(h, before)) f *= h.nextDayFactor;
  }
  return f;
}

// ---- one family ----
function expectedParticipants(f, g, t, H) {
  const P = f.participants;
  const from = g.from === undefined ? 0 : H + g.from;
  if (t < from || (g.to !== undefined && t >= H + g.to)) return 0;
  let m = g.level;
  if (g.halfLifeDays !== undefined) {
    const floor = g.floor ?? 0;
    m *= floor + (1 - floor) * 0.5 ** ((t - from) / g.halfLifeDays);
  }
  m *= (g.weekday ?? P.weekday ?? doc.defaults.weekday)[dayOfWeek(t)];
  m *= holidayFactor([...(P.holidays ?? []), ...(g.holidays ?? [])], t);
  for (const s of P.steps ?? []) if (t >= H + s.day) m *= s.factor;
  m *= Math.exp((((P.trendPerYear ?? 0) + (g.trendPerYear ?? 0)) * t) / 365);
  if (P.seasonal) {
    const a = (2 * Math.PI * (t - indexOfMonthDay(P.seasonal.peak))) / 365.25;
    m *= Math.exp(P.seasonal.amplitude * Math.cos(a));
  }
  return m;
}

function proportion(f, t) {
  const R = f.rate;
  const a = (2 * Math.PI * (t - indexOfMonthDay(R.peak))) / 365.25;
  return R.proportion * Math.exp(R.seasonal * Math.cos(a) + (R.semiannual ?? 0) * Math.cos(2 * a));
}

const caseProb = (f, g, t) => Math.min(0.9, proportion(f, t) * g.rateRatio);

/** Baseline SD of cases at onset: expected participants averaged over the onset's week (no outages). */
function baselineSd(f, t0, H, n) {
  const phi = Math.max(1, f.participants.dispersion);
  let v = 0;
  let mu = 0;
  for (const g of f.participants.groups) {
    let m = 0;
    let c = 0;
    for (let t = t0; t < Math.min(n, t0 + 7); t++) {
      m += expectedParticipants(f, g, t, H);
      c++;
    }
    m /= c;
    const q = caseProb(f, g, t0);
    v += m * q * (1 - q) + q * q * phi * m;
    mu += m * q;
  }
  return Math.sqrt(v + mu * mu * f.rate.cv ** 2);
}

function generate(f, fi, k, ki, rep) {
  const H = f.historyDays ?? doc.historyDays;
  const T = f.testDays ?? doc.testDays;
  const n = H + T;
  const rng = new Rng(doc.seed, fi, ki, rep);
  const P = f.participants;

  // outages: fixed (scored days) and random (anywhere), drawn first
  const outage = new Array(n).fill(1);
  const O = P.outages ?? {};
  for (const o of O.fixed ?? []) for (let d = 0; d < o.days; d++) outage[H + o.day + d] = o.factor;
  if (O.random) {
    for (let i = 0; i < O.random.count; i++) {
      const start = rng.integer(0, n - 1);
      const len = rng.integer(O.random.minDays, O.random.maxDays);
      const factor = rng.uniform() * O.random.maxFactor;
      for (let d = start; d < Math.min(n, start + len); d++) outage[d] = Math.min(outage[d], factor);
    }
  }

  // baseline: participants per group (negative binomial), cases per group (binomial with a shared day multiplier)
  const participants = new Array(n).fill(0);
  const cases = new Array(n).fill(0);
  const shape = 1 / f.rate.cv ** 2;
  // check-ins missed while the app is down: a share `catchUp` arrives from the outbox on the first day it is back
  const catchUp = O.catchUp ?? 0;
  const missed = P.groups.map(() => 0);
  for (let t = 0; t < n; t++) {
    const M = rng.gamma(shape) / shape;
    P.groups.forEach((g, gi) => {
      const m = expectedParticipants(f, g, t, H);
      let mean = m * outage[t];
      if (outage[t] < 1) missed[gi] += m * (1 - outage[t]);
      else {
        mean += catchUp * missed[gi];
        missed[gi] = 0;
      }
      const p = rng.negativeBinomial(mean, P.dispersion);
      participants[t] += p;
      cases[t] += rng.binomial(p, Math.min(0.9, caseProb(f, g, t) * M));
    });
  }

  const out = f.outbreak ?? {};
  const share = out.newParticipantShare ?? doc.defaults.newParticipantShare;
  const { meanLog, sdLog } = doc.defaults.delay;
  /** Plants an outbreak of k × SD at onset; days after `limit` are dropped; returns the last day with a case. */
  const plant = (onset, kk, limit) => {
    const size = Math.max(1, rng.poisson(kk * baselineSd(f, onset, H, n)));
    let last = -1;
    for (let c = 0; c < size; c++) {
      let day = onset + Math.max(0, Math.floor(Math.exp(meanLog + sdLog * rng.normal()) - 1));
      // a report due while the app is down gets through with probability `factor`; otherwise it waits in the
      // device's outbox until the app is back (probability catchUp) or is lost
      let lost = false;
      if (outage[day] < 1 && rng.uniform() >= outage[day]) {
        lost = rng.uniform() >= catchUp;
        while (day < n && outage[day] < 1) day++;
      }
      const joins = rng.uniform() < share;
      if (lost || day > limit) continue;
      cases[day]++;
      if (joins || cases[day] > participants[day]) participants[day]++;
      last = Math.max(last, day);
    }
    return last;
  };

  const win = out.onsetWindow ?? doc.defaults.onsetWindow;
  const onset = H + rng.integer(win[0], win[1]);
  const past = out.pastOutbreaks ?? doc.defaults.pastOutbreaks;
  for (let i = 0; i < past.count; i++) {
    const start = past.sameSeason ? onset - 364 * (i + 1) + rng.integer(-7, 7) : rng.integer(30, H - 30);
    const kk = rng.integer(past.kMin, past.kMax);
    if (start >= 0 && start < H) plant(start, kk, H - 1);
  }
  let last = plant(onset, k, n - 1);
  if (last < onset) {
    // every case fell after the last day: the outbreak is its onset day, with one case
    cases[onset]++;
    if (cases[onset] > participants[onset]) participants[onset]++;
    last = onset;
  }
  const outbreakDays = [];
  for (let d = onset; d <= last; d++) outbreakDays.push(d);
  return { family: f.name, k, replicate: rep, historyDays: H, testDays: T, participants, cases, outbreakDays };
}

const series = [];
doc.families.forEach((f, fi) => {
  doc.ks.forEach((k, ki) => {
    for (let rep = 1; rep <= doc.replicates; rep++) series.push(generate(f, fi, k, ki, rep));
  });
});
const text = `${JSON.stringify({ set: doc.set, seed: doc.seed, startDate: doc.startDate, series })}\n`;
if (process.argv.includes('--hash')) console.log(createHash('sha256').update(text).digest('hex'));
else process.stdout.write(text);
