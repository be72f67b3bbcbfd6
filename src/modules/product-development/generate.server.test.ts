import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PlanResult, sectionText } from "../../shared/plan";
import { BROKEN_TEXT_PATTERN, proseOf, unexplainedNumbers } from "../../shared/provenance";
import { sampleVenture } from "../_fixtures/ventures.server";
import { serviceContent } from "./content";
import { generateProductPlan } from "./generate.server";
import { PRODUCT_PLAN_SECTIONS } from "./plan";
import type { ProductPlanRequestInput } from "./schema";
import tool from "./tool";

const parse = (input: ProductPlanRequestInput) => tool.request.parse(input);
const VENTURES = {
  icu: sampleVenture("icu"),
  dogs: sampleVenture("dogs"),
  resale: sampleVenture("resale"),
};
const plan = (input: ProductPlanRequestInput) => generateProductPlan(parse(input));
const text = (result: PlanResult, id: string) =>
  sectionText(result.sections.find((section) => section.id === id)?.blocks ?? []);

function expectSound(input: ProductPlanRequestInput) {
  const request = parse(input);
  const result = generateProductPlan(request);
  const parsed = tool.result.safeParse(result);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
  expect(unexplainedNumbers(result, result.assumptions, tool.founderText(request))).toEqual([]);
  expect(proseOf(result).join("\n")).not.toMatch(BROKEN_TEXT_PATTERN);
  return result;
}

describe("product development plan sections", () => {
  it("are the service page's deliverables word for word, in order, plus the roadmap", () => {
    expect(PRODUCT_PLAN_SECTIONS.map((spec) => spec.deliverable)).toEqual([
      ...serviceContent.framework.deliverables,
      "Product roadmap after the MVP",
    ]);
    expect(PRODUCT_PLAN_SECTIONS.map((spec) => spec.id)).toEqual([
      "research",
      "features",
      "mvp-scope",
      "flows",
      "build-plan",
      "cost-timeline",
      "test-plan",
      "launch",
      "roadmap",
    ]);
  });
});

