import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  type Key,
  MenuTrigger,
  Button as RACButton,
  Table as RACTable,
  Row,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { Button } from '../Button';
import { ArrowDownIcon, ArrowUpIcon, DownloadIcon, MoreIcon } from '../Icon';
import { Menu, type MenuItem } from '../Menu';
import { iconButton } from '../shared/styles.css';
import { Pagination, type PaginationProps } from './Pagination';
import * as styles from './Table.css';

/** One column of a {@link Table}. */
export interface TableColumn<R> {
  /** Key of the row field shown (unless `render` is given); also the sort column id. */
  id: string;
  /** Header text (translated); also the label of the value in the stacked phone layout. */
  label: string;
  /** The column that names each row (e.g. the farmer's name). One per table. @default false */
  isRowHeader?: boolean;
  /** The header sorts the table when pressed. @default false */
  allowsSorting?: boolean;
  /** `end` for numbers and money. @default 'start' */
  align?: 'start' | 'end';
  /** Custom cell content (formatted money, a badge); defaults to the field as text. */
  render?: (row: R) => ReactNode;
}

/** Props of {@link Table}. */
export interface TableProps<R extends { id: Key }> {
  /** Accessible name of the table, e.g. "Farmers". */
  'aria-label': string;
  columns: readonly TableColumn<R>[];
  /** The rows of the current page, already sorted. */
  rows: readonly R[];
  /** Current sort (controlled); the app sorts `rows`. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown instead of rows when `rows` is empty (e.g. an `EmptyState`). */
  emptyState?: ReactNode;
  /** Actions of a row, shown in a ⋮ menu at the row's end. */
  rowActions?: (row: R) => readonly MenuItem[];
  /** Called with the chosen action's id and its row. */
  onRowAction?: (actionId: Key, row: R) => void;
  /** Accessible name of a row's ⋮ button, e.g. `(row) => \`Actions for ${row.name}\``. */
  rowActionsLabel?: (row: R) => string;
  /** Header of the actions column (visually hidden), e.g. "Actions". */
  actionsColumnLabel?: string;
  /** Pagination under the table; omit for a single page. */
  pagination?: PaginationProps;
  /** Shows an "Export CSV" button above the table that calls this. */
  onExport?: () => void;
  /** Label of the export button, e.g. "Export CSV". */
  exportLabel?: string;
}

const ACTIONS = '__actions';

function cellText<R>(row: R, column: TableColumn<R>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.id];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A data table: RAC `Table` (a keyboard-navigable grid: arrows move between cells, Enter
 * activates a sortable header). Sorting and paging are controlled by the app. Narrower than
 * 768 px, each row becomes a card of "label: value" pairs.
 */
export function Table<R extends { id: Key }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  emptyState,
  rowActions,
  onRowAction,
  rowActionsLabel,
  actionsColumnLabel = '',
  pagination,
  onExport,
  exportLabel,
}: TableProps<R>) {
  const allColumns: TableColumn<R>[] = rowActions
    ? [...columns, { id: ACTIONS, label: actionsColumnLabel, align: 'end' }]
    : [...columns];

  return (
    <div className={styles.root}>
      {onExport && (
        <div className={styles.toolbar}>
          <Button variant="secondary" size="sm" onPress={onExport}>
            <DownloadIcon />
            {exportLabel}
          </Button>
        </div>
      )}
      <div className={styles.scroller}>
        <RACTable
          aria-label={ariaLabel}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          className={styles.table}
        >
          <TableHeader columns={allColumns} className={styles.header}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={column.allowsSorting}
                className={styles.column}
                data-align={column.align}
                aria-label={column.id === ACTIONS ? actionsColumnLabel : undefined}
              >
                {({ allowsSorting, sortDirection }) =>
                  column.id === ACTIONS ? null : (
                    <span className={styles.sortLabel}>
                      {column.label}
                      {allowsSorting && (
                        <span className={styles.sortIcon} aria-hidden="true">
                          {sortDirection === 'descending' ? (
                            <ArrowDownIcon size="sm" />
                          ) : (
                            <ArrowUpIcon size="sm" />
                          )}
                        </span>
                      )}
                    </span>
                  )
                }
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={rows}
            className={styles.body}
            renderEmptyState={() => <div className={styles.empty}>{emptyState}</div>}
          >
            {(row) => (
              <Row id={row.id} columns={allColumns} className={styles.row}>
                {(column) => (
                  <Cell
                    className={styles.cell}
                    data-align={column.align}
                    data-label={column.id === ACTIONS ? undefined : column.label}
                    data-row-header={column.isRowHeader || undefined}
                  >
                    {column.id === ACTIONS && rowActions ? (
                      <MenuTrigger>
                        <RACButton className={iconButton} aria-label={rowActionsLabel?.(row)}>
                          <MoreIcon />
                        </RACButton>
                        <Menu
                          items={rowActions(row)}
                          onAction={(actionId) => onRowAction?.(actionId, row)}
                        />
                      </MenuTrigger>
                    ) : (
                      cellText(row, column)
                    )}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </RACTable>
      </div>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}
