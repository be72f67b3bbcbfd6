import { describe, expect, it } from "vitest";
import { WorkspaceListCache } from "./list-cache";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (json: Uint8Array | undefined) =>
  json === undefined ? undefined : new TextDecoder().decode(json);

describe("WorkspaceListCache", () => {
  it("answers a project's JSON only at the revision it was stored under", () => {
    const cache = new WorkspaceListCache();
    cache.set("u1", "p1", 3, bytes('{"a":1}'));
    expect(text(cache.get("u1", "p1", 3))).toBe('{"a":1}');
    expect(cache.get("u1", "p1", 4)).toBeUndefined();
    expect(cache.get("u1", "p1", 2)).toBeUndefined();
    expect(cache.get("u1", "p2", 3)).toBeUndefined();
  });

  it("keys by user: another user's id never answers", () => {
    const cache = new WorkspaceListCache();
    cache.set("u1", "p1", 1, bytes('{"secret":true}'));
    expect(cache.get("u2", "p1", 1)).toBeUndefined();
    expect(cache.has("u2")).toBe(false);
  });

  it("replaces an older revision and never goes back to one", () => {
    const cache = new WorkspaceListCache();
    cache.set("u1", "p1", 1, bytes('"one"'));
    cache.set("u1", "p1", 2, bytes('"two!"'));
    expect(text(cache.get("u1", "p1", 2))).toBe('"two!"');
    cache.set("u1", "p1", 1, bytes('"one"'));
    expect(text(cache.get("u1", "p1", 2))).toBe('"two!"');
    expect(cache.bytes).toBe("p1".length + '"two!"'.length);
  });

  it("counts UTF-8 bytes, not characters", () => {
    const cache = new WorkspaceListCache();
    cache.set("u1", "p", 1, bytes('"café…"')); // 7 characters: é is 2 bytes, … is 3
    expect(cache.bytes).toBe("p".length + 10);
  });

  it("evicts the least recently used users once over its bound", () => {
    const cache = new WorkspaceListCache(100);
    const forty = bytes("x".repeat(38)); // + a two-character project id: 40 bytes
    cache.set("a", "p1", 1, forty);
    cache.set("b", "p1", 1, forty);
    expect(cache.bytes).toBe(80);
    // Reading a's list makes b the least recently used.
    expect(cache.get("a", "p1", 1)).toBe(forty);
    cache.set("c", "p1", 1, forty);
    expect(cache.has("a")).toBe(true);
    expect(cache.has("b")).toBe(false);
    expect(cache.has("c")).toBe(true);
    expect(cache.bytes).toBe(80);
    expect(cache.get("b", "p1", 1)).toBeUndefined();
  });

  it("drops even the current user when they alone are over the bound", () => {
    const cache = new WorkspaceListCache(50);
    cache.set("a", "p1", 1, bytes("x".repeat(30)));
    cache.set("a", "p2", 1, bytes("x".repeat(30)));
    expect(cache.bytes).toBeLessThanOrEqual(50);
    expect(cache.get("a", "p2", 1)).toBeUndefined();
  });

  it("forgets a user, a project, and projects no longer listed", () => {
    const cache = new WorkspaceListCache();
    for (const id of ["p1", "p2", "p3"]) cache.set("u1", id, 1, bytes("{}"));
    cache.set("u2", "q1", 1, bytes("{}"));

    cache.forgetProject("u1", "p1");
    expect(cache.get("u1", "p1", 1)).toBeUndefined();
    expect(cache.get("u1", "p2", 1)).toBeDefined();
    cache.forgetProject("u2", "p2"); // not u2's: nothing happens
    expect(cache.get("u1", "p2", 1)).toBeDefined();

    cache.retain("u1", new Set(["p3"]));
    expect(cache.get("u1", "p2", 1)).toBeUndefined();
    expect(cache.get("u1", "p3", 1)).toBeDefined();
    expect(cache.bytes).toBe(4 + 4);

    cache.forget("u1");
    expect(cache.has("u1")).toBe(false);
    expect(cache.has("u2")).toBe(true);
    expect(cache.bytes).toBe(4);
    cache.retain("u2", new Set());
    expect(cache.has("u2")).toBe(false);
    expect(cache.bytes).toBe(0);
  });
});
