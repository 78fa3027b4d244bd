import { lazy, Suspense, type ComponentProps } from 'react';
import styles from './Chart.module.css';

// The charting library lives in lazy chunks so the remote entry stays small.
const OutbreakChartLazy = lazy(() => import('./OutbreakChart'));
const BarsChartLazy = lazy(() => import('./BarsChart'));

const fallback = <div className={styles.placeholder} aria-hidden="true" />;

export function LazyOutbreakChart(props: ComponentProps<typeof OutbreakChartLazy>) {
  return (
    <Suspense fallback={fallback}>
      <OutbreakChartLazy {...props} />
    </Suspense>
  );
}

export function LazyBarsChart(props: ComponentProps<typeof BarsChartLazy>) {
  return (
    <Suspense fallback={fallback}>
      <BarsChartLazy {...props} />
    </Suspense>
  );
}
