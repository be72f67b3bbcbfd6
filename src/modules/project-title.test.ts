import { describe, expect, it } from "vitest";
import { TITLE_SUBJECT_MAX, titleSubject } from "./project-title";

describe("titleSubject", () => {
  it("keeps the first sentence of the founder's words", () => {
    expect(
      titleSubject("ICU scheduling for community hospitals. Nurses swap shifts by text today."),
    ).toBe("ICU scheduling for community hospitals");
  });

  it("cuts long text at a word boundary and marks the cut", () => {
    const subject = titleSubject(
      "A subscription marketplace connecting independent dog walkers with busy apartment owners in large cities",
    );
    expect(subject.length).toBeLessThanOrEqual(TITLE_SUBJECT_MAX + 1);
    expect(subject).toBe("A subscription marketplace connecting independent dog…");
  });

  it("collapses whitespace and answers empty for nothing", () => {
    expect(titleSubject("  meal   kits\nfor students ")).toBe("meal kits for students");
    expect(titleSubject("")).toBe("");
    expect(titleSubject(undefined)).toBe("");
  });
});
