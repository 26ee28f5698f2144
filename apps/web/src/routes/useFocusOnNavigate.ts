import { useEffect, useRef } from 'react';

// A lazily loaded screen may take a moment to render its heading; stop looking after this.
const GIVE_UP_MS = 3000;

/**
 * After a client-side navigation that took keyboard focus away (the link pressed was part of the
 * old page, so focus fell to <body>), moves focus to the new page's main heading, so a keyboard
 * or screen-reader user starts at the top of the new page instead of the top of the document.
 * Focus that is still somewhere (a sidebar link or tab the layout kept) is left alone, and the
 * first page load is never touched.
 */
export function useFocusOnNavigate(path: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void path; // the trigger: one look per new path
    const until = performance.now() + GIVE_UP_MS;
    let frame = 0;
    const look = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
        return;
      }
      if (performance.now() < until) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [path]);
}
