import { describe, expect, it } from "vitest";
import { stopAfter } from "./text";

describe("stopAfter", () => {
  it("adds a full stop unless the name already ends a sentence", () => {
    expect(stopAfter("PawLedger")).toBe(".");
    expect(stopAfter("bookkeeping software for…")).toBe("");
    expect(stopAfter("Go!")).toBe("");
    expect(stopAfter("Acme Inc. ")).toBe("");
  });
});
