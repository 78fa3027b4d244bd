import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useShellT } from '../i18n/shell-catalogs';
import { usePageMeta } from '../meta/usePageMeta';
import styles from './RouteErrorPage.module.css';

/** An unmatched URL, rendered by the catch-all route. */
export interface HttpStatusError {
  status: number;
  statusText: string;
}

function isHttpStatusError(error: unknown): error is HttpStatusError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as HttpStatusError).status === 'number' &&
    typeof (error as HttpStatusError).statusText === 'string'
  );
}

export const NOT_FOUND: HttpStatusError = { status: 404, statusText: 'Not Found' };

/**
 * The status line or message shown under the heading: a status code, or the error's own (technical,
 * English) message; `unknown` words an error that has neither.
 */
export function describeRouteError(error: unknown, unknown = 'Unknown error'): string {
  if (isRouteErrorResponse(error) || isHttpStatusError(error)) {
    const data = 'data' in error ? (error as { data: unknown }).data : undefined;
    const text = error.statusText || (typeof data === 'string' ? data : '');
    return text ? `${error.status} ${text}` : String(error.status);
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return unknown;
}

/** `error` is given by the catch-all route; otherwise the router's error is shown. */
export function RouteErrorPage({ error: given }: { error?: HttpStatusError } = {}) {
  const routeError = useRouteError();
  const error: unknown = given ?? routeError;
  const notFound = (isRouteErrorResponse(error) || isHttpStatusError(error)) && error.status === 404;
  const t = useShellT();
  usePageMeta(t(notFound ? 'routeError.notFoundTitle' : 'routeError.title'), t('routeError.description'));
  // A 404 is worded in the visitor's language; any other status line or message is the server's
  // or the code's own, in English, and marked so for screen readers.
  const unknown = t('routeError.unknown');
  const status = notFound ? `404 ${t('routeError.notFoundStatus')}` : describeRouteError(error, unknown);
  const raw = !notFound && status !== unknown;
  return (
    <section className={styles.page} aria-labelledby="route-error-heading">
      <h1 id="route-error-heading">{t('routeError.heading')}</h1>
      <h2 className={styles.status} lang={raw ? 'en' : undefined}>
        {status}
      </h2>
      <p>
        <Link to="/">{t('routeError.home')}</Link>
      </p>
    </section>
  );
}
