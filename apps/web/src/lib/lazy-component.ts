import { createElement, lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };
const everyLoader: Array<() => Promise<unknown>> = [];

/**
 * React.lazy, plus a `preload()` after which the component renders at once instead of suspending.
 * The server preloads every one before its first render (`preloadAll`), so a page never reaches the
 * browser as a fallback to be swapped by an inline script (our CSP allows none); the browser preloads
 * the first page's chunk before hydrating, and loads the others lazily as before.
 */
export function lazyComponent<P extends object>(load: () => Promise<Module<P>>): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  everyLoader.push(preload);
  function LazyComponent(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(LazyComponent, { preload });
}

/** Loads every lazy page and section (server start). */
export const preloadAll = () => Promise.all(everyLoader.map((load) => load()));
