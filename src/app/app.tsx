import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

/** The app's root: the route table of spec section 2 in the browser's history. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
