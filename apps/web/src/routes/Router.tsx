import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useAuth } from '../stores/auth';
import { useI18n } from '../stores/locale';
import { loadArea } from '../stores/localeState';
import { CurrentRouteContext } from './current';
import { isProtectedPath, redirectFor } from './guard';
import { isLandingHref } from './landing';
import { LAYOUTS, lazyPreloadable, preload } from './preloadable';
import { dashboardPath } from './roles';
import { ROUTES, type RouteDef } from './table';
import { useFocusOnNavigate } from './useFocusOnNavigate';

// One lazy component per screen module, made once: each screen's code loads when first
// visited. Routes that share a module (the agent's three workspace tabs) share the component,
// so moving between them keeps the screen mounted — and keyboard focus on the tab pressed.
const screens = new Map<RouteDef['load'], ComponentType>(
  ROUTES.map((r) => [r.load, lazyPreloadable(r.load)]),
);
const NotFound = lazy(() => import('../screens/NotFound'));
// Shown on an agent's pages but outside their routes: it brings the agent's strings itself.
const WaitingForApproval = lazy(() =>
  Promise.all([import('../features/agent/WaitingForApproval'), loadArea('agent')]).then(([m]) => ({
    default: m.WaitingForApproval,
  })),
);
// On an agent's farm pages, which farmer is open (its own chunk: only agents load it).
// With the agent's strings: it may render before the screen that waits for them.
const OpenFarmer = lazy(() =>
  Promise.all([import('../features/agent/OpenFarmer'), loadArea('agent')]).then(([m]) => ({
    default: m.OpenFarmer,
  })),
);
const AGENT_FARM = /^\/agent\/farmer\/([^/]+)(\/.+)?$/;
// Each layout is its own chunk: the landing page never loads the signed-in shell (sidebar,
// menus), and a signed-in screen never waits for the public navbar's menus and chat. The first
// screen's layout and chunk are fetched by main.tsx, with the app (boot/preload.ts).
const AppLayout = lazyPreloadable(LAYOUTS.app);
const PublicLayout = lazyPreloadable(LAYOUTS.public);

function Loading() {
  const { t } = useI18n();
  return <p aria-busy="true">{t.app.loading()}</p>;
}

function RouteScreen({ route }: { route: RouteDef }) {
  const { t } = useI18n();
  const [path] = useLocation();
  const visiting = AGENT_FARM.exec(path);
  const Screen = screens.get(route.load) ?? NotFound;
  const Layout = route.layout === 'app' ? AppLayout : PublicLayout;
  // The layout's and the screen's chunks together, not the screen's once the layout has come.
  for (const load of [LAYOUTS[route.layout], route.load]) preload(load).catch(() => undefined);
  const title = t.routes[route.title]();
  useEffect(() => {
    document.title = `${title} · ${t.app.name()}`;
  }, [title, t]);
  return (
    <Suspense fallback={<Loading />}>
      <Layout>
        <CurrentRouteContext.Provider value={route}>
          {visiting?.[1] && (
            <Suspense fallback={null}>
              <OpenFarmer
                farmerId={decodeURIComponent(visiting[1])}
                page={visiting[2] ? t.routes[route.title]() : null}
              />
            </Suspense>
          )}
          <Suspense fallback={<Loading />}>
            <Screen />
          </Suspense>
        </CurrentRouteContext.Provider>
      </Layout>
    </Suspense>
  );
}

/** Renders the route table with spec §2's protection and redirects; unknown paths get the 404. */
export function AppRouter() {
  const [path] = useLocation();
  const { user } = useAuth();
  useFocusOnNavigate(path);
  const redirect = redirectFor(path, user);
  if (redirect) return <Redirect to={redirect} replace />;
  // An agent who signed themself up waits for an admin on every page of the app (ADR 0055).
  if (user?.status === 'pending' && isProtectedPath(path)) {
    return (
      <Suspense fallback={<Loading />}>
        <PublicLayout>
          <WaitingForApproval />
        </PublicLayout>
      </Suspense>
    );
  }
  // `/` is the prerendered landing page (ADR 0033); the app shell only gets it offline when the
  // worker holds no copy of that page: the signed-in user's dashboard, else sign-in.
  if (isLandingHref(path))
    return <Redirect to={user ? dashboardPath(user.role) : '/login'} replace />;
  return (
    <Switch>
      {/* Keyed by layout, not path: going from page to page keeps the layout (sidebar, top
          bar) mounted, so focus stays on the link or tab the user pressed instead of falling
          to <body>. Switch renders one of them, so the shared keys never meet. */}
      {ROUTES.map((route) => (
        <Route key={route.layout} path={route.path}>
          <RouteScreen route={route} />
        </Route>
      ))}
      <Route>
        <Suspense fallback={<Loading />}>
          <PublicLayout>
            <Suspense fallback={<Loading />}>
              <NotFound />
            </Suspense>
          </PublicLayout>
        </Suspense>
      </Route>
    </Switch>
  );
}
