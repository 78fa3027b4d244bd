#!/usr/bin/env node
// Dependency-free validator for held-out-rates-v2: the schema and ranges of scenarios.json, the class rules, the
// coverage the set promises, the generated series (schema, order, integers, cases <= participants, outbreakDays),
// determinism (two runs, one hash) and the stored hashes (SHA256, SERIES_SHA256). Prints OK or the list of errors.

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
function validYmd(s) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return !!m && validDate(+m[1], +m[2], +m[3]);
}
/** "YYYY-MM-DD", "MM-DD" (every year), or an inclusive range of either kind ("a/b", a <= b, same kind). */
function validEntry(s) {
  if (typeof s !== 'string') return false;
  const [a, b, extra] = s.split('/');
  if (extra !== undefined) return false;
  if (b === undefined) return validYmd(a) || validMd(a);
  if (validYmd(a) && validYmd(b)) return a <= b;
  return validMd(a) && validMd(b) && a <= b;
}
function weekday(where, w) {
  if (!Array.isArray(w) || w.length !== 7) {
    err(where, 'must be 7 numbers, Sunday first');
    return;
  }
  w.forEach((x, i) => {
    num(`${where}[${i}]`, x, { gt: 0, le: 5 });
  });
  const mean = w.reduce((a, b) => a + b, 0) / 7;
  if (Math.abs(mean - 1) > 0.05) err(where, `weekday factors must average 1 (+-0.05), average ${mean.toFixed(3)}`);
}
function holidays(where, hs) {
  if (!Array.isArray(hs)) {
    err(where, 'must be an array');
    return;
  }
  hs.forEach((h, i) => {
    const hw = `${where}[${i}]`;
    if (!keys(hw, h, ['dates', 'factor', 'nextDayFactor'], [])) return;
    if (!Array.isArray(h.dates) || h.dates.length === 0) err(`${hw}.dates`, 'must be a non-empty array');
    else for (const d of h.dates) if (!validEntry(d)) err(`${hw}.dates`, `invalid date entry ${JSON.stringify(d)}`);
    num(`${hw}.factor`, h.factor, { gt: 0, le: 1 });
    num(`${hw}.nextDayFactor`, h.nextDayFactor, { ge: 1, le: 2 });
  });
}

// ---- scenarios.json ----
const scenariosBytes = fs.readFileSync(path.join(dir, 'scenarios.json'));
const doc = JSON.parse(scenariosBytes.toString('utf8'));
keys(
  'root',
  doc,
  ['set', 'seed', 'startDate', 'historyDays', 'testDays', 'ks', 'replicates', 'defaults', 'families'],
  [],
);
if (doc.set !== 'held-out-rates-v2') err('set', 'must be "held-out-rates-v2"');
int('seed', doc.seed, { ge: 0, le: 0xffffffff });
if (doc.seed === 2026112432) err('seed', 'must differ from held-out-rates-v1');
if (!validYmd(doc.startDate)) err('startDate', 'must be YYYY-MM-DD');
int('historyDays', doc.historyDays, { ge: 365 });
int('testDays', doc.testDays, { ge: 60 });
if (JSON.stringify(doc.ks) !== JSON.stringify([2, 3, 5, 10])) err('ks', 'must be [2, 3, 5, 10]');
int('replicates', doc.replicates, { ge: 1 });

const D = doc.defaults;
if (keys('defaults', D, ['weekday', 'onsetWindow', 'pastOutbreaks', 'newParticipantShare', 'delay'], [])) {
  weekday('defaults.weekday', D.weekday);
  num('defaults.newParticipantShare', D.newParticipantShare, { ge: 0, le: 1 });
  if (keys('defaults.delay', D.delay, ['meanLog', 'sdLog'], [])) {
    if (D.delay.meanLog !== 1.2 || D.delay.sdLog !== 0.5)
      err('defaults.delay', "must be the simulator's log-normal onset-to-report delay (1.2, 0.5)");
  }
}

