#!/usr/bin/env node
// held-out-scan-v2: frozen simulation of space-time clusters over postal-code centroids under overdispersed
// (negative binomial, quadratic variance) baselines (see README.md).
// Dependency-free and deterministic from scenarios.json. `node generate.mjs` prints the canonical JSON;
// `node generate.mjs --hash` prints the SHA-256 of those bytes.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const spec = JSON.parse(readFileSync(join(here, 'scenarios.json'), 'utf8'));

// ---------- seeded random numbers: splitmix32 for seeding, xoshiro128** for draws ----------
function fmix32(h) {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
/** A stream key from the set's seed and a list of small integers (each stream independent of the others). */
function streamSeed(...parts) {
  let h = fmix32(spec.seed >>> 0);
  for (const p of parts) h = fmix32((h ^ Math.imul((p >>> 0) + 0x9e3779b9, 0x27d4eb2f)) >>> 0);
  return h;
}
class Rng {
  constructor(seed) {
    let x = seed >>> 0;
    const next = () => {
      x = (x + 0x9e3779b9) >>> 0;
      return fmix32(x);
    };
    this.s = [next(), next(), next(), next()];
    if (this.s.every((v) => v === 0)) this.s[0] = 1;
  }
  u32() {
    const s = this.s;
    const r = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
    const t = (s[1] << 9) >>> 0;
    s[2] = (s[2] ^ s[0]) >>> 0;
    s[3] = (s[3] ^ s[1]) >>> 0;
    s[1] = (s[1] ^ s[2]) >>> 0;
    s[0] = (s[0] ^ s[3]) >>> 0;
    s[2] = (s[2] ^ t) >>> 0;
    s[3] = rotl(s[3], 11);
    return r;
  }
  /** Uniform on [0, 1) with 53 random bits. */
  uniform() {
    return ((this.u32() >>> 5) * 67108864 + (this.u32() >>> 6)) / 9007199254740992;
  }
  normal() {
    const u = Math.max(this.uniform(), 1e-300);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.uniform());
  }
  integer(lo, hi) {
    return lo + Math.floor(this.uniform() * (hi - lo + 1));
  }
  /** Marsaglia-Tsang gamma, scale 1. */
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
  /** Exact Poisson: multiplication method on pieces of mean at most 20. */
  poisson(mean) {
    let n = 0;
    while (mean > 0) {
      const m = Math.min(mean, 20);
      mean -= m;
      const limit = Math.exp(-m);
      let p = this.uniform();
      while (p > limit) {
        n++;
        p *= this.uniform();
      }
    }
    return n;
  }
  /** Negative binomial with mean mu and variance mu (1 + mu / size) (gamma-Poisson mixture; R's rnbinom(mu, size)). */
  negBin2(mu, size) {
    if (mu <= 0) return 0;
    return this.poisson((this.gamma(size) * mu) / size);
  }
  /** A gamma factor with mean 1 and coefficient of variation cv. */
  meanOne(cv) {
    if (cv <= 0) return 1;
    const shape = 1 / (cv * cv);
    return this.gamma(shape) / shape;
  }
  pick(array) {
    return array[Math.floor(this.uniform() * array.length)];
  }
}
const rotl = (x, k) => ((x << k) | (x >>> (32 - k))) >>> 0;

// ---------- calendar ----------
const DAY_MS = 86_400_000;
const startMs = Date.parse(`${spec.startDate}T00:00:00Z`);
const TOTAL_DAYS = spec.historyDays + spec.testDays;
const dateOf = (t) => new Date(startMs + t * DAY_MS);
const isoOf = (t) => dateOf(t).toISOString().slice(0, 10);
const holidaySet = new Set(spec.baseline.holidays.dates);
const isHoliday = (t) => {
  const iso = isoOf(t);
  return holidaySet.has(iso) || holidaySet.has(iso.slice(5));
};
function dayOfYear(t) {
  const d = dateOf(t);
  return Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
}
/** Day-of-week and holiday reporting factors, shared by every code of a geography. */
function calendarFactors(geo) {
  const h = spec.baseline.holidays;
  return Array.from({ length: TOTAL_DAYS }, (_, t) => {
    let f = geo.dayOfWeek[dateOf(t).getUTCDay()];
    if (isHoliday(t)) f *= h.factor;
    else if (t > 0 && isHoliday(t - 1)) f *= h.nextDayFactor;
    return f;
  });
}

