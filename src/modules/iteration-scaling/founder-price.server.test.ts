import { describe, expect, it } from "vitest";
import { getCountry } from "../../engine/knowledge";
import { generateIterationScaling } from "./generate.server";
import { iterationScalingRequestSchema } from "./schema";

const plan = (businessIdea: string) =>
  generateIterationScaling(iterationScalingRequestSchema.parse({ businessIdea }));

describe("the iteration plan's price in the founder's currency (issue 23)", () => {
  it("shows a euro price as stated with its dollars beside, the metrics in dollars", () => {
    const result = plan(
      "Allergen labelling software for independent bakeries in Germany, €39 a month per bakery",
    );
    const price = result.assumptions.find((item) => item.label === "Price a customer pays a month");
    expect(price?.value).toBe("€39");
    const rate = getCountry("de").usdRate.perUsd;
    const converted = result.assumptions.find(
      (item) => item.label === "Price a customer pays a month in US dollars",
    );
    expect(converted?.value).toBe(`$${Math.round(39 / rate)}`);
    expect(converted?.basis.kind === "estimate" && converted.basis.method).toMatch(
      /^€39 ÷ €[\d.]+ per US dollar/u,
    );
  });

  it("holds a month's amount under its monthly label when the price is weekly", () => {
    const result = plan("Meal boxes for new parents in Boston, $89 a week");
    const monthly = result.assumptions.find(
      (item) => item.label === "Price a customer pays a month",
    );
    expect(monthly?.value).toBe("$386");
    expect(result.assumptions.find((item) => item.label === "Your price as stated")?.value).toBe(
      "$89",
    );
  });

  it("counts a one-off price as revenue per new customer, and CAC earned back by that one sale", () => {
    const idea = "A handheld water-quality tester for home aquarium owners in the US, $249 one-off";
    const find = (result: ReturnType<typeof plan>, label: string) =>
      result.assumptions.find((item) => item.label === label);
    const methodOf = (result: ReturnType<typeof plan>, label: string) => {
      const basis = find(result, label)?.basis;
      return basis?.kind === "estimate" ? basis.method : "";
    };
    const result = plan(idea);
    expect(methodOf(result, "Revenue a month")).toMatch(
      /new customers × \$249 paid once = \$[\d,]+: a one-off price is revenue from each new customer/u,
    );
    expect(methodOf(result, "Customer acquisition cost (CAC)")).toContain(
      "$249, paid once, × 55% gross margin",
    );
    expect(find(result, "CAC payback")?.value).toBe("on the first sale");
    const dear = generateIterationScaling(
      iterationScalingRequestSchema.parse({ businessIdea: idea, cac: 300 }),
    );
    expect(find(dear, "CAC payback")?.value).toBe("not reached");
    expect(methodOf(dear, "CAC payback")).toContain("never earns back their cost");
    const text = dear.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.kind === "paragraph" ? [block.text] : [])),
    );
    expect(text.join("\n")).not.toMatch(/\$249 a month/u);
  });
});
