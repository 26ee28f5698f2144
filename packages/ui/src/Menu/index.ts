export type { MenuItem, MenuProps, MenuTriggerProps } from './Menu';
export { Menu, MenuTrigger } from './Menu';
