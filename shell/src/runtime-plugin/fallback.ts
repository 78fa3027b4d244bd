import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { englishText } from '@healthwatch/ui-kit/i18n/englishText';
import en from '../i18n/messages/en.json';

const say = englishText(en);

/**
 * A remote could not be loaded after its retry; shown in that remote's slot only, in the visitor's
 * language (the slot words it by its catalog key; the message is the English one, for logs).
 */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remoteId: string,
    override readonly cause: unknown,
  ) {
    super(say('remote.unavailable'));
  }
}

/** The federation runtime's own message, for the collapsed details under the error panel. */
export function technicalDetail(error: unknown): string | null {
  if (!(error instanceof RemoteUnavailableError)) return null;
  const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
  return `${error.remoteId}: ${cause}`;
}

export type RemoteFailureListener = (remoteId: string, error: unknown) => void;

/**
 * Turns a remote's final load failure into one readable error for the slot's
 * error boundary, and drops the cached module so Try Again starts afresh.
 */
export function fallbackPlugin(onFailure: RemoteFailureListener = () => undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'healthwatch-fail-alone',
    errorLoadRemote({ id, error, lifecycle, remote, origin }) {
      // Manifest and shared-module failures are re-reported at 'onLoad'; answer once, there.
      if (lifecycle !== 'onLoad') return undefined;
      if (remote) origin.moduleCache.delete(remote.name);
      onFailure(id, error);
      throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(id, error);
    },
  };
}
