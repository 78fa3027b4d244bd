// The react-router-dom every app shares (one instance per page). Module
// Federation provides a shared module whole, so sharing react-router-dom itself
// ships all of React Router 7 (server rendering, RSC, sessions) to the browser.
// The apps provide this entry under the name "react-router-dom" instead: it
// names only what they import, and webpack drops the rest of the package.
// An app that needs another export adds it here (a missing one is undefined at
// run time; `e2e/tests/shared-singletons.spec.ts` loads every remote).
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
