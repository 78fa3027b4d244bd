/** Connection and stream limits (api/README.md's environment table); 0 turns a count limit off. */
export interface ConnectionLimitsConfig {
  /** Open live-feed (SSE) streams per client address. */
  sseStreamsPerAddress: number;
  /** Open live-feed streams in all. */
  sseStreamsTotal: number;
  /** Open TCP connections per peer address. */
  connectionsPerAddress: number;
  /** Open TCP connections in all (below the process's file-descriptor limit). */
  connectionsTotal: number;
  /** Longest wait for a request's headers. */
  headersTimeoutMs: number;
  /** Bad-input refusals an address may earn within 10 s before they are answered late. */
  refusalsFree: number;
  /** The longest a refusal is held back (ms); 0 turns the tarpit off. */
  refusalDelayMaxMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimitsConfig = {
  sseStreamsPerAddress: 8,
  sseStreamsTotal: 500,
  connectionsPerAddress: 64,
  connectionsTotal: 800,
  headersTimeoutMs: 10_000,
  refusalsFree: 20,
  refusalDelayMaxMs: 1000,
};

/** Quiet time after which an address's refusals are forgotten. */
export const REFUSAL_WINDOW_MS = 10_000;

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function loadConnectionLimits(env: NodeJS.ProcessEnv = process.env): ConnectionLimitsConfig {
  const d = DEFAULT_CONNECTION_LIMITS;
  const headersTimeoutMs = count(env.HEADERS_TIMEOUT_MS, d.headersTimeoutMs, 'HEADERS_TIMEOUT_MS');
  if (headersTimeoutMs === 0) throw new Error('HEADERS_TIMEOUT_MS must be positive');
  return {
    sseStreamsPerAddress: count(env.SSE_STREAMS_PER_ADDRESS, d.sseStreamsPerAddress, 'SSE_STREAMS_PER_ADDRESS'),
    sseStreamsTotal: count(env.SSE_STREAMS_TOTAL, d.sseStreamsTotal, 'SSE_STREAMS_TOTAL'),
    connectionsPerAddress: count(env.CONNECTIONS_PER_ADDRESS, d.connectionsPerAddress, 'CONNECTIONS_PER_ADDRESS'),
    connectionsTotal: count(env.CONNECTIONS_TOTAL, d.connectionsTotal, 'CONNECTIONS_TOTAL'),
    headersTimeoutMs,
    refusalsFree: count(env.REFUSALS_FREE, d.refusalsFree, 'REFUSALS_FREE'),
    refusalDelayMaxMs: count(env.REFUSAL_DELAY_MAX_MS, d.refusalDelayMaxMs, 'REFUSAL_DELAY_MAX_MS'),
  };
}
