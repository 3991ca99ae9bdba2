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

/** Loads every lazy page and section (server start); a loaded page registers the sections inside it, so until none is new. */
export async function preloadAll(): Promise<void> {
  for (let loaded = 0; loaded < everyLoader.length; ) {
    const batch = everyLoader.slice(loaded);
    loaded = everyLoader.length;
    await Promise.all(batch.map((load) => load()));
  }
}
