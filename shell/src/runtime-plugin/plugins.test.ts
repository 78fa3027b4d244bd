import { fallbackPlugin, RemoteUnavailableError, technicalDetail } from './fallback';
import { fetchWithRetry, retryPlugin } from './retry';

const ok = { ok: true, status: 200 } as Response;

describe('retry plugin', () => {
  it('retries a failed fetch exactly once', async () => {
    const fetchImpl = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok);
    await expect(fetchWithRetry(fetchImpl, 'http://x/mf-manifest.json', {})).resolves.toBe(ok);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 503 } as Response);
    await expect(fetchWithRetry(fetchImpl, 'http://x/mf-manifest.json', {})).rejects.toThrow('HTTP 503');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('re-requests a remote entry script that failed, forgetting the failed load', async () => {
    const plugin = retryPlugin();
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(entry);
    const globalLoading: Record<string, unknown> = { 'map:entry': Promise.resolve(undefined) };
    const result = await (plugin.loadEntryError as (args: unknown) => Promise<unknown>)({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'map' },
      globalLoading,
      uniqueKey: 'map:entry',
    });
    expect(result).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(globalLoading).not.toHaveProperty('map:entry');
  });
});

describe('fallback plugin', () => {
  const hook = (plugin: ReturnType<typeof fallbackPlugin>) => plugin.errorLoadRemote as (args: unknown) => unknown;

  it('lets early lifecycles pass so the failure is reported once', () => {
    const onFailure = jest.fn();
    expect(
      hook(fallbackPlugin(onFailure))({
        id: 'map/HealthMap',
        error: new Error('x'),
        lifecycle: 'afterResolve',
        origin: {},
      }),
    ).toBeUndefined();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('turns the final failure into a RemoteUnavailableError and drops the cached module', () => {
    const onFailure = jest.fn();
    const moduleCache = new Map([['map', {}]]);
    expect(() =>
      hook(fallbackPlugin(onFailure))({
        id: 'map/HealthMap',
        error: new Error('manifest unreachable'),
        lifecycle: 'onLoad',
        remote: { name: 'map' },
        origin: { moduleCache },
      }),
    ).toThrow(RemoteUnavailableError);
    expect(moduleCache.has('map')).toBe(false);
    expect(onFailure).toHaveBeenCalledWith('map/HealthMap', expect.any(Error));
  });
});

describe('technicalDetail', () => {
  it('keeps the runtime message out of the panel text but available', () => {
    const error = new RemoteUnavailableError('map/HealthMap', new Error('Failed to get manifest'));
    expect(error.message).toBe('This part of HealthWatch could not be loaded. Check your connection, then try again.');
    expect(technicalDetail(error)).toBe('map/HealthMap: Failed to get manifest');
    expect(technicalDetail(new Error('x'))).toBeNull();
  });
});
