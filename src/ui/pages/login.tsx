// Signing in with a username and password (POST /login/: the session and CSRF cookies), then
// back to the page that asked for it.
import { useState } from 'preact/hooks';
import { signIn } from '../api.ts';
import { navigate } from '../router.ts';

/** Only a path of this site, never another host. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login/') ? next : '/';
}

export function LoginPage({ next, onSignedIn }: { next: string | null; onSignedIn: () => Promise<void> }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(username, password);
      await onSignedIn();
      navigate(safeNext(next), true);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };
  return (
    <main class="page page-center" id="main">
      <div class="container container-tight py-4">
        <div class="text-center mb-4">
          <span class="navbar-brand h1">netinv</span>
        </div>
        <form class="card card-md" onSubmit={submit} aria-labelledby="login-title">
          <div class="card-body">
            <h1 class="h2 text-center mb-4" id="login-title">Sign in</h1>
            {error && <div class="alert alert-danger" role="alert">{error}</div>}
            <div class="mb-3">
              <label class="form-label" for="username">Username</label>
              <input id="username" class="form-control" autocomplete="username" required value={username} onInput={(e) => setUsername((e.target as HTMLInputElement).value)} />
            </div>
            <div class="mb-3">
              <label class="form-label" for="password">Password</label>
              <input id="password" type="password" class="form-control" autocomplete="current-password" required value={password} onInput={(e) => setPassword((e.target as HTMLInputElement).value)} />
            </div>
            <button type="submit" class="btn btn-primary w-100" disabled={busy}>Sign in</button>
          </div>
        </form>
      </div>
    </main>
  );
}
