// The signed-in user's own page (NetBox's /user/profile/): preferences kept in their config
// (GET/PATCH /api/users/config/: colour mode and page length), their password (POST
// /api/users/users/password/, the current one asked), and their API tokens (created through the
// token form, which shows the key once; revoked here). Every user has it, whatever their
// permissions: the API lets anyone reach their own config, password and tokens.
import { useState } from 'preact/hooks';
import { api, ApiError, type ApiObject, type Page } from '../api.ts';
import { ErrorMessage, Loading, useLoad } from '../components/load.tsx';
import { PAGE_LENGTHS, preferencesOf, useSession, type Preferences } from '../session.ts';

/** A field's first error in an API 400 body, or the error's message. */
function messages(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.status === 400 && error.body && typeof error.body === 'object')
    return Object.fromEntries(Object.entries(error.body as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v.map(String).join(' ') : String(v)]));
  return { non_field_errors: (error as Error).message };
}

function PreferencesCard() {
  const { prefs, setPrefs } = useSession();
  const [mode, setMode] = useState<string>(prefs.colormode ?? '');
  const [perPage, setPerPage] = useState<string>(prefs.perPage ? String(prefs.perPage) : '');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async (e: Event) => {
    e.preventDefault();
    // NetBox's keys; an unset choice is stored as null, so the default applies again.
    const body = { ui: { colormode: mode || null }, pagination: { per_page: perPage ? Number(perPage) : null } };
    try {
      const saved = await api('PATCH', '/api/users/config/', { body });
      setPrefs(preferencesOf(saved) as Preferences);
      setStatus({ ok: true, text: 'Preferences saved.' });
    } catch (err) {
      setStatus({ ok: false, text: Object.values(messages(err)).join(' ') });
    }
  };
  return (
    <form class="card" onSubmit={save} aria-labelledby="prefs-title">
      <div class="card-header">
        <h2 class="card-title" id="prefs-title">Preferences</h2>
      </div>
      <div class="card-body">
        <div class="mb-3 row">
          <label class="col-md-4 col-form-label" for="pref-colormode">Colour mode</label>
          <div class="col-md-8">
            <select id="pref-colormode" class="form-select" value={mode} onChange={(e) => setMode((e.target as HTMLSelectElement).value)}>
              <option value="">The browser's</option>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
          </div>
        </div>
        <div class="mb-3 row">
          <label class="col-md-4 col-form-label" for="pref-per-page">Page length</label>
          <div class="col-md-8">
            <select id="pref-per-page" class="form-select" value={perPage} onChange={(e) => setPerPage((e.target as HTMLSelectElement).value)}>
              <option value="">Default</option>
              {PAGE_LENGTHS.map((n) => (
                <option key={n} value={String(n)}>{n}</option>
              ))}
            </select>
          </div>
        </div>
        {status && (
          <div class={`alert ${status.ok ? 'alert-success' : 'alert-danger'} mb-0`} role="status">
            {status.text}
          </div>
        )}
      </div>
      <div class="card-footer">
        <button type="submit" class="btn btn-primary">Save preferences</button>
      </div>
    </form>
  );
}

