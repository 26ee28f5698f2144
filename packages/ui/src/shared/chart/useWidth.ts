import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The element's content width, kept up to date. Charts draw in real pixels (viewBox = width),
 * so text and lines stay crisp on a 360 px phone instead of being scaled down.
 */
export function useWidth(ref: RefObject<HTMLElement | null>, fallback = 600): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setWidth(Math.max(200, Math.floor(element.clientWidth)));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
