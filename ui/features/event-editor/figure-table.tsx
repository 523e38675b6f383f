import styles from './simulation.module.css';

export interface FigureRow {
  readonly key: number;
  /** What the row is about: read before each of its cells. */
  readonly name: string;
  readonly cells: readonly string[];
}

/**
 * A table of the simulation's figures, read row by row: the caption names it, the first column heads each row. It
 * scrolls sideways on phones, and takes focus so the keyboard can scroll it too.
 */
export function FigureTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: FigureRow[] }) {
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
