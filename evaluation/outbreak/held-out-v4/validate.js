#!/usr/bin/env node
// Dependency-free validator for /work/heldout-v4/scenarios.json (area-context held-out set, v4).
// Usage: node validate.js [path/to/scenarios.json]   -> prints OK or lists every error and exits 1.
'use strict';
const fs = require('fs');
const path = require('path');

const file = process.argv[2] || path.join(__dirname, 'scenarios.json');
const errors = [];
const err = (where, msg) => errors.push(`${where}: ${msg}`);

let doc;
try { doc = JSON.parse(fs.readFileSync(file, 'utf8')); }
catch (e) { console.error(`cannot read/parse ${file}: ${e.message}`); process.exit(1); }

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isNum = (v) => typeof v === 'number' && Number.isFinite(v);
const isInt = (v) => Number.isInteger(v);
const isStr = (v) => typeof v === 'string';

function onlyKeys(where, obj, required, optional) {
  if (!isObj(obj)) { err(where, 'must be an object'); return false; }
  const allowed = new Set([...required, ...optional]);
  for (const k of Object.keys(obj)) if (!allowed.has(k)) err(where, `unknown property "${k}" (additionalProperties false)`);
  for (const k of required) if (!(k in obj)) err(where, `missing required property "${k}"`);
  return true;
}
function num(where, v, { min, minExcl, maxExcl, int } = {}) {
  if (!isNum(v)) return err(where, `must be a number (got ${JSON.stringify(v)})`);
  if (int && !isInt(v)) return err(where, `must be an integer (got ${v})`);
  if (min !== undefined && v < min) err(where, `must be >= ${min} (got ${v})`);
  if (minExcl !== undefined && v <= minExcl) err(where, `must be > ${minExcl} (got ${v})`);
  if (maxExcl !== undefined && v >= maxExcl) err(where, `must be < ${maxExcl} (got ${v})`);
}
function nonEmptyStr(where, v) {
  if (!isStr(v)) err(where, 'must be a string');
  else if (v.trim() === '') err(where, 'must not be empty');
}
function validDate(y, m, d) {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

// ---------- top level ----------
onlyKeys('root', doc, ['description', 'frozen', 'seed', 'ks', 'replicates', 'families'], []);
nonEmptyStr('description', doc.description);

if (!isStr(doc.frozen) || !/^\d{4}-\d{2}-\d{2}$/.test(doc.frozen)) err('frozen', 'must be "YYYY-MM-DD"');
else {
  const [y, m, d] = doc.frozen.split('-').map(Number);
  if (!validDate(y, m, d)) err('frozen', `not a calendar date: ${doc.frozen}`);
  if (doc.frozen !== '2026-11-24') err('frozen', `must be the freeze date 2026-11-24 (got ${doc.frozen})`);
}
num('seed', doc.seed, { min: 0, int: true });
if (isStr(doc.frozen) && isNum(doc.seed) && doc.seed !== Number(doc.frozen.replace(/-/g, '')))
  err('seed', `must equal the freeze date as an integer (${doc.frozen.replace(/-/g, '')}), got ${doc.seed}`);

if (!Array.isArray(doc.ks) || doc.ks.length === 0) err('ks', 'must be a non-empty array');
else {
  doc.ks.forEach((k, i) => num(`ks[${i}]`, k, { minExcl: 0 }));
  if (JSON.stringify(doc.ks) !== JSON.stringify([2, 3, 5, 10])) err('ks', `must be [2, 3, 5, 10] (got ${JSON.stringify(doc.ks)})`);
}
num('replicates', doc.replicates, { min: 1, int: true });

// ---------- families ----------
const fams = Array.isArray(doc.families) ? doc.families : [];
if (!Array.isArray(doc.families)) err('families', 'must be an array');
if (fams.length < 14 || fams.length > 18) err('families', `must hold 14 to 18 families (got ${fams.length})`);

const FAM_REQ = ['name', 'source', 'why', 'level', 'trendPerYear', 'seasonal', 'dispersion'];
const FAM_OPT = ['semiannual', 'zeroInflation', 'reportingDelay', 'dayOfWeekEffect', 'holidays', 'step',
  'reportingTrendPerYear', 'historyDays', 'testDays', 'outbreakShape', 'outbreakTiming', 'pastOutbreaks', 'others'];
const names = new Set();
let withOthers = 0;

fams.forEach((f, i) => {
  const w = `families[${i}]${f && isStr(f.name) ? ` (${f.name})` : ''}`;
  if (!onlyKeys(w, f, FAM_REQ, FAM_OPT)) return;
  nonEmptyStr(`${w}.name`, f.name);
  if (isStr(f.name)) { if (names.has(f.name)) err(`${w}.name`, 'duplicate family name'); names.add(f.name); }
  nonEmptyStr(`${w}.source`, f.source);
  nonEmptyStr(`${w}.why`, f.why);
  num(`${w}.level`, f.level, { minExcl: 0 });
  num(`${w}.trendPerYear`, f.trendPerYear);
  num(`${w}.seasonal`, f.seasonal, { min: 0 });
  num(`${w}.dispersion`, f.dispersion, { min: 1 });
  if ('semiannual' in f) num(`${w}.semiannual`, f.semiannual, { min: 0 });
  if ('zeroInflation' in f) num(`${w}.zeroInflation`, f.zeroInflation, { min: 0, maxExcl: 1 });
  if ('reportingDelay' in f) num(`${w}.reportingDelay`, f.reportingDelay, { minExcl: 0 });
  if ('reportingTrendPerYear' in f) num(`${w}.reportingTrendPerYear`, f.reportingTrendPerYear);
  if ('historyDays' in f) num(`${w}.historyDays`, f.historyDays, { min: 1, int: true });
  if ('testDays' in f) num(`${w}.testDays`, f.testDays, { min: 1, int: true });
  const historyDays = isInt(f.historyDays) ? f.historyDays : 730;
  const testDays = isInt(f.testDays) ? f.testDays : 364;

  if ('dayOfWeekEffect' in f) {
    const d = f.dayOfWeekEffect;
    if (!Array.isArray(d) || d.length !== 7) err(`${w}.dayOfWeekEffect`, 'must be an array of 7 numbers (Sunday first)');
    else d.forEach((x, j) => num(`${w}.dayOfWeekEffect[${j}]`, x, { minExcl: 0 }));
  }
  if ('holidays' in f) {
    const h = f.holidays;
    if (onlyKeys(`${w}.holidays`, h, ['dates', 'factor', 'nextDayFactor'], [])) {
      if (!Array.isArray(h.dates) || h.dates.length < 1) err(`${w}.holidays.dates`, 'must be a non-empty array');
      else h.dates.forEach((s, j) => {
        const ww = `${w}.holidays.dates[${j}]`;
        let m;
        if (isStr(s) && (m = /^(\d{2})-(\d{2})$/.exec(s))) {
          if (!validDate(2024, Number(m[1]), Number(m[2]))) err(ww, `not a valid MM-DD: ${s}`);
        } else if (isStr(s) && (m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s))) {
          if (!validDate(Number(m[1]), Number(m[2]), Number(m[3]))) err(ww, `not a valid YYYY-MM-DD: ${s}`);
        } else err(ww, `must be "MM-DD" or "YYYY-MM-DD" (got ${JSON.stringify(s)})`);
      });
      num(`${w}.holidays.factor`, h.factor, { minExcl: 0 });
      num(`${w}.holidays.nextDayFactor`, h.nextDayFactor, { minExcl: 0 });
    }
  }
  const checkStep = (ww, s) => {
    if (onlyKeys(ww, s, ['day', 'factor'], [])) {
      num(`${ww}.day`, s.day, { int: true });
      num(`${ww}.factor`, s.factor, { minExcl: 0 });
    }
  };
  if ('step' in f) checkStep(`${w}.step`, f.step);

  if ('outbreakShape' in f) {
    const s = f.outbreakShape;
    if (onlyKeys(`${w}.outbreakShape`, s, ['kind', 'days'], [])) {
      if (!['flat', 'linear', 'exponential'].includes(s.kind)) err(`${w}.outbreakShape.kind`, 'must be flat|linear|exponential');
      num(`${w}.outbreakShape.days`, s.days, { min: 2, int: true });
    }
  }
  if ('outbreakTiming' in f) {
    const t = f.outbreakTiming;
    if (!isObj(t)) err(`${w}.outbreakTiming`, 'must be an object');
    else if (t.kind === 'window') {
      onlyKeys(`${w}.outbreakTiming`, t, ['kind', 'from', 'to'], []);
      num(`${w}.outbreakTiming.from`, t.from, { min: 0, int: true });
      num(`${w}.outbreakTiming.to`, t.to, { min: 0, int: true });
      if (isInt(t.from) && isInt(t.to)) {
        if (t.from > t.to) err(`${w}.outbreakTiming`, `from (${t.from}) must be <= to (${t.to})`);
        if (t.to > testDays - 30) err(`${w}.outbreakTiming`, `to (${t.to}) must be <= testDays - 30 (${testDays - 30})`);
      }
    } else if (t.kind === 'seasonal-peak') {
      onlyKeys(`${w}.outbreakTiming`, t, ['kind', 'within'], []);
      num(`${w}.outbreakTiming.within`, t.within, { min: 0, int: true });
    } else err(`${w}.outbreakTiming.kind`, 'must be "window" or "seasonal-peak"');
  } else if (testDays < 45) err(`${w}.testDays`, `without outbreakTiming testDays must be >= 45 (got ${testDays})`);

  // past outbreaks: default {count 4, kMin 2, kMax 10}, not sameSeason
  let past = { count: 4, kMin: 2, kMax: 10, sameSeason: false };
  if ('pastOutbreaks' in f) {
    const p = f.pastOutbreaks;
    if (onlyKeys(`${w}.pastOutbreaks`, p, ['count', 'kMin', 'kMax'], ['sameSeason'])) {
      num(`${w}.pastOutbreaks.count`, p.count, { min: 0, int: true });
      num(`${w}.pastOutbreaks.kMin`, p.kMin, { min: 0, int: true });
      num(`${w}.pastOutbreaks.kMax`, p.kMax, { min: 0, int: true });
      if ('sameSeason' in p && typeof p.sameSeason !== 'boolean') err(`${w}.pastOutbreaks.sameSeason`, 'must be a boolean');
      if (isNum(p.kMin) && isNum(p.kMax) && p.kMin > p.kMax) err(`${w}.pastOutbreaks`, 'kMin must be <= kMax');
      past = { count: p.count, sameSeason: p.sameSeason === true };
    }
  }
  if (isNum(past.count) && past.count > 0 && !past.sameSeason && historyDays < 60)
    err(`${w}.historyDays`, `past outbreaks (count > 0, not sameSeason) need historyDays >= 60 (got ${historyDays})`);

  if ('others' in f) {
    withOthers++;
    const o = f.others, ow = `${w}.others`;
    if (onlyKeys(ow, o, ['level', 'dispersion'], ['trendPerYear', 'seasonal', 'semiannual', 'seasonShiftDays', 'step', 'outbreaks'])) {
      num(`${ow}.level`, o.level, { minExcl: 0 });
      num(`${ow}.dispersion`, o.dispersion, { min: 1 });
      if ('trendPerYear' in o) num(`${ow}.trendPerYear`, o.trendPerYear);
      if ('seasonal' in o) num(`${ow}.seasonal`, o.seasonal, { min: 0 });
      if ('semiannual' in o) num(`${ow}.semiannual`, o.semiannual, { min: 0 });
      if ('seasonShiftDays' in o) num(`${ow}.seasonShiftDays`, o.seasonShiftDays, { int: true });
      if ('step' in o) checkStep(`${ow}.step`, o.step);
      if ('outbreaks' in o) {
        const b = o.outbreaks;
        if (onlyKeys(`${ow}.outbreaks`, b, ['count', 'kMin', 'kMax'], [])) {
          num(`${ow}.outbreaks.count`, b.count, { min: 0, int: true });
          num(`${ow}.outbreaks.kMin`, b.kMin, { min: 0, int: true });
          num(`${ow}.outbreaks.kMax`, b.kMax, { min: 0, int: true });
          if (isNum(b.kMin) && isNum(b.kMax) && b.kMin > b.kMax) err(`${ow}.outbreaks`, 'kMin must be <= kMax');
        }
      }
    }
  }
});

// most families must have a companion; at most two no-companion controls
const without = fams.length - withOthers;
if (withOthers * 2 <= fams.length) err('families', `most families must have "others" (${withOthers} of ${fams.length})`);
if (without > 2) err('families', `at most one or two families without "others" (got ${without})`);

// total series budget
if (Array.isArray(doc.ks) && isInt(doc.replicates)) {
  const total = fams.length * doc.ks.length * doc.replicates;
  if (total > 800) err('budget', `families x ks x replicates = ${total} > 800`);
}

if (errors.length) {
  console.error(`INVALID (${errors.length} error${errors.length > 1 ? 's' : ''}):`);
  for (const e of errors) console.error('  - ' + e);
  process.exit(1);
}
const total = fams.length * doc.ks.length * doc.replicates;
console.log(`OK (${fams.length} families, ${withOthers} with a companion, ${total} series)`);