const CLASSES = ['participation', 'composition', 'control'];
const fams = Array.isArray(doc.families) ? doc.families : [];
if (fams.length < 14 || fams.length > 20) err('families', `must have 14 to 20 families, has ${fams.length}`);
const total = fams.length * (doc.ks || []).length * doc.replicates;
if (total > 800) err('root', `total series ${total} > 800`);
const perClass = Object.fromEntries(CLASSES.map((c) => [c, 0]));
const names = new Set();

const coverage = {
  stepUp: new Set(),
  stepDown: new Set(),
  stepUpNearOnset: 0,
  stepDownNearOnset: 0,
  growth: 0,
  attrition: 0,
  endOfYear: 0,
  otherHolidays: 0,
  reminder: 0,
  reminderChange: 0,
  zeroOutage: 0,
  outageNearOnset: 0,
  campaigns: 0,
  shortHistory: 0,
  participationSeason: 0,
  pastInHistory: 0,
  higherRateJoins: 0,
  lowerRateLeaves: 0,
  seasonal: [],
  cv: [],
  dispersion: [],
};

function validWindow(where, win, T) {
  if (!Array.isArray(win) || win.length !== 2 || !Number.isInteger(win[0]) || !Number.isInteger(win[1])) {
    err(where, 'must be [from, to] integers');
    return false;
  }
  if (!(win[0] >= 0 && win[0] <= win[1] && win[1] <= T - 30)) {
    err(where, 'needs 0 <= from <= to <= testDays - 30');
    return false;
  }
  return true;
}
function validPast(where, past) {
  if (!keys(where, past, ['count', 'kMin', 'kMax'], ['sameSeason'])) return false;
  int(`${where}.count`, past.count, { ge: 1, le: 10 });
  int(`${where}.kMin`, past.kMin, { ge: 2 });
  int(`${where}.kMax`, past.kMax, { ge: past.kMin, le: 10 });
  if ('sameSeason' in past && typeof past.sameSeason !== 'boolean') err(`${where}.sameSeason`, 'must be a boolean');
  return true;
}
validWindow('defaults.onsetWindow', D.onsetWindow, doc.testDays);
validPast('defaults.pastOutbreaks', D.pastOutbreaks);

const isEndOfYear = (d) => d.startsWith('12-') || d.slice(5).startsWith('12-') || d.startsWith('01-01');

