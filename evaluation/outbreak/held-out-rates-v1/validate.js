#!/usr/bin/env node
// Dependency-free validator for held-out-rates-v1: the schema and ranges of scenarios.json, the coverage the
// brief asks for, the generated series (schema, integers, cases <= participants, outbreakDays), determinism
// (two runs, one hash) and the stored hashes (SHA256, SERIES_SHA256). Prints OK or the list of errors.

const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const { spawnSync } = require('node:child_process');

const dir = __dirname;
const errors = [];
const err = (where, msg) => errors.push(`${where}: ${msg}`);
const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isNum = (v) => typeof v === 'number' && Number.isFinite(v);
const sha = (b) => crypto.createHash('sha256').update(b).digest('hex');

function keys(where, o, required, optional) {
  if (!isObj(o)) {
    err(where, 'must be an object');
    return false;
  }
  for (const k of required) if (!(k in o)) err(where, `missing required property "${k}"`);
  const allowed = new Set([...required, ...optional]);
  for (const k of Object.keys(o)) if (!allowed.has(k)) err(where, `additional property "${k}" not allowed`);
  return true;
}
function num(where, v, { gt, ge, lt, le } = {}) {
  if (!isNum(v)) {
    err(where, 'must be a number');
    return false;
  }
  if (gt !== undefined && !(v > gt)) err(where, `must be > ${gt}`);
  if (ge !== undefined && !(v >= ge)) err(where, `must be >= ${ge}`);
  if (lt !== undefined && !(v < lt)) err(where, `must be < ${lt}`);
  if (le !== undefined && !(v <= le)) err(where, `must be <= ${le}`);
  return true;
}
function int(where, v, opts) {
  if (!Number.isInteger(v)) {
    err(where, 'must be an integer');
    return false;
  }
  return num(where, v, opts);
}
function str(where, v) {
  if (typeof v !== 'string' || v.trim() === '') {
    err(where, 'must be a non-empty string');
    return false;
  }
  return true;
}
function validDate(y, mo, d) {
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}
function validMd(s) {
  const m = /^(\d{2})-(\d{2})$/.exec(s);
  return !!m && validDate(2024, +m[1], +m[2]);
}
function validEntry(s) {
  if (typeof s !== 'string') return false;
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return validDate(+m[1], +m[2], +m[3]);
  if (validMd(s)) return true;
  m = /^(\d{2}-\d{2})\/(\d{2}-\d{2})$/.exec(s);
  return !!m && validMd(m[1]) && validMd(m[2]) && m[1] <= m[2];
}
function weekday(where, w) {
  if (!Array.isArray(w) || w.length !== 7) {
    err(where, 'must be 7 numbers, Sunday first');
    return;
  }
  w.forEach((x, i) => {
    num(`${where}[${i}]`, x, { gt: 0 });
  });
}
function holidays(where, hs) {
  if (!Array.isArray(hs)) {
    err(where, 'must be an array');
    return;
  }
  hs.forEach((h, i) => {
    const w = `${where}[${i}]`;
    if (!keys(w, h, ['dates', 'factor', 'nextDayFactor'], [])) return;
    if (!Array.isArray(h.dates) || h.dates.length === 0) err(`${w}.dates`, 'must be a non-empty array');
    else
      h.dates.forEach((d, j) => {
        if (!validEntry(d)) err(`${w}.dates[${j}]`, 'must be YYYY-MM-DD, MM-DD or MM-DD/MM-DD');
      });
    num(`${w}.factor`, h.factor, { gt: 0 });
    num(`${w}.nextDayFactor`, h.nextDayFactor, { gt: 0 });
  });
}

// ---- scenarios.json ----
const scenariosBytes = fs.readFileSync(path.join(dir, 'scenarios.json'));
const doc = JSON.parse(scenariosBytes.toString('utf8'));
keys(
  'root',
  doc,
  [
    'set',
    'description',
    'frozen',
    'seed',
    'startDate',
    'historyDays',
    'testDays',
    'ks',
    'replicates',
    'defaults',
    'families',
  ],
  [],
);
if (doc.set !== 'held-out-rates-v1') err('set', 'must be "held-out-rates-v1"');
str('description', doc.description);
if (doc.frozen !== '2026-11-24') err('frozen', 'must be 2026-11-24');
int('seed', doc.seed, { ge: 0, lt: 2 ** 32 });
if (!(/^\d{4}-\d{2}-\d{2}$/.test(doc.startDate) && validEntry(doc.startDate))) err('startDate', 'must be YYYY-MM-DD');
int('historyDays', doc.historyDays, { ge: 60 });
int('testDays', doc.testDays, { ge: 60 });
if (doc.historyDays !== 730 || doc.testDays !== 364) err('root', 'default history 730 and test 364 days (brief)');
if (JSON.stringify(doc.ks) !== JSON.stringify([2, 3, 5, 10])) err('ks', 'must be [2, 3, 5, 10]');
int('replicates', doc.replicates, { ge: 1 });

