import type { ReactNode } from 'react';
import {
  type Key,
  Popover,
  type PopoverProps,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type Selection,
} from 'react-aria-components';
import { CheckIcon } from '../Icon';
import * as popoverStyles from '../shared/popover.css';
import * as styles from './Menu.css';

/** One action of a {@link Menu}. */
export interface MenuItem {
  /** Stable key, passed to `onAction`. */
  id: string;
  /** Visible, translated text. */
  label: string;
  /** A decorative icon before the label (from this package's icon set). */
  icon?: ReactNode;
  /** Navigates instead of acting (works with the app's `RouterProvider`). */
  href?: string;
  /** @default false */
  isDisabled?: boolean;
  /** `danger` paints the item red (delete, log out). @default 'default' */
  variant?: 'default' | 'danger';
}

/** Props of {@link Menu}. */
export interface MenuProps extends Pick<PopoverProps, 'placement'> {
  /** The actions, in order. */
  items: readonly MenuItem[];
  /** Called with the chosen item's `id`; the menu then closes. */
  onAction?: (id: Key) => void;
  /** Accessible name of the menu; defaults to the trigger's label via react-aria. */
  'aria-label'?: string;
  /**
   * `single` turns items into radio items with a check mark on the current one (language,
   * theme). @default 'none'
   */
  selectionMode?: 'none' | 'single';
  /** Selected item ids when `selectionMode` is `single`. */
  selectedKeys?: Iterable<Key>;
  /** Called with the new selection when `selectionMode` is `single`. */
  onSelectionChange?: (keys: Selection) => void;
}

/**
 * A pop-up list of actions: RAC `Menu` in a `Popover`. Place it inside `MenuTrigger` after its
 * `Button`; Enter, Space or ArrowDown opens it, arrows move, type-ahead jumps, Escape closes.
 */
export function Menu({
  items,
  onAction,
  placement = 'bottom end',
  selectionMode = 'none',
  ...props
}: MenuProps) {
  return (
    <Popover placement={placement} offset={4} className={popoverStyles.popover}>
      <RACMenu
        {...props}
        items={items}
        // react-aria also passes the item; callers only need the id.
        onAction={onAction && ((id) => onAction(id))}
        selectionMode={selectionMode}
        className={`${popoverStyles.list} ${styles.menu}`}
      >
        {(item: MenuItem) => (
          <RACMenuItem
            id={item.id}
            textValue={item.label}
            href={item.href}
            isDisabled={item.isDisabled}
            className={popoverStyles.item}
            data-danger={item.variant === 'danger' || undefined}
          >
            {selectionMode === 'single' && (
              <span className={popoverStyles.itemCheck}>
                <CheckIcon />
              </span>
            )}
            {item.icon}
            {item.label}
          </RACMenuItem>
        )}
      </RACMenu>
    </Popover>
  );
}
