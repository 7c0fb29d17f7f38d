import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from '@pulp/shared/router';
import { useConfig } from '@pulp/shared';
import { Layout } from './Layout';
import { FALLBACK_ROUTE, isOAuthReturn, OAUTH_RETURN_ROUTE, ROUTES, routeTable, type RemoteRoute } from './route-table';
import { RemotePage } from '../features/remote/RemotePage';
import { Guarded } from '../features/guards/Guarded';
import { ForbiddenPage } from '../features/guards/ForbiddenPage';
import { PageTitle } from '../features/page-title/PageTitle';

function element(route: RemoteRoute) {
  // The key makes each route its own remote area (its own boundary and retry state).
  return (
    <>
      <PageTitle titleKey={route.title} search={route.module === 'SearchPage'} />
      <Guarded guard={route.guard ?? 'none'}>
        <RemotePage key={`${route.remote}/${route.module}`} remote={route.remote} module={route.module} />
      </Guarded>
    </>
  );
}

/** Unknown paths fall back to search, except the external sign-in's return (#access_token=…). */
function UnknownPath() {
  const { pathname } = useLocation();
  return element(isOAuthReturn(pathname) ? OAUTH_RETURN_ROUTE : FALLBACK_ROUTE);
}

/** The route objects of a route table, with the 403 page and the fallback around them. */
export const routeObjectsOf = (routes: RemoteRoute[]): RouteObject[] => [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: element(FALLBACK_ROUTE) },
      {
        path: '403',
        element: (
          <>
            <PageTitle titleKey="PAGE_TITLE_FORBIDDEN" />
            <ForbiddenPage />
          </>
        ),
      },
      ...routes.map((route) => ({ path: route.path, element: element(route) })),
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/** The route objects with nothing hardened. */
export const routeObjects: RouteObject[] = routeObjectsOf(ROUTES);

/** The route table of the shop's configuration as elements (a plain hash router: no data router is needed). */
export function AppRoutes() {
  const config = useConfig((state) => state.config);
  const objects = useMemo(() => routeObjectsOf(routeTable(config)), [config]);
  return useRoutes(objects);
}