const D = doc.defaults;
if (keys('defaults', D, ['weekday', 'onsetWindow', 'pastOutbreaks', 'newParticipantShare', 'delay'], [])) {
  weekday('defaults.weekday', D.weekday);
  if (keys('defaults.pastOutbreaks', D.pastOutbreaks, ['count', 'kMin', 'kMax'], [])) {
    int('defaults.pastOutbreaks.count', D.pastOutbreaks.count, { ge: 1 });
  }
  num('defaults.newParticipantShare', D.newParticipantShare, { ge: 0, le: 1 });
  if (keys('defaults.delay', D.delay, ['meanLog', 'sdLog'], [])) {
    if (D.delay.meanLog !== 1.2 || D.delay.sdLog !== 0.5)
      err('defaults.delay', "must be the simulator's log-normal delay (1.2, 0.5)");
  }
}

const CLASSES = ['participation', 'composition', 'control'];
const fams = Array.isArray(doc.families) ? doc.families : [];
if (fams.length < 14 || fams.length > 20) err('families', `must have 14 to 20 families, has ${fams.length}`);
const names = new Set();
const total = fams.length * (doc.ks || []).length * doc.replicates;
if (total > 800) err('root', `total series ${total} > 800`);

// Approximate mean participants a day of a family at scored day s (no weekday or holiday factor), for coverage.
function levelAt(fam, s) {
  const H = fam.historyDays ?? doc.historyDays;
  const t = H + s;
  let m = 0;
  for (const g of fam.participants.groups) {
    const from = g.from === undefined ? 0 : H + g.from;
    if (t < from || (g.to !== undefined && t >= H + g.to)) continue;
    let x = g.level;
    if (g.halfLifeDays !== undefined)
      x *= (g.floor ?? 0) + (1 - (g.floor ?? 0)) * 0.5 ** ((t - Math.max(0, from)) / g.halfLifeDays);
    m += x;
  }
  for (const st of fam.participants.steps ?? []) if (t >= H + st.day) m *= st.factor;
  return m * Math.exp(((fam.participants.trendPerYear ?? 0) * t) / 365);
}

const coverage = {
  stepUp: new Set(),
  stepDown: new Set(),
  growth: 0,
  attrition: 0,
  endOfYear: 0,
  mondayReminder: 0,
  higherRateGroup: 0,
  illSurge: 0,
  small: 0,
  large: 0,
  controls: 0,
  pastInHistory: 0,
};

