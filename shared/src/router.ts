/**
 * The router API the apps use, from one federation singleton. Sharing react-router-dom
 * itself would ship all of it (shared modules are not tree-shaken); this module keeps only
 * what Pulp uses: a hash router with plain route elements, no data router.
 */
export { HashRouter, Link, matchPath, MemoryRouter, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router-dom';
export type { NavigateFunction, RouteObject } from 'react-router-dom';
