export type { SelectItem, SelectProps } from './Select';
export { Select } from './Select';
