import { describe, expect, it } from "vitest";
import { decideShown } from "./venture-revisit";

const withResult = { current: new Map([["market-analysis", { projectId: "p1" }]]) };
const base = {
  ventureId: "v1",
  editing: false,
  signedIn: true,
  venture: withResult,
  ventureFailed: false,
  toolType: "market-analysis",
};

describe("what a tool page shows when it opens (the revisit path)", () => {
  it("shows a venture's saved result of the module to its founder", () => {
    expect(decideShown(base)).toEqual({ kind: "saved", projectId: "p1" });
  });

  it("shows the page's form when the venture has no result of the module yet", () => {
    expect(decideShown({ ...base, toolType: "customer-discovery" })).toEqual({ kind: "page" });
  });

  it("leaves a visitor, a page outside a venture, Edit and an unreadable venture to the page", () => {
    expect(decideShown({ ...base, signedIn: false })).toEqual({ kind: "page" });
    expect(decideShown({ ...base, ventureId: "" })).toEqual({ kind: "page" });
    expect(decideShown({ ...base, editing: true })).toEqual({ kind: "page" });
    expect(decideShown({ ...base, venture: undefined, ventureFailed: true })).toEqual({
      kind: "page",
    });
  });

  it("waits while the session or the venture is still loading", () => {
    expect(decideShown({ ...base, signedIn: undefined, venture: undefined })).toBeUndefined();
    expect(decideShown({ ...base, venture: undefined })).toBeUndefined();
  });
});
