#!/usr/bin/env node
// Dependency-free validator for held-out-scan-v2. Checks scenarios.json, the stored hashes, and the generated
// series (schema, integers, ranges, indices, cluster days inside the scored days, straddling clusters span at
// least two districts, clusters of the largest or smallest codes lie in codes above or below the median, the
// no-change controls are enough to measure a false-signal rate near 0.01 a day, the largest codes are
// overdispersed, determinism: two runs give the same bytes, equal to SERIES_SHA256). Prints OK or the errors.
// `node validate.js --quick` skips the second generation (determinism is then checked against SERIES_SHA256 only).

const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const { spawnSync } = require('node:child_process');

const dir = __dirname;
const errors = [];
const err = (where, msg) => {
  if (errors.length < 200) errors.push(`${where}: ${msg}`);
};
const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isInt = Number.isInteger;
const sha = (buf) => crypto.createHash('sha256').update(buf).digest('hex');
function exactKeys(where, o, keys) {
  if (!isObj(o)) {
    err(where, 'must be an object');
    return false;
  }
  const got = Object.keys(o);
  if (got.join(',') !== keys.join(','))
    err(where, `keys must be exactly ${keys.join(', ')} in this order (got ${got.join(', ')})`);
  return true;
}
function validDate(s) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

// ---- scenarios.json ----
const spec = JSON.parse(fs.readFileSync(path.join(dir, 'scenarios.json'), 'utf8'));
if (spec.set !== 'held-out-scan-v2') err('scenarios.set', 'must be held-out-scan-v2');
if (spec.frozen !== '2026-11-25') err('scenarios.frozen', 'must be 2026-11-25');
if (!isInt(spec.seed) || spec.seed < 0 || spec.seed > 0xffffffff)
  err('scenarios.seed', 'must be a 32-bit unsigned integer');
if (!validDate(spec.startDate)) err('scenarios.startDate', 'must be YYYY-MM-DD');
if (!(isInt(spec.historyDays) && spec.historyDays >= 365 && spec.historyDays <= 730))
  err('scenarios.historyDays', 'must be 365..730');
if (!(isInt(spec.testDays) && spec.testDays >= 56 && spec.testDays <= 120))
  err('scenarios.testDays', 'must be 56..120');
if (JSON.stringify(spec.ks) !== '[2,3,5,10]') err('scenarios.ks', 'must be [2, 3, 5, 10]');
const fams = spec.families || [];
if (fams.length < 10 || fams.length > 16) err('scenarios.families', `must be 10 to 16, got ${fams.length}`);
const famByName = new Map();
let straddling = 0;
let inside = 0;
let controls = 0;
let plainControls = 0;
for (const [i, f] of fams.entries()) {
  const w = `families[${i}] ${f.name}`;
  if (famByName.has(f.name)) err(w, 'duplicate name');
  famByName.set(f.name, f);
  if (!(f.geography in spec.geographies)) err(w, 'unknown geography');
  if (typeof f.source !== 'string' || f.source.length < 20) err(w, 'needs a source');
  if (typeof f.why !== 'string' || f.why.length < 20) err(w, 'needs a why');
  if (!!f.cluster === !!f.control) err(w, 'needs exactly one of cluster, control');
  if (f.cluster) {
    const c = f.cluster;
    if (!['circle', 'pair', 'corridor', 'ellipse', 'chain'].includes(c.shape)) err(w, 'cluster.shape');
    if (!['any', 'large', 'small'].includes(c.codeSize)) err(w, 'cluster.codeSize');
    if (c.shape === 'ellipse' && !(Array.isArray(c.aspect) && c.aspect[0] >= 1 && c.aspect[0] <= c.aspect[1]))
      err(w, 'cluster.aspect');
    if (f.spread !== undefined && !(isObj(f.spread) && isInt(f.spread.days) && f.spread.days >= 1))
      err(w, 'spread.days');
    if (!(Array.isArray(c.districts) && c.districts[0] >= 1 && c.districts[0] <= c.districts[1]))
      err(w, 'cluster.districts');
    if (!(Array.isArray(c.codes) && c.codes[0] >= 2 && c.codes[0] <= c.codes[1])) err(w, 'cluster.codes');
    if (!['point', 'linear', 'exponential', 'flat'].includes(f.time?.kind)) err(w, 'time.kind');
    if (f.time && f.time.kind !== 'point' && !(isInt(f.time.days) && f.time.days >= 2)) err(w, 'time.days');
    if (c.districts[0] >= 2) straddling++;
    else inside++;
  } else {
    controls++;
    if (!['plain', 'districtFestival', 'codeRamp'].includes(f.control.kind)) err(w, 'control.kind');
    if (f.control.kind === 'plain') plainControls++;
  }
}
if (!(straddling > inside)) err('families', 'straddling families must be most of the cluster families');
if (controls < 3) err('families', 'needs control families');
// A false-signal rate near 0.01 a day needs about 80 expected false signals for a 95 % interval of about a fifth.
if (plainControls * spec.controlReplicates * spec.testDays < 8000)
  err('families', 'needs at least 8,000 scored days of no-change controls');
