import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MISSING_SUPABASE_PROVIDER, SupabaseProvider, useSupabase } from './provider';
import { createSupabaseClient } from './supabase-data-client';

function ShowsUrl() {
  const client = useSupabase();
  return createElement('output', null, typeof client.from === 'function' ? 'client' : 'none');
}

describe('SupabaseProvider and useSupabase', () => {
  it('hand the provided client down', () => {
    const client = createSupabaseClient({ url: 'http://127.0.0.1:9', anonKey: 'anon' });
    expect(renderToString(createElement(SupabaseProvider, { client }, createElement(ShowsUrl)))).toBe(
      '<output>client</output>',
    );
  });

  it("throws docs/SPEC.md §8's message outside a provider", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(createElement(ShowsUrl))).toThrow('useSupabase must be used within a SupabaseProvider');
    expect(MISSING_SUPABASE_PROVIDER).toBe('useSupabase must be used within a SupabaseProvider');
  });
});
