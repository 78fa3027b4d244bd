import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { usePageMeta } from '../meta/usePageMeta';
import styles from './RouteErrorPage.module.css';

/** The status line or message shown under the heading. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const text = error.statusText || (typeof error.data === 'string' ? error.data : '');
    return text ? `${error.status} ${text}` : String(error.status);
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
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
