import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };
const everyLoader: Array<() => Promise<unknown>> = [];

/**
 * React.lazy, plus a `preload()` after which the component renders at once instead of suspending.
 * The server preloads every one before its first render (`preloadAll`), so a page never reaches the
 * browser as a fallback to be swapped by an inline script (our CSP allows none); the browser preloads
 * the first page's chunk before hydrating, and loads the others lazily as before.
 */
export function lazyComponent<P extends object>(load: () => Promise<Module<P>>): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: Module<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // React.lazy reads a thenable that calls back at once as already resolved: once preloaded, the
  // first render does not suspend. The element type stays the same lazy component either way, so
  // what was hydrated is never remounted.
  const Lazy = lazy(() => (loaded ? resolved(loaded) : preload()));
  everyLoader.push(preload);
  return Object.assign(Lazy as unknown as ComponentType<P>, { preload });
}

const resolved = <T>(value: T) => ({ then: (onResolved: (value: T) => void) => onResolved(value) }) as unknown as Promise<T>;

/** Loads every lazy page and section (server start), also those declared in the chunks it loads. */
export async function preloadAll(): Promise<void> {
  for (let done = 0; done < everyLoader.length;) {
    const batch = everyLoader.slice(done);
    done = everyLoader.length;
    await Promise.all(batch.map((load) => load()));
  }
}