describe("product development offline engine", () => {
  it.each(Object.entries(VENTURES))(
    "writes a valid, fully explained plan for %s",
    (_name, venture) => {
      const result = expectSound(venture);
      expect(result.builtOn.length).toBe(2);
      expect(result.sources.length).toBeGreaterThan(0);
    },
  );

  it("works from the idea alone and says what it lacks", () => {
    const result = expectSound({ businessIdea: "Bookkeeping for dog groomers" });
    expect(result.builtOn).toEqual([]);
    expect(text(result, "research")).toMatch(/No customer discovery yet/);
    expect(text(result, "research")).toMatch(/No market analysis yet/);
  });

  it("names the venture's product and customer in every section", () => {
    const result = plan(VENTURES.icu);
    expect(result.summary).toMatch(/ShiftWise/);
    for (const section of result.sections) {
      expect(sectionText(section.blocks), section.id).toMatch(/ShiftWise|nurse managers/i);
    }
  });

  it("sums the MVP up by its count and first feature, with no feature cut mid-phrase", () => {
    const result = plan(VENTURES.icu);
    expect(result.summary).toMatch(
      /MVP for .+ holds (\d+ must-have features, led by [^,…]+|[^,…]+), scored with RICE/,
    );
    expect(result.summary.split(". ")[0]).not.toContain("…");
  });

  it("writes different plans for different ventures", () => {
    const icu = plan(VENTURES.icu);
    const dogs = plan(VENTURES.dogs);
    for (const spec of PRODUCT_PLAN_SECTIONS) {
      expect(text(icu, spec.id), spec.id).not.toBe(text(dogs, spec.id));
    }
    expect(text(dogs, "features")).toMatch(/skip and pause/);
    expect(text(icu, "features")).not.toMatch(/skip and pause/);
    expect(text(icu, "test-plan")).toMatch(/paid pilot/i);
    expect(text(dogs, "test-plan")).not.toMatch(/paid pilot/i);
  });

  it("is deterministic", () => {
    expect(plan(VENTURES.resale)).toEqual(plan(VENTURES.resale));
  });

  it("regenerates only the asked section, differently each round, the same for the same round", () => {
    const first = plan(VENTURES.icu);
    for (const spec of PRODUCT_PLAN_SECTIONS) {
      const takes = [1, 2, 3].map((round) =>
        plan({ ...VENTURES.icu, regenerate: { section: spec.id, round } }),
      );
      takes.forEach((result, index) => {
        const round = index + 1;
        const section = result.sections.find((item) => item.id === spec.id);
        expect(section?.round).toBe(round);
        expect(text(result, spec.id), `${spec.id} round ${round}`).not.toBe(text(first, spec.id));
        for (const other of PRODUCT_PLAN_SECTIONS) {
          if (other.id !== spec.id) expect(text(result, other.id)).toBe(text(first, other.id));
        }
        expect(
          unexplainedNumbers(result, result.assumptions, tool.founderText(parse(VENTURES.icu))),
        ).toEqual([]);
      });
      expect(text(takes[0]!, spec.id)).not.toBe(text(takes[1]!, spec.id));
      expect(plan({ ...VENTURES.icu, regenerate: { section: spec.id, round: 2 } })).toEqual(
        takes[1],
      );
    }
  });

  it("shows RICE scores that equal reach × impact × confidence ÷ effort", () => {
    const result = plan({ ...VENTURES.dogs, mustHave: "GPS walk reports, photo updates" });
    const block = result.sections
      .find((section) => section.id === "features")
      ?.blocks.find((item) => item.kind === "table");
    expect(block?.kind).toBe("table");
    if (block?.kind !== "table") return;
    expect(text(result, "features")).toMatch(/RICE = reach × impact × confidence ÷ effort/);
    expect(block.rows.length).toBeGreaterThanOrEqual(6);
    for (const [name, reach, impact, confidence, effort, rice] of block.rows) {
      const expected =
        (Number(reach) * Number(impact) * (Number(confidence?.replace("%", "")) / 100)) /
        Number(effort);
      const shown = Number(rice);
      expect(Math.abs(shown - expected), name).toBeLessThanOrEqual(expected >= 10 ? 0.5 : 0.05);
    }
    const priorities = block.rows.map((row) => row[6]);
    expect(priorities).toContain("Must");
    expect(priorities).toContain("Should");
    expect(priorities).toContain("Later");
    // The founder's must-haves are kept in the MVP.
    expect(block.rows.find((row) => row[0] === "GPS walk reports")?.[6]).toBe("Must");
    expect(block.rows.find((row) => row[0] === "photo updates")?.[6]).toBe("Must");
  });

  it("fits the stack to the founder's technical skills", () => {
    const none = text(plan({ ...VENTURES.icu, technicalSkills: "none" }), "build-plan");
    const developer = text(plan({ ...VENTURES.icu, technicalSkills: "developer" }), "build-plan");
    expect(none).toMatch(/Bubble/);
    expect(none).not.toMatch(/TypeScript/);
    expect(developer).toMatch(/TypeScript/);
    expect(developer).toMatch(/PostgreSQL/);
    expect(developer).not.toMatch(/Bubble/);
  });

  it("compares the estimates with the founder's budget, hours and target", () => {
    const result = expectSound({
      ...VENTURES.resale,
      budget: 40000,
      hoursPerWeek: 10,
      targetWeeks: 6,
      platform: "web",
      technicalSkills: "some-code",
    });
    const costs = text(result, "cost-timeline");
    expect(costs).toMatch(/\$40,000/);
    expect(costs).toMatch(/Your target of 6 weeks is shorter/);
    expect(costs).toMatch(/10 hours a week/);
    expect(result.assumptions).toContainEqual({
      label: "Your MVP budget",
      value: "$40,000",
      basis: { kind: "input", field: "budget" },
    });
  });

  it("stays valid with every number explained over varied requests", () => {
    const words = fc.constantFrom(
      "nurses",
      "dog walkers",
      "3D printing",
      "subscription",
      "marketplace",
      "app",
      "for",
      "24/7",
      "B2B",
      "farmers",
      "students",
      "SaaS",
      "restaurants",
    );
    const idea = fc.oneof(
      fc.array(words, { minLength: 1, maxLength: 8 }).map((list) => list.join(" ")),
      fc.string({ minLength: 1, maxLength: 200 }),
    );
    const arbitrary = fc.record(
      {
        businessIdea: idea,
        targetCustomer: fc.constantFrom("", "Clinic managers with 2 sites", "Parents of toddlers"),
        competitors: fc.constantFrom("", "Rover, Wag", "Excel and 7shifts"),
        earlier: fc.constantFrom(undefined, "icu", "dogs", "resale"),
        budget: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
        technicalSkills: fc.option(fc.constantFrom("none", "no-code", "some-code", "developer"), {
          nil: undefined,
        }),
        hoursPerWeek: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
        platform: fc.option(fc.constantFrom("web", "mobile", "both", "undecided"), {
          nil: undefined,
        }),
        targetWeeks: fc.option(fc.integer({ min: 1, max: 104 }), { nil: undefined }),
        mustHave: fc.constantFrom("", "Shift swaps by text, 2 rota views", "Offline mode; exports"),
        regenerate: fc.option(
          fc.record({
            section: fc.constantFrom(...PRODUCT_PLAN_SECTIONS.map((spec) => spec.id)),
            round: fc.integer({ min: 1, max: 20 }),
          }),
          { nil: undefined },
        ),
      },
      { requiredKeys: ["businessIdea"] },
    );
    fc.assert(
      fc.property(arbitrary, ({ earlier, ...input }) => {
        const body = {
          ...input,
          ...(earlier
            ? {
                marketAnalysis: VENTURES[earlier].marketAnalysis,
                customerDiscovery: VENTURES[earlier].customerDiscovery,
              }
            : {}),
        };
        const parsed = tool.request.safeParse(body);
        if (!parsed.success) return;
        const result = generateProductPlan(parsed.data);
        const valid = tool.result.safeParse(result);
        expect(valid.success, valid.success ? "" : JSON.stringify(valid.error.issues)).toBe(true);
        expect(
          unexplainedNumbers(result, result.assumptions, tool.founderText(parsed.data)),
        ).toEqual([]);
      }),
      { numRuns: 120, seed: 20261121 },
    );
  });
});
