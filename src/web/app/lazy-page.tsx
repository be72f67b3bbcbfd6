import { type ComponentType, type LazyExoticComponent, lazy, useState } from "react";

export interface LazyPage {
  /** Loads the page's code; awaited before hydration and by the prerenderer. */
  preload: () => Promise<void>;
  /** The page component once loaded. */
  loaded: () => ComponentType | undefined;
  /** The same page as a React.lazy component, for a navigation before it has loaded. */
  lazy: LazyExoticComponent<ComponentType>;
}

/**
 * A route's page, code-split (only the current route's code loads). Once preloaded it renders
 * synchronously, so a prerendered page hydrates without a flash or a Suspense fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let component: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    pending ??= load().then(
      (module) => {
        component = module.default;
        return module.default;
      },
      (error: unknown) => {
        pending = undefined; // let a later navigation try again
        throw error;
      },
    );
    return pending;
  };
  return {
    preload: async () => {
      await loadOnce();
    },
    loaded: () => component,
    lazy: lazy(() => loadOnce().then((loaded) => ({ default: loaded }))),
  };
}

/**
 * Renders a LazyPage: directly when its code is there, through Suspense otherwise. Give each
 * route's view its own `key`, or React would reuse one view (and its first page) across routes.
 */
export function LazyPageView({ page }: { page: LazyPage }) {
  // Fixed per mount: switching component types mid-life would remount the page.
  const [Component] = useState<ComponentType>(() => page.loaded() ?? page.lazy);
  return <Component />;
}
