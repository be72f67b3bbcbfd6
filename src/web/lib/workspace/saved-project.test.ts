import { describe, expect, it } from "vitest";
import { generatePath, savedProjectId } from "./saved-project";

describe("generate endpoints and the workspace", () => {
  it("aims a generation at the project being edited", () => {
    expect(generatePath("/api/market-analysis", undefined)).toBe("/api/market-analysis");
    expect(generatePath("/api/market-analysis", "a/b")).toBe("/api/market-analysis?project=a%2Fb");
  });

  it("reads the saved project id, only when there is one", () => {
    expect(savedProjectId({ ideas: [], projectId: "p1" })).toBe("p1");
    expect(savedProjectId({ ideas: [] })).toBeUndefined();
    expect(savedProjectId({ projectId: 5 })).toBeUndefined();
    expect(savedProjectId(null)).toBeUndefined();
  });
});
