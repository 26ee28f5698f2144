import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ArrowDownIcon, ArrowUpIcon, DownloadIcon } from '../Icon';
import { Select } from '../Select';
import { visuallyHidden } from '../shared/styles.css';
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
  /**
   * The actions of a row, in a last column — usually a {@link RowActionsMenu}. A render slot
   * rather than built in, so tables without actions do not carry the menu's code.
   */
  renderRowActions?: (row: R) => ReactNode;
  /** Header of the actions column (visually hidden), e.g. "Actions". */
  actionsColumnLabel?: string;
  /** Pagination under the table; omit for a single page. */
  pagination?: PaginationProps;
  /** Shows an "Export CSV" button above the table that calls this. */
  onExport?: () => void;
  /** Label of the export button, e.g. "Export CSV". */
  exportLabel?: string;
  /**
   * Rows the user can pick, for an action on many: a first column of checkboxes, and one in its
   * header for every row shown. The app owns the set (it may hold rows of other pages).
   */
  selection?: TableSelection<R>;
  /**
   * One Tab stop per row, for rows with several links or buttons (a name, a call, a chat): Tab
   * goes from row to row on the row's first control, ← → (Home, End) reach the others and ↑ ↓
   * the same one in the next row (WAI-ARIA roving tabindex). `hint` says so in words, under the
   * table's toolbar, and describes the table.
   */
  rowFocus?: { hint: string };
  /**
   * Sorting on a phone: narrower than 768 px the column headers hide (each card shows its
   * labels), and so do their sort buttons — out of the Tab order and the accessibility tree, the
   * headers' names still read. This labelled select above the cards offers the same sorts
   * instead: each sortable column in both directions.
   */
  sortPicker?: TableSortPicker;
}

/** The labels of a {@link Table}'s phone sort select (translated by the app). */
export interface TableSortPicker {
  /** The select's label, e.g. "Sort by". */
  label: string;
  /** An option's text, e.g. "Farmers: highest first" for the farmers column, descending. */
  optionLabel: (
    column: { id: string; label: string },
    direction: SortDescriptor['direction'],
  ) => string;
  /** Shown while the table is not sorted. */
  placeholder?: string;
}

/** The picked rows of a {@link Table} and the labels of its checkboxes. */
export interface TableSelection<R> {
  selectedKeys: ReadonlySet<Key>;
  onSelectionChange: (keys: Set<Key>) => void;
  /** Accessible name of a row's checkbox, e.g. "Select Amina Bello". */
  rowLabel: (row: R) => string;
  /** Accessible name of the header checkbox, e.g. "Select every farmer on this page". */
  allLabel: string;
}

/** What a keyboard can reach inside a row. */
const CONTROLS = 'a[href], button, input, select, textarea';

const controlsOf = (row: Element | null | undefined) =>
  row ? [...row.querySelectorAll<HTMLElement>(CONTROLS)] : [];

/** The control a key moves to from `index` in `row`, or undefined (not a row key, or no move). */
function nextControl(row: HTMLElement, index: number, key: string) {
  const here = controlsOf(row);
  const sibling = (element: Element | null) => {
    const controls = controlsOf(element);
    return controls[Math.min(index, controls.length - 1)];
  };
  switch (key) {
    case 'ArrowRight':
      return here[index + 1];
    case 'ArrowLeft':
      return here[index - 1];
    case 'Home':
      return here[0];
    case 'End':
      return here.at(-1);
    case 'ArrowDown':
      return sibling(row.nextElementSibling);
    case 'ArrowUp':
      return sibling(row.previousElementSibling);
    default:
      return undefined;
  }
}

/**
 * `rowFocus`: leaves each row's first control in the Tab order and takes the rest out, after every
 * render (rows and their links come and go with the data).
 */
