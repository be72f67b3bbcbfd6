import { describe, expect, it } from "vitest";
import { ProvenanceBuilder } from "../../../engine/provenance-builder";
import { definePlanEngine } from "./engine.server";
import { readVentureFacts } from "./facts.server";
import { definePlanSections, servicePageDeliverables } from "./sections";

const SECTIONS = definePlanSections([
  { id: "first", heading: "First", deliverable: "The first deliverable" },
  { id: "second", heading: "Second", deliverable: "The second deliverable" },
  { id: "extra", heading: "Extra", deliverable: "Not on the page", servicePage: false },
]);

interface Request {
  businessIdea: string;
  targetCustomer: string;
  competitors: string;
  regenerate?: { section: string; round: number };
}

const written: string[] = [];
const base = {
  context: (request: Request) => ({
    facts: readVentureFacts(request),
    builder: new ProvenanceBuilder(),
  }),
  summary: () => {
    written.push("summary");
    return "A plan for dog walkers.";
  },
  tool: { founderText: (request: Request) => [request.businessIdea] },
  prompt: { task: "A test plan.", fields: () => [] },
};
const writer =
  (id: string) =>
  (_ctx: unknown, round: number): [{ kind: "paragraph"; text: string }] => {
    written.push(id);
    return [{ kind: "paragraph", text: `${id} in round ${round}` }];
  };
const sections = {
  first: { guidance: "the first section's table", write: writer("first") },
  second: { guidance: "the second section's list", write: writer("second") },
  extra: { guidance: "the extra section", write: writer("extra") },
};
const request: Request = {
  businessIdea: "Dog walking for busy owners",
  targetCustomer: "",
  competitors: "",
};

describe("definePlanEngine", () => {
  it("writes every declared section in order, the summary first by default", () => {
    written.length = 0;
    const engine = definePlanEngine(SECTIONS, { ...base, sections });
    const plan = engine.generate(request);
    expect(plan.sections.map((section) => section.id)).toEqual(["first", "second", "extra"]);
    expect(plan.sections.map((section) => section.heading)).toEqual(["First", "Second", "Extra"]);
    expect(plan.summary).toBe("A plan for dog walkers.");
    expect(written).toEqual(["summary", "first", "second", "extra"]);
  });

  it("passes a regenerated section its round, and writes the summary and `last` when told", () => {
    written.length = 0;
    const engine = definePlanEngine(SECTIONS, {
      ...base,
      sections,
      order: { summary: "after-sections", last: ["first"] },
    });
    const plan = engine.generate({ ...request, regenerate: { section: "second", round: 3 } });
    expect(written).toEqual(["second", "extra", "summary", "first"]);
    expect(plan.sections.map((section) => section.round)).toEqual([0, 3, 0]);
    expect(plan.sections[1]?.blocks).toEqual([{ kind: "paragraph", text: "second in round 3" }]);
  });

  it("gives the model each section's guidance in the prompt", () => {
    const prompt = definePlanEngine(SECTIONS, { ...base, sections }).buildPrompt(request);
    expect(prompt.instructions).toContain('id "second", heading "Second"');
    expect(prompt.instructions).toContain("the second section's list");
  });

  it("does not compile, nor run, with a section lacking its writer or its guidance", () => {
    expect(() =>
      definePlanEngine(SECTIONS, {
        ...base,
        sections: {
          ...sections,
          // @ts-expect-error: a section without its writer does not compile
          second: { guidance: "the second section's list" },
        },
      }),
    ).toThrow("No writer for the plan section second");
    expect(() =>
      definePlanEngine(SECTIONS, {
        ...base,
        sections: {
          ...sections,
          // @ts-expect-error: a section without its model guidance does not compile
          second: { write: writer("second") },
        },
      }),
    ).toThrow("No model guidance for the plan section second");
    expect(() =>
      definePlanEngine(SECTIONS, {
        ...base,
        // @ts-expect-error: a declared section left out of the engine does not compile
        sections: { first: sections.first, second: sections.second },
      }),
    ).toThrow("No writer for the plan section extra");
    expect(() =>
      definePlanEngine(SECTIONS, {
        ...base,
        sections: {
          ...sections,
          // @ts-expect-error: a section the plan does not declare does not compile
          fourth: { guidance: "a fourth", write: writer("fourth") },
        },
      }),
    ).toThrow("Plan sections not declared: fourth");
  });
});

describe("definePlanSections", () => {
  it("refuses a repeated id", () => {
    expect(() =>
      definePlanSections([
        { id: "same", heading: "A", deliverable: "A" },
        { id: "same", heading: "B", deliverable: "B" },
      ]),
    ).toThrow("declared twice");
  });

  it("lists the service page's deliverables in order, without the sections it leaves out", () => {
    expect(servicePageDeliverables(SECTIONS)).toEqual([
      "The first deliverable",
      "The second deliverable",
    ]);
  });
});
