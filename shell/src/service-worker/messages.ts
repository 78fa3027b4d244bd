/** The page tells its service worker which manifest each remote loads, so the worker caches that set. */
export interface RemoteManifestsMessage {
  type: 'remote-manifests';
  remotes: Array<{ name: string; entry: string }>;
}

export function isRemoteManifestsMessage(data: unknown): data is RemoteManifestsMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, remotes } = data as { type?: unknown; remotes?: unknown };
  return (
    type === 'remote-manifests' &&
    Array.isArray(remotes) &&
    remotes.every(
      (r) =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as { name?: unknown }).name === 'string' &&
        typeof (r as { entry?: unknown }).entry === 'string',
    )
  );
}