function useRowFocus(body: RefObject<HTMLTableSectionElement | null>, on: boolean) {
  useLayoutEffect(() => {
    if (!on || !body.current) return;
    for (const row of body.current.rows) {
      for (const [index, control] of controlsOf(row).entries()) {
        control.tabIndex = index === 0 ? 0 : -1;
      }
    }
  });
  return (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (!on || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    // A menu button opens its menu with ↑ ↓ (WAI-ARIA menu button): those keys stay its own.
    const vertical = event.key === 'ArrowDown' || event.key === 'ArrowUp';
    if (vertical && target.hasAttribute('aria-haspopup')) return;
    const row = target.closest('tr');
    const index = controlsOf(row).indexOf(target);
    if (!row || index < 0) return;
    const next = nextControl(row, index, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
}

function cellText<R>(row: R, column: TableColumn<R>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.id];
  return value === null || value === undefined ? '' : String(value);
}

/** A sort as one option id of the phone sort select, and back: "birds:descending". */
const sortKey = (sort: SortDescriptor) => `${sort.column}:${sort.direction}`;
const sortOfKey = (key: string): SortDescriptor | undefined => {
  const at = key.lastIndexOf(':');
  const direction = key.slice(at + 1);
  if (at < 0 || (direction !== 'ascending' && direction !== 'descending')) return undefined;
  return { column: key.slice(0, at), direction };
};

/** The phone layout's sort select: every sortable column, ascending then descending. */
function SortSelect<R>({
  columns,
  sortDescriptor,
  onSortChange,
  picker,
}: {
  columns: readonly TableColumn<R>[];
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  picker: TableSortPicker;
}) {
  const items = columns
    .filter((column) => column.allowsSorting)
    .flatMap((column) =>
      (['ascending', 'descending'] as const).map((direction) => ({
        id: sortKey({ column: column.id, direction }),
        label: picker.optionLabel(column, direction),
      })),
    );
  if (items.length === 0) return null;
  return (
    <div className={styles.sortBar}>
      <Select
        label={picker.label}
        items={items}
        selectedKey={sortDescriptor ? sortKey(sortDescriptor) : null}
        {...(picker.placeholder !== undefined && { placeholder: picker.placeholder })}
        onSelectionChange={(key) => {
          const sort = key === null ? undefined : sortOfKey(String(key));
          if (sort) onSortChange?.(sort);
        }}
      />
    </div>
  );
}

const nextSort = (column: string, current?: SortDescriptor): SortDescriptor => ({
  column,
  direction:
    current?.column === column && current.direction === 'ascending' ? 'descending' : 'ascending',
});

/**
 * A data table on native `<table>` markup: screen readers' table navigation works as is, a
 * sortable header is a button inside its `<th aria-sort>`, and the whole component costs a few
 * KB instead of a grid widget's ~70 KB (the design-system size budget). Sorting and paging are
 * controlled by the app. Narrower than 768 px, each row becomes a card of "label: value" pairs
 * (with selection, the header's checkbox becomes a labelled bar above them); the explicit roles (allowed for this file in biome.json) keep the table semantics when CSS changes
 * the display of its parts.
 */
export function Table<R extends { id: Key }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  emptyState,
  renderRowActions,
  actionsColumnLabel = '',
  pagination,
  onExport,
  exportLabel,
  selection,
  rowFocus,
  sortPicker,
}: TableProps<R>) {
  const body = useRef<HTMLTableSectionElement>(null);
  const onRowKey = useRowFocus(body, !!rowFocus);
  const hintId = useId();
  const width = columns.length + (renderRowActions ? 1 : 0) + (selection ? 1 : 0);
  const picked = selection ? rows.filter((row) => selection.selectedKeys.has(row.id)).length : 0;
  const pickAll = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selectedKeys);
    for (const row of rows) {
      if (on) next.add(row.id);
      else next.delete(row.id);
    }
    selection.onSelectionChange(next);
  };
  const pickOne = (id: Key, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selectedKeys);
    if (on) next.add(id);
    else next.delete(id);
    selection.onSelectionChange(next);
  };
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
      {sortPicker && (
        <SortSelect
          columns={columns}
          picker={sortPicker}
          {...(sortDescriptor && { sortDescriptor })}
          {...(onSortChange && { onSortChange })}
        />
      )}
      {rowFocus && (
        <p id={hintId} className={styles.hint}>
          {rowFocus.hint}
        </p>
      )}
      <div className={styles.scroller}>
        <table
          aria-label={ariaLabel}
          aria-describedby={rowFocus ? hintId : undefined}
          className={styles.table}
          role="table"
        >
          <thead className={styles.header}>
            <tr role="row" className={styles.headerRow}>
              {selection && (
                <th scope="col" role="columnheader" className={styles.pickHeader}>
                  <Checkbox
                    isSelected={rows.length > 0 && picked === rows.length}
                    isIndeterminate={picked > 0 && picked < rows.length}
                    isDisabled={rows.length === 0}
                    onChange={pickAll}
                  >
                    <span className={styles.pickAllLabel}>{selection.allLabel}</span>
                  </Checkbox>
                </th>
              )}
              {columns.map((column) => {
                const sorted = sortDescriptor?.column === column.id;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    role="columnheader"
                    className={styles.column}
                    data-align={column.align}
                    aria-sort={
                      column.allowsSorting
                        ? sorted
                          ? sortDescriptor?.direction
                          : 'none'
                        : undefined
                    }
                  >
                    {column.allowsSorting ? (
                      <>
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => onSortChange?.(nextSort(column.id, sortDescriptor))}
                        >
                          {column.label}
                          <span className={styles.sortIcon} aria-hidden="true">
                            {sorted && sortDescriptor?.direction === 'descending' ? (
                              <ArrowDownIcon size="sm" />
                            ) : (
                              <ArrowUpIcon size="sm" />
                            )}
                          </span>
                        </button>
                        {/* The header's name while its button is gone (narrow). */}
                        <span className={styles.narrowName}>{column.label}</span>
                      </>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
              {renderRowActions && (
                <th scope="col" role="columnheader" className={styles.column} data-align="end">
                  <span className={visuallyHidden}>{actionsColumnLabel}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody ref={body} className={styles.body} onKeyDown={onRowKey}>
            {rows.length === 0 ? (
              <tr role="row">
                <td colSpan={width} role="cell" className={styles.empty}>
                  {emptyState}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} role="row" className={styles.row}>
                  {selection && (
                    <td role="cell" className={`${styles.cell} ${styles.pick}`}>
                      <Checkbox
                        isSelected={selection.selectedKeys.has(row.id)}
                        onChange={(on) => pickOne(row.id, on)}
                      >
                        <span className={visuallyHidden}>{selection.rowLabel(row)}</span>
                      </Checkbox>
                    </td>
                  )}
                  {columns.map((column) => {
                    const Cell = column.isRowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.id}
                        scope={column.isRowHeader ? 'row' : undefined}
                        role={column.isRowHeader ? 'rowheader' : 'cell'}
                        className={styles.cell}
                        data-align={column.align}
                        data-label={column.label}
                        data-row-header={column.isRowHeader || undefined}
                      >
                        {cellText(row, column)}
                      </Cell>
                    );
                  })}
                  {renderRowActions && (
                    <td role="cell" className={styles.cell} data-align="end">
                      {renderRowActions(row)}
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}
