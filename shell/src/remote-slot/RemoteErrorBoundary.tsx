import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { RemoteUnavailableError, technicalDetail } from '../runtime-plugin/fallback';
import styles from './RemoteSlot.module.css';

interface Props {
  /** Reloads only this slot's remote. */
  onRetry: () => void;
  /** Replaces the standard panel, e.g. the placeholder community panels. */
  fallback?: ReactNode;
  label?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps one failing remote inside its own slot: the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.label ?? 'remote'} failed`, error, info.componentStack);
  }

  private retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div role="alert" className={styles.errorPanel} data-testid="remote-error">
        <h2 className={styles.errorTitle}>
          <FormattedMessage id="remote.errorTitle" />
        </h2>
        {error instanceof RemoteUnavailableError ? (
          <p className={styles.errorMessage}>
            <FormattedMessage id="remote.unavailable" />
          </p>
        ) : (
          // Any other failure is the remote's own code speaking (English), marked so for screen readers.
          <p className={styles.errorMessage} lang="en">
            {error.message}
          </p>
        )}
        {technicalDetail(error) && (
          <details className={styles.details}>
            <summary>
              <FormattedMessage id="remote.technicalDetails" />
            </summary>
            <pre lang="en">{technicalDetail(error)}</pre>
          </details>
        )}
        <button type="button" className={styles.retry} onClick={this.retry}>
          <FormattedMessage id="remote.retry" />
        </button>
      </div>
    );
  }
}
