import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language';

export interface ChartDataRow {
  key: string;
  /** The row's header: a day, a child's name. */
  label: string;
  values: number[];
}

/**
 * A chart's figures as a table for screen readers (each chart has one beside its written
 * summary). `columns` are the headers, the first one naming the rows' headers.
 */
export function ChartDataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: ChartDataRow[];
}) {
  const { language } = useLanguage();
  return (
    // A table is as wide as its columns whatever its width says: clipped inside a 1 px box, it
    // cannot widen the page (it did, to 508 px on a 375 px phone).
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two children may share a name; the columns never move
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's values are its columns, in their order
                <td key={index}>{formatNumber(value, language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