fams.forEach((f, i) => {
  const w = `families[${i}]${isObj(f) && typeof f.name === 'string' ? ` (${f.name})` : ''}`;
  if (!keys(w, f, ['name', 'class', 'source', 'why', 'participants', 'rate'], ['historyDays', 'testDays', 'outbreak']))
    return;
  if (str(`${w}.name`, f.name)) {
    if (names.has(f.name)) err(w, 'duplicate name');
    names.add(f.name);
  }
  if (!CLASSES.includes(f.class)) err(`${w}.class`, `must be one of ${CLASSES.join(', ')}`);
  str(`${w}.source`, f.source);
  str(`${w}.why`, f.why);
  const H = f.historyDays ?? doc.historyDays;
  const T = f.testDays ?? doc.testDays;
  if ('historyDays' in f) int(`${w}.historyDays`, f.historyDays, { ge: 60 });
  if ('testDays' in f) int(`${w}.testDays`, f.testDays, { ge: 60 });

  const P = f.participants;
  if (!keys(`${w}.participants`, P, ['dispersion', 'groups'], ['weekday', 'trendPerYear', 'holidays', 'steps'])) return;
  num(`${w}.participants.dispersion`, P.dispersion, { ge: 1 });
  if ('weekday' in P) weekday(`${w}.participants.weekday`, P.weekday);
  if ('trendPerYear' in P) num(`${w}.participants.trendPerYear`, P.trendPerYear, { ge: -2, le: 2 });
  if ('holidays' in P) holidays(`${w}.participants.holidays`, P.holidays);
  if ('steps' in P) {
    if (!Array.isArray(P.steps)) err(`${w}.participants.steps`, 'must be an array');
    else
      P.steps.forEach((s, j) => {
        const sw = `${w}.participants.steps[${j}]`;
        if (!keys(sw, s, ['day', 'factor'], [])) return;
        int(`${sw}.day`, s.day, { ge: -H, lt: T });
        num(`${sw}.factor`, s.factor, { ge: 0.1, le: 10 });
      });
  }
  let maxRatio = 0;
  if (!Array.isArray(P.groups) || P.groups.length === 0) err(`${w}.participants.groups`, 'must be a non-empty array');
  else
    P.groups.forEach((g, j) => {
      const gw = `${w}.participants.groups[${j}]`;
      if (!keys(gw, g, ['name', 'level', 'rateRatio'], ['from', 'to', 'halfLifeDays', 'floor', 'weekday', 'holidays']))
        return;
      str(`${gw}.name`, g.name);
      num(`${gw}.level`, g.level, { gt: 0 });
      num(`${gw}.rateRatio`, g.rateRatio, { gt: 0, le: 10 });
      maxRatio = Math.max(maxRatio, g.rateRatio);
      if ('from' in g) int(`${gw}.from`, g.from, { ge: -H, lt: T });
      if ('to' in g) int(`${gw}.to`, g.to, { gt: g.from ?? -H, le: T });
      if ('halfLifeDays' in g) num(`${gw}.halfLifeDays`, g.halfLifeDays, { gt: 0 });
      if ('floor' in g) num(`${gw}.floor`, g.floor, { ge: 0, le: 1 });
      if ('weekday' in g) weekday(`${gw}.weekday`, g.weekday);
      if ('holidays' in g) holidays(`${gw}.holidays`, g.holidays);
    });

  const R = f.rate;
  if (keys(`${w}.rate`, R, ['proportion', 'seasonal', 'peak', 'cv'], ['semiannual'])) {
    num(`${w}.rate.proportion`, R.proportion, { ge: 0.002, le: 0.05 }); // a few per 1,000 to a few per 100
    num(`${w}.rate.seasonal`, R.seasonal, { ge: 0, le: 1.5 });
    if ('semiannual' in R) num(`${w}.rate.semiannual`, R.semiannual, { ge: 0, le: 1.5 });
    if (!validMd(R.peak)) err(`${w}.rate.peak`, 'must be MM-DD');
    num(`${w}.rate.cv`, R.cv, { gt: 0, le: 1 }); // overdispersion: every family is extra-binomial
    const top = R.proportion * Math.exp(R.seasonal + (R.semiannual ?? 0)) * maxRatio;
    if (top > 0.5) err(`${w}.rate`, `highest group proportion ${top.toFixed(3)} > 0.5`);
  }

  const O = f.outbreak ?? {};
  if ('outbreak' in f) keys(`${w}.outbreak`, O, [], ['onsetWindow', 'pastOutbreaks', 'newParticipantShare']);
  const win = O.onsetWindow ?? D.onsetWindow;
  if (!Array.isArray(win) || win.length !== 2 || !Number.isInteger(win[0]) || !Number.isInteger(win[1]))
    err(`${w}.onsetWindow`, 'must be [from, to] integers');
  else if (!(win[0] >= 0 && win[0] <= win[1] && win[1] <= T - 30))
    err(`${w}.onsetWindow`, `needs 0 <= from <= to <= testDays - 30`);
  const past = O.pastOutbreaks ?? D.pastOutbreaks;
  if (keys(`${w}.pastOutbreaks`, past, ['count', 'kMin', 'kMax'], [])) {
    int(`${w}.pastOutbreaks.count`, past.count, { ge: 0, le: 10 });
    int(`${w}.pastOutbreaks.kMin`, past.kMin, { ge: 1 });
    int(`${w}.pastOutbreaks.kMax`, past.kMax, { ge: past.kMin });
    if (past.count > 0) coverage.pastInHistory++;
  }
  if ('newParticipantShare' in O) num(`${w}.newParticipantShare`, O.newParticipantShare, { ge: 0, le: 1 });

  // coverage
  for (const s of P.steps ?? []) {
    if (s.factor >= 1.5 && s.factor <= 4) coverage.stepUp.add(s.factor);
    if (s.factor >= 0.3 && s.factor <= 0.7) coverage.stepDown.add(s.factor);
  }
  if ((P.trendPerYear ?? 0) > 0) coverage.growth++;
  if ((P.trendPerYear ?? 0) < 0) coverage.attrition++;
  const allHolidays = [...(P.holidays ?? []), ...P.groups.flatMap((g) => g.holidays ?? [])];
  if (allHolidays.some((h) => h.factor < 1 && h.dates.some((d) => d === '12-25' || d.startsWith('12-24/'))))
    coverage.endOfYear++;
  const wd = P.weekday ?? D.weekday;
  const others = wd.filter((_, d) => d !== 1);
  if (wd[1] >= 2.5 * Math.max(...others)) coverage.mondayReminder++;
  if (P.groups.some((g) => g.rateRatio > 1 && g.from !== undefined && g.halfLifeDays === undefined))
    coverage.higherRateGroup++;
  if (P.groups.some((g) => g.rateRatio > 1 && g.from !== undefined && g.halfLifeDays !== undefined))
    coverage.illSurge++;
  if (P.groups.some((g) => g.rateRatio !== 1) && f.class !== 'composition')
    err(w, 'a group with another rate makes the family class "composition"');
  const atStart = levelAt(f, 0);
  if (atStart >= 20 && atStart <= 60) coverage.small++;
  if (atStart >= 1000) coverage.large++;
  if (f.class === 'control') {
    coverage.controls++;
    if (
      P.steps ||
      P.trendPerYear ||
      P.holidays ||
      P.weekday ||
      P.groups.length !== 1 ||
      P.groups.some((g) => 'from' in g || 'halfLifeDays' in g)
    )
      err(w, 'a control family has no participation change');
  }
});