// ---------- geography ----------
const KM_PER_DEG_LAT = 110.574;
const round5 = (x) => Math.round(x * 1e5) / 1e5;
function haversineKm(a, b) {
  const r = Math.PI / 180;
  const dLat = (b.lat - a.lat) * r;
  const dLon = (b.lon - a.lon) * r;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(s)));
}

function buildGeography(name, g, gIndex) {
  const rng = new Rng(streamSeed(1, gIndex));
  const [lat0, lon0] = g.centre;
  const kmPerDegLon = 111.32 * Math.cos((lat0 * Math.PI) / 180);
  const toLatLon = (x, y) => ({ lat: round5(lat0 + y / KM_PER_DEG_LAT), lon: round5(lon0 + x / kmPerDegLon) });
  for (let attempt = 0; attempt < 1000; attempt++) {
    const seats = g.districts.map((d) => {
      const s = d.seat;
      if ('angleDeg' in s) {
        const a = ((s.angleDeg + (2 * rng.uniform() - 1) * g.seatJitter.angleDeg) * Math.PI) / 180;
        const r = s.radiusKm + (2 * rng.uniform() - 1) * g.seatJitter.radiusKm;
        return { x: r * Math.cos(a), y: r * Math.sin(a) };
      }
      return {
        x: s.xKm + (2 * rng.uniform() - 1) * g.seatJitter.xyKm,
        y: s.yKm + (2 * rng.uniform() - 1) * g.seatJitter.xyKm,
      };
    });
    const points = [];
    const farEnough = (p, min) => points.every((q) => Math.hypot(p.x - q.x, p.y - q.y) >= Math.max(min, q.min));
    let failed = false;
    for (const group of g.groups) {
      const pl = group.placement;
      const towns = [];
      if (pl.kind === 'towns') {
        for (let i = 0; i < pl.towns; i++) {
          for (let tries = 0; ; tries++) {
            if (tries > 10000) throw new Error(`${name}: cannot place towns`);
            const c = { x: (rng.uniform() - 0.5) * pl.boxKm[0], y: (rng.uniform() - 0.5) * pl.boxKm[1] };
            if (towns.every((o) => Math.hypot(c.x - o.x, c.y - o.y) >= pl.townSpacingKm)) {
              towns.push(c);
              break;
            }
          }
        }
      }
      for (let i = 0; i < group.n; i++) {
        let placed = false;
        for (let tries = 0; tries < 20000 && !placed; tries++) {
          let p;
          if (pl.kind === 'gaussian') p = { x: pl.sdKm * rng.normal(), y: pl.sdKm * rng.normal() };
          else if (pl.kind === 'ring') {
            const r = Math.sqrt(pl.rMinKm ** 2 + rng.uniform() * (pl.rMaxKm ** 2 - pl.rMinKm ** 2));
            const a = 2 * Math.PI * rng.uniform();
            p = { x: r * Math.cos(a), y: r * Math.sin(a) };
          } else if (pl.kind === 'box')
            p = { x: (rng.uniform() - 0.5) * pl.boxKm[0], y: (rng.uniform() - 0.5) * pl.boxKm[1] };
          else if (pl.kind === 'towns') {
            const c = towns[i % towns.length];
            p = { x: c.x + pl.sdKm * rng.normal(), y: c.y + pl.sdKm * rng.normal() };
          } else throw new Error(`unknown placement ${pl.kind}`);
          if (farEnough(p, group.minSpacingKm)) {
            const weight = group.weight.median * Math.exp(group.weight.logSd * rng.normal());
            points.push({ ...p, min: group.minSpacingKm, weight });
            placed = true;
          }
        }
        if (!placed) failed = true;
      }
    }
    if (failed) continue;
    // Districts are the Voronoi cells of their seats: each code belongs to the district of the nearest seat.
    for (const p of points) {
      let best = 0;
      for (let d = 1; d < seats.length; d++)
        if (Math.hypot(p.x - seats[d].x, p.y - seats[d].y) < Math.hypot(p.x - seats[best].x, p.y - seats[best].y))
          best = d;
      p.district = best;
    }
    const perDistrict = seats.map((_, d) => points.filter((p) => p.district === d).length);
    if (perDistrict.some((n) => n < g.minCodesPerDistrict)) continue;
    // Index order: north to south, then west to east (carries no information about districts or clusters).
    const codes = points.map((p) => ({ ...toLatLon(p.x, p.y), district: p.district, weight: p.weight }));
    codes.sort((a, b) => b.lat - a.lat || a.lon - b.lon);
    const totalWeight = codes.reduce((s, c) => s + c.weight, 0);
    codes.forEach((c, i) => {
      c.index = i;
      c.id = `${g.postalPrefix}${String(1001 + i * 7).padStart(4, '0')}`;
      c.level = (g.totalLevel * c.weight) / totalWeight;
    });
    const dist = codes.map((a) => codes.map((b) => haversineKm(a, b)));
    const seasonShift = g.districts.map(() => (2 * rng.uniform() - 1) * g.seasonal.districtShiftDays);
    return { name, spec: g, codes, dist, seasonShift, calendar: calendarFactors(g) };
  }
  throw new Error(`${name}: no geography satisfies the constraints`);
}

