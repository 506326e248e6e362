import { Navigate } from '@tanstack/react-router';

/** A not-found thrown anywhere ends on the not-found page (SPEC 8). */
export function NotFoundRedirect() {
  return <Navigate to="/error/not-found" replace />;
}
