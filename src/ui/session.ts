// Who is signed in and what they may do (GET /api/users/users/me/, loaded once per page load
// and after signing in). The UI offers an action only when the user holds it on the model.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Me } from './api.ts';
import type { UiModel } from './catalogue.ts';

export const SessionContext = createContext<{ me: Me; refresh: () => Promise<void> } | null>(null);

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