// ---------- baseline means ----------
/** Smooth mean of code i on day t before day-of-week, holidays, shared noise and control changes. */
function smoothMean(geo, i, t) {
  const g = geo.spec;
  const c = geo.codes[i];
  const doy = dayOfYear(t) + geo.seasonShift[c.district];
  const phase = (2 * Math.PI * (doy - g.seasonal.peakDayOfYear)) / 365.25;
  const season = g.seasonal.amplitude * Math.cos(phase) + g.seasonal.semiannualAmplitude * Math.cos(2 * phase);
  return c.level * Math.exp((g.trendPerYear * t) / 365 + season);
}
/** Expected count of code i on day t (no shared noise, no control change): what k x SD is measured against. */
const expected = (geo, i, t) => smoothMean(geo, i, t) * geo.calendar[t];

// ---------- clusters ----------
function reportDelay(rng) {
  const d = spec.baseline.reportDelay;
  return Math.max(0, Math.floor(Math.exp(d.logMean + d.logSd * rng.normal()) - d.minus));
}
const EXPONENTIAL_GROWTH = 20;
/** Days from the cluster's onset to one case's onset, by inverting the time shape's distribution function. */
function onsetOffset(rng, time) {
  if (time.kind === 'point') return 0;
  const u = rng.uniform();
  const x =
    time.kind === 'flat'
      ? u
      : time.kind === 'linear'
        ? Math.sqrt(u)
        : Math.log(1 + u * (EXPONENTIAL_GROWTH - 1)) / Math.log(EXPONENTIAL_GROWTH);
  return Math.min(time.days - 1, Math.floor(x * time.days));
}

function districtsOf(geo, members) {
  return new Set(members.map((i) => geo.codes[i].district));
}
/** Shares of the cluster's expected counts by district, largest first. */
function districtShares(geo, members, t) {
  const by = new Map();
  let total = 0;
  for (const i of members) {
    const e = expected(geo, i, t);
    by.set(geo.codes[i].district, (by.get(geo.codes[i].district) ?? 0) + e);
    total += e;
  }
  return [...by.values()].map((v) => v / total).sort((a, b) => b - a);
}
/** Each code's four nearest codes (ties by index): the neighbour graph of chains and border pairs. */
function nearestFour(geo) {
  return geo.dist.map((row, i) =>
    row
      .map((d, j) => [d, j])
      .filter(([, j]) => j !== i)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .slice(0, 4)
      .map(([, j]) => j),
  );
}
/**
 * Which codes a family's cluster may use: every code, the largest quarter by level, or the smallest 40 %
 * (by rank of level, ties by index).
 */
