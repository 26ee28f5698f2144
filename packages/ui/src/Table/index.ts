export type { SortDescriptor } from 'react-aria-components';
export type { PaginationLabels, PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { TableColumn, TableProps } from './Table';
export { Table } from './Table';
