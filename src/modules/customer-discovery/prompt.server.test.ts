import { describe, expect, it } from "vitest";
import { composePrompt } from "../../engine/prompt/prompt";
import { GROUNDING_RULES } from "../../engine/prompt/rules";
import { BROKEN_TEXT_PATTERN } from "../../shared/provenance";
import { buildPrompt } from "./prompt.server";
import type { CustomerDiscoveryRequestInput } from "./schema";
import customerDiscoveryTool from "./tool";

const tool = customerDiscoveryTool;
const parse = (input: CustomerDiscoveryRequestInput) => tool.request.parse(input);

const idea = "A subscription box of outgrown kids' clothes swapped between parents";

const marketData = {
  marketOverview: "Kids' resale sits inside US apparel spending of $343B.",
  opportunities: ["Size bundles", "School parent groups"],
  assumptions: [
    {
      label: "US apparel market (2023)",
      value: "$343B",
      basis: { kind: "source", sourceId: "statista-apparel-market-2023" },
    },
    {
      label: "Made-up figure",
      value: "12%",
      basis: { kind: "source", sourceId: "not-a-real-source" },
    },
  ],
};

describe("customer discovery prompt", () => {
  it("grounds in the industry and business model the idea's words point to", () => {
    const prompt = buildPrompt(parse({ businessIdea: idea }));
    const titles = prompt.grounding.map((section) => section.title);
    expect(titles.slice(0, 2)).toContain("Industry: Fashion");
    expect(titles).toContain("Business model: Subscription");
    expect(titles).toContain("The twenty industries (classification.industry is one of them)");
    expect(prompt.founderInput).toBe(`- Business idea (businessIdea): ${JSON.stringify(idea)}`);
  });

  it("falls back to the overviews when the idea names no industry or model", () => {
    const titles = buildPrompt(parse({ businessIdea: "Something new for people" })).grounding.map(
      (section) => section.title,
    );
    expect(titles).toEqual([
      "The eighteen business models",
      "The twenty industries (classification.industry is one of them)",
    ]);
  });

  it("carries the earlier market analysis with the sources behind its figures", () => {
    const prompt = buildPrompt(parse({ businessIdea: idea, marketData }));
    const section = prompt.grounding.find((item) => item.title.startsWith("The founder's earlier"));
    const lines = section?.lines ?? [];
    expect(lines[0]?.text).toBe("Overview: Kids' resale sits inside US apparel spending of $343B.");
    expect(lines).toContainEqual({
      text: "Figure from the analysis, US apparel market (2023): $343B [statista-apparel-market-2023]",
      sourceIds: ["statista-apparel-market-2023"],
    });
    expect(lines).toContainEqual({
      text: "Figure from the analysis, Made-up figure: 12%",
      sourceIds: [],
    });
    expect(prompt.founderInput).toContain("(marketData)");
  });

  it("reads unknown marketData shapes leniently and leaves them out", () => {
    const prompt = buildPrompt(parse({ businessIdea: idea, marketData: { foo: [1, { bar: 2 }] } }));
    expect(prompt.grounding.some((item) => item.title.startsWith("The founder's earlier"))).toBe(
      false,
    );
    expect(prompt.founderInput).not.toContain("marketData");
  });

  it("composes under the default cap without broken text", () => {
    const composed = composePrompt(
      buildPrompt(parse({ businessIdea: "x ".repeat(999), marketData })),
      { rules: GROUNDING_RULES, maxChars: 24_000 },
    );
    const text = `${composed.system}\n${composed.prompt}`;
    expect(text.length).toBeLessThanOrEqual(24_000);
    expect(text).not.toMatch(BROKEN_TEXT_PATTERN);
  });
});
