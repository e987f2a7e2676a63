/**
 * A module in a chunk of its own: loaded once, tried again after a failed
 * load (a deploy in between, a dropped connection), and at hand synchronously once here,
 * so a saga that finds it loaded goes on without waiting a tick.
 */
export interface LazyModule<M> {
  load: () => Promise<M>;
  /** The module if it has arrived. */
  loaded: () => M | null;
  /** Tests build stores synchronously: they hand the module over up front. */
  provide: (module: M) => void;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    load: () => {
      if (loaded) return Promise.resolve(loaded);
      loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
    provide: (module) => {
      loaded = module;
    },
  };
}
