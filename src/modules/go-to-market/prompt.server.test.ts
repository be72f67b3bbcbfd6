import { describe, expect, it } from "vitest";
import { sampleVenture } from "../_fixtures/ventures.server";
import { buildPrompt } from "./generate.server";
import { GO_TO_MARKET_SECTIONS } from "./plan";
import { goToMarketRequestSchema } from "./schema";

describe("the go-to-market prompt", () => {
  const request = goToMarketRequestSchema.parse({
    ...sampleVenture("icu"),
    monthlyBudget: 2000,
    launchDate: "2026-03-02",
    salesMotion: "sales-led",
    channelsTried: "LinkedIn posts, 40 messages, 2 replies",
  });
  const prompt = buildPrompt(request);

  it("asks for every section by id, with its guidance", () => {
    for (const spec of GO_TO_MARKET_SECTIONS)
      expect(prompt.instructions).toContain(`id "${spec.id}"`);
    expect(prompt.instructions).toMatch(/Stage, Target, Rate, Basis/);
    expect(prompt.instructions).toMatch(/go-to-market plan/);
  });

  it("gives the founder's answers with their field names", () => {
    expect(prompt.founderInput).toContain('(monthlyBudget): "2000"');
    expect(prompt.founderInput).toContain('(launchDate): "2026-03-02"');
    expect(prompt.founderInput).toMatch(/\(salesMotion\): "Sales-led/);
    expect(prompt.founderText).toContain("LinkedIn posts, 40 messages, 2 replies");
  });

  it("grounds the funnel in the knowledge base's benchmarks, with their sources", () => {
    const funnel = prompt.grounding.find((section) =>
      section.title.startsWith("Funnel benchmarks"),
    );
    const lines = funnel?.lines.map((line) => line.text).join("\n") ?? "";
    expect(lines).toContain("$4.66");
    expect(lines).toContain("6.96%");
    expect(funnel?.lines.flatMap((line) => line.sourceIds ?? [])).toContain(
      "wordstream-search-ads-benchmarks-2024",
    );
    const titles = prompt.grounding.map((section) => section.title).join("\n");
    expect(titles).toMatch(/market analysis/);
    expect(titles).toMatch(/customer discovery/);
  });

  it("asks for a different take on a regenerated section", () => {
    const again = buildPrompt({ ...request, regenerate: { section: "channels", round: 2 } });
    expect(again.instructions).toMatch(/regenerate the section "channels"/);
  });
});