fams.forEach((f, i) => {
  const w = `families[${i}]${isObj(f) && typeof f.name === 'string' ? ` (${f.name})` : ''}`;
  if (!keys(w, f, ['name', 'class', 'source', 'why', 'participants', 'rate'], ['historyDays', 'testDays', 'outbreak']))
    return;
  if (str(`${w}.name`, f.name)) {
    if (names.has(f.name)) err(w, 'duplicate name');
    names.add(f.name);
  }
  if (!CLASSES.includes(f.class)) err(`${w}.class`, `must be one of ${CLASSES.join(', ')}`);
  else perClass[f.class]++;
  str(`${w}.source`, f.source);
  str(`${w}.why`, f.why);
  const H = f.historyDays ?? doc.historyDays;
  const T = f.testDays ?? doc.testDays;
  if ('historyDays' in f) int(`${w}.historyDays`, f.historyDays, { ge: 60 });
  if ('testDays' in f) int(`${w}.testDays`, f.testDays, { ge: 60 });
  if (H < 365) coverage.shortHistory++;

  const O = f.outbreak ?? {};
  if ('outbreak' in f) keys(`${w}.outbreak`, O, [], ['onsetWindow', 'pastOutbreaks', 'newParticipantShare']);
  const win = O.onsetWindow ?? D.onsetWindow;
  const winOk = validWindow(`${w}.onsetWindow`, win, T);
  const past = O.pastOutbreaks ?? D.pastOutbreaks;
  if ('pastOutbreaks' in O) validPast(`${w}.pastOutbreaks`, past);
  if (past.count >= 1 && (past.sameSeason || H >= 61)) coverage.pastInHistory++;
  if (!past.sameSeason && H < 61) err(`${w}.pastOutbreaks`, 'needs historyDays >= 61 for onsets in 30 ... H - 30');
  if ('newParticipantShare' in O) num(`${w}.newParticipantShare`, O.newParticipantShare, { ge: 0, le: 1 });
  const nearWindow = (day) => winOk && day >= win[0] - 10 && day <= win[1] + 10 && win[1] - win[0] <= 30;

  const P = f.participants;
  if (
    !keys(
      `${w}.participants`,
      P,
      ['dispersion', 'groups'],
      ['weekday', 'trendPerYear', 'holidays', 'steps', 'seasonal', 'outages'],
    )
  )
    return;
  num(`${w}.participants.dispersion`, P.dispersion, { ge: 1, le: 50 });
  coverage.dispersion.push(P.dispersion);
  if ('weekday' in P) weekday(`${w}.participants.weekday`, P.weekday);
  if ('trendPerYear' in P) num(`${w}.participants.trendPerYear`, P.trendPerYear, { ge: -2, le: 2 });
  if ('holidays' in P) holidays(`${w}.participants.holidays`, P.holidays);
  if ('seasonal' in P && keys(`${w}.participants.seasonal`, P.seasonal, ['amplitude', 'peak'], [])) {
    num(`${w}.participants.seasonal.amplitude`, P.seasonal.amplitude, { ge: 0, le: 1.5 });
    if (!validMd(P.seasonal.peak)) err(`${w}.participants.seasonal.peak`, 'must be MM-DD');
    if (P.seasonal.amplitude > 0) coverage.participationSeason++;
  }
  if (Array.isArray(P.steps)) {
    P.steps.forEach((s, j) => {
      const sw = `${w}.participants.steps[${j}]`;
      if (!keys(sw, s, ['day', 'factor'], [])) return;
      int(`${sw}.day`, s.day, { ge: -H, lt: T });
      num(`${sw}.factor`, s.factor, { ge: 0.1, le: 10 });
      if (s.factor > 1) coverage.stepUp.add(s.factor);
      if (s.factor < 1) coverage.stepDown.add(s.factor);
      if (nearWindow(s.day) && s.factor > 1) coverage.stepUpNearOnset++;
      if (nearWindow(s.day) && s.factor < 1) coverage.stepDownNearOnset++;
    });
  } else if ('steps' in P) err(`${w}.participants.steps`, 'must be an array');
  if ('outages' in P && keys(`${w}.participants.outages`, P.outages, [], ['fixed', 'random', 'catchUp'])) {
    const OU = P.outages;
    if ('catchUp' in OU) num(`${w}.outages.catchUp`, OU.catchUp, { ge: 0, le: 1 });
    for (const [j, o] of (OU.fixed ?? []).entries()) {
      const ow = `${w}.outages.fixed[${j}]`;
      if (!keys(ow, o, ['day', 'days', 'factor'], [])) continue;
      int(`${ow}.day`, o.day, { ge: 0, lt: T });
      int(`${ow}.days`, o.days, { ge: 1, le: 14 });
      num(`${ow}.factor`, o.factor, { ge: 0, lt: 1 });
      if (o.day + o.days > T) err(ow, 'must end within the scored days');
      if (o.factor === 0) coverage.zeroOutage++;
      if (nearWindow(o.day)) coverage.outageNearOnset++;
    }
    if ('random' in OU && keys(`${w}.outages.random`, OU.random, ['count', 'minDays', 'maxDays', 'maxFactor'], [])) {
      int(`${w}.outages.random.count`, OU.random.count, { ge: 0, le: 30 });
      int(`${w}.outages.random.minDays`, OU.random.minDays, { ge: 1 });
      int(`${w}.outages.random.maxDays`, OU.random.maxDays, { ge: OU.random.minDays, le: 14 });
      num(`${w}.outages.random.maxFactor`, OU.random.maxFactor, { ge: 0, lt: 1 });
    }
  }

  const groups = Array.isArray(P.groups) ? P.groups : [];
  if (groups.length === 0) err(`${w}.participants.groups`, 'must be a non-empty array');
  let maxRatio = 0;
  let campaignGroups = 0;
  const weekdays = [];
  groups.forEach((g, j) => {
    const gw = `${w}.participants.groups[${j}]`;
    if (
      !keys(
        gw,
        g,
        ['name', 'level', 'rateRatio'],
        ['from', 'to', 'halfLifeDays', 'floor', 'weekday', 'holidays', 'trendPerYear'],
      )
    )
      return;
    str(`${gw}.name`, g.name);
    num(`${gw}.level`, g.level, { gt: 0 });
    num(`${gw}.rateRatio`, g.rateRatio, { gt: 0, le: 10 });
    maxRatio = Math.max(maxRatio, g.rateRatio);
    if ('from' in g) int(`${gw}.from`, g.from, { ge: -H, lt: T });
    if ('to' in g) int(`${gw}.to`, g.to, { gt: g.from ?? -H, le: T });
    if ('halfLifeDays' in g) num(`${gw}.halfLifeDays`, g.halfLifeDays, { gt: 0 });
    if ('floor' in g) num(`${gw}.floor`, g.floor, { ge: 0, le: 1 });
    if ('trendPerYear' in g) num(`${gw}.trendPerYear`, g.trendPerYear, { ge: -2, le: 2 });
    if ('weekday' in g) {
      weekday(`${gw}.weekday`, g.weekday);
      weekdays.push(g.weekday);
    }
    if ('holidays' in g) holidays(`${gw}.holidays`, g.holidays);
    if (g.rateRatio === 1 && g.halfLifeDays !== undefined && g.from !== undefined) campaignGroups++;
    if (g.rateRatio > 1 && g.from !== undefined) coverage.higherRateJoins++;
    if (g.rateRatio < 1 && g.to !== undefined) coverage.lowerRateLeaves++;
  });
  if (campaignGroups >= 2) coverage.campaigns++;
  if (weekdays.length === 0) weekdays.push(P.weekday ?? D.weekday);
  const reminderDays = new Set();
  for (const wd of weekdays) {
    const top = Math.max(...wd);
    const day = wd.indexOf(top);
    if (top >= 2 * Math.max(...wd.filter((_, d) => d !== day))) reminderDays.add(day);
  }
  if (reminderDays.size >= 1) coverage.reminder++;
  if (reminderDays.size >= 2) coverage.reminderChange++;
  const trends = [P.trendPerYear ?? 0, ...groups.map((g) => g.trendPerYear ?? 0)];
  if (f.class === 'participation' && trends.some((x) => x > 0)) coverage.growth++;
  if (f.class === 'participation' && trends.some((x) => x < 0)) coverage.attrition++;
  const allHolidays = [...(P.holidays ?? []), ...groups.flatMap((g) => g.holidays ?? [])];
  if (f.class === 'participation' && allHolidays.some((h) => h.factor < 1 && h.dates.some(isEndOfYear)))
    coverage.endOfYear++;
  if (f.class === 'participation' && allHolidays.some((h) => h.factor < 1 && h.dates.some((d) => !isEndOfYear(d))))
    coverage.otherHolidays++;

  // class rules: a group with another illness rate is composition; a control changes nothing
  if (groups.some((g) => g.rateRatio !== 1)) {
    if (f.class !== 'composition') err(w, 'a group with another rate makes the family class "composition"');
  } else if (f.class === 'composition') err(w, 'a composition family needs a group with another rate');
  const mixChanges = groups.some((g) => 'from' in g || 'to' in g || 'trendPerYear' in g || 'halfLifeDays' in g);
  if (f.class === 'composition' && !mixChanges) err(w, 'in a composition family the mix of groups must change');
  if (f.class === 'control') {
    if (
      P.steps ||
      P.trendPerYear ||
      P.holidays ||
      P.weekday ||
      P.seasonal ||
      P.outages ||
      groups.length !== 1 ||
      groups.some((g) => Object.keys(g).some((k) => !['name', 'level', 'rateRatio'].includes(k)))
    )
      err(w, 'a control family has no participation change');
  }

  const R = f.rate;
  if (keys(`${w}.rate`, R, ['proportion', 'seasonal', 'peak', 'cv'], ['semiannual'])) {
    num(`${w}.rate.proportion`, R.proportion, { ge: 0.002, le: 0.05 }); // a few per 1,000 to a few per 100
    num(`${w}.rate.seasonal`, R.seasonal, { ge: 0, le: 1.5 });
    if ('semiannual' in R) num(`${w}.rate.semiannual`, R.semiannual, { ge: 0, le: 1.5 });
    if (!validMd(R.peak)) err(`${w}.rate.peak`, 'must be MM-DD');
    num(`${w}.rate.cv`, R.cv, { gt: 0, le: 1 }); // every family is extra-binomial
    const top = R.proportion * Math.exp(R.seasonal + (R.semiannual ?? 0)) * maxRatio;
    if (top > 0.5) err(`${w}.rate`, `highest group proportion ${top.toFixed(3)} > 0.5`);
    coverage.seasonal.push(R.seasonal);
    coverage.cv.push(R.cv);
  }
});

