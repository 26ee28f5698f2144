import {
  Children,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  ButtonContext,
  type Key,
  type KeyboardEvent,
  type PopoverProps,
  type PressEvent,
  type Selection,
} from 'react-aria-components';
import { type LazyModule, lazyModule, preload, useLazyModule } from '../shared/lazy';

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

type FocusStrategy = 'first' | 'last';

/** What a {@link Menu} needs from its {@link MenuTrigger} (internal). */
export interface MenuTriggerState {
  isOpen: boolean;
  /** Where focus goes on opening: an item (keyboard, screen reader) or the menu (pointer). */
  focusStrategy: FocusStrategy | null;
  close: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  menuId: string;
}

const MenuTriggerContext = createContext<MenuTriggerState | null>(null);

// The open menu (react-aria's Menu, Popover, collections, selection and positioning, ~25 KB
// gzip) is its own chunk: fetched on the first sign of intent, then kept (ADR 0017). Exported
// for stories only (`holdBack` simulates a slow network); not part of the package's entry.
export const menuPopover: LazyModule<typeof import('./MenuPopover')> = lazyModule(
  () => import('./MenuPopover'),
);

/** Props of {@link MenuTrigger}. */
export interface MenuTriggerProps {
  /** The trigger button (ui `Button` or a react-aria `Button`), then its {@link Menu}. */
  children: ReactNode;
  /** Open state (controlled). */
  isOpen?: boolean;
  /** Open at first render (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

const OPENING_KEYS: Record<string, FocusStrategy> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/**
 * Opens a {@link Menu} from the button before it, with react-aria `MenuTrigger`'s behaviour:
 * Enter, Space or ArrowDown open on the first item, ArrowUp on the last, a mouse press opens
 * on the menu, a tap toggles; Escape closes and focus returns to the button. The button
 * renders at once with its full semantics (`aria-haspopup`, `aria-expanded`); the menu's code
 * starts loading when a pointer enters the button, it gets focus or is pressed, and the button
 * shows it is busy (`isPending`) if a press arrives before the code.
 */
export function MenuTrigger({
  children,
  isOpen: controlledOpen,
  defaultOpen = false,
  onOpenChange,
}: MenuTriggerProps) {
  const loaded = useLazyModule(menuPopover);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [focusStrategy, setFocusStrategy] = useState<FocusStrategy | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const wantsOpen = controlledOpen ?? uncontrolledOpen;
  const isOpen = wantsOpen && loaded !== undefined;
  const isPending = wantsOpen && !loaded;

  const setOpen = (open: boolean) => {
    setUncontrolledOpen(open);
    onOpenChange?.(open);
  };
  const close = () => setOpen(false);
  const open = (strategy: FocusStrategy | null) => {
    setFocusStrategy(strategy);
    setOpen(true);
    if (menuPopover.current) return;
    // Offline before the worker cached it: the button stops being busy.
    menuPopover.load().catch(close);
  };
  const toggle = (strategy: FocusStrategy | null) => (wantsOpen ? close() : open(strategy));
  // Ensure the trigger has focus before opening, so it can be restored on close.
  const focusTrigger = (event: PressEvent) =>
    (event.target as HTMLElement).focus({ preventScroll: true });
  // Opened by props (controlled, `defaultOpen`) before the code is in.
  useEffect(() => {
    if (wantsOpen) preload(menuPopover);
  }, [wantsOpen]);

  const state: MenuTriggerState = {
    isOpen,
    focusStrategy,
    close,
    triggerRef,
    triggerId,
    menuId,
  };
  const [trigger, ...menu] = Children.toArray(children);
  return (
    <MenuTriggerContext.Provider value={state}>
      <ButtonContext.Provider
        value={{
          ref: triggerRef,
          id: triggerId,
          'aria-haspopup': true,
          'aria-expanded': isOpen,
          'aria-controls': isOpen ? menuId : undefined,
          isPressed: isOpen,
          isPending,
          preventFocusOnPress: true,
          onHoverStart: () => preload(menuPopover),
          onFocus: () => preload(menuPopover),
          // A slow network: if the user moves on while the code loads, the menu stays shut
          // rather than pulling focus back later.
          onBlur: () => {
            if (isPending) close();
          },
          onPressStart: (event) => {
            preload(menuPopover);
            // As native menus: open on mouse down, but on touch up.
            if (event.pointerType === 'touch' || event.pointerType === 'keyboard') return;
            focusTrigger(event);
            // A screen reader's virtual click lands on the first item; a mouse on the menu.
            open(event.pointerType === 'virtual' ? 'first' : null);
          },
          onPress: (event) => {
            if (event.pointerType !== 'touch') return;
            focusTrigger(event);
            toggle(null);
          },
          onKeyDown: (event: KeyboardEvent) => {
            const strategy = OPENING_KEYS[event.key];
            const modified = event.ctrlKey || event.metaKey || event.shiftKey;
            const alt = event.altKey && !event.key.startsWith('Arrow');
            if (!strategy || modified || alt || event.isDefaultPrevented()) {
              event.continuePropagation();
              return;
            }
            event.preventDefault();
            toggle(strategy);
          },
        }}
      >
        {trigger}
      </ButtonContext.Provider>
      {menu}
    </MenuTriggerContext.Provider>
  );
}

/**
 * A pop-up list of actions (RAC `Menu` in a `Popover`). Place it inside {@link MenuTrigger}
 * after its button; arrows move, type-ahead jumps, Escape closes. Its code arrives with the
 * first intent to open it.
 */
export function Menu(props: MenuProps) {
  const trigger = useContext(MenuTriggerContext);
  const loaded = useLazyModule(menuPopover);
  if (!trigger || !loaded) return null;
  return <loaded.MenuPopover {...props} trigger={trigger} />;
}
