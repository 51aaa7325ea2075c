import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router.js';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Any unknown path lands on the not-found page (SPEC.md section 2).
  notFoundComponent: () => <Navigate to="/notfound" replace />,
});
