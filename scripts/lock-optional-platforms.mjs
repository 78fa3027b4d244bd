#!/usr/bin/env node
// Completes package-lock.json with the platform builds the package registry cannot serve.
//
// Some packages ship their binary as one optional dependency per platform (Biome: @biomejs/cli-<os>-<cpu>).
// The registry this project installs from serves only some of those builds, so `npm install` leaves the
// others out of the lock file, and `npm ci` then refuses the lock as out of sync. Each missing build is
// entered with the platform its name gives, so npm ci sees a complete lock and skips it on this platform.
//
//   node scripts/lock-optional-platforms.mjs [package-lock.json]   (rewrites the file when entries were missing)
import fs from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages ?? {};

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'sunos', 'win32', 'aix', 'netbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  const platform = { os: [os], cpu: [cpu] };
  if (os === 'linux') platform.libc = [parts.includes('musl') ? 'musl' : 'glibc'];
  return platform;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    packages[hoisted] = { version: spec, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`lock-optional-platforms: ${added} platform build(s) entered`);
