export type { SearchComboBoxProps } from './SearchComboBox';
export { SearchComboBox } from './SearchComboBox';
