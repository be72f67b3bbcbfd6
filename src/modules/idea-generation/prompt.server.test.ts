import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composePrompt } from "../../engine/prompt/prompt";
import { GROUNDING_RULES } from "../../engine/prompt/rules";
import {
  BUDGETS,
  BUSINESS_MODELS,
  IDEA_BUSINESS_TYPES,
  IDEA_INDUSTRIES,
  LOCATIONS,
  TIME_COMMITMENTS,
} from "../../shared/options";
import { BROKEN_TEXT_PATTERN } from "../../shared/provenance";
import { buildPrompt } from "./prompt.server";
import type { IdeaGenerationRequestInput } from "./schema";
import ideaGenerationTool from "./tool";

const tool = ideaGenerationTool;
const parse = (input: IdeaGenerationRequestInput) => tool.request.parse(input);
const titles = (input: IdeaGenerationRequestInput) =>
  buildPrompt(parse(input)).grounding.map((section) => section.title);

const base: IdeaGenerationRequestInput = {
  interests: "helping small restaurants cut food waste",
  skills: "web development, data analysis",
};

describe("idea generation prompt", () => {
  it("grounds in the industries the founder's words point to when they chose none", () => {
    expect(titles(base)[0]).toBe("Industry: Food & Beverage");
    expect(titles(base)).toContain("The fourteen industries (category must be one of them)");
    expect(titles(base)).toContain("The eighteen business models");
  });

  it("puts the chosen industry, budget, time, location and business models in full", () => {
    const sections = titles({
      ...base,
      industry: "Technology",
      budget: "under-10k",
      timeCommitment: "evenings",
      businessType: "hybrid",
      location: "urban",
      businessModel: ["SaaS", "Consulting"],
    });
    expect(sections.slice(0, 6)).toEqual([
      "Industry: Technology",
      "Budget: Under $10,000",
      "Time commitment: Evenings and weekends",
      "Location: Urban",
      "Business model: SaaS",
      "Business model: Consulting",
    ]);
    expect(sections).toContain("Other business models");
  });

  it("leaves the location out for an online business", () => {
    const sections = titles({ ...base, businessType: "online", location: "urban" });
    expect(sections.some((title) => title.startsWith("Location"))).toBe(false);
  });

  it("states the rubric and the lists the model must choose from", () => {
    const { instructions } = buildPrompt(parse(base));
    expect(instructions).toContain('skill-fit "Skill fit"');
    expect(instructions).toContain("score = the sum of the five points, rounded");
    for (const industry of IDEA_INDUSTRIES) expect(instructions).toContain(industry);
    for (const model of BUSINESS_MODELS) expect(instructions).toContain(model);
  });

  it("asks for a fresh set on regeneration only", () => {
    expect(buildPrompt(parse({ ...base, variant: 2 })).instructions).toContain("(regeneration 2)");
    expect(buildPrompt(parse(base)).instructions).not.toContain("regeneration");
  });

  it("shows the founder's choices by their labels, naming each field", () => {
    const prompt = buildPrompt(parse({ ...base, budget: "10k-50k", timeCommitment: "part-time" }));
    expect(prompt.founderInput).toContain('- Budget (budget): "$10,000 – $50,000"');
    expect(prompt.founderInput).toContain(
      '- Time commitment (timeCommitment): "Part-time (10-20 hours/week)"',
    );
    expect(prompt.founderText).toEqual(
      tool.founderText(parse({ ...base, budget: "10k-50k", timeCommitment: "part-time" })),
    );
  });

  it("never shows a broken template and fits the default cap, for any profile", () => {
    const choice = <T extends string>(values: readonly T[]) =>
      fc.option(fc.constantFrom(...values), { nil: undefined });
    fc.assert(
      fc.property(
        choice(IDEA_INDUSTRIES),
        choice(BUDGETS.map((item) => item.value)),
        choice(TIME_COMMITMENTS.map((item) => item.value)),
        choice(IDEA_BUSINESS_TYPES.map((item) => item.value)),
        choice(LOCATIONS.map((item) => item.value)),
        fc.subarray([...BUSINESS_MODELS], { maxLength: 5 }),
        (industry, budget, timeCommitment, businessType, location, businessModel) => {
          const request = {
            ...base,
            industry,
            budget,
            timeCommitment,
            businessType,
            location,
            businessModel,
          };
          const composed = composePrompt(buildPrompt(parse(request)), {
            rules: GROUNDING_RULES,
            maxChars: 24_000,
          });
          const text = `${composed.system}\n${composed.prompt}`;
          expect(text).not.toMatch(BROKEN_TEXT_PATTERN);
          expect(text.length).toBeLessThanOrEqual(24_000);
          expect(composed.prompt).toContain(base.interests);
        },
      ),
      { numRuns: 60 },
    );
  });
});
