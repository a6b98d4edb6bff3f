import { useLayoutEffect, useRef } from 'react';

/**
 * A sticky side panel that is never cut off (issue 19, point 4): it sticks below the header while it
 * fits the screen; when it is taller, its `top` goes negative by the overflow, so the page scroll
 * brings its lower part (the compatibility list) into view and it sticks with its bottom edge on
 * screen. No inner scroll box, so no line is ever cut at the panel's edge.
 */
export function useStickyPanel<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const place = () => {
      // Below the fixed site header (--header-height, in rem), with the 1rem gap the class gives.
      const root = getComputedStyle(document.documentElement);
      const rem = parseFloat(root.fontSize) || 16;
      const header = root.getPropertyValue('--header-height').trim();
      const headerOffset = (header.endsWith('rem') ? parseFloat(header) * rem : parseFloat(header) || 0) + rem;
      const spare = window.innerHeight - panel.offsetHeight - 16;
      panel.style.top = `${Math.min(headerOffset, spare)}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(panel);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, []);
  return ref;
}
