import { type ReactNode, useEffect } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { type LazyModule, lazyModule, useLazyModule } from '../shared/lazy';

/** Props of {@link Drawer}. */
export interface DrawerProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Visible heading that names the drawer. Give it or `aria-label`. */
  title?: string;
  /** Accessible name when there is no visible `title` (e.g. "Main menu"). */
  'aria-label'?: string;
  /** Accessible name of the × button, e.g. a translated "Close menu". */
  closeLabel: string;
  /**
   * The edge it slides from: `start` is the left in English (right in right-to-left
   * languages).
   * @default 'start'
   */
  placement?: 'start' | 'end';
  /** Content; a function receives `close` (e.g. to close after following a link). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * The drawer's code (react-aria's Modal, Dialog, FocusScope, scroll lock and `aria-hidden` of
 * the page) is fetched when it is about to open, not with the page (ADR 0017). Its opener calls
 * `preload(drawerModal)` on intent and shows itself busy until `useLazyModule` has it.
 */
export const drawerModal: LazyModule<typeof import('./DrawerModal')> = lazyModule(
  () => import('./DrawerModal'),
);

/**
 * A modal panel sliding in from the screen edge (the mobile sidebar): RAC `ModalOverlay` +
 * `Modal` + `Dialog`. Focus is trapped inside; Escape, a tap on the backdrop or the × button
 * closes it and focus returns to the button that opened it. Controlled (`isOpen`), its code
 * loads when it opens; inside a RAC `DialogTrigger` (no `isOpen`/`defaultOpen`), on mount.
 */
export function Drawer(props: DrawerProps) {
  const loaded = useLazyModule(drawerModal);
  const { onOpenChange } = props;
  const needed = props.isOpen ?? props.defaultOpen ?? true;
  useEffect(() => {
    if (!needed || drawerModal.current) return;
    // Offline before the worker cached it: close again so the opener stops being busy.
    drawerModal.load().catch(() => onOpenChange?.(false));
  }, [needed, onOpenChange]);
  if (!loaded) return null;
  return <loaded.DrawerModal {...props} />;
}
