import type { SampleRequests } from "../../sample-requests.server";

/** The requests bench/engine-latency.mjs runs this tool's offline engine on. */
export const sampleRequests: SampleRequests = ({ fc, text }) =>
  fc.record({ product: text(), audience: text() });
