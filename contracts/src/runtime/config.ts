import type { MessageLines } from '../messages/schemas';
import { REMOTE_NAMES, type RemoteName, SUITE } from './suite';

export interface TileConfig {
  /** A Leaflet URL template, e.g. https://tile.example/{z}/{x}/{y}.png */
  url: string;
  attribution: string;
}

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/** `/config.json`, read by the shell at boot (docs/DESIGN.md §3). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  chatServerUrl: string;
  remotes: Record<RemoteName, string>;
  tiles: TileConfig | null;
  phoneLine: string;
  /** The numbers that take reports by SMS and WhatsApp (POST /api/messages/incoming); absent in older configs. */
  messageLines?: MessageLines;
  supabase: SupabaseConfig | null;
  /** Remotes loaded from `remotes` even when discovery names a release (development pins). */
  pinned?: RemoteName[];
  /** How often an open page re-reads the discovery document (default DISCOVERY_REFRESH_MS). */
  discoveryRefreshMs?: number;
  /** The share of page views that send a vitals beacon, 0 to 1 (default DEFAULT_VITALS_SAMPLE_RATE). */
  vitalsSampleRate?: number;
}

/** A quarter of page views report their speed: enough for p75 per route, a small share of visitors' data. */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.25;

/** A rollback reaches open pages within this time. */
export const DISCOVERY_REFRESH_MS = 60000;

/**
 * Local-development defaults, from the suite manifest's ports; the shell's
 * start script (shell/scripts/write-config.mjs) overrides them from the environment.
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: `http://localhost:${SUITE.services.api.port}`,
  chatServerUrl: `http://localhost:${SUITE.services.chatServer.port}`,
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://localhost:${SUITE.remotes[name].port}/mf-manifest.json`]),
  ) as Record<RemoteName, string>,
  tiles: null,
  phoneLine: '+1-555-0100',
  messageLines: { sms: '+1-555-0100', whatsapp: '+1-555-0100' },
  supabase: null,
  pinned: [],
};
