/**
 * The workspace listing's paging (issue 25), described in workspace.ts; apart from its schemas so
 * the dashboard's first code can page through the listing without loading zod (decision 036).
 */
export const WORKSPACE_PAGE_SIZE = 20;
export const WORKSPACE_PAGE_MAX = 100;
/** `?fields=lean`: the listing without results, pages of up to LEAN_PAGE_MAX. */
export const LEAN_PAGE_SIZE = 500;
export const LEAN_PAGE_MAX = 1000;
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
