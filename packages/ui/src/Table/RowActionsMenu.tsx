import type { Key } from 'react-aria-components';
import { Button as RACButton } from 'react-aria-components';
import { MoreIcon } from '../Icon';
import { Menu, type MenuItem, MenuTrigger } from '../Menu';
import { iconButton } from '../shared/styles.css';

/** Props of {@link RowActionsMenu}. */
export interface RowActionsMenuProps {
  /** Accessible name of the ⋮ button, naming the row, e.g. "Actions for Amina Bello". */
  label: string;
  /** The row's actions, in order. */
  items: readonly MenuItem[];
  /** Called with the chosen action's id. */
  onAction: (actionId: Key) => void;
}

/** A table row's ⋮ button and its menu, for {@link Table}'s `renderRowActions` slot. */
export function RowActionsMenu({ label, items, onAction }: RowActionsMenuProps) {
  return (
    <MenuTrigger>
      <RACButton className={iconButton} aria-label={label}>
        <MoreIcon />
      </RACButton>
      <Menu items={items} onAction={onAction} />
    </MenuTrigger>
  );
}
