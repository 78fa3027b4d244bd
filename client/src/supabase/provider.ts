import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';

export const MISSING_SUPABASE_PROVIDER = 'useSupabase must be used within a SupabaseProvider';

const SupabaseContext = createContext<SupabaseClient | null>(null);

export interface SupabaseProviderProps {
  client: SupabaseClient;
  children?: ReactNode;
}

/** Hands one supabase-js client to everything below it. */
export function SupabaseProvider({ client, children }: SupabaseProviderProps) {
  return createElement(SupabaseContext.Provider, { value: client }, children);
}

/** The client of the nearest SupabaseProvider; outside one it throws docs/SPEC.md §8's message. */
export function useSupabase(): SupabaseClient {
  const client = useContext(SupabaseContext);
  if (!client) throw new Error(MISSING_SUPABASE_PROVIDER);
  return client;
}
