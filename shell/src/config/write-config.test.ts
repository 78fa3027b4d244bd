import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_RUNTIME_CONFIG } from '@healthwatch/contracts';

const script = path.join(__dirname, '..', '..', 'scripts', 'write-config.mjs');

function run(env: Record<string, string>): unknown {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(API_BASE_URL|CHAT_SERVER_URL|REMOTE_|TILES_|PHONE_LINE|SMS_LINE|WHATSAPP_LINE|SUPABASE_)/.test(key),
    ),
  );
  return JSON.parse(
    execFileSync(process.execPath, [script, '--stdout'], {
      env: { ...clean, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

describe('scripts/write-config.mjs', () => {
  it('writes the contracts defaults when no variable is set', () => {
    expect(run({})).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('takes every key from the environment', () => {
    expect(
      run({
        API_BASE_URL: 'https://api.example.org/',
        CHAT_SERVER_URL: 'https://chat.example.org',
        REMOTE_MAP_URL: 'https://cdn.example.org/map',
        REMOTE_PHONE_AI_URL: 'https://cdn.example.org/phone/mf-manifest.json',
        TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
        TILES_ATTRIBUTION: '© Example',
        PHONE_LINE: '+1-555-0199',
        SUPABASE_URL: 'https://x.supabase.co',
        SUPABASE_ANON_KEY: 'anon',
      }),
    ).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      apiBaseUrl: 'https://api.example.org',
      chatServerUrl: 'https://chat.example.org',
      remotes: {
        ...DEFAULT_RUNTIME_CONFIG.remotes,
        map: 'https://cdn.example.org/map/mf-manifest.json',
        phoneAi: 'https://cdn.example.org/phone/mf-manifest.json',
      },
      tiles: { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' },
      phoneLine: '+1-555-0199',
      // The text lines follow the phone line unless set.
      messageLines: { sms: '+1-555-0199', whatsapp: '+1-555-0199' },
      supabase: { url: 'https://x.supabase.co', anonKey: 'anon' },
    });
  });

  it('takes the SMS and WhatsApp numbers apart, and none for a line set to "none"', () => {
    expect(run({ SMS_LINE: '+91 22 0000 0000', WHATSAPP_LINE: 'none' })).toMatchObject({
      messageLines: { sms: '+91 22 0000 0000', whatsapp: null },
    });
  });

  it('refuses half a Supabase configuration', () => {
    expect(() => run({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow();
  });
});
