export type { MenuTriggerProps } from 'react-aria-components';
export { MenuTrigger } from 'react-aria-components';
export type { MenuItem, MenuProps } from './Menu';
export { Menu } from './Menu';
