import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sectionText } from "../../shared/plan";
import { BROKEN_TEXT_PATTERN, proseOf, unexplainedNumbers } from "../../shared/provenance";
import {
  SAMPLE_VENTURES,
  type SampleVentureName,
  sampleVenture,
} from "../_fixtures/ventures.server";
import { generateStrategicPlan } from "./generate.server";
import { STRATEGIC_PLAN_SECTIONS } from "./plan";
import { type StrategicPlanRequestInput, strategicPlanRequestSchema } from "./schema";
import tool from "./tool";

const ventures = Object.fromEntries(
  SAMPLE_VENTURES.map((name) => [name, sampleVenture(name)]),
) as Record<SampleVentureName, ReturnType<typeof sampleVenture>>;

function run(input: StrategicPlanRequestInput) {
  const request = strategicPlanRequestSchema.parse(input);
  return { request, result: generateStrategicPlan(request) };
}

/** Every check a plan must pass: schema, number pedigree, no template debris. */
function expectSound(input: StrategicPlanRequestInput) {
  const { request, result } = run(input);
  const parsed = tool.result.safeParse(result);
  expect(parsed.success, JSON.stringify(parsed.error?.issues?.slice(0, 3))).toBe(true);
  expect(unexplainedNumbers(result, result.assumptions, tool.founderText(request))).toEqual([]);
  // Template debris, unless the founder typed it.
  if (!tool.founderText(request).some((text) => BROKEN_TEXT_PATTERN.test(text))) {
    for (const text of proseOf(result)) expect(text).not.toMatch(BROKEN_TEXT_PATTERN);
  }
  return result;
}

const textOf = (result: ReturnType<typeof generateStrategicPlan>, id: string) => {
  const section = result.sections.find((item) => item.id === id);
  return section ? sectionText(section.blocks) : "";
};

/** A section's content units: sentences of paragraphs, list items, table cells (headers aside). */
function unitsOf(result: ReturnType<typeof generateStrategicPlan>, id: string): string[] {
  const section = result.sections.find((item) => item.id === id);
  return (section?.blocks ?? [])
    .flatMap((block) => {
      if (block.kind === "paragraph") return block.text.split(/(?<=[.!?])\s+/);
      if (block.kind === "list") return block.items;
      return block.rows.flat();
    })
    .filter((unit) => unit.length >= 25);
}

