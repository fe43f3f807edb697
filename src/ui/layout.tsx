// The frame of every signed-in page: navigation by application and model, generated from the
// catalogue (an app's models in catalogue order, only those the user may view), the global
// search box and the user's menu; a System group (Background Tasks) for those who may see it.
// Below the large breakpoint the navigation folds away behind a Menu button, so that on a phone
// the page's content comes first.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { signOut } from './api.ts';
import { appLabel, catalogue, listPage, model as modelOf, modelAt, title } from './catalogue.ts';
import { BACKGROUND_TASKS_PAGE, mayViewTasks } from './pages/background-tasks.tsx';
import { CHANGELOG_PAGE, mayViewChanges } from './pages/changelog.tsx';
import { navigate } from './router.ts';
import { may, useSession } from './session.ts';

export function Layout({ path, children }: { path: string; children: ComponentChildren }) {
  const { me, refresh } = useSession();
  const [q, setQ] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const match = /^\/([a-z]+)\/([a-z0-9-]+)\//.exec(path);
  // A model's pages open its application's group; other pages (/core/changelog/) do not.
  const current = match && modelAt(match[1]!, match[2]!) ? match : null;
  // A new page moves the keyboard to its content, as a page load would, not to the link left
  // behind (the first render keeps the browser's own start).
  const [first, setFirst] = useState(true);
  useEffect(() => {
    setMenuOpen(false);
    if (first) setFirst(false);
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, [path]);
  return (
    <div class="page">
      <a class="skip-link" href="#main">Skip to content</a>
      <aside class={`navbar navbar-vertical navbar-expand-lg${menuOpen ? ' menu-open' : ''}`} aria-label="Models">
        <div class="container-fluid">
          <div class="d-flex align-items-center">
            <a class="navbar-brand" href="/">netinv</a>
            <button type="button" class="btn btn-sm ms-auto d-lg-none menu-toggle" aria-expanded={menuOpen} aria-controls="app-nav" onClick={() => setMenuOpen((o) => !o)}>
              Menu
            </button>
          </div>
          <nav class="app-nav" id="app-nav" aria-label="Applications">
            {catalogue.apps.map((a) => {
              const models = a.models.map(modelOf).filter((m) => may(me, m, 'view'));
              if (!models.length) return null;
              return (
                <details key={a.name} open={current?.[1] === a.name}>
                  <summary>{appLabel(a.name)}</summary>
                  <ul>
                    {models.map((m) => {
                      const here = current?.[1] === m.app && current[2] === m.path;
                      return (
                        <li key={m.key}>
                          <a href={listPage(m)} aria-current={here ? 'page' : undefined} class={here ? 'active' : undefined}>
                            {title(m.verbose_name_plural)}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </details>
              );
            })}
            {(mayViewTasks(me) || mayViewChanges(me)) && (
              <details open={path.startsWith('/system/') || path.startsWith(CHANGELOG_PAGE)}>
                <summary>System</summary>
                <ul>
                  {mayViewTasks(me) && (
                  <li>
                    <a href={BACKGROUND_TASKS_PAGE} aria-current={path === BACKGROUND_TASKS_PAGE ? 'page' : undefined} class={path === BACKGROUND_TASKS_PAGE ? 'active' : undefined}>
                      Background Tasks
                    </a>
                  </li>
                  )}
                  {mayViewChanges(me) && (
                    <li>
                      <a href={CHANGELOG_PAGE} aria-current={path === CHANGELOG_PAGE ? 'page' : undefined} class={path === CHANGELOG_PAGE ? 'active' : undefined}>
                        Change log
                      </a>
                    </li>
                  )}
                </ul>
              </details>
            )}
          </nav>
        </div>
      </aside>
      <div class="page-wrapper">
        <header class="navbar navbar-expand-md d-print-none">
          <div class="container-xl gap-3">
            <form
              role="search"
              class="flex-grow-1 global-search"
              onSubmit={(e) => {
                e.preventDefault();
                navigate(`/search/?q=${encodeURIComponent(q)}`);
              }}
            >
              <label class="visually-hidden" for="global-search">Search everything</label>
              <input id="global-search" type="search" class="form-control" placeholder="Search everything" value={q} onInput={(e) => setQ((e.target as HTMLInputElement).value)} />
            </form>
            <div class="d-flex align-items-center gap-2">
              <span class="user-name">
                Signed in as{' '}
                <a href="/user/profile/" aria-current={path === '/user/profile/' ? 'page' : undefined}>
                  <strong>{me.username}</strong>
                </a>
              </span>
              <button
                type="button"
                class="btn btn-sm"
                onClick={async () => {
                  await signOut().catch(() => undefined);
                  await refresh();
                  navigate('/login/', true);
                }}
              >
                Sign out
              </button>
            </div>
          </div>
        </header>
        <main class="container-xl" id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
