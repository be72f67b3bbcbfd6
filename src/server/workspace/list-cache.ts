/**
 * The workspace list's cache (issue 6's GET /api/workspace target; decision 008): each project's
 * stored result as JSON text, UTF-8 encoded, kept in this process by owner id → project id →
 * revision. Bytes, not strings: the list is sent as bytes, and encoding megabytes of text on
 * every request cost more than the rest of it (bench/workspace.mjs). The list asks the database for every project's revision on every request and takes from here only the
 * text stored under that same revision, so a write anywhere (another instance on the same
 * PostgreSQL included) is never answered from memory. Titles, tool types and timestamps are
 * never cached: they come from the same query as the revisions.
 */

/**
 * The bound: 32 MiB of cached JSON (counted in bytes, plus each project id's length), held
 * outside V8's heap in ArrayBuffers. A founder's 100 saved results are ~2 MB, so this holds the
 * dashboards of ~15 such founders at once; past it the least recently listed founders are dropped
 * first.
 */
export const LIST_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface CachedOutput {
  revision: number;
  json: Uint8Array;
}

interface UserEntry {
  projects: Map<string, CachedOutput>;
  bytes: number;
}

const sizeOf = (projectId: string, json: Uint8Array) => projectId.length + json.byteLength;

export class WorkspaceListCache {
  /** Users in least recently used order: the first key is the next to be evicted. */
  private readonly users = new Map<string, UserEntry>();
  private totalBytes = 0;

  constructor(readonly maxBytes: number = LIST_CACHE_MAX_BYTES) {}

  /** Bytes held now (never above maxBytes once a call returns). */
  get bytes(): number {
    return this.totalBytes;
  }

  /** Whether anything is held for this user (tests and the bench). */
  has(userId: string): boolean {
    return this.users.has(userId);
  }

  /** The project's output JSON when it is cached at exactly this revision. Do not modify it. */
  get(userId: string, projectId: string, revision: number): Uint8Array | undefined {
    const entry = this.touch(userId);
    const cached = entry?.projects.get(projectId);
    return cached?.revision === revision ? cached.json : undefined;
  }

  /** Keeps a project's output JSON as it is stored at `revision`. Never replaces a newer one. */
  set(userId: string, projectId: string, revision: number, json: Uint8Array): void {
    let entry = this.touch(userId);
    if (!entry) {
      entry = { projects: new Map(), bytes: 0 };
      this.users.set(userId, entry);
    }
    const previous = entry.projects.get(projectId);
    if (previous) {
      if (previous.revision > revision) return;
      this.resize(entry, -sizeOf(projectId, previous.json));
    }
    entry.projects.set(projectId, { revision, json });
    this.resize(entry, sizeOf(projectId, json));
    this.evict();
  }

  /** Drops the user's projects that are not in `projectIds` (deleted, here or elsewhere). */
  retain(userId: string, projectIds: ReadonlySet<string>): void {
    const entry = this.users.get(userId);
    if (!entry) return;
    for (const [projectId, cached] of entry.projects) {
      if (projectIds.has(projectId)) continue;
      entry.projects.delete(projectId);
      this.resize(entry, -sizeOf(projectId, cached.json));
    }
    if (entry.projects.size === 0) this.forget(userId);
  }

  /** Everything held for a user (their account is deleted). */
  forget(userId: string): void {
    const entry = this.users.get(userId);
    if (!entry) return;
    this.totalBytes -= entry.bytes;
    this.users.delete(userId);
  }

  /** One project (it is deleted). */
  forgetProject(userId: string, projectId: string): void {
    const entry = this.users.get(userId);
    const cached = entry?.projects.get(projectId);
    if (!entry || !cached) return;
    entry.projects.delete(projectId);
    this.resize(entry, -sizeOf(projectId, cached.json));
    if (entry.projects.size === 0) this.forget(userId);
  }

  clear(): void {
    this.users.clear();
    this.totalBytes = 0;
  }

  /** The user's entry, moved to the most recently used end. */
  private touch(userId: string): UserEntry | undefined {
    const entry = this.users.get(userId);
    if (entry) {
      this.users.delete(userId);
      this.users.set(userId, entry);
    }
    return entry;
  }

  private resize(entry: UserEntry, delta: number): void {
    entry.bytes += delta;
    this.totalBytes += delta;
  }

  /** Least recently used users first, the current one last if it alone is over the bound. */
  private evict(): void {
    while (this.totalBytes > this.maxBytes) {
      const oldest = this.users.keys().next();
      if (oldest.done) return;
      this.forget(oldest.value);
    }
  }
}
