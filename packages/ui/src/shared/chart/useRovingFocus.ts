import { type KeyboardEvent, useRef, useState } from 'react';

/**
 * One Tab stop for all points or bars; ArrowLeft/ArrowRight (and Home/End) move between them,
 * as in a toolbar. Returns the props for the item at `index`.
 */
export function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const items = useRef<(SVGElement | null)[]>([]);

  const move = (index: number) => {
    const next = Math.min(Math.max(index, 0), count - 1);
    setActive(next);
    items.current[next]?.focus();
  };

  return (index: number) => ({
    ref: (element: SVGElement | null) => {
      items.current[index] = element;
    },
    tabIndex: index === Math.min(active, count - 1) ? 0 : -1,
    onFocus: () => setActive(index),
    onKeyDown: (event: KeyboardEvent) => {
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const back = rtl ? 'ArrowRight' : 'ArrowLeft';
      const target =
        event.key === forward
          ? index + 1
          : event.key === back
            ? index - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? count - 1
                : undefined;
      if (target === undefined) return;
      event.preventDefault();
      move(target);
    },
  });
}
