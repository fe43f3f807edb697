// Who is signed in and what they may do (GET /api/users/users/me/, loaded once per page load
// and after signing in). The UI offers an action only when the user holds it on the model.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Me } from './api.ts';
import type { UiModel } from './catalogue.ts';

/** The page lengths lists offer (NetBox's), and the one used when neither the URL nor the
 * user's preferences name one. */
export const PAGE_LENGTHS = [25, 50, 100, 250, 500, 1000];
export const DEFAULT_PAGE_LENGTH = 50;

/** The preferences the UI reads from the user's config (GET /api/users/config/), under
 * NetBox's keys: ui.colormode and pagination.per_page. */
export interface Preferences {
  colormode?: 'light' | 'dark';
  perPage?: number;
}

export function preferencesOf(config: unknown): Preferences {
  const c = (config ?? {}) as { ui?: { colormode?: unknown }; pagination?: { per_page?: unknown } };
  const mode = c.ui?.colormode;
  const perPage = c.pagination?.per_page;
  return {
    ...(mode === 'light' || mode === 'dark' ? { colormode: mode } : {}),
    ...(typeof perPage === 'number' && Number.isInteger(perPage) && perPage > 0 ? { perPage } : {}),
  };
}

/** Shows the page in the chosen colour mode, or the browser's when none is chosen. */
export function applyColorMode(mode: Preferences['colormode']): void {
  const dark = mode ? mode === 'dark' : window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  document.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
}

export const SessionContext = createContext<{ me: Me; refresh: () => Promise<void>; prefs: Preferences; setPrefs: (p: Preferences) => void } | null>(null);

export function useSession() {
  const s = useContext(SessionContext);
  if (!s) throw new Error('no session');
  return s;
}

export type Action = 'view' | 'add' | 'change' | 'delete';

export function may(me: Me, model: UiModel, action: Action): boolean {
  if (action !== 'view' && (model.read_only || !me.write_enabled)) return false;
  return me.is_superuser || (me.permissions[model.key] ?? []).includes(action);
}

export function useMay(model: UiModel, action: Action): boolean {
  return may(useSession().me, model, action);
}