if (coverage.stepUp.size < 3) err('coverage', 'steps up of at least three sizes in x1.5 ... x4');
if (coverage.stepDown.size < 3) err('coverage', 'steps down of at least three sizes in x0.3 ... x0.7');
if (!coverage.growth) err('coverage', 'a family with steady growth');
if (!coverage.attrition) err('coverage', 'a family with steady attrition');
if (coverage.endOfYear < 2) err('coverage', 'holiday and end-of-year drops');
if (!coverage.mondayReminder) err('coverage', 'a Monday-reminder rhythm');
if (!coverage.higherRateGroup) err('coverage', 'a new group with a higher rate joining');
if (!coverage.illSurge) err('coverage', 'a media surge where ill people join');
if (coverage.small < 2) err('coverage', 'small areas (20-60 participants a day)');
if (coverage.large < 3) err('coverage', 'large areas (thousands a day)');
if (coverage.controls < 2) err('coverage', 'a few control families');
if (coverage.pastInHistory !== fams.length) err('coverage', 'past outbreaks in every history');

// ---- stored hashes of the inputs ----
const generatorBytes = fs.readFileSync(path.join(dir, 'generate.mjs'));
const stored = fs.readFileSync(path.join(dir, 'SHA256'), 'utf8');
const expected = `${sha(scenariosBytes)}  scenarios.json\n${sha(generatorBytes)}  generate.mjs\n`;
if (stored !== expected) err('SHA256', 'does not match `sha256sum scenarios.json generate.mjs`');

