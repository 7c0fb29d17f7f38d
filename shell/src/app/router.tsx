import { createHashRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { FALLBACK_ROUTE, ROUTES, type RemoteRoute } from './route-table';
import { RemotePage } from '../features/remote/RemotePage';
import { Guarded } from '../features/guards/Guarded';
import { ForbiddenPage } from '../features/guards/ForbiddenPage';

function element(route: RemoteRoute) {
  // The key makes each route its own remote area (its own boundary and retry state).
  return (
    <Guarded guard={route.guard ?? 'none'}>
      <RemotePage key={`${route.remote}/${route.module}`} remote={route.remote} module={route.module} />
    </Guarded>
  );
}

export const routeObjects: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: element(FALLBACK_ROUTE) },
      { path: '403', element: <ForbiddenPage /> },
      ...ROUTES.map((route) => ({ path: route.path, element: element(route) })),
      { path: '*', element: element(FALLBACK_ROUTE) },
    ],
  },
];

export function createRouter() {
  return createHashRouter(routeObjects);
}
