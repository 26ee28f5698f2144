export type { SearchFieldProps } from './SearchField';
export { SearchField } from './SearchField';
