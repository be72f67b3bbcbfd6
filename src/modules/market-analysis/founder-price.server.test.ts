import { describe, expect, it } from "vitest";
import { getCountry } from "../../engine/knowledge";
import { BROKEN_TEXT_PATTERN, proseOf, unexplainedNumbers } from "../../shared/provenance";
import { generateMarketAnalysis } from "./generate.server";
import {
  type MarketAnalysisRequestInput,
  type MarketAnalysisResult,
  marketAnalysisRequestSchema,
} from "./schema";
import marketAnalysisTool from "./tool";

function analyse(input: MarketAnalysisRequestInput): MarketAnalysisResult {
  return generateMarketAnalysis(marketAnalysisRequestSchema.parse(input));
}

const spendOf = (result: MarketAnalysisResult) =>
  result.assumptions.find((item) => item.label === "Spend per customer a year");

describe("the founder's price is the bottom-up spend per buyer (issue 23)", () => {
  it("annualises a US price and cites it as theirs, the range only a comparison", () => {
    const input = {
      businessIdea: "Inventory and reorder software for independent hardware stores, $149 a month",
      industry: "Retail",
      targetMarket: "Independent hardware stores in the United States",
      geographicScope: "United States",
    } as const;
    const result = analyse(input);
    const spend = spendOf(result);
    expect(spend?.value).toBe("$1,788");
    expect(spend?.basis.kind).toBe("estimate");
    if (spend?.basis.kind === "estimate") {
      expect(spend.basis.method).toContain("Your price, $149 a month (your input)");
      expect(spend.basis.method).toContain("$149 × 12 months = $1,788");
      expect(spend.basis.method).toContain("is a comparison only");
    }
    expect(proseOf(result).join("\n")).toContain("your price, $149 a month");
    const request = marketAnalysisRequestSchema.parse(input);
    expect(
      unexplainedNumbers(result, result.assumptions, marketAnalysisTool.founderText(request)),
    ).toEqual([]);
    expect(proseOf(result).filter((text) => BROKEN_TEXT_PATTERN.test(text))).toEqual([]);
  });

  it("converts a price in another currency to US dollars at the dated rate, shown in theirs", () => {
    const result = analyse({
      businessIdea: "Rota and payroll software for independent cafés in Australia, A$79 a month",
      industry: "Technology",
      targetMarket: "Independent cafés in Australia",
      geographicScope: "Asia-Pacific",
    });
    const rate = getCountry("au").usdRate.perUsd;
    const usd = Math.round(948 / rate);
    const spend = spendOf(result);
    expect(spend?.value).toBe(`A$948 (US$${usd.toLocaleString("en-US")})`);
    const converted = result.assumptions.find(
      (item) => item.label === "Your price a year in US dollars",
    );
    expect(converted?.value).toBe(`$${usd}`);
    if (converted?.basis.kind === "estimate")
      expect(converted.basis.method).toMatch(/A\$948 ÷ A\$[\d.]+ per US dollar \(2023/u);
    expect(result.assumptions.some((item) => item.label.startsWith("AUD per US dollar"))).toBe(
      true,
    );
  });

  it("keeps the knowledge base's range when the founder states no price", () => {
    const spend = spendOf(
      analyse({
        businessIdea: "Inventory and reorder software for independent hardware stores",
        industry: "Retail",
        targetMarket: "Independent hardware stores in the United States",
        geographicScope: "United States",
      }),
    );
    if (spend?.basis.kind === "estimate") expect(spend.basis.method).toMatch(/range/u);
    expect(spend?.basis.kind === "estimate" && spend.basis.method).not.toContain("Your price");
  });

  it("does not take a saving or a raise for the price", () => {
    const spend = spendOf(
      analyse({
        businessIdea:
          "Shrink alerts that save independent hardware stores $2,000 a year; we are raising $300k",
        industry: "Retail",
        targetMarket: "Independent hardware stores in the United States",
        geographicScope: "United States",
      }),
    );
    expect(spend?.basis.kind === "estimate" && spend.basis.method).not.toContain("Your price");
  });
});
