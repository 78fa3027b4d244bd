import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
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

/** The status line or message shown under the heading. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error) || isHttpStatusError(error)) {
    const data = 'data' in error ? (error as { data: unknown }).data : undefined;
    const text = error.statusText || (typeof data === 'string' ? data : '');
    return text ? `${error.status} ${text}` : String(error.status);
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** `error` is given by the catch-all route; otherwise the router's error is shown. */
export function RouteErrorPage({ error: given }: { error?: HttpStatusError } = {}) {
  const routeError = useRouteError();
  const error: unknown = given ?? routeError;
  const notFound = (isRouteErrorResponse(error) || isHttpStatusError(error)) && error.status === 404;
  usePageMeta(notFound ? 'Page not found' : 'Error', 'This page could not be shown.');
  return (
    <section className={styles.page} aria-labelledby="route-error-heading">
      <h1 id="route-error-heading">Unexpected Application Error!</h1>
      <h2 className={styles.status}>{describeRouteError(error)}</h2>
      <p>
        <Link to="/">Go to the Health Map</Link>
      </p>
    </section>
  );
}