function eligibleCodes(geo, codeSize) {
  const n = geo.codes.length;
  if (codeSize === 'any') return geo.codes.map(() => true);
  const order = geo.codes.map((c, i) => [c.level, i]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const rank = new Array(n);
  order.forEach(([, i], r) => {
    rank[i] = r;
  });
  if (codeSize === 'large') return rank.map((r) => r >= Math.floor(0.75 * n));
  if (codeSize === 'small') return rank.map((r) => r < Math.ceil(0.4 * n));
  throw new Error(`unknown codeSize ${codeSize}`);
}
/** Pairs of eligible codes in different districts, each among the other's four nearest codes: the district lines' sides. */
function borderPairs(geo, eligible) {
  const n = geo.codes.length;
  const nearest = nearestFour(geo);
  const pairs = [];
  for (let i = 0; i < n; i++)
    for (const j of nearest[i])
      if (
        j > i &&
        nearest[j].includes(i) &&
        eligible[i] &&
        eligible[j] &&
        geo.codes[i].district !== geo.codes[j].district
      )
        pairs.push([i, j]);
  return pairs;
}

function pointNear(geo, i, j, rng) {
  const a = geo.codes[i];
  const b = geo.codes[j];
  const f = rng.uniform();
  const jitter = 0.25 * geo.dist[i][j];
  const lat = a.lat + f * (b.lat - a.lat);
  const lon = a.lon + f * (b.lon - a.lon);
  const kmPerDegLon = 111.32 * Math.cos((lat * Math.PI) / 180);
  return {
    lat: lat + ((2 * rng.uniform() - 1) * jitter) / KM_PER_DEG_LAT,
    lon: lon + ((2 * rng.uniform() - 1) * jitter) / kmPerDegLon,
  };
}

/**
 * Chooses the scored cluster's codes for a family by rejection (deterministic from the series' stream). Returns
 * the codes in increasing order and the order in which a spreading cluster reaches them.
 */
function chooseCluster(geo, c, onset, rng) {
  const eligible = eligibleCodes(geo, c.codeSize);
  const eligibleIndices = geo.codes.map((_, i) => i).filter((i) => eligible[i]);
  const pairs = borderPairs(geo, eligible);
  const nearest = nearestFour(geo);
  const [dMin, dMax] = c.districts;
  if (dMin >= 2 && pairs.length === 0) throw new Error(`no border pair for ${JSON.stringify(c)}`);
  const accept = (members) => {
    if (members.length < c.codes[0] || members.length > c.codes[1]) return false;
    if (new Set(members).size !== members.length || !members.every((i) => eligible[i])) return false;
    const spanned = districtsOf(geo, members).size;
    if (spanned < dMin || spanned > dMax) return false;
    if (dMin >= 2 && districtShares(geo, members, onset)[dMin - 1] < c.minDistrictShare) return false;
    return true;
  };
  // A spreading cluster reaches its codes in order of distance from its centre (ties by index).
  const result = (members, centre) => {
    const order = members
      .map((i) => [haversineKm(centre, geo.codes[i]), i])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([, i]) => i);
    return { members: [...members].sort((a, b) => a - b), order };
  };
  for (let tries = 0; tries < 200000; tries++) {
    if (c.shape === 'pair') {
      const members = [...rng.pick(pairs)];
      if (accept(members)) return result(members, geo.codes[members[0]]);
      continue;
    }
    if (c.shape === 'chain') {
      // A random walk on the nearest-neighbour graph: each new code is a near neighbour of one already in.
      const start = dMin >= 2 ? rng.pick(rng.pick(pairs)) : rng.pick(eligibleIndices);
      const m = rng.integer(c.codes[0], c.codes[1]);
      const members = [start];
      while (members.length < m) {
        const frontier = [];
        for (const i of members)
          for (const j of nearest[i])
            if (eligible[j] && !members.includes(j) && !frontier.includes(j)) frontier.push(j);
        if (frontier.length === 0) break;
        members.push(rng.pick(frontier));
      }
      if (accept(members)) return result(members, geo.codes[start]);
      continue;
    }
    let centre;
    if (dMin >= 2) {
      const [i, j] = rng.pick(pairs);
      centre = pointNear(geo, i, j, rng);
    } else centre = pointNear(geo, rng.pick(eligibleIndices), rng.pick(eligibleIndices), rng);
    let members;
    if (c.shape === 'circle') {
      const byDistance = eligibleIndices
        .map((i) => [haversineKm(centre, geo.codes[i]), i])
        .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      const m = rng.integer(c.codes[0], c.codes[1]);
      if (m > byDistance.length) continue;
      const chosen = byDistance.slice(0, m);
      const radius = chosen[m - 1][0];
      if (radius < c.radiusKm[0] || radius > c.radiusKm[1]) continue;
      members = chosen.map(([, i]) => i);
    } else if (c.shape === 'corridor' || c.shape === 'ellipse') {
      const length = c.lengthKm[0] + rng.uniform() * (c.lengthKm[1] - c.lengthKm[0]);
      const angle = Math.PI * rng.uniform();
      const aspect = c.shape === 'ellipse' ? c.aspect[0] + rng.uniform() * (c.aspect[1] - c.aspect[0]) : 0;
      const kmPerDegLon = 111.32 * Math.cos((centre.lat * Math.PI) / 180);
      const ux = Math.cos(angle);
      const uy = Math.sin(angle);
      members = [];
      for (const i of eligibleIndices) {
        const p = geo.codes[i];
        const x = (p.lon - centre.lon) * kmPerDegLon;
        const y = (p.lat - centre.lat) * KM_PER_DEG_LAT;
        const u = x * ux + y * uy;
        const v = -x * uy + y * ux;
        if (c.shape === 'corridor') {
          const along = Math.max(-length / 2, Math.min(length / 2, u));
          if (Math.hypot(x - along * ux, y - along * uy) <= c.widthKm) members.push(i);
        } else {
          const a = length / 2;
          const b = a / aspect;
          if ((u / a) ** 2 + (v / b) ** 2 <= 1) members.push(i);
        }
      }
    } else throw new Error(`unknown cluster shape ${c.shape}`);
    if (accept(members)) return result(members, centre);
  }
  throw new Error(`no cluster found for ${JSON.stringify(c)}`);
}