function PasswordCard() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const change = async (e: Event) => {
    e.preventDefault();
    setDone(false);
    if (password !== again) return setErrors({ again: 'The two new passwords differ.' });
    try {
      await api('POST', '/api/users/users/password/', { body: { current_password: current, password } });
      setErrors({});
      setCurrent('');
      setPassword('');
      setAgain('');
      setDone(true);
    } catch (err) {
      setErrors(messages(err));
    }
  };
  const field = (id: string, label: string, value: string, set: (v: string) => void, error: string | undefined, autocomplete: string) => (
    <div class="mb-3 row">
      <label class="col-md-4 col-form-label" for={id}>{label}</label>
      <div class="col-md-8">
        <input
          id={id}
          type="password"
          class={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          autocomplete={autocomplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={(e) => set((e.target as HTMLInputElement).value)}
        />
        {error && <div class="invalid-feedback d-block" id={`${id}-error`}>{error}</div>}
      </div>
    </div>
  );
  return (
    <form class="card" onSubmit={change} aria-labelledby="password-title">
      <div class="card-header">
        <h2 class="card-title" id="password-title">Password</h2>
      </div>
      <div class="card-body">
        {field('password-current', 'Current password', current, setCurrent, errors.current_password, 'current-password')}
        {field('password-new', 'New password', password, setPassword, errors.password, 'new-password')}
        {field('password-again', 'New password again', again, setAgain, errors.again, 'new-password')}
        {errors.non_field_errors && <div class="alert alert-danger" role="alert">{errors.non_field_errors}</div>}
        {done && <div class="alert alert-success mb-0" role="status">Password changed. Your other sessions have ended.</div>}
      </div>
      <div class="card-footer">
        <button type="submit" class="btn btn-primary">Change password</button>
      </div>
    </form>
  );
}

const when = (v: unknown) => (typeof v === 'string' ? new Date(v).toLocaleString() : 'Never');

function TokensCard() {
  const { me } = useSession();
  const tokens = useLoad(() => api<Page<ApiObject>>('GET', '/api/users/tokens/', { query: { user_id: String(me.id), limit: '1000' } }), [me.id]);
  const [asking, setAsking] = useState<ApiObject | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const revoke = async (t: ApiObject) => {
    try {
      await api('DELETE', `/api/users/tokens/${t.id}/`);
      setAsking(null);
      tokens.reload();
    } catch (err) {
      setProblem((err as Error).message);
    }
  };
  return (
    <section class="card" aria-labelledby="tokens-title">
      <div class="card-header">
        <h2 class="card-title" id="tokens-title">API tokens</h2>
        <div class="card-actions">
          <a class="btn btn-primary btn-sm" href="/users/tokens/add/">Add a token</a>
        </div>
      </div>
      {problem && <div class="alert alert-danger m-3" role="alert">{problem}</div>}
      {tokens.error ? (
        <ErrorMessage error={tokens.error} />
      ) : !tokens.data ? (
        <Loading />
      ) : tokens.data.results.length === 0 ? (
        <p class="card-body m-0">You have no API tokens.</p>
      ) : (
        <div class="table-responsive">
          <table class="table card-table">
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col">Writes</th>
                <th scope="col"><span class="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.results.map((t) => {
                const name = String(t.description || t.display || `token ${t.id}`);
                return (
                  <tr key={t.id}>
                    <td><a href={`/users/tokens/${t.id}/`}>{name}</a></td>
                    <td>{when(t.created)}</td>
                    <td>{t.expires ? when(t.expires) : 'Never'}</td>
                    <td>{when(t.last_used)}</td>
                    <td>{t.write_enabled ? 'Yes' : 'No'}</td>
                    <td class="text-end">
                      {asking?.id === t.id ? (
                        <span class="d-inline-flex gap-2" role="group" aria-label={`Revoke ${name}?`}>
                          <button type="button" class="btn btn-danger btn-sm" onClick={() => revoke(t)}>Revoke {name}</button>
                          <button type="button" class="btn btn-sm" onClick={() => setAsking(null)}>Keep it</button>
                        </span>
                      ) : (
                        <button type="button" class="btn btn-sm" onClick={() => setAsking(t)} aria-label={`Revoke ${name}`}>Revoke</button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ProfilePage() {
  const { me } = useSession();
  return (
    <>
      <div class="page-header">
        <div class="page-pretitle">Profile</div>
        <h1 class="page-title">{me.username}</h1>
      </div>
      <div class="page-body">
        <div class="row row-cards">
          <div class="col-lg-6">
            <PreferencesCard />
          </div>
          <div class="col-lg-6">
            <PasswordCard />
          </div>
          <div class="col-12">
            <TokensCard />
          </div>
        </div>
      </div>
    </>
  );
}
