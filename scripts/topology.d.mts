// Types for scripts/topology.mjs (a plain Node script), for its test.
export declare function adaptNginxConfig(
  config: string,
  options: { listen: string; upstreams: string[] },
): string;
