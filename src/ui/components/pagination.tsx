// The footer of a paged list: "Showing a–b of n", the page length, and previous/next pages,
// all as links of the page's own URL (filters and order kept), so a page can be shared.
import type { ComponentChildren } from 'preact';
import { navigate } from '../router.ts';
import { DEFAULT_PAGE_LENGTH, PAGE_LENGTHS, useSession } from '../session.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The window the URL names; the page length the user chose in their profile where it names
 * none. */
export function usePageWindow(params: URLSearchParams): PageWindow {
  const fallback = useSession().prefs.perPage ?? DEFAULT_PAGE_LENGTH;
  return {
    limit: Number(params.get('limit') ?? fallback) || fallback,
    offset: Number(params.get('offset') ?? 0) || 0,
  };
}

export function Pagination({ count, shown, window: { limit, offset }, href, children }: {
  count: number;
  /** Rows on this page. */
  shown: number;
  window: PageWindow;
  /** This page's URL with some parameters changed (null removes one). */
  href: (changes: Record<string, string | null>) => string;
  /** Further controls of the footer (a Refresh button). */
  children?: ComponentChildren;
}) {
  const pages = Math.max(1, Math.ceil(count / limit));
  const current = Math.floor(offset / limit) + 1;
  const go = (p: number) => href({ offset: p > 1 ? String((p - 1) * limit) : null });
  return (
    <div class="card-footer d-flex flex-wrap align-items-center gap-3">
      <p class="m-0 list-count" aria-live="polite">
        Showing {count === 0 ? 0 : offset + 1}–{offset + shown} of {count}
      </p>
      {children}
      <div class="d-flex align-items-center gap-2">
        <label for="page-size" class="m-0">Per page</label>
        <select id="page-size" class="form-select form-select-sm w-auto" value={String(limit)} onChange={(e) => navigate(href({ limit: (e.target as HTMLSelectElement).value, offset: null }))}>
          {PAGE_LENGTHS.map((n) => (
            <option key={n} value={String(n)}>{n}</option>
          ))}
        </select>
      </div>
      <nav class="ms-auto" aria-label="Pages">
        <ul class="pagination m-0">
          <li class={`page-item${current <= 1 ? ' disabled' : ''}`}>
            {current <= 1 ? <span class="page-link">Previous</span> : <a class="page-link" href={go(current - 1)}>Previous</a>}
          </li>
          <li class="page-item active" aria-current="page">
            <span class="page-link">
              Page {current} of {pages}
            </span>
          </li>
          <li class={`page-item${current >= pages ? ' disabled' : ''}`}>
            {current >= pages ? <span class="page-link">Next</span> : <a class="page-link" href={go(current + 1)}>Next</a>}
          </li>
        </ul>
      </nav>
    </div>
  );
}