if (perClass.participation < 10) err('families', `needs >= 10 participation families, has ${perClass.participation}`);
if (perClass.composition < 2) err('families', 'needs >= 2 composition families');
if (perClass.control < 2) err('families', 'needs >= 2 control families');
if (coverage.stepUp.size < 3) err('coverage', 'steps up of at least three sizes');
if (coverage.stepDown.size < 2) err('coverage', 'steps down of at least two sizes');
if (!coverage.stepUpNearOnset) err('coverage', 'a step up with the scored onsets around it');
if (!coverage.stepDownNearOnset) err('coverage', 'a step down with the scored onsets around it');
if (!coverage.growth) err('coverage', 'a participation family with steady growth');
if (!coverage.attrition) err('coverage', 'a participation family with steady attrition');
if (coverage.endOfYear < 2) err('coverage', 'two participation families with end-of-year drops');
if (coverage.otherHolidays < 2) err('coverage', 'two participation families with other holidays');
if (!coverage.reminder) err('coverage', 'a reminder-day rhythm');
if (!coverage.reminderChange) err('coverage', 'a reminder day that changes');
if (!coverage.zeroOutage) err('coverage', 'an app outage with no participants');
if (!coverage.outageNearOnset) err('coverage', 'an outage with the scored onsets around it');
if (!coverage.campaigns) err('coverage', 'recruitment or media campaigns');
if (!coverage.shortHistory) err('coverage', 'a short history');
if (!coverage.participationSeason) err('coverage', 'participation with a season of its own');
if (!coverage.higherRateJoins) err('coverage', 'a higher-rate group joining (composition)');
if (!coverage.lowerRateLeaves) err('coverage', 'a lower-rate group leaving (composition)');
if (coverage.pastInHistory !== fams.length) err('coverage', 'past outbreaks in every history');
if (Math.max(...coverage.seasonal) - Math.min(...coverage.seasonal) < 0.5) err('coverage', 'seasonal strengths vary');
if (Math.max(...coverage.cv) / Math.min(...coverage.cv) < 2) err('coverage', 'overdispersion (cv) varies');
if (Math.max(...coverage.dispersion) / Math.min(...coverage.dispersion) < 10) err('coverage', 'dispersion varies');

