import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './routes';
import { connectSessionExpiry } from './session-expiry';

const router = createBrowserRouter(appRoutes);
connectSessionExpiry(router);

/** The app's root: the route table of spec section 2 in a browser router. */
export function App() {
  return <RouterProvider router={router} />;
}
