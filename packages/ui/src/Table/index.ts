export type { SortDescriptor } from 'react-aria-components';
export type { PaginationLabels, PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { RowActionsMenuProps } from './RowActionsMenu';
export { RowActionsMenu } from './RowActionsMenu';
export type { TableColumn, TableProps, TableSelection, TableSortPicker } from './Table';
export { Table } from './Table';
