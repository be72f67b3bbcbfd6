import { describe, expect, it } from "vitest";
import { formatLongDate, isoFromLongDate } from "./dates";

describe("dates", () => {
  it("spells an ISO date out the same in every locale", () => {
    expect(formatLongDate("2025-03-25")).toBe("March 25, 2025");
    expect(formatLongDate("2026-01-05")).toBe("January 5, 2026");
    expect(formatLongDate("21/11/2026")).toBe("21/11/2026");
    expect(formatLongDate("2026-13-01")).toBe("2026-13-01");
  });

  it("reads a spelled-out date back as ISO", () => {
    expect(isoFromLongDate("January 14, 2025")).toBe("2025-01-14");
    expect(isoFromLongDate(" February 18, 2025 ")).toBe("2025-02-18");
    expect(isoFromLongDate("Smarch 1, 2025")).toBeUndefined();
    expect(isoFromLongDate("January 32, 2025")).toBeUndefined();
  });
});
