import { useLocation, useRoutes, type RouteObject } from '@pulp/shared/router';
import { Layout } from './Layout';
import { FALLBACK_ROUTE, isOAuthReturn, OAUTH_RETURN_ROUTE, ROUTES, type RemoteRoute } from './route-table';
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

export const routeObjects: RouteObject[] = [
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
      ...ROUTES.map((route) => ({ path: route.path, element: element(route) })),
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/** The route table as elements (a plain hash router: no data router is needed). */
export function AppRoutes() {
  return useRoutes(routeObjects);
}
