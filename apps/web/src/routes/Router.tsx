import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PublicLayout } from '../layouts/PublicLayout';
import { useAuth } from '../stores/auth';
import { useI18n } from '../stores/locale';
import { CurrentRouteContext } from './current';
import { redirectFor } from './guard';
import { ROUTES, type RouteDef } from './table';

// One lazy component per route, made once: each screen's code loads when first visited.
const screens = new Map<string, ComponentType>(ROUTES.map((r) => [r.path, lazy(r.load)]));
const NotFound = lazy(() => import('../screens/NotFound'));
// The signed-in shell (sidebar, menus) is its own chunk: the landing page never loads it.
const AppLayout = lazy(() =>
  import('../layouts/AppLayout').then((m) => ({ default: m.AppLayout })),
);

function Loading() {
  const { t } = useI18n();
  return <p aria-busy="true">{t.app.loading()}</p>;
}

function RouteScreen({ route }: { route: RouteDef }) {
  const { t } = useI18n();
  const Screen = screens.get(route.path) ?? NotFound;
  const Layout = route.layout === 'app' ? AppLayout : PublicLayout;
  const title = t.routes[route.title]();
  useEffect(() => {
    document.title = `${title} · ${t.app.name()}`;
  }, [title, t]);
  return (
    <Suspense fallback={<Loading />}>
      <Layout>
        <CurrentRouteContext.Provider value={route}>
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
  const redirect = redirectFor(path, user);
  if (redirect) return <Redirect to={redirect} replace />;
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <RouteScreen route={route} />
        </Route>
      ))}
      <Route>
        <PublicLayout>
          <Suspense fallback={<Loading />}>
            <NotFound />
          </Suspense>
        </PublicLayout>
      </Route>
    </Switch>
  );
}