// ---- stored hashes of the inputs ----
const generatorBytes = fs.readFileSync(path.join(dir, 'generate.mjs'));
const stored = fs.readFileSync(path.join(dir, 'SHA256'), 'utf8');
const expected = `${sha(scenariosBytes)}  scenarios.json\n${sha(generatorBytes)}  generate.mjs\n`;
if (stored !== expected) err('SHA256', 'does not match `sha256sum scenarios.json generate.mjs`');
const gen = generatorBytes.toString('utf8');
if (/Math\.random|^\s*import\s.+from\s+['"](?!node:)/m.test(gen))
  err('generate.mjs', 'must be dependency-free and use no Math.random');

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
const series = Array.isArray(data.series) ? data.series : [];
if (series.length !== total) err('output', `must have ${total} series, has ${series.length}`);

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
const isCount = (x) => Number.isInteger(x) && x >= 0;
const startDay = Date.parse(`${doc.startDate}T00:00:00Z`) / 86_400_000;
const meanP = new Map();
let idx = 0;
fams.forEach((f) => {
  for (const k of doc.ks)
    for (let r = 1; r <= doc.replicates; r++) {
      const w = `series[${idx}]`;
      const s = series[idx++];
      if (!isObj(s)) continue;
      if (JSON.stringify(Object.keys(s)) !== SERIES_KEYS) {
        err(w, `keys must be ${SERIES_KEYS}`);
        continue;
      }
      if (s.family !== f.name || s.k !== k || s.replicate !== r)
        err(w, `must be ${f.name} k=${k} replicate ${r} (order: family, k, replicate)`);
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
      for (let t = 0; t < n; t++)
        if (!isCount(s.participants[t]) || !isCount(s.cases[t]) || s.cases[t] > s.participants[t]) bad++;
      if (bad) err(w, `${bad} day(s) with participants or cases not non-negative integers, or cases > participants`);
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
      if (!(s.cases[od[od.length - 1]] >= 1)) err(w, 'the last outbreak day must have a case');
      if (od.length > 40) err(w, `outbreak lasts ${od.length} days (log-normal delay: expected well under 40)`);
      // the scored baseline is a case proportion of a few per 1,000 to a few per 100
      let Ps = 0;
      let Cs = 0;
      for (let t = H; t < n; t++)
        if (t < od[0] || t > od[od.length - 1]) {
          Ps += s.participants[t];
          Cs += s.cases[t];
        }
      const rate = Cs / Ps;
      if (!(rate > 0.001 && rate < 0.08)) err(w, `baseline case proportion ${rate.toFixed(4)} outside 0.001-0.08`);
      // a full outage is a day without participants
      for (const o of f.participants.outages?.fixed ?? [])
        if (o.factor === 0)
          for (let d = 0; d < o.days; d++)
            if (s.participants[H + o.day + d] !== 0 && !od.includes(H + o.day + d))
              err(w, `outage day ${o.day + d} has participants`);
      const a = meanP.get(f.name) || [0, 0];
      for (let t = 0; t < H; t++) a[0] += s.participants[t];
      a[1] += H;
      meanP.set(f.name, a);
    }
});
if (startDay + doc.historyDays !== Date.parse('2024-07-03T00:00:00Z') / 86_400_000)
  err('startDate', 'the README calendar assumes scored day 0 = 2024-07-03');
// small and large areas in the data, not only in the parameters
const means = [...meanP.values()].map(([x, c]) => x / c);
if (means.filter((m) => m >= 15 && m <= 60).length < 2)
  err('output', 'fewer than two small-area families (15-60 a day over the history)');
if (means.filter((m) => m >= 1000).length < 3)
  err('output', 'fewer than three large-area families (thousands a day over the history)');

if (errors.length) {
  console.error(errors.join('\n'));
  console.error(`${errors.length} error(s)`);
  process.exit(1);
}
console.log(
  `OK (${fams.length} families: ${CLASSES.map((c) => `${perClass[c]} ${c}`).join(', ')}; x ${doc.ks.length} ks x ${doc.replicates} replicates = ${total} series; series SHA-256 ${hash})`,
);
