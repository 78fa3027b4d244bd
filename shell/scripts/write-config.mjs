// Writes the shell's runtime config.json from environment variables
// (DESIGN.md §3). Remotes move by changing this file, never by a rebuild.
//
//   node scripts/write-config.mjs            -> public/config.json (dev server)
//   node scripts/write-config.mjs dist       -> dist/config.json   (built bundle)
//   node scripts/write-config.mjs --stdout   -> print only
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSuite } from '@healthwatch/build/suite.js';

// Remotes and ports come from the suite manifest (suite.json, or HEALTHWATCH_SUITE),
// as DEFAULT_RUNTIME_CONFIG in contracts/src/runtime/config.ts does (a unit test keeps the two equal).
const PHONE_LINE = '+1-555-0100';

/** phoneAi -> PHONE_AI */
export function envNameOf(remote) {
  return `REMOTE_${remote.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_URL`;
}

/** A remote given by its base URL gets the manifest path added. */
export function manifestUrl(value) {
  const trimmed = value.trim().replace(/\/+$/, '');
  return trimmed.endsWith('.json') ? trimmed : `${trimmed}/mf-manifest.json`;
}

const nonEmpty = (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

const lineOrNone = (value, fallback) => {
  const v = nonEmpty(value);
  return v === 'none' ? null : (v ?? fallback);
};

function sampleRate(value) {
  const rate = Number(value);
  if (!(rate >= 0 && rate <= 1)) throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1, not ${value}`);
  return rate;
}

export function buildConfig(env = process.env) {
  const suite = loadSuite(env);
  const remotes = {};
  for (const [name, { port }] of Object.entries(suite.remotes)) {
    const fromEnv = nonEmpty(env[envNameOf(name)]);
    remotes[name] = fromEnv ? manifestUrl(fromEnv) : `http://localhost:${port}/mf-manifest.json`;
  }
  const tilesUrl = nonEmpty(env.TILES_URL);
  const supabaseUrl = nonEmpty(env.SUPABASE_URL);
  const supabaseKey = nonEmpty(env.SUPABASE_ANON_KEY);
  if (Boolean(supabaseUrl) !== Boolean(supabaseKey)) {
    throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY must be set together');
  }
  return {
    apiBaseUrl: (nonEmpty(env.API_BASE_URL) ?? `http://localhost:${suite.services.api.port}`).replace(/\/+$/, ''),
    chatServerUrl: (nonEmpty(env.CHAT_SERVER_URL) ?? `http://localhost:${suite.services.chatServer.port}`).replace(
      /\/+$/,
      '',
    ),
    remotes,
    tiles: tilesUrl ? { url: tilesUrl, attribution: nonEmpty(env.TILES_ATTRIBUTION) ?? '' } : null,
    phoneLine: nonEmpty(env.PHONE_LINE) ?? PHONE_LINE,
    // The text-message line: the same number as the phone line unless told otherwise; "none" hides one.
    messageLines: {
      sms: lineOrNone(env.SMS_LINE, nonEmpty(env.PHONE_LINE) ?? PHONE_LINE),
      whatsapp: lineOrNone(env.WHATSAPP_LINE, nonEmpty(env.PHONE_LINE) ?? PHONE_LINE),
    },
    supabase: supabaseUrl && supabaseKey ? { url: supabaseUrl, anonKey: supabaseKey } : null,
    // PIN_REMOTES=map,chat: those remotes load from `remotes` whatever discovery says.
    pinned: (nonEmpty(env.PIN_REMOTES) ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
    ...(nonEmpty(env.DISCOVERY_REFRESH_MS) ? { discoveryRefreshMs: Number(env.DISCOVERY_REFRESH_MS) } : {}),
    // VITALS_SAMPLE_RATE=0 sends no speed beacons; 1 sends one from every page view.
    ...(nonEmpty(env.VITALS_SAMPLE_RATE) ? { vitalsSampleRate: sampleRate(env.VITALS_SAMPLE_RATE) } : {}),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const arg = process.argv[2];
  const json = `${JSON.stringify(buildConfig(), null, 2)}\n`;
  if (arg === '--stdout') {
    process.stdout.write(json);
  } else {
    const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const outDir = path.resolve(shellDir, arg ?? 'public');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'config.json'), json);
    console.log(`config.json written to ${path.join(outDir, 'config.json')}`);
  }
}