/** SD of the summed counts of `members` on day t under the negative binomial: sqrt(sum of mu (1 + mu / size)). */
function baselineSd(geo, members, t) {
  const size = geo.spec.size;
  return Math.sqrt(members.reduce((s, i) => s + expected(geo, i, t) * (1 + expected(geo, i, t) / size), 0));
}

/**
 * Adds Poisson(k x SD) cases (at least one when atLeastOne) to the codes `members` from `onset`, SD being the
 * baseline SD of the members' summed counts on the onset day; codes drawn in proportion to their expected counts
 * (one relative risk across the cluster); each case's day = onset + its code's arrival day + its onset offset + a
 * log-normal report delay. Returns the days on which cases fell (cases past the last simulated day are lost).
 */
function plant(geo, counts, members, arrival, onset, k, time, rng, atLeastOne) {
  const e = members.map((i) => expected(geo, i, onset));
  const sum = e.reduce((s, x) => s + x, 0);
  let cases = rng.poisson(k * baselineSd(geo, members, onset));
  if (atLeastOne) cases = Math.max(1, cases);
  const days = [];
  for (let c = 0; c < cases; c++) {
    let u = rng.uniform() * sum;
    let m = 0;
    while (m < members.length - 1 && u >= e[m]) u -= e[m++];
    const day = onset + arrival[m] + onsetOffset(rng, time) + reportDelay(rng);
    if (day < TOTAL_DAYS) {
      counts[members[m]][day]++;
      days.push(day);
    }
  }
  return days;
}

