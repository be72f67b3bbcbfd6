/**
 * The strategy engine's contract (issue 4). Each tool module has an offline generator
 * (`generate.server.ts`: deterministic, knowledge-base only) and a prompt builder
 * (`prompt.server.ts`: instructions and grounding for a language model). Both produce the same
 * result schema, with provenance.
 */
import { KNOWLEDGE_BASE_LABEL } from "./knowledge";

/** request → result, pure and deterministic: the same request gives the same result. */
export type OfflineGenerator<Request, Result> = (request: Request) => Result;

/** The data-source line of an offline result. */
export const OFFLINE_DATA_SOURCE = `Ninefold offline knowledge engine · ${KNOWLEDGE_BASE_LABEL}`;
