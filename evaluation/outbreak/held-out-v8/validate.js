#!/usr/bin/env node
// Dependency-free validator for held-out set 8 (scenarios.json) and its SHA256. Prints OK or the list of errors.
// `node validate.js --quick` is the same check (nothing here is slow); the flag is accepted for the scan sets' form.

const fs = require('node:fs');
const path = require('node:path');

const file = process.argv.slice(2).find((a) => !a.startsWith('--')) || path.join(__dirname, 'scenarios.json');
const errors = [];
const err = (where, msg) => errors.push(`${where}: ${msg}`);

let doc;
try {
  doc = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (e) {
  console.error(`cannot read/parse ${file}: ${e.message}`);
  process.exit(1);
}

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isNum = (v) => typeof v === 'number' && Number.isFinite(v);
const isInt = (v) => Number.isInteger(v);

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
function num(where, v, { gt, ge, lt } = {}) {
  if (!isNum(v)) {
    err(where, 'must be a number');
    return false;
  }
  if (gt !== undefined && !(v > gt)) err(where, `must be > ${gt}`);
  if (ge !== undefined && !(v >= ge)) err(where, `must be >= ${ge}`);
  if (lt !== undefined && !(v < lt)) err(where, `must be < ${lt}`);
  return true;
}
function int(where, v, { ge } = {}) {
  if (!isInt(v)) {
    err(where, 'must be an integer');
    return false;
  }
  if (ge !== undefined && v < ge) err(where, `must be >= ${ge}`);
  return true;
}
function str(where, v, nonEmpty = true) {
  if (typeof v !== 'string') {
    err(where, 'must be a string');
    return false;
  }
  if (nonEmpty && v.trim() === '') err(where, 'must not be empty');
  return true;
}
function validDate(s) {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  let y = 2024,
    mo,
    d; // 2024 is a leap year, so 02-29 is accepted as MM-DD
  if (m) {
    y = +m[1];
    mo = +m[2];
    d = +m[3];
  } else {
    m = /^(\d{2})-(\d{2})$/.exec(s);
    if (!m) return false;
    mo = +m[1];
    d = +m[2];
  }
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

// ---- top level ----
keys('root', doc, ['description', 'frozen', 'seed', 'ks', 'replicates', 'families'], []);
str('description', doc.description);
if (str('frozen', doc.frozen) && !(/^\d{4}-\d{2}-\d{2}$/.test(doc.frozen) && validDate(doc.frozen)))
  err('frozen', 'must be a valid YYYY-MM-DD date');
if (doc.frozen !== '2026-11-27') err('frozen', 'must be 2026-11-27 (brief)');
int('seed', doc.seed, { ge: 0 });
if (doc.seed !== 2026112781) err('seed', 'must be 2026112781 (written before the draw)');
if (!Array.isArray(doc.ks) || doc.ks.length === 0) err('ks', 'must be a non-empty array');
else {
  for (const [i, k] of doc.ks.entries()) num(`ks[${i}]`, k, { gt: 0 });
  if (JSON.stringify(doc.ks) !== JSON.stringify([2, 3, 5, 10])) err('ks', 'must be [2, 3, 5, 10] (brief)');
}
int('replicates', doc.replicates, { ge: 1 });

const fams = Array.isArray(doc.families) ? doc.families : [];
if (!Array.isArray(doc.families)) err('families', 'must be an array');
if (fams.length !== 20) err('families', `must have 20 families, has ${fams.length}`);
if (doc.replicates !== 10) err('replicates', 'must be 10 (brief)');

// t = 0 is 2022-01-01 (the simulator's START_DAY); a family's simulated days run to historyDays + testDays.
const START = Date.UTC(2022, 0, 1);
const DAY = 86400000;

const names = new Set();
let withOthers = 0;

const FAM_REQ = ['name', 'source', 'why', 'level', 'trendPerYear', 'seasonal', 'dispersion'];
const FAM_OPT = [
  'semiannual',
  'zeroInflation',
  'reportingDelay',
  'dayOfWeekEffect',
  'holidays',
  'step',
  'reportingTrendPerYear',
  'historyDays',
  'testDays',
  'outbreakShape',
  'outbreakTiming',
  'pastOutbreaks',
  'otherIllnesses',
];
const OTHER_REQ = ['level', 'dispersion'];
const OTHER_OPT = ['trendPerYear', 'seasonal', 'semiannual', 'seasonShiftDays', 'step', 'outbreaks'];

function checkStep(w, s) {
  if (keys(w, s, ['day', 'factor'], [])) {
    int(`${w}.day`, s.day);
    num(`${w}.factor`, s.factor, { gt: 0 });
  }
}

fams.forEach((f, i) => {
  const w = `families[${i}]${isObj(f) && typeof f.name === 'string' ? ` (${f.name})` : ''}`;
  if (!keys(w, f, FAM_REQ, FAM_OPT)) return;
  if (str(`${w}.name`, f.name)) {
    if (names.has(f.name)) err(w, 'duplicate name');
    names.add(f.name);
  }
  str(`${w}.source`, f.source);
  str(`${w}.why`, f.why);
  num(`${w}.level`, f.level, { gt: 0 });
  num(`${w}.trendPerYear`, f.trendPerYear);
  num(`${w}.seasonal`, f.seasonal, { ge: 0 });
  num(`${w}.dispersion`, f.dispersion, { ge: 1 });
  // From mildly overdispersed sparse counts to phi 4 at high volume.
  if (isNum(f.dispersion) && (f.dispersion < 1.5 || f.dispersion > 4))
    err(`${w}.dispersion`, 'must be 1.5 to 4 (this set\'s design)');
  if (typeof f.source === 'string' && !/\d{4}/.test(f.source)) err(`${w}.source`, 'must cite a year');
  if ('semiannual' in f) num(`${w}.semiannual`, f.semiannual, { ge: 0 });
  if ('zeroInflation' in f) num(`${w}.zeroInflation`, f.zeroInflation, { ge: 0, lt: 1 });
  if ('reportingDelay' in f) num(`${w}.reportingDelay`, f.reportingDelay, { gt: 0 });
  if ('reportingTrendPerYear' in f) num(`${w}.reportingTrendPerYear`, f.reportingTrendPerYear);
  if ('dayOfWeekEffect' in f) {
    const d = f.dayOfWeekEffect;
    if (!Array.isArray(d) || d.length !== 7) err(`${w}.dayOfWeekEffect`, 'must be an array of 7 numbers');
    else {
      for (const [j, x] of d.entries()) num(`${w}.dayOfWeekEffect[${j}]`, x, { gt: 0 });
      // A weekly pattern moves reports between days; it does not change the week's total.
      if (d.every(isNum) && Math.abs(d.reduce((a, x) => a + x, 0) - 7) > 1e-9)
        err(`${w}.dayOfWeekEffect`, 'must average 1 over the week');
    }
  }
  if ('holidays' in f) {
    const h = f.holidays,
      hw = `${w}.holidays`;
    if (keys(hw, h, ['dates', 'factor', 'nextDayFactor'], [])) {
      if (!Array.isArray(h.dates) || h.dates.length < 1) err(`${hw}.dates`, 'must be a non-empty array');
      else
        h.dates.forEach((s, j) => {
          if (typeof s !== 'string' || !validDate(s)) err(`${hw}.dates[${j}]`, 'must be "MM-DD" or "YYYY-MM-DD"');
        });
      num(`${hw}.factor`, h.factor, { gt: 0 });
      num(`${hw}.nextDayFactor`, h.nextDayFactor, { gt: 0 });
    }
  }
  const historyDays = 'historyDays' in f ? f.historyDays : 730;
  const testDays = 'testDays' in f ? f.testDays : 364;
  if ('historyDays' in f) {
    int(`${w}.historyDays`, f.historyDays, { ge: 1 });
    // This set has no new areas: every family keeps the default two years of history.
    err(`${w}.historyDays`, 'not used in this set (default 730)');
  }
  if (isObj(f.holidays) && Array.isArray(f.holidays.dates)) {
    const last = START + (historyDays + testDays - 1) * DAY;
    for (const d of f.holidays.dates)
      if (typeof d === 'string' && /^\d{4}-/.test(d) && validDate(d)) {
        const t = Date.parse(`${d}T00:00:00Z`);
        if (t < START || t > last) err(`${w}.holidays`, `date ${d} outside the simulated days`);
      }
  }
  if ('testDays' in f) int(`${w}.testDays`, f.testDays, { ge: 1 });
  if ('step' in f) {
    checkStep(`${w}.step`, f.step);
    if (isObj(f.step) && isInt(f.step.day) && (f.step.day < -historyDays || f.step.day >= testDays))
      err(`${w}.step.day`, 'outside the simulated days');
  }
  if ('outbreakShape' in f) {
    const s = f.outbreakShape,
      sw = `${w}.outbreakShape`;
    if (keys(sw, s, ['kind', 'days'], [])) {
      if (!['flat', 'linear', 'exponential'].includes(s.kind)) err(`${sw}.kind`, 'must be flat|linear|exponential');
      int(`${sw}.days`, s.days, { ge: 2 });
    }
  }
  if ('outbreakTiming' in f) {
    const t = f.outbreakTiming,
      tw = `${w}.outbreakTiming`;
    if (isObj(t) && t.kind === 'window') {
      if (keys(tw, t, ['kind', 'from', 'to'], [])) {
        int(`${tw}.from`, t.from, { ge: 0 });
        int(`${tw}.to`, t.to, { ge: 0 });
        if (!(t.from <= t.to && t.to <= testDays - 30)) err(tw, `needs from <= to <= testDays - 30 (${testDays - 30})`);
      }
    } else if (isObj(t) && t.kind === 'seasonal-peak') {
      if (keys(tw, t, ['kind', 'within'], [])) int(`${tw}.within`, t.within, { ge: 0 });
    } else err(tw, 'kind must be "window" or "seasonal-peak"');
  } else if (testDays < 45) err(w, 'without outbreakTiming testDays must be >= 45');
  let past = { count: 4, kMin: 2, kMax: 10, sameSeason: false };
  if ('pastOutbreaks' in f) {
    const p = f.pastOutbreaks,
      pw = `${w}.pastOutbreaks`;
    if (keys(pw, p, ['count', 'kMin', 'kMax'], ['sameSeason'])) {
      int(`${pw}.count`, p.count, { ge: 0 });
      int(`${pw}.kMin`, p.kMin, { ge: 0 });
      int(`${pw}.kMax`, p.kMax, { ge: 0 });
      if ('sameSeason' in p && typeof p.sameSeason !== 'boolean') err(`${pw}.sameSeason`, 'must be boolean');
      if (p.kMin > p.kMax) err(pw, 'kMin must be <= kMax');
      past = { sameSeason: false, ...p };
    }
  }
  if (past.count > 0 && !past.sameSeason && historyDays < 60)
    err(w, 'past outbreaks (not sameSeason) need historyDays >= 60');
  if (Array.isArray(f.otherIllnesses) && f.otherIllnesses.length > 3)
    err(`${w}.otherIllnesses`, 'brief asks for 2 or 3 other illnesses');
  // Ordinary families: nothing but a level, a season, a week, slow trends and outbreaks of the default shape.
  if (typeof f.name === 'string' && f.name.includes('everyday-')) {
    for (const k of ['holidays', 'step', 'outbreakShape', 'reportingDelay', 'pastOutbreaks', 'zeroInflation'])
      if (k in f) err(w, `an everyday family has no ${k}`);
    if (isObj(f.outbreakTiming) && !f.name.startsWith('control-')) err(w, 'an everyday family has no outbreakTiming');
    if (isNum(f.trendPerYear) && Math.abs(f.trendPerYear) > 0.1) err(w, 'an everyday family has a slow trend at most');
    if ('reportingTrendPerYear' in f && Math.abs(f.reportingTrendPerYear) > 0.2)
      err(w, 'an everyday family has a slow change of users at most');
    for (const o of Array.isArray(f.otherIllnesses) ? f.otherIllnesses : [])
      if (isObj(o) && ('outbreaks' in o || 'step' in o)) err(w, "an everyday family's other illnesses are plain too");
  }

  if ('otherIllnesses' in f) {
    const o = f.otherIllnesses,
      ow = `${w}.otherIllnesses`;
    if (!Array.isArray(o) || o.length < 1 || o.length > 7) err(ow, 'must be an array of 1 to 7 entries');
    else {
      withOthers++;
      if (o.length < 2) err(ow, 'brief asks for realistic numbers of other illnesses (2 to 7)');
      o.forEach((x, j) => {
        const xw = `${ow}[${j}]`;
        if (!keys(xw, x, OTHER_REQ, OTHER_OPT)) return;
        num(`${xw}.level`, x.level, { gt: 0 });
        num(`${xw}.dispersion`, x.dispersion, { ge: 1 });
        if ('trendPerYear' in x) num(`${xw}.trendPerYear`, x.trendPerYear);
        if ('seasonal' in x) num(`${xw}.seasonal`, x.seasonal, { ge: 0 });
        if ('semiannual' in x) num(`${xw}.semiannual`, x.semiannual, { ge: 0 });
        if ('seasonShiftDays' in x) int(`${xw}.seasonShiftDays`, x.seasonShiftDays);
        if ('step' in x) {
          checkStep(`${xw}.step`, x.step);
          if (isObj(x.step) && isInt(x.step.day) && (x.step.day < -historyDays || x.step.day >= testDays))
            err(`${xw}.step.day`, 'outside the simulated days');
        }
        if ('outbreaks' in x) {
          const b = x.outbreaks,
            bw = `${xw}.outbreaks`;
          if (keys(bw, b, ['count', 'kMin', 'kMax'], ['nearScoredOnset'])) {
            int(`${bw}.count`, b.count, { ge: 0 });
            int(`${bw}.kMin`, b.kMin, { ge: 0 });
            int(`${bw}.kMax`, b.kMax, { ge: 0 });
            if (b.kMin > b.kMax) err(bw, 'kMin must be <= kMax');
            if ('nearScoredOnset' in b) int(`${bw}.nearScoredOnset`, b.nearScoredOnset, { ge: 0 });
          }
        }
      });
    }
  }
});

if (fams.length && withOthers < fams.length) err('families', 'every family must have otherIllnesses');
// From sparse to busy: at least three families under 1 a day and three at 20 a day or more.
if (fams.filter((f) => isObj(f) && isNum(f.level) && f.level < 1).length < 3)
  err('families', 'needs at least 3 sparse families (level < 1)');
if (fams.filter((f) => isObj(f) && isNum(f.level) && f.level >= 20).length < 3)
  err('families', 'needs at least 3 busy families (level >= 20)');
const everyday = fams.filter((f) => isObj(f) && typeof f.name === 'string' && f.name.includes('everyday-'));
if (everyday.length < 7) err('families', 'needs at least 7 everyday (ordinary) families');
// Controls: the scored outbreak confined to the last weeks, so most scored days are outbreak-free.
const controls = fams.filter((f) => isObj(f) && typeof f.name === 'string' && f.name.startsWith('control-'));
if (controls.length < 4) err('families', 'needs at least 4 control families');
if (controls.filter((f) => f.name.includes('everyday-')).length < 2)
  err('families', 'needs at least 2 ordinary (everyday) controls');
for (const f of controls) {
  const t = f.outbreakTiming;
  if (!(isObj(t) && t.kind === 'window' && t.from >= 300 && t.to <= 334))
    err(`family ${f.name}`, 'a control keeps its outbreak in scored days 300-334');
}

// ---- stored hash ----
const crypto = require('node:crypto');
const storedHash = fs.readFileSync(path.join(__dirname, 'SHA256'), 'utf8').trim().split(/\s+/)[0];
const actualHash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
if (storedHash !== actualHash) err('SHA256', `scenarios.json has SHA-256 ${actualHash}, not the stored ${storedHash}`);

if (Array.isArray(doc.ks) && isInt(doc.replicates)) {
  const total = fams.length * doc.ks.length * doc.replicates;
  if (total !== 800) err('root', `total series ${total}, not 800`);
}

if (errors.length) {
  console.error(errors.join('\n'));
  console.error(`${errors.length} error(s)`);
  process.exit(1);
}
console.log(
  `OK (${fams.length} families x ${doc.ks.length} ks x ${doc.replicates} replicates = ${fams.length * doc.ks.length * doc.replicates} series)`,
);
