import type { Metrics, MetricsDeps } from "./metrics";

/**
 * The Prometheus metrics, with prom-client (about 80 ms and several MB to load) imported in the
 * background. Observations made before it has loaded are kept and replayed, so none is lost.
 */
export function lazyMetrics(deps: MetricsDeps): Metrics {
  let loaded: Metrics | undefined;
  const pending: ((metrics: Metrics) => void)[] = [];
  const ready = import("./prometheus").then(({ createPrometheusMetrics }) => {
    loaded = createPrometheusMetrics(deps);
    for (const replay of pending.splice(0)) replay(loaded);
    return loaded;
  });
  ready.catch((err: unknown) => deps.logger.error({ err }, "metrics could not be loaded"));
  const record = (observe: (metrics: Metrics) => void) => {
    if (loaded) observe(loaded);
    else if (pending.length < 10_000) pending.push(observe);
  };
  return {
    request: (...args) => record((m) => m.request(...args)),
    engine: (...args) => record((m) => m.engine(...args)),
    modelCall: (...args) => record((m) => m.modelCall(...args)),
    render: async () => (await ready).render(),
  };
}
