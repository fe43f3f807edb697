// A small history router: the page is a function of location.pathname and its query, which
// stay shareable (filters, ordering and page live in the URL).
import { useEffect, useState } from 'preact/hooks';

const listeners = new Set<() => void>();

export function navigate(to: string, replace = false): void {
  if (to === location.pathname + location.search) return;
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  for (const l of listeners) l();
  window.scrollTo(0, 0);
}

window.addEventListener('popstate', () => {
  for (const l of listeners) l();
});

export interface Location {
  path: string;
  query: URLSearchParams;
}

export function useLocation(): Location {
  const [, set] = useState(0);
  useEffect(() => {
    const l = () => set((n) => n + 1);
    listeners.add(l);
    return () => void listeners.delete(l);
  }, []);
  return { path: location.pathname, query: new URLSearchParams(location.search) };
}

/** Anchors handled by the router: a plain left click stays in the page, others (new tab) not. */
export function onLinkClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element).closest('a');
  if (!a || a.target || a.hasAttribute('download') || a.origin !== location.origin) return;
  if (!a.getAttribute('href')?.startsWith('/') || a.pathname.startsWith('/api/')) return;
  e.preventDefault();
  navigate(a.pathname + a.search);
}

/** The page's own path with `changes` made to its query: a value sets, null or '' removes. The
 * list pages keep their filters, ordering and page there. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>, path = location.pathname): string {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  const s = next.toString();
  return `${path}${s ? `?${s}` : ''}`;
}

/** The sign-in page, coming back to `next` afterwards. */
export function loginPath(next = location.pathname + location.search): string {
  return `/login/?next=${encodeURIComponent(next)}`;
}
