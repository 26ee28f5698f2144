import type { ToastText } from '../features/landing/islandStrings';
import { strings } from './strings';

export type ToastVariant = 'default' | 'success' | 'destructive';

/** Spec §9: one toast at a time, shown 5000 ms, dismissed by a 50 px swipe; F8 reaches it. */
const TOAST_TIMEOUT_MS = 5000;
const SWIPE_DISMISS_PX = 50;

const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" ' +
  'stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false">' +
  '<path d="M6 6l12 12M18 6L6 18"/></svg>';

let timer: ReturnType<typeof setTimeout> | undefined;

const region = () => document.querySelector<HTMLElement>('[data-island="toasts"]');

function dismissToast() {
  clearTimeout(timer);
  const box = region();
  if (!box) return;
  box.replaceChildren();
  // An empty region is no landmark (as react-aria's toast region does it).
  box.removeAttribute('role');
  box.removeAttribute('aria-label');
  box.removeAttribute('tabindex');
}

/** Shows a toast in the page's region, replacing the one on screen. */
export function showToast([title, description]: ToastText, variant: ToastVariant = 'default') {
  const box = region();
  if (!box) return;
  dismissToast();
  const text = strings();
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', text.toastRegion);
  box.tabIndex = -1;

  const toast = document.createElement('div');
  toast.dataset.toast = variant;
  // Errors interrupt the screen reader; everything else waits its turn.
  toast.setAttribute('role', variant === 'destructive' ? 'alert' : 'status');
  const body = document.createElement('div');
  body.dataset.toastText = '';
  const heading = document.createElement('strong');
  heading.textContent = title;
  const detail = document.createElement('span');
  detail.textContent = description;
  body.append(heading);
  if (description) body.append(detail);
  const close = document.createElement('button');
  close.type = 'button';
  close.dataset.toastClose = '';
  close.setAttribute('aria-label', text.toastClose);
  close.innerHTML = CLOSE_ICON;
  close.addEventListener('click', dismissToast);
  toast.append(body, close);
  followSwipe(toast);
  box.append(toast);
  timer = setTimeout(dismissToast, TOAST_TIMEOUT_MS);
}

function followSwipe(toast: HTMLElement) {
  let startX: number | undefined;
  toast.addEventListener('pointerdown', (event) => {
    startX = event.clientX;
  });
  toast.addEventListener('pointermove', (event) => {
    if (startX === undefined) return;
    toast.style.transform = `translateX(${event.clientX - startX}px)`;
  });
  const end = (event: PointerEvent) => {
    if (startX === undefined) return;
    const moved = Math.abs(event.clientX - startX);
    startX = undefined;
    if (moved >= SWIPE_DISMISS_PX) dismissToast();
    else toast.style.transform = '';
  };
  toast.addEventListener('pointerup', end);
  toast.addEventListener('pointercancel', end);
}

/** F8 moves focus to the notifications region while a toast is showing (spec §9). */
export function watchToastShortcut() {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'F8') return;
    const box = region();
    if (box?.hasChildNodes()) {
      event.preventDefault();
      box.focus();
    }
  });
}
