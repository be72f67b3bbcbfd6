/**
 * One reading of the founder (issue 22): the idea, the buyer, the business model, the competitors,
 * the geography and the industry, read once per request by `readFounder` and used by every module.
 */
export * from "./buyer";
export * from "./classify";
export * from "./clauses";
export * from "./competitors";
export * from "./fit";
export * from "./founder";
export * from "./founder-text";
export * from "./model";
export * from "./place";
export * from "./quote";
