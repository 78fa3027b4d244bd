import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteProps } from '@healthwatch/contracts';
import { useHydrated } from '../hydration/useHydrated';
import { useShellT } from '../i18n/shell-catalogs';
import { useReleaseGeneration } from '../releases/release-swaps';
import { componentFrom, remoteId, type RemoteModuleRef } from './remote-loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useShellServices } from './ShellContext';
import styles from './RemoteSlot.module.css';

type Props = RemoteModuleRef & {
  /** Shown instead of the standard error panel when the remote cannot load. */
  fallback?: ReactNode;
  /** Shown while the remote loads (default: a polite loading line). */
  loading?: ReactNode;
  className?: string;
  /** Called once the remote has mounted and its effects (e.g. event listeners) are attached. */
  onMounted?: () => void;
};

/** Rendered after the remote: sibling effects run in order, so this one runs after the remote's own. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * One lazily loaded remote component with its own Suspense and error boundary.
 * Try Again bumps `attempt`, which re-runs loadRemote for this slot only.
 */
export function RemoteSlot(props: Props) {
  const { fallback, loading, className, onMounted } = props;
  const { loadRemote, remoteProps } = useShellServices();
  const t = useShellT();
  const [attempt, setAttempt] = useState(0);
  const id = remoteId(props);
  // Another release of this remote was registered (on a navigation): load it afresh.
  const generation = useReleaseGeneration(props.remote);
  // Prerendered HTML holds the loading line, never a remote: rendering the lazy
  // remote only after hydration keeps it from suspending while hydrating
  // (which React reports as an error and answers by re-rendering the boundary).
  const hydrated = useHydrated();

  const Remote = useMemo(
    () =>
      lazy(
        async (): Promise<{ default: ComponentType<RemoteProps> }> => ({
          default: componentFrom<RemoteProps>(await loadRemote(id), id),
        }),
      ),
    // `attempt` and `generation` are the point: a new lazy component means a fresh load.
    [id, loadRemote, attempt, generation],
  );

  const loadingLine =
    loading !== undefined ? (
      loading
    ) : (
      // data-remote-loading: found in any language (npm run size waits for it to go).
      <p className={styles.loading} data-remote-loading="" role="status">
        {t('remote.loading')}
      </p>
    );

  return (
    <div className={`${styles.slot} ${className ?? ''}`} data-remote-slot={id}>
      <RemoteErrorBoundary key={attempt} label={id} fallback={fallback} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={loadingLine}>
          {hydrated ? (
            <>
              <Remote {...remoteProps} />
              {onMounted && <AfterMount run={onMounted} />}
            </>
          ) : (
            loadingLine
          )}
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
