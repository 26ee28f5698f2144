/**
 * Menu buttons of the prerendered navbar (WAI-ARIA menu button pattern): the button toggles
 * its menu; arrows, Home and End move between items; Escape closes and returns focus; Tab or
 * a click elsewhere closes. A chosen item is reported as (menu name, `data-value`).
 */
export type MenuChoice = (menu: string, value: string) => void;

const buttonOf = (menu: HTMLElement) =>
  document.querySelector<HTMLButtonElement>(`[aria-controls="${menu.id}"]`);
const itemsOf = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll<HTMLElement>('[data-menu-item]'));
const openMenu = () => document.querySelector<HTMLElement>('[role="menu"]:not([hidden])');

function open(button: HTMLButtonElement, focus: 'checked' | 'first' | 'last') {
  close(false);
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) return;
  menu.hidden = false;
  button.setAttribute('aria-expanded', 'true');
  const items = itemsOf(menu);
  const target =
    focus === 'last'
      ? items.at(-1)
      : focus === 'first'
        ? items[0]
        : (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0]);
  target?.focus();
}

function close(returnFocus: boolean) {
  const menu = openMenu();
  if (!menu) return;
  menu.hidden = true;
  const button = buttonOf(menu);
  button?.setAttribute('aria-expanded', 'false');
  if (returnFocus) button?.focus();
}

function move(menu: HTMLElement, key: string) {
  const items = itemsOf(menu);
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? items.length - 1
        : (index + (key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

/** Marks the item with `value` as the checked one of menu `name`. */
export function checkMenuItem(name: string, value: string) {
  for (const item of document.querySelectorAll(`[data-menu-item="${name}"]`)) {
    const checked = String(item.getAttribute('data-value') === value);
    if (item.getAttribute('aria-checked') !== checked) item.setAttribute('aria-checked', checked);
  }
}

export function watchMenus(onChoose: MenuChoice) {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>('[data-menu-button]');
    if (button) {
      if (button.getAttribute('aria-expanded') === 'true') close(false);
      else open(button, 'checked');
      return;
    }
    const item = target.closest<HTMLElement>('[data-menu-item]');
    if (item) {
      close(true);
      onChoose(item.dataset.menuItem ?? '', item.dataset.value ?? '');
      return;
    }
    close(false);
  });

  document.addEventListener('keydown', (event) => {
    const target = event.target as Element;
    const button = target.closest?.<HTMLButtonElement>('[data-menu-button]');
    if (button && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      open(button, event.key === 'ArrowDown' ? 'first' : 'last');
      return;
    }
    const menu = openMenu();
    if (!menu) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      move(menu, event.key);
    } else if (event.key === 'Tab') {
      close(false);
    }
  });
}
