import { describe, expect, it } from "vitest";
import { sampleVenture } from "../_fixtures/ventures.server";
import { buildPrompt } from "./generate.server";
import { IT_FINANCIAL_LEGAL_SECTIONS } from "./plan";
import { itFinancialLegalRequestSchema } from "./schema";

describe("the financial and legal prompt", () => {
  const request = itFinancialLegalRequestSchema.parse({
    ...sampleVenture("icu"),
    country: "uk",
    startingCash: 50_000,
    founders: 2,
    currentTools: "Gmail, a shared Dropbox, Stripe",
  });
  const prompt = buildPrompt(request);

  it("asks for every section by id, with its guidance", () => {
    for (const spec of IT_FINANCIAL_LEGAL_SECTIONS)
      expect(prompt.instructions).toContain(`id "${spec.id}"`);
    expect(prompt.instructions).toMatch(/Month, Customers, Revenue, Costs, Net, Cash/);
    expect(prompt.instructions).toMatch(/not legal advice/);
  });

  it("gives the founder's answers with their field names", () => {
    expect(prompt.founderInput).toContain('(country): "United Kingdom"');
    expect(prompt.founderInput).toContain('(startingCash): "50000"');
    expect(prompt.founderInput).toContain('(founders): "2"');
    expect(prompt.founderText).toContain("Gmail, a shared Dropbox, Stripe");
  });

  it("grounds the model in the knowledge base's benchmarks and the earlier results", () => {
    const titles = prompt.grounding.map((section) => section.title).join("\n");
    expect(titles).toMatch(/Financial model benchmarks/);
    expect(titles).toMatch(/market analysis/);
  });

  it("asks for a different take on a regenerated section", () => {
    const again = buildPrompt({ ...request, regenerate: { section: "runway", round: 2 } });
    expect(again.instructions).toMatch(/regenerate the section "runway"/);
  });
});