// ---------- one series ----------
function simulateSeries(geo, family, fIndex, k, replicate) {
  const rng = new Rng(streamSeed(2, fIndex, k === null ? 0 : k, replicate));
  const g = geo.spec;
  const n = geo.codes.length;
  const H = spec.historyDays;
  const nd = g.districts.length;
  // Control change: a multiplier per code and day.
  const ctl = family.control;
  let change = null;
  if (ctl && ctl.kind !== 'plain') {
    const from = H + rng.integer(ctl.fromDay[0], ctl.fromDay[1]);
    let affected;
    if (ctl.kind === 'districtFestival') {
      const d = rng.integer(0, nd - 1);
      affected = geo.codes.map((c) => c.district === d);
    } else if (ctl.kind === 'codeRamp') {
      const levels = geo.codes.map((c) => c.level).sort((a, b) => a - b);
      const median = levels[Math.floor(levels.length / 2)];
      const i = rng.pick(geo.codes.filter((c) => c.level < median)).index;
      affected = geo.codes.map((c) => c.index === i);
    } else throw new Error(`unknown control ${ctl.kind}`);
    const factorOn = (t) => {
      if (t < from) return 1;
      if (ctl.kind === 'codeRamp') return 1 + (ctl.factor - 1) * Math.min(1, (t - from + 1) / ctl.rampDays);
      if (t < from + ctl.lowDays) return ctl.lowFactor;
      if (t < from + ctl.lowDays + ctl.catchUpDays) return ctl.catchUpFactor;
      return 1;
    };
    change = { affected, factorOn };
  }
  // Baseline counts with shared day-to-day noise of the state and of each district.
  const counts = Array.from({ length: n }, () => new Array(TOTAL_DAYS).fill(0));
  for (let t = 0; t < TOTAL_DAYS; t++) {
    const state = rng.meanOne(g.sharedNoise.stateCv);
    const district = Array.from({ length: nd }, () => rng.meanOne(g.sharedNoise.districtCv));
    const f = change ? change.factorOn(t) : 1;
    for (let i = 0; i < n; i++) {
      let mu = expected(geo, i, t) * state * district[geo.codes[i].district];
      if (change?.affected[i]) mu *= f;
      counts[i][t] = rng.negBin2(mu, g.size);
    }
  }
  // Past clusters in the history (not scored, not reported): baselines are contaminated as in practice.
  const past = spec.baseline.pastClusters;
  for (let p = 0; p < past.count; p++) {
    const onset = rng.integer(past.fromDay, H - past.toBeforeScoring);
    const centre = rng.integer(0, n - 1);
    const m = rng.integer(past.codesMin, past.codesMax);
    const members = geo.dist[centre]
      .map((d, j) => [d, j])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .slice(0, m)
      .map(([, j]) => j);
    const arrival = members.map(() => 0);
    plant(geo, counts, members, arrival, onset, rng.integer(past.kMin, past.kMax), { kind: 'point' }, rng, false);
  }
  // The scored cluster.
  let cluster = null;
  if (family.cluster) {
    const w = spec.baseline.onsetWindow;
    const onset = H + rng.integer(w.from, w.to);
    const { members, order } = chooseCluster(geo, family.cluster, onset, rng);
    const spreadDays = family.spread ? family.spread.days : 0;
    const arrival = members.map((i) =>
      members.length > 1 ? Math.round((spreadDays * order.indexOf(i)) / (members.length - 1)) : 0,
    );
    const days = plant(geo, counts, members, arrival, onset, k, family.time, rng, true);
    if (days.length === 0) throw new Error(`${family.name}: cluster lost past the last day`);
    const first = Math.min(...days);
    const last = Math.max(...days);
    cluster = { postalCodes: members, days: Array.from({ length: last - first + 1 }, (_, d) => first + d) };
  }
  return { counts, cluster };
}

// ---------- output ----------
export function* chunks() {
  const geoNames = Object.keys(spec.geographies);
  const geos = Object.fromEntries(geoNames.map((name, gi) => [name, buildGeography(name, spec.geographies[name], gi)]));
  const geographies = {};
  for (const name of geoNames) {
    const g = spec.geographies[name];
    geographies[name] = {
      districts: g.districts.map((d) => ({ id: d.id, name: d.name })),
      postalCodes: geos[name].codes.map((c) => ({
        id: c.id,
        lat: c.lat,
        lon: c.lon,
        district: g.districts[c.district].id,
      })),
    };
  }
  yield `{"set":${JSON.stringify(spec.set)},"seed":${spec.seed},"startDate":${JSON.stringify(spec.startDate)},"geographies":${JSON.stringify(geographies)},"series":[`;
  let first = true;
  for (const [fIndex, family] of spec.families.entries()) {
    const geo = geos[family.geography];
    const runs = family.cluster
      ? spec.ks.flatMap((k) => Array.from({ length: spec.replicatesPerK }, (_, r) => [k, r]))
      : Array.from({ length: spec.controlReplicates }, (_, r) => [null, r]);
    for (const [k, replicate] of runs) {
      const { counts, cluster } = simulateSeries(geo, family, fIndex, k, replicate);
      const head = {
        family: family.name,
        geography: family.geography,
        k,
        replicate,
        historyDays: spec.historyDays,
        testDays: spec.testDays,
      };
      const headJson = JSON.stringify(head).slice(0, -1);
      yield `${first ? '' : ','}${headJson},"counts":[${counts.map((row) => `[${row.join(',')}]`).join(',')}],"cluster":${JSON.stringify(cluster)}}`;
      first = false;
    }
  }
  yield ']}\n';
}

const isMain = process.argv[1] && realpathSync(fileURLToPath(import.meta.url)) === realpathSync(process.argv[1]);
if (isMain) {
  if (process.argv.includes('--hash')) {
    const h = createHash('sha256');
    for (const c of chunks()) h.update(c);
    process.stdout.write(`${h.digest('hex')}\n`);
  } else {
    for (const c of chunks()) process.stdout.write(c);
  }
}
