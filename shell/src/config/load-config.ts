import { DEFAULT_RUNTIME_CONFIG, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@healthwatch/contracts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(record: Record<string, unknown>, key: string, fallback: string): string {
  const value = record[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConfigError(`config.json: "${key}" must be a non-empty string`);
  return value;
}

function required(record: Record<string, unknown>, key: string, parent: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConfigError(`config.json: "${parent}.${key}" must be a non-empty string`);
  return value;
}

/** A number of `messageLines`, or null for a line the deployment does not have. */
function lineOrNull(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConfigError(`config.json: "messageLines.${key}" must be a non-empty string or null`);
  return value;
}

/**
 * Checks a parsed config.json. Missing keys take the local-development
 * defaults; keys of the wrong type are rejected so a bad deploy fails loudly.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new ConfigError('config.json must hold a JSON object');
  const remotesRaw = raw.remotes ?? {};
  if (!isRecord(remotesRaw)) throw new ConfigError('config.json: "remotes" must be an object');
  const remotes = { ...DEFAULT_RUNTIME_CONFIG.remotes };
  for (const name of REMOTE_NAMES) remotes[name] = str(remotesRaw, name, DEFAULT_RUNTIME_CONFIG.remotes[name]);

  let tiles = DEFAULT_RUNTIME_CONFIG.tiles;
  if (raw.tiles !== undefined) {
    if (raw.tiles === null) tiles = null;
    else if (isRecord(raw.tiles))
      tiles = {
        url: required(raw.tiles, 'url', 'tiles'),
        attribution: typeof raw.tiles.attribution === 'string' ? raw.tiles.attribution : '',
      };
    else throw new ConfigError('config.json: "tiles" must be null or { url, attribution }');
  }

  let supabase = DEFAULT_RUNTIME_CONFIG.supabase;
  if (raw.supabase !== undefined) {
    if (raw.supabase === null) supabase = null;
    else if (isRecord(raw.supabase))
      supabase = {
        url: required(raw.supabase, 'url', 'supabase'),
        anonKey: required(raw.supabase, 'anonKey', 'supabase'),
      };
    else throw new ConfigError('config.json: "supabase" must be null or { url, anonKey }');
  }

  let messageLines = DEFAULT_RUNTIME_CONFIG.messageLines;
  if (raw.messageLines !== undefined) {
    if (!isRecord(raw.messageLines)) throw new ConfigError('config.json: "messageLines" must be { sms, whatsapp }');
    messageLines = { sms: lineOrNull(raw.messageLines, 'sms'), whatsapp: lineOrNull(raw.messageLines, 'whatsapp') };
  }

  const pinnedRaw = raw.pinned ?? [];
  if (!Array.isArray(pinnedRaw) || pinnedRaw.some((n) => !(REMOTE_NAMES as readonly unknown[]).includes(n)))
    throw new ConfigError(`config.json: "pinned" must list remotes (${REMOTE_NAMES.join(', ')})`);
  const refresh = raw.discoveryRefreshMs;
  if (refresh !== undefined && (typeof refresh !== 'number' || !(refresh >= 1000)))
    throw new ConfigError('config.json: "discoveryRefreshMs" must be a number of at least 1000');
  const sample = raw.vitalsSampleRate;
  if (sample !== undefined && (typeof sample !== 'number' || !(sample >= 0 && sample <= 1)))
    throw new ConfigError('config.json: "vitalsSampleRate" must be a number from 0 to 1');

  return {
    pinned: pinnedRaw as RemoteName[],
    ...(refresh !== undefined ? { discoveryRefreshMs: refresh } : {}),
    ...(sample !== undefined ? { vitalsSampleRate: sample } : {}),
    apiBaseUrl: str(raw, 'apiBaseUrl', DEFAULT_RUNTIME_CONFIG.apiBaseUrl),
    chatServerUrl: str(raw, 'chatServerUrl', DEFAULT_RUNTIME_CONFIG.chatServerUrl),
    remotes,
    tiles,
    phoneLine: str(raw, 'phoneLine', DEFAULT_RUNTIME_CONFIG.phoneLine),
    ...(messageLines ? { messageLines } : {}),
    supabase,
  };
}

export interface LoadedConfig {
  config: RuntimeConfig;
  /** Why the defaults were used, when config.json could not be read. */
  problem: string | null;
}

/**
 * Reads /config.json at boot. When it cannot be fetched the shell still starts
 * with the local defaults (the header and About page work without remotes).
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, url = '/config.json'): Promise<LoadedConfig> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new ConfigError(`config.json: HTTP ${response.status}`);
    return { config: parseRuntimeConfig(await response.json()), problem: null };
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    return { config: DEFAULT_RUNTIME_CONFIG, problem };
  }
}
