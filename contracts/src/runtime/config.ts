/** The names of the five remotes, as the shell registers them. */
export const REMOTE_NAMES = ['map', 'report', 'analytics', 'phoneAi', 'chat'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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
  supabase: SupabaseConfig | null;
}

/** Local-development defaults; the shell's start script overrides them from the environment. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  chatServerUrl: 'http://localhost:4001',
  remotes: {
    map: 'http://localhost:3001/mf-manifest.json',
    report: 'http://localhost:3002/mf-manifest.json',
    analytics: 'http://localhost:3003/mf-manifest.json',
    phoneAi: 'http://localhost:3004/mf-manifest.json',
    chat: 'http://localhost:3005/mf-manifest.json',
  },
  tiles: null,
  phoneLine: '+1-555-0100',
  supabase: null,
};
