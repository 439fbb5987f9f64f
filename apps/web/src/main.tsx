/** The web app: the route table drawn inside the shared layout. */
import { StrictMode, Suspense, useEffect } from 'react';
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
  const nav = ROUTES.filter((r): r is typeof r & { nav: string } => !!r.nav).map((r) => ({ path: r.path, nav: r.nav, auth: r.auth, roles: r.roles }));
  const Page = match && !needsSignIn ? match.route.page : null;
  const content = Page ? (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <Page key={pathname} params={match!.params} />
    </Suspense>
  ) : needsSignIn ? null : (
    <NotFound />
  );
  // print views: the page alone, no header or navigation
  if (match?.route.bare) return <main id="main" className="bare">{content}</main>;
  return (
    <Layout nav={nav} wide={match?.route.wide}>
      {content}
    </Layout>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
