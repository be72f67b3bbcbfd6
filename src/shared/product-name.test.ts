import { describe, expect, it } from "vitest";
import { productName, TITLE_SUBJECT_MAX, titleSubject, ventureName } from "./product-name";

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

  it("cuts a run of hyphen-joined words between two of them, never inside one", () => {
    const subject = titleSubject(
      "AgriVision: drone-based-computer-vision-crop-disease-detection-for-arable-farms",
    );
    expect(subject).toBe("AgriVision: drone-based-computer-vision-crop-disease…");
    expect(
      titleSubject("FieldEye: drones/computer-vision/crop-disease/detection/for/arable/farms", 40),
    ).toBe("FieldEye: drones/computer-vision/crop…");
  });

  it("collapses whitespace and answers empty for nothing", () => {
    expect(titleSubject("  meal   kits\nfor students ")).toBe("meal kits for students");
    expect(titleSubject("")).toBe("");
    expect(titleSubject(undefined)).toBe("");
  });
});

describe("productName and ventureName", () => {
  it("take the product's name when the founder put one first", () => {
    expect(
      productName(
        "PawLedger: bookkeeping and inventory software for independent veterinary clinics, replacing spreadsheets.",
      ),
    ).toBe("PawLedger");
    expect(productName("Acme Health — claims software for clinics")).toBe("Acme Health");
    expect(productName("ShiftWise - ICU nurse scheduling")).toBe("ShiftWise");
    expect(ventureName("PawLedger: bookkeeping software for vet clinics")).toBe("PawLedger");
  });

  it("read descriptions and labels as no name", () => {
    expect(productName("ICU scheduling: nurses swap shifts")).toBeUndefined();
    expect(productName("Idea: an app for dog walkers")).toBeUndefined();
    expect(productName("A subscription marketplace for dog walkers")).toBeUndefined();
    expect(productName("Meal kits for students: cheap and quick")).toBeUndefined();
    expect(productName("Well-known Brand Name Here: something")).toBeUndefined();
    expect(productName(undefined)).toBeUndefined();
    expect(ventureName("ICU scheduling for community hospitals. Nurses swap shifts.")).toBe(
      "ICU scheduling for community hospitals",
    );
  });
});
