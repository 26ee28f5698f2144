import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useAuth } from '../stores/auth';
import { useI18n, useStrings } from '../stores/locale';
import { CurrentRouteContext } from './current';
import { redirectFor } from './guard';
import { isLandingHref } from './landing';
import { LAYOUTS, lazyPreloadable, preload } from './preloadable';
import { dashboardPath } from './roles';
import { LAYOUT_STRINGS, ROUTES, type RouteDef } from './table';
import { useFocusOnNavigate } from './useFocusOnNavigate';

// One lazy component per screen module, made once: each screen's code loads when first
// visited. Routes that share a module (the agent's three workspace tabs) share the component,
// so moving between them keeps the screen mounted — and keyboard focus on the tab pressed.
const screens = new Map<RouteDef['load'], ComponentType>(
  ROUTES.map((r) => [r.load, lazyPreloadable(r.load)]),
);
const NotFound = lazy(() => import('../screens/NotFound'));
// Each layout is its own chunk: the landing page never loads the signed-in shell (sidebar,
// menus), and a signed-in screen never waits for the public navbar's menus and chat. The first
// screen's layout and chunk are fetched by main.tsx, with the app (boot/preload.ts).
const AppLayout = lazyPreloadable(LAYOUTS.app);
const PublicLayout = lazyPreloadable(LAYOUTS.public);

function Loading() {
  const { t } = useI18n();
  return <p aria-busy="true">{t.app.loading()}</p>;
}

/**
 * Renders its children once the dictionary parts are loaded (ADR 0018), having started the
 * modules' downloads first so that the strings and the code arrive together, not one after
 * the other.
 */
function WithStrings({
  parts,
  loads,
  children,
}: {
  parts: RouteDef['strings'];
  loads: Parameters<typeof preload>[0][];
  children: ReactNode;
}) {
  for (const load of loads) preload(load).catch(() => undefined);
  useStrings(parts);
  return children;
}

function RouteScreen({ route }: { route: RouteDef }) {
  const { t } = useI18n();
  const Screen = screens.get(route.load) ?? NotFound;
  const Layout = route.layout === 'app' ? AppLayout : PublicLayout;
  const title = t.routes[route.title]();
  useEffect(() => {
    document.title = `${title} · ${t.app.name()}`;
  }, [title, t]);
  return (
    <Suspense fallback={<Loading />}>
      <WithStrings parts={LAYOUT_STRINGS[route.layout]} loads={[LAYOUTS[route.layout], route.load]}>
        <Layout>
          <CurrentRouteContext.Provider value={route}>
            <Suspense fallback={<Loading />}>
              <WithStrings parts={route.strings} loads={[route.load]}>
                <Screen />
              </WithStrings>
            </Suspense>
          </CurrentRouteContext.Provider>
        </Layout>
      </WithStrings>
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
          <WithStrings parts={LAYOUT_STRINGS.public} loads={[LAYOUTS.public]}>
            <PublicLayout>
              <Suspense fallback={<Loading />}>
                <NotFound />
              </Suspense>
            </PublicLayout>
          </WithStrings>
        </Suspense>
      </Route>
    </Switch>
  );
}
