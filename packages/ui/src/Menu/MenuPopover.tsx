import { useRef } from 'react';
import { Popover, Menu as RACMenu, MenuItem as RACMenuItem } from 'react-aria-components';
import { CheckIcon } from '../Icon';
import * as popoverStyles from '../shared/popover.css';
import type { MenuItem, MenuProps, MenuTriggerState } from './Menu';
import * as styles from './Menu.css';

/** Props of {@link MenuPopover}: the menu's own props and the state of its trigger. */
export interface MenuPopoverProps extends MenuProps {
  trigger: MenuTriggerState;
}

/**
 * The open menu: RAC `Menu` in a `Popover`, wired to the trigger the way RAC's `MenuTrigger`
 * wires them (same ids, name, focus strategy and close). Its own chunk, fetched by `MenuTrigger`
 * on the first sign of intent, so no page pays for a menu before someone opens one (ADR 0017).
 */
export function MenuPopover({
  trigger,
  items,
  onAction,
  placement = 'bottom end',
  selectionMode = 'none',
  ...props
}: MenuPopoverProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  return (
    <Popover
      trigger="MenuTrigger"
      triggerRef={trigger.triggerRef}
      scrollRef={menuRef}
      isOpen={trigger.isOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) trigger.close();
      }}
      aria-labelledby={trigger.triggerId}
      placement={placement}
      offset={4}
      className={popoverStyles.popover}
    >
      <RACMenu
        aria-labelledby={trigger.triggerId}
        {...props}
        ref={menuRef}
        id={trigger.menuId}
        autoFocus={trigger.focusStrategy ?? true}
        onClose={trigger.close}
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
