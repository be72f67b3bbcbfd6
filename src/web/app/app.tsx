import { Suspense } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { REDIRECTS } from "../../modules/redirects";
import { MODULE_REGISTRY } from "../../modules/registry";
import { Footer } from "../components/layout/footer";
import { Navbar } from "../components/layout/navbar";
import { LoadErrorBoundary } from "../components/load-error-boundary";
import { ModulesProvider } from "../lib/modules";
import { LazyPageView } from "./lazy-page";
import { LazyToaster } from "./lazy-toaster";
import { PageLoadFailed } from "./page-load-failed";
import { notFoundPage, PAGES } from "./pages";
import { RouteEffects } from "./route-effects";

function PageFallback() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-7xl items-center justify-center px-4">
      <span className="sr-only" role="status">
        Loading page…
      </span>
      <div className="h-1 w-24 animate-pulse rounded bg-primary/30" aria-hidden="true" />
    </div>
  );
}

/** A redirect inside the app (GUIDE §2), keeping the query and the fragment as the server's does. */
function RedirectTo({ pathname }: { pathname: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname, search, hash }} replace />;
}

function SiteShell() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <LoadErrorBoundary
          title="This page could not be loaded"
          fallback={<PageLoadFailed />}
          resetKey={pathname}
        >
          <Suspense fallback={<PageFallback />}>
            <Routes>
              {Object.entries(PAGES).map(([path, page]) => (
                <Route key={path} path={path} element={<LazyPageView key={path} page={page} />} />
              ))}
              {REDIRECTS.map(({ from, to }) => (
                <Route key={from} path={from} element={<RedirectTo pathname={to} />} />
              ))}
              <Route path="*" element={<LazyPageView key="not-found" page={notFoundPage} />} />
            </Routes>
          </Suspense>
        </LoadErrorBoundary>
      </main>
      <Footer />
      <RouteEffects />
    </div>
  );
}

/**
 * The whole app below the router; the browser and the prerenderer each supply their router. The
 * app wires the module registry in: the UI kit and the modules' pages read it with useModules().
 * No query provider: who is signed in comes from the session store (lib/session.ts), and the
 * pages that query get their client from lib/query.ts (decision 036).
 */
export function App() {
  return (
    <ModulesProvider modules={MODULE_REGISTRY}>
      <SiteShell />
      <LazyToaster />
    </ModulesProvider>
  );
}