describe("the offline strategic plan", () => {
  it.each(SAMPLE_VENTURES)("is valid, with every number explained, for the %s venture", (name) => {
    const result = expectSound(ventures[name]);
    expect(result.sections.map((section) => section.id)).toEqual(
      STRATEGIC_PLAN_SECTIONS.map((spec) => spec.id),
    );
    expect(result.builtOn).toHaveLength(2);
    if (name === "icu") expect(result.sources.length).toBeGreaterThan(0);
  });

  it("is valid with the founder's answers, and uses them", () => {
    const result = expectSound({
      ...ventures.icu,
      runwayMonths: 7,
      teamSize: 3,
      traction: "3 paying clinics, $1,200 MRR",
      yearGoal: "Reach 25 hospitals and $15k MRR",
      constraints: "No outside funding before June",
    });
    expect(textOf(result, "goals")).toContain("3 paying clinics, $1,200 MRR");
    expect(textOf(result, "goals")).toContain("Reach 25 hospitals");
    expect(textOf(result, "roadmap")).toContain("runway ends in month 7");
    expect(textOf(result, "bets")).toContain("21 person-months");
    expect(textOf(result, "not-doing")).toContain("No outside funding before June");
  });

  it("works from the idea alone and says what it lacks", () => {
    const result = expectSound({ businessIdea: "A meal-planning app for busy parents" });
    expect(result.builtOn).toEqual([]);
    const situation = textOf(result, "situation");
    expect(situation).toContain("No market analysis in this venture yet");
    expect(situation).toContain("No customer discovery in this venture yet");
    expect(result.summary).toContain("knowledge-base benchmarks");
  });

  it("names the venture's product, customer and competitors", () => {
    const { result } = run(ventures.icu);
    const all = result.sections.map((section) => sectionText(section.blocks)).join("\n");
    for (const id of [
      "positioning",
      "segments",
      "goals",
      "bets",
      "not-doing",
      "roadmap",
      "lean-canvas",
    ]) {
      expect(textOf(result, id), id).toMatch(/ShiftWise|nurse managers/);
    }
    expect(textOf(result, "positioning")).toContain(
      "For nurse managers at US community hospitals (under 200 beds) who",
    );
    expect(all).toContain("QGenda");
    expect(result.summary).toContain("ShiftWise");
    const dogs = run(ventures.dogs).result;
    expect(textOf(dogs, "positioning")).toContain("Pawtrail");
    expect(textOf(dogs, "positioning")).toContain("Rover");
  });

  it("writes different plans for different ventures", () => {
    const icu = run(ventures.icu).result;
    const dogs = run(ventures.dogs).result;
    let shared = 0;
    let total = 0;
    for (const spec of STRATEGIC_PLAN_SECTIONS) {
      const a = new Set(unitsOf(icu, spec.id));
      const b = unitsOf(dogs, spec.id);
      total += b.length;
      shared += b.filter((unit) => a.has(unit)).length;
    }
    expect(total).toBeGreaterThan(100);
    expect(shared / total).toBeLessThan(0.25);
  });

  it("is deterministic", () => {
    expect(run(ventures.resale).result).toEqual(run(ventures.resale).result);
  });

  it.each(STRATEGIC_PLAN_SECTIONS.map((spec) => spec.id))(
    "regenerates the %s section alone, differently each round",
    (id) => {
      const first = run(ventures.icu).result;
      const texts = new Set([textOf(first, id)]);
      for (const round of [1, 2]) {
        const again = expectSound({ ...ventures.icu, regenerate: { section: id, round } });
        for (const section of again.sections) {
          if (section.id === id) {
            expect(section.round).toBe(round);
          } else {
            expect(section.round).toBe(0);
            expect(sectionText(section.blocks), section.id).toBe(textOf(first, section.id));
          }
        }
        texts.add(textOf(again, id));
        expect(again).toEqual(run({ ...ventures.icu, regenerate: { section: id, round } }).result);
      }
      expect(texts.size, id).toBe(3);
    },
  );

  it("is valid with every number explained for varied requests (property)", () => {
    const words = [
      "dogs",
      "nurses",
      "clinics",
      "app",
      "subscription",
      "marketplace",
      "for",
      "small",
      "restaurants",
      "B2B",
      "24/7",
      "3D printing",
      "parents",
      "solar",
    ];
    const idea = fc.oneof(
      fc
        .array(fc.constantFrom(...words), { minLength: 1, maxLength: 10 })
        .map((list) => list.join(" ")),
      fc.string({ minLength: 1, maxLength: 200 }),
      fc.constant("Acme: 2 tools for 40 shops. They lose 3 hours a week."),
    );
    fc.assert(
      fc.property(
        fc.record({
          businessIdea: idea,
          targetCustomer: fc.option(
            fc.constantFrom(
              "Small clinics",
              "Parents of toddlers",
              "Shopify merchants with 10+ staff",
              "",
            ),
            { nil: undefined },
          ),
          competitors: fc.option(
            fc.constantFrom("Rover, Wag", "Notion", "", "Excel and 2 others"),
            { nil: undefined },
          ),
          runwayMonths: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
          teamSize: fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }),
          traction: fc.option(fc.constantFrom("", "12 pilots, 4 paying", "waitlist of 300"), {
            nil: undefined,
          }),
          yearGoal: fc.option(fc.constantFrom("", "Hit $8k MRR"), { nil: undefined }),
          constraints: fc.option(fc.constantFrom("", "Only 20 hours a week"), { nil: undefined }),
          earlier: fc.option(fc.constantFrom(...SAMPLE_VENTURES), { nil: undefined }),
          which: fc.constantFrom("both", "market", "discovery"),
          regenerate: fc.option(
            fc.record({
              section: fc.constantFrom(...STRATEGIC_PLAN_SECTIONS.map((spec) => spec.id)),
              round: fc.integer({ min: 1, max: 12 }),
            }),
            { nil: undefined },
          ),
        }),
        ({ earlier, which, ...fields }) => {
          const venture = earlier ? ventures[earlier] : undefined;
          const input: StrategicPlanRequestInput = {
            ...fields,
            ...(venture && which !== "discovery" ? { marketAnalysis: venture.marketAnalysis } : {}),
            ...(venture && which !== "market"
              ? { customerDiscovery: venture.customerDiscovery }
              : {}),
          };
          if (!strategicPlanRequestSchema.safeParse(input).success) return;
          expectSound(input);
        },
      ),
      { numRuns: 150, seed: 13 },
    );
  });
});
