import { describe, expect, it } from "vitest";
import { MARKET_INDUSTRIES } from "../../shared/options";
import { getIndustry } from "../knowledge";
import { readBusinessModel } from "./model";

describe("readBusinessModel (was the market analysis' inferBusinessModel)", () => {
  const technology = getIndustry("Technology");

  it("reads the model from the founder's words", () => {
    const choice = readBusinessModel("An AI assistant for bookkeeping", technology, {
      businessType: "digital",
    });
    expect(choice).toMatchObject({ reason: "words", model: { name: "SaaS" } });
    expect(
      readBusinessModel("a mobile app for runners", technology, { businessType: "digital" }).model
        .name,
    ).toBe("Mobile App");
    expect(
      readBusinessModel("24/7 3D printing of spare parts", getIndustry("Manufacturing"), {
        businessType: "offline",
      }).model.name,
    ).toBe("Manufacturing");
  });

  it("falls back to the industry's usual model that suits the business type", () => {
    const food = getIndustry("Food & Beverage");
    expect(readBusinessModel("something tasty", food, { businessType: "offline" })).toMatchObject({
      reason: "default",
      model: { name: "Restaurant/Food Service" },
    });
    const digital = readBusinessModel("something tasty", food, { businessType: "digital" }).model;
    expect(digital.deliveryMode).not.toBe("offline");
  });

  it("always returns a model for every industry and type", () => {
    for (const industry of MARKET_INDUSTRIES) {
      for (const type of ["digital", "offline", "hybrid", "all"] as const) {
        expect(
          readBusinessModel("", getIndustry(industry), { businessType: type }).model.name,
        ).toBeTruthy();
      }
    }
  });
});
