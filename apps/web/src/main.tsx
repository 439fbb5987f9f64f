/** The web app: the route table drawn inside the shared layout. */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ROUTES } from './app/routes';
import { findRoute, navigate, useLocation } from './app/router';
import { Layout } from './app/layout';
import { session } from './app/session';
import { useStore } from './app/store';
import './styles.css';

function NotFound() {
  return (
    <div className="narrow">
      <h1>Page not found</h1>
      <p>
        There is no page at this address. <a href="/">Go to the start page</a>.
      </p>
    </div>
  );
}

function App() {
  const { pathname, search } = useLocation();
  const token = useStore(session, (s) => s.token);
  const match = findRoute(ROUTES, pathname);
  const needsSignIn = !!match?.route.auth && !token;
  useEffect(() => {
    if (needsSignIn) navigate(`/sign-in?next=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [needsSignIn, pathname, search]);
  const nav = ROUTES.filter((r): r is typeof r & { nav: string } => !!r.nav).map((r) => ({ path: r.path, nav: r.nav, auth: r.auth }));
  const Page = match && !needsSignIn ? match.route.page : null;
  return (
    <Layout nav={nav} wide={match?.route.wide}>
      {Page ? <Page key={pathname} params={match!.params} /> : needsSignIn ? null : <NotFound />}
    </Layout>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
