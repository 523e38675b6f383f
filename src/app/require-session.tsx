import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '@src/state/session';

/** Token-required routes (spec sections 2 and 6): visitors go to /login instead. */
export function RequireSession() {
  const signedIn = useSession((state) => state.token !== null);
  return signedIn ? <Outlet /> : <Navigate to="/login" replace />;
}
