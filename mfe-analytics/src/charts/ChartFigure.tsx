import type { ReactNode } from 'react';
import { TableScroll } from '@healthwatch/ui-kit/table-scroll/TableScroll';
import { useT } from '../i18n/analytics-catalogs';
import styles from './Chart.module.css';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A chart with its caption and a data table alternative. The drawing is
 * hidden from assistive technology; the table carries the same numbers.
 */
export function ChartFigure<Row>({
  title,
  summary,
  chart,
  columns,
  rows,
  rowKey,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  const t = useT();
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <strong>{title}</strong>
        <span>{summary}</span>
      </figcaption>
      <div aria-hidden="true">{chart}</div>
      <details>
        <summary className={styles.summary}>{t('chart.showTable', { title })}</summary>
        <TableScroll className={styles.tableWrap} aria-label={t('chart.tableLabel', { title })}>
          <table className={styles.table}>
            <caption className={styles.srOnly}>{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={rowKey(r)}>
                  {columns.map((c) => (
                    <td key={c.header}>{c.cell(r)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}
