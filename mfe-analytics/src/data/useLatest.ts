import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error' };

/**
 * Loads whenever `key` changes (or on retry). The previous request is aborted
 * and, should its answer still arrive, a sequence number keeps it from
 * overwriting a newer one.
 */
export function useLatest<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sequence = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const mine = ++sequence.current;
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (sequence.current === mine) setState({ status: 'loaded', data });
      },
      () => {
        if (sequence.current === mine && !controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry };
}
