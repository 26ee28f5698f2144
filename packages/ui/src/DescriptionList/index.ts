export type { DescriptionItem, DescriptionListProps } from './DescriptionList';
export { DescriptionList } from './DescriptionList';