// ---- the series: two runs, one hash ----
function run(args) {
  const r = spawnSync(process.execPath, [path.join(dir, 'generate.mjs'), ...args], { maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`generate.mjs ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}
const out1 = run([]);
const out2 = run([]);
const hash = sha(out1);
if (hash !== sha(out2)) err('determinism', 'two runs of generate.mjs differ');
if (run(['--hash']).toString('utf8').trim() !== hash) err('--hash', 'does not print the SHA-256 of the output');
const storedSeries = fs.readFileSync(path.join(dir, 'SERIES_SHA256'), 'utf8').trim();
if (storedSeries !== hash) err('SERIES_SHA256', `is ${storedSeries}, output hashes to ${hash}`);
const text = out1.toString('utf8');
if (!text.endsWith('\n') || text.indexOf('\n') !== text.length - 1)
  err('output', 'must be one line of JSON and a newline');
const data = JSON.parse(text);
if (`${JSON.stringify(data)}\n` !== text) err('output', 'is not canonical (JSON.stringify of itself)');
if (JSON.stringify(Object.keys(data)) !== JSON.stringify(['set', 'seed', 'startDate', 'series']))
  err('output', 'keys must be set, seed, startDate, series');
if (data.set !== doc.set || data.seed !== doc.seed || data.startDate !== doc.startDate)
  err('output', 'set, seed and startDate must be those of scenarios.json');
if (!Array.isArray(data.series) || data.series.length !== total) err('output', `must have ${total} series`);

const SERIES_KEYS = JSON.stringify([
  'family',
  'k',
  'replicate',
  'historyDays',
  'testDays',
  'participants',
  'cases',
  'outbreakDays',
]);
const seen = new Set();
const famByName = new Map(fams.map((f) => [f.name, f]));
const isCount = (x) => Number.isInteger(x) && x >= 0;
for (const [i, s] of (data.series || []).entries()) {
  const w = `series[${i}]`;
  if (JSON.stringify(Object.keys(s)) !== SERIES_KEYS) {
    err(w, `keys must be ${SERIES_KEYS}`);
    continue;
  }
  const f = famByName.get(s.family);
  if (!f) {
    err(w, `unknown family ${s.family}`);
    continue;
  }
  if (!doc.ks.includes(s.k)) err(w, `k ${s.k} not in ks`);
  if (!(Number.isInteger(s.replicate) && s.replicate >= 1 && s.replicate <= doc.replicates))
    err(w, 'replicate must be 1..replicates');
  const id = `${s.family}|${s.k}|${s.replicate}`;
  if (seen.has(id)) err(w, `duplicate ${id}`);
  seen.add(id);
  const H = f.historyDays ?? doc.historyDays;
  const T = f.testDays ?? doc.testDays;
  if (s.historyDays !== H || s.testDays !== T) err(w, 'historyDays/testDays differ from scenarios.json');
  const n = H + T;
  if (!Array.isArray(s.participants) || s.participants.length !== n) {
    err(w, `participants must have ${n} days`);
    continue;
  }
  if (!Array.isArray(s.cases) || s.cases.length !== n) {
    err(w, `cases must have ${n} days`);
    continue;
  }
  let bad = 0;
  for (let t = 0; t < n; t++) {
    if (!isCount(s.participants[t]) || !isCount(s.cases[t]) || s.cases[t] > s.participants[t]) bad++;
  }
  if (bad) err(w, `${bad} day(s) where participants or cases are not non-negative integers or cases > participants`);
  const od = s.outbreakDays;
  if (!Array.isArray(od) || od.length === 0) {
    err(w, 'outbreakDays must be a non-empty array');
    continue;
  }
  const win = f.outbreak?.onsetWindow ?? D.onsetWindow;
  if (!(od[0] >= H + win[0] && od[0] <= H + win[1]))
    err(w, `outbreak onset ${od[0] - H} outside the family's window ${win}`);
  for (let j = 0; j < od.length; j++) {
    if (!Number.isInteger(od[j]) || od[j] < H || od[j] >= n)
      err(w, `outbreakDays[${j}] = ${od[j]} outside the scored days`);
    if (j > 0 && od[j] !== od[j - 1] + 1) err(w, 'outbreakDays must be consecutive days');
  }
  if (s.cases[od[od.length - 1]] < 1) err(w, 'the last outbreak day must have a case');
  // the scored period's baseline stays a case proportion of a few per 1,000 to a few per 100
  let P = 0,
    C = 0;
  for (let t = H; t < n; t++)
    if (t < od[0] || t > od[od.length - 1]) {
      P += s.participants[t];
      C += s.cases[t];
    }
  const rate = C / P;
  if (!(rate > 0.001 && rate < 0.08)) err(w, `baseline case proportion ${rate.toFixed(4)} outside 0.001-0.08`);
}
for (const f of fams)
  for (const k of doc.ks)
    for (let r = 1; r <= doc.replicates; r++)
      if (!seen.has(`${f.name}|${k}|${r}`)) err('output', `missing ${f.name} k=${k} replicate ${r}`);
// small and large areas in the data, not only in the parameters
const meanP = new Map();
for (const s of data.series || []) {
  const a = meanP.get(s.family) || [0, 0];
  for (let t = 0; t < s.historyDays; t++) {
    a[0] += s.participants[t];
    a[1]++;
  }
  meanP.set(s.family, a);
}
const means = [...meanP.values()].map(([x, c]) => x / c);
if (means.filter((m) => m >= 20 && m <= 60).length < 2)
  err('output', 'fewer than two small-area families (20-60 a day over the history)');
if (means.filter((m) => m >= 1000).length < 3)
  err('output', 'fewer than three large-area families (thousands a day over the history)');

if (errors.length) {
  console.error(errors.join('\n'));
  console.error(`${errors.length} error(s)`);
  process.exit(1);
}
console.log(
  `OK (${fams.length} families x ${doc.ks.length} ks x ${doc.replicates} replicates = ${total} series; series SHA-256 ${hash})`,
);