for (const [name, g] of Object.entries(spec.geographies)) {
  if (!(g.districts.length >= 3 && g.districts.length <= 8)) err(`geographies.${name}`, 'needs 3 to 8 districts');
  const n = g.groups.reduce((s, x) => s + x.n, 0);
  if (!(n >= 20 && n <= 80)) err(`geographies.${name}`, `needs 20 to 80 postal codes, has ${n}`);
  if (!(typeof g.size === 'number' && g.size > 0)) err(`geographies.${name}`, 'needs a negative-binomial size');
}

// ---- stored hashes ----
const stored = fs
  .readFileSync(path.join(dir, 'SHA256'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => l.trim().split(/\s+/));
for (const file of ['scenarios.json', 'generate.mjs']) {
  const line = stored.find(([, f]) => f === file);
  if (!line) err('SHA256', `no line for ${file}`);
  else if (line[0] !== sha(fs.readFileSync(path.join(dir, file)))) err('SHA256', `${file} changed since freezing`);
}
const seriesHash = fs.readFileSync(path.join(dir, 'SERIES_SHA256'), 'utf8').trim().split(/\s+/)[0];

// ---- generated series ----
function generate() {
  const r = spawnSync(process.execPath, [path.join(dir, 'generate.mjs')], { maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`generate.mjs failed: ${r.stderr}`);
  return r.stdout;
}
const bytes = generate();
const hash = sha(bytes);
if (hash !== seriesHash) err('SERIES_SHA256', `output hash ${hash} differs from the stored ${seriesHash}`);
if (!process.argv.includes('--quick') && sha(generate()) !== hash) err('determinism', 'two runs gave different output');
if (bytes.length > 150e6) err('size', `output ${bytes.length} bytes > 150 MB`);
const hashRun = spawnSync(process.execPath, [path.join(dir, 'generate.mjs'), '--hash']);
if (String(hashRun.stdout).trim() !== hash) err('--hash', 'does not print the SHA-256 of the output');
if (bytes[bytes.length - 1] !== 0x0a) err('output', 'must end with a newline');

const doc = JSON.parse(bytes.toString('utf8'));
if (bytes.toString('utf8') !== `${JSON.stringify(doc)}\n`)
  err('output', 'is not canonical JSON (JSON.stringify form plus a newline)');
exactKeys('root', doc, ['set', 'seed', 'startDate', 'geographies', 'series']);
if (doc.set !== 'held-out-scan-v2') err('set', 'wrong name');
if (doc.seed !== spec.seed) err('seed', 'differs from scenarios.json');
if (doc.startDate !== spec.startDate) err('startDate', 'differs from scenarios.json');
const geo = {};
for (const name of Object.keys(spec.geographies)) {
  const g = doc.geographies[name];
  const w = `geographies.${name}`;
  if (!exactKeys(w, g, ['districts', 'postalCodes'])) continue;
  const dIds = new Set();
  g.districts.forEach((d, i) => {
    exactKeys(`${w}.districts[${i}]`, d, ['id', 'name']);
    if (dIds.has(d.id)) err(`${w}.districts[${i}]`, 'duplicate id');
    dIds.add(d.id);
  });
  const pIds = new Set();
  const perDistrict = new Map();
  g.postalCodes.forEach((p, i) => {
    const pw = `${w}.postalCodes[${i}]`;
    exactKeys(pw, p, ['id', 'lat', 'lon', 'district']);
    if (typeof p.id !== 'string' || pIds.has(p.id)) err(pw, 'id missing or duplicate');
    pIds.add(p.id);
    if (!(typeof p.lat === 'number' && p.lat >= -90 && p.lat <= 90)) err(pw, 'lat');
    if (!(typeof p.lon === 'number' && p.lon >= -180 && p.lon <= 180)) err(pw, 'lon');
    if (!dIds.has(p.district)) err(pw, 'district not in districts');
    perDistrict.set(p.district, (perDistrict.get(p.district) || 0) + 1);
  });
  for (const id of dIds) if (!perDistrict.get(id)) err(w, `district ${id} has no postal code`);
  if (g.postalCodes.length < 20 || g.postalCodes.length > 80) err(w, 'needs 20 to 80 postal codes');
  if (dIds.size < 3 || dIds.size > 8) err(w, 'needs 3 to 8 districts');
  const names = spec.geographies[name].districts.map((d) => d.id).join(',');
  if ([...dIds].join(',') !== names) err(w, 'districts differ from scenarios.json');
  geo[name] = g;
}
if (Object.keys(doc.geographies).join(',') !== Object.keys(spec.geographies).join(','))
  err('geographies', 'names differ from scenarios.json');

const H = spec.historyDays;
const T = spec.testDays;
// Each code's mean count a day over the history of the no-change controls, by geography.
const historyMean = {};
for (const name of Object.keys(geo)) {
  const plain = (doc.series || []).filter(
    (s) => s.geography === name && famByName.get(s.family)?.control?.kind === 'plain' && Array.isArray(s.counts),
  );
  if (plain.length === 0) {
    err(`geographies.${name}`, 'has no no-change control');
    continue;
  }
  historyMean[name] = geo[name].postalCodes.map((_, i) => {
    let total = 0;
    for (const s of plain) for (let d = 0; d < H; d++) total += s.counts[i]?.[d] ?? 0;
    return total / (plain.length * H);
  });
  // The largest code's counts over the scored days vary beyond a Poisson count's: at least half the extra
  // variance mu^2 / size the negative binomial puts there.
  const means = historyMean[name];
  const largest = means.indexOf(Math.max(...means));
  const xs = plain.flatMap((s) => s.counts[largest].slice(H, H + T));
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const v = xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length;
  const size = spec.geographies[name].size;
  if (!(v > m * (1 + (0.5 * m) / size)))
    err(`geographies.${name}`, `largest code's variance ${v.toFixed(2)} is not overdispersed (mean ${m.toFixed(2)})`);
}
const medianOf = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const seen = new Set();
let expectedSeries = 0;
for (const f of fams) expectedSeries += f.cluster ? spec.ks.length * spec.replicatesPerK : spec.controlReplicates;
if (!Array.isArray(doc.series)) err('series', 'must be an array');
else {
  if (doc.series.length !== expectedSeries) err('series', `expected ${expectedSeries}, got ${doc.series.length}`);
  if (doc.series.length > 450) err('series', 'more than 450');
  for (const [si, s] of doc.series.entries()) checkSeries(s, si);
}
function checkSeries(s, si) {
  const w = `series[${si}]`;
  if (!exactKeys(w, s, ['family', 'geography', 'k', 'replicate', 'historyDays', 'testDays', 'counts', 'cluster']))
    return;
  const f = famByName.get(s.family);
  if (!f) return err(w, 'unknown family');
  if (s.geography !== f.geography) err(w, 'geography differs from its family');
  const g = geo[s.geography];
  if (!g) return;
  if (f.cluster ? !spec.ks.includes(s.k) : s.k !== null)
    err(w, 'k must be one of ks for cluster families, null for controls');
  const reps = f.cluster ? spec.replicatesPerK : spec.controlReplicates;
  if (!(isInt(s.replicate) && s.replicate >= 0 && s.replicate < reps)) err(w, 'replicate out of range');
  const key = `${s.family}|${s.k}|${s.replicate}`;
  if (seen.has(key)) err(w, 'duplicate (family, k, replicate)');
  seen.add(key);
  if (s.historyDays !== H || s.testDays !== T) err(w, 'historyDays/testDays differ from scenarios.json');
  if (!Array.isArray(s.counts) || s.counts.length !== g.postalCodes.length)
    return err(w, 'counts must have one row per postal code');
  for (const [i, row] of s.counts.entries()) {
    if (!Array.isArray(row) || row.length !== H + T) err(`${w}.counts[${i}]`, `must have ${H + T} days`);
    else if (!row.every((x) => isInt(x) && x >= 0)) err(`${w}.counts[${i}]`, 'non-negative integers only');
  }
  if (!f.cluster) {
    if (s.cluster !== null) err(w, 'control families have cluster null');
    return;
  }
  const c = s.cluster;
  if (!exactKeys(`${w}.cluster`, c, ['postalCodes', 'days'])) return;
  const n = g.postalCodes.length;
  if (!Array.isArray(c.postalCodes) || c.postalCodes.length === 0)
    return err(`${w}.cluster.postalCodes`, 'non-empty array');
  c.postalCodes.forEach((i, j) => {
    if (!(isInt(i) && i >= 0 && i < n)) err(`${w}.cluster.postalCodes`, `invalid index ${i}`);
    if (j > 0 && !(i > c.postalCodes[j - 1])) err(`${w}.cluster.postalCodes`, 'must be strictly increasing');
  });
  if (c.postalCodes.length < f.cluster.codes[0] || c.postalCodes.length > f.cluster.codes[1])
    err(`${w}.cluster`, 'number of codes outside the family range');
  if (!Array.isArray(c.days) || c.days.length === 0) return err(`${w}.cluster.days`, 'non-empty array');
  c.days.forEach((d, j) => {
    if (!(isInt(d) && d >= H && d < H + T))
      err(`${w}.cluster.days`, `day ${d} outside the scored days [${H}, ${H + T})`);
    if (j > 0 && d !== c.days[j - 1] + 1) err(`${w}.cluster.days`, 'must be consecutive days');
  });
  const districts = new Set(c.postalCodes.map((i) => g.postalCodes[i]?.district));
  const [dMin, dMax] = f.cluster.districts;
  if (districts.size < dMin || districts.size > dMax)
    err(`${w}.cluster`, `spans ${districts.size} districts, family asks ${dMin}..${dMax}`);
  if (dMin >= 2 && districts.size < 2) err(`${w}.cluster`, 'straddling family whose cluster lies in one district');
  const means = historyMean[s.geography];
  if (means && f.cluster.codeSize !== 'any') {
    const median = medianOf(means);
    for (const i of c.postalCodes)
      if (f.cluster.codeSize === 'large' ? !(means[i] > median) : !(means[i] < median))
        err(`${w}.cluster`, `code ${i} is not among the ${f.cluster.codeSize} codes`);
  }
  // The cluster's extra cases fall on its days: its codes' counts there must not all be zero.
  let onDays = 0;
  for (const i of c.postalCodes) for (const d of c.days) onDays += s.counts[i][d];
  if (onDays === 0) err(`${w}.cluster`, 'no reports in its codes on its days');
}

if (errors.length) {
  console.error(errors.join('\n'));
  console.error(`${errors.length} error(s)`);
  process.exit(1);
}
console.log(
  `OK (${fams.length} families: ${straddling} straddling, ${inside} inside one district, ${controls} controls; ${doc.series.length} series; ${(bytes.length / 1e6).toFixed(1)} MB; SHA-256 ${hash})`,
);
