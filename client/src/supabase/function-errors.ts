import type { SupabaseClient } from '@supabase/supabase-js';
import { errorMessage } from '../http/http-client';

/** docs/SPEC.md §8: the three ways a backend function call fails. */
export type BackendFunctionFailure =
  | { kind: 'fetch'; message: string }
  | { kind: 'relay'; message: string; status: number | null }
  | { kind: 'http'; message: string; status: number | null };

export class BackendFunctionError extends Error {
  constructor(readonly failure: BackendFunctionFailure) {
    super(failure.message);
    this.name = 'BackendFunctionError';
  }
}

const statusOf = (context: unknown): number | null =>
  typeof context === 'object' && context !== null && typeof (context as { status?: unknown }).status === 'number'
    ? (context as { status: number }).status
    : null;

async function serverText(context: unknown): Promise<string | null> {
  if (typeof context !== 'object' || context === null || typeof (context as Response).clone !== 'function') return null;
  try {
    return errorMessage(await (context as Response).clone().json());
  } catch {
    return null;
  }
}

/**
 * Says clearly which of docs/SPEC.md §8's failures happened. supabase-js names its
 * errors FunctionsFetchError / FunctionsRelayError / FunctionsHttpError; the
 * name is read rather than `instanceof`, which breaks when the library is
 * bundled twice.
 */
export async function describeFunctionError(name: string, error: unknown): Promise<BackendFunctionFailure> {
  const errName = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  const context = typeof error === 'object' && error !== null ? (error as { context?: unknown }).context : undefined;
  const status = statusOf(context);
  if (errName === 'FunctionsRelayError') {
    return { kind: 'relay', status, message: `Relay error while calling the backend function ${name}` };
  }
  if (errName === 'FunctionsHttpError') {
    const text = await serverText(context);
    return {
      kind: 'http',
      status,
      message: `The backend function ${name} answered with status ${status ?? 'unknown'}${text ? `: ${text}` : ''}`,
    };
  }
  return { kind: 'fetch', message: `Failed to send the request to the backend function ${name}` };
}

/** Calls a backend (Edge) function and returns its answer, or throws a BackendFunctionError. */
export async function invokeBackendFunction<T>(
  supabase: Pick<SupabaseClient, 'functions'>,
  name: string,
  body: unknown,
): Promise<T> {
  let result: { data: unknown; error: unknown };
  try {
    result = await supabase.functions.invoke(name, { body: body as Record<string, unknown> });
  } catch (err) {
    throw new BackendFunctionError(await describeFunctionError(name, err));
  }
  if (result.error) throw new BackendFunctionError(await describeFunctionError(name, result.error));
  return result.data as T;
}
