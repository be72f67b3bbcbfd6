/**
 * Stands for the public origin in prerendered HTML (the head tags and structured data write it);
 * the server fills it in with PUBLIC_URL at start (src/server/http/site.ts). A module of its own,
 * so a page's structured data does not bring the route table and head builder along.
 */
export const ORIGIN_PLACEHOLDER = "__NINEFOLD_ORIGIN__";
