import { DEFAULT_RUNTIME_CONFIG } from '@healthwatch/contracts';
import { loadRuntimeConfig, parseRuntimeConfig } from './load-config';

function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('runtime config', () => {
  it('reads every key of config.json', async () => {
    const config = {
      apiBaseUrl: 'https://api.example.org',
      chatServerUrl: 'https://chat.example.org',
      remotes: {
        map: 'https://cdn.example.org/map/mf-manifest.json',
        report: 'https://cdn.example.org/report/mf-manifest.json',
        analytics: 'https://cdn.example.org/analytics/mf-manifest.json',
        phoneAi: 'https://cdn.example.org/phone-ai/mf-manifest.json',
        chat: 'https://cdn.example.org/chat/mf-manifest.json',
      },
      tiles: { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' },
      phoneLine: '+44 20 0000 0000',
      messageLines: { sms: '+44 20 0000 0001', whatsapp: null },
      supabase: { url: 'https://x.supabase.co', anonKey: 'anon' },
      pinned: ['map'],
      discoveryRefreshMs: 5000,
      vitalsSampleRate: 0.5,
    };
    const fetchImpl = jest.fn(async () => jsonResponse(config));
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).resolves.toEqual({ config, problem: null });
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('fills missing keys from the defaults', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'https://api.example.org',
      remotes: { map: 'https://m/mf-manifest.json' },
    });
    expect(config.apiBaseUrl).toBe('https://api.example.org');
    expect(config.remotes.map).toBe('https://m/mf-manifest.json');
    expect(config.remotes.chat).toBe(DEFAULT_RUNTIME_CONFIG.remotes.chat);
    expect(config.tiles).toBeNull();
    expect(config.supabase).toBeNull();
  });

  it.each([
    ['not an object', []],
    ['a number for a URL', { apiBaseUrl: 5 }],
    ['an empty remote URL', { remotes: { map: '' } }],
    ['tiles of the wrong shape', { tiles: 'yes' }],
    ['supabase without a key', { supabase: { url: 'https://x' } }],
  ])('rejects %s', (_label, raw) => {
    expect(() => parseRuntimeConfig(raw)).toThrow(/config\.json/);
  });

  it('falls back to the defaults, with the reason, when config.json cannot be fetched', async () => {
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig(down as unknown as typeof fetch)).resolves.toEqual({
      config: DEFAULT_RUNTIME_CONFIG,
      problem: 'Failed to fetch',
    });
    const missing = jest.fn(async () => jsonResponse({}, 404));
    await expect(loadRuntimeConfig(missing as unknown as typeof fetch)).resolves.toEqual({
      config: DEFAULT_RUNTIME_CONFIG,
      problem: 'config.json: HTTP 404',
    });
  });

  it('rejects pins of unknown remotes and a refresh interval under a second', () => {
    expect(() => parseRuntimeConfig({ pinned: ['maps'] })).toThrow(/"pinned" must list remotes/);
    expect(() => parseRuntimeConfig({ discoveryRefreshMs: 10 })).toThrow(/discoveryRefreshMs/);
  });

  it('rejects a vitals sample rate outside 0 to 1', () => {
    expect(() => parseRuntimeConfig({ vitalsSampleRate: 2 })).toThrow(/vitalsSampleRate/);
    expect(() => parseRuntimeConfig({ vitalsSampleRate: '1' })).toThrow(/vitalsSampleRate/);
    expect(parseRuntimeConfig({ vitalsSampleRate: 0 }).vitalsSampleRate).toBe(0);
  });
});
