// The web UI: a single-page application over the REST API. Routes:
//   /login/                      sign in (then back to ?next=)
//   /                            every application and model
//   /search/?q=                  global search
//   /user/profile/               the signed-in user's preferences, password and API tokens
//   /system/background-tasks/    webhook deliveries (filters and page in the query)
//   /dcim/racks/elevations/      a site's racks side by side (?site_id=, face=, offset=)
//   /core/changelog/             every change (filters and page in the query)
//   /core/changelog/<id>/        a change and its diff (also /core/object-changes/<id>/)
//   /<app>/<model>/              list (filters, ordering, page in the query)
//   /<app>/<model>/add/          create form (?<field>=<value> presets)
//   /<app>/<model>/import/       bulk import (CSV, JSON, YAML)
//   /<app>/<model>/<id>/         detail
//   /<app>/<model>/<id>/edit/    edit form
//   /<app>/<model>/<id>/delete/  delete confirmation
//   /dcim/<component>/<id>/connect/  a new cable from a cabled component
//   /dcim/<component>/<id>/trace/    its cable trace
import '@tabler/core/dist/css/tabler.min.css';
import './styles.css';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, whoAmI, type Me } from './api.ts';
import { modelAt } from './catalogue.ts';
import { ErrorMessage, Loading } from './components/load.tsx';
import { ApiError } from './api.ts';
import { cabled } from './components/cabling.tsx';
import { Layout } from './layout.tsx';
import { BACKGROUND_TASKS_PAGE, BackgroundTasksPage } from './pages/background-tasks.tsx';
import { CableConnectPage } from './pages/cable-connect.tsx';
import { CableTracePage } from './pages/cable-trace.tsx';
import { RACK_ELEVATIONS_PAGE, RackElevationsPage } from './pages/rack.tsx';
import { CHANGELOG_PAGE, ChangeLogPage, ChangePage } from './pages/changelog.tsx';
import { DeletePage } from './pages/delete.tsx';
import { DetailPage } from './pages/detail.tsx';
import { FormPage } from './pages/form.tsx';
import { HomePage } from './pages/home.tsx';
import { ImportPage } from './pages/import.tsx';
import { ListPage } from './pages/list.tsx';
import { LoginPage } from './pages/login.tsx';
import { ProfilePage } from './pages/profile.tsx';
import { SearchPage } from './pages/search.tsx';
import { loginPath, navigate, onLinkClick, useLocation } from './router.ts';
import { applyColorMode, preferencesOf, SessionContext, type Preferences } from './session.ts';

function Page({ path, query }: { path: string; query: URLSearchParams }) {
  if (path === '/') return <HomePage />;
  if (path === '/search/') return <SearchPage q={query.get('q') ?? ''} />;
  if (path === '/user/profile/') return <ProfilePage />;
  if (path === BACKGROUND_TASKS_PAGE) return <BackgroundTasksPage params={query} />;
  if (path === RACK_ELEVATIONS_PAGE) return <RackElevationsPage params={query} />;
  if (path === CHANGELOG_PAGE) return <ChangeLogPage params={query} />;
  // A change's page, also where an object change's API url (core/object-changes) leads.
  const change = /^\/(?:core\/changelog|core\/object-changes|extras\/object-changes)\/(\d+)\/$/.exec(path);
  if (change) return <ChangePage id={change[1]!} />;
  const m = /^\/([a-z]+)\/([a-z0-9-]+)\/(?:(add|import)\/|(\d+)\/(?:(edit|delete|connect|trace)\/)?)?$/.exec(path);
  const model = m ? modelAt(m[1]!, m[2]!) : undefined;
  if (!m || !model) return <ErrorMessage error={new ApiError(404, { detail: `There is no page at ${path}.` })} />;
  const [, , , add, id, verb] = m;
  if (add === 'import') return <ImportPage model={model} />;
  if (add) return <FormPage model={model} params={query} />;
  if (id && verb === 'edit') return <FormPage model={model} id={id} params={query} />;
  if (id && verb === 'delete') return <DeletePage model={model} id={id} />;
  if (id && verb === 'connect' && cabled(model)) return <CableConnectPage model={model} id={id} />;
  if (id && verb === 'trace' && model.actions.includes('trace')) return <CableTracePage model={model} id={id} />;
  if (verb === 'connect' || verb === 'trace') return <ErrorMessage error={new ApiError(404, { detail: `There is no page at ${path}.` })} />;
  if (id) return <DetailPage model={model} id={id} />;
  return <ListPage key={model.key} model={model} params={query} />;
}

function App() {
  const { path, query } = useLocation();
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const [prefs, setPrefs] = useState<Preferences>({});
  const refresh = async () => {
    try {
      const who = await whoAmI();
      // The preferences before the first page, so it is drawn in the user's colour mode.
      if (who) setPrefs(preferencesOf(await api('GET', '/api/users/config/').catch(() => ({}))));
      setMe(who);
    } catch (e) {
      setFailed(e instanceof ApiError ? e : new ApiError(0, { detail: String(e) }));
    }
  };
  useEffect(() => applyColorMode(prefs.colormode), [prefs.colormode]);
  useEffect(() => {
    void refresh();
    document.addEventListener('click', onLinkClick);
    return () => document.removeEventListener('click', onLinkClick);
  }, []);
  // A page that needs a sign-in goes there, and comes back afterwards.
  useEffect(() => {
    if (me === null && path !== '/login/') navigate(loginPath(), true);
  }, [me, path]);

  if (failed) return <main class="container-xl py-4" id="main"><ErrorMessage error={failed} /></main>;
  if (path === '/login/') return <LoginPage next={query.get('next')} onSignedIn={refresh} />;
  if (!me) return <Loading />;
  return (
    <SessionContext.Provider value={{ me, refresh, prefs, setPrefs }}>
      <Layout path={path}>
        <Page path={path} query={query} />
      </Layout>
    </SessionContext.Provider>
  );
}

render(<App />, document.getElementById('app')!);
