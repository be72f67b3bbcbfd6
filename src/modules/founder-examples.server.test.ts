/**
 * Issue 16's founder, as regression tests: an ICU nurse with SQL and Tableau skills, evenings,
 * under $10,000, and the readings expected of each free tool.
 */
import { describe, expect, it } from "vitest";
import { isAppError } from "../shared/errors";
import { generateCustomerDiscovery } from "./customer-discovery/generate.server";
import { customerDiscoveryRequestSchema } from "./customer-discovery/schema";
import { generateIdeas, SETS_EXHAUSTED_NOTE } from "./idea-generation/generate.server";
import { ideaGenerationRequestSchema } from "./idea-generation/schema";
import { screenIdeaRequest } from "./idea-generation/screen.server";

const NURSE = {
  interests: "patient safety, hospital quality improvement, nurse staffing",
  skills: "ICU nursing, SQL, Tableau dashboards",
  industry: "Healthcare",
  budget: "under-10k",
  timeCommitment: "evenings",
  businessModel: [],
  businessType: "online",
} as const;
const IDEA =
  "Dashboards that help hospital quality and patient safety managers at US community hospitals track nurse staffing and falls, consulting plus a SQL toolkit";

const ideas = (variant = 0) =>
  generateIdeas(ideaGenerationRequestSchema.parse({ ...NURSE, variant }));
const discovery = () =>
  generateCustomerDiscovery(customerDiscoveryRequestSchema.parse({ businessIdea: IDEA }));

describe("issue 16's founder: customer discovery", () => {
  it("asks whether hospitals (plural) meet the problem, and quotes no cut-off idea", () => {
    const result = discovery();
    expect(result.executiveSummary).toContain("do hospitals meet this problem");
    expect(result.executiveSummary).toMatch(/^Your idea reads as a B2B Consulting business/);
    expect(JSON.stringify(result)).not.toMatch(/…”/);
  });

  it("makes the primary persona a person with a role", () => {
    expect(discovery().customerPersonas.primaryPersona).toMatch(
      /^A practice or department manager at one of the hospitals \(/,
    );
  });

  it("never lists the customers (hospitals, health systems) as competitors", () => {
    const result = discovery();
    const rivals = `${result.problemValidation.currentSolutions} ${result.solutionFit.competitiveAdvantage}`;
    expect(rivals).not.toMatch(/health systems|HCA Healthcare|Kaiser Permanente/);
  });

  it("gives a consulting offer no telehealth-licensing barrier", () => {
    expect(discovery().solutionFit.adoptionBarriers.join(" ")).not.toMatch(
      /telehealth|licensed in the patient/i,
    );
  });
});

describe("issue 16's founder: ideas", () => {
  it("never calls $5,000–$60,000 'covered' by a budget under $10,000", () => {
    for (const idea of ideas().ideas) {
      const budget = idea.scoreBreakdown.find((part) => part.criterion === "budget-fit");
      expect(budget?.reason).not.toMatch(/comfortably/);
      const range = /\$([\d,]+)–\$([\d,]+)/.exec(budget?.reason ?? "");
      const high = Number((range?.[2] ?? "0").replace(/,/g, ""));
      if (high > 10_000) {
        expect(budget?.points).toBeLessThan(2);
        expect(budget?.reason).not.toMatch(/covered in full/);
      }
    }
  });

  it("spreads the scores: not four of five at one number", () => {
    const scores = ideas().ideas.map((idea) => idea.score);
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThanOrEqual(2);
  });

  it("uses Tableau or sets it aside by name in every idea", () => {
    for (const idea of ideas().ideas) {
      const skill =
        idea.scoreBreakdown.find((part) => part.criterion === "skill-fit")?.reason ?? "";
      const used =
        /Your skills \(/.test(skill) && idea.assumptions.some((a) => /covered/.test(a.label));
      expect(used || /Set aside for this idea: [^.]*tableau/i.test(skill)).toBe(true);
    }
  });

  it("refuses gibberish with a 'tell us more' message instead of ideas", () => {
    const request = ideaGenerationRequestSchema.parse({
      ...NURSE,
      interests: "asdfgh qwerty",
      skills: "asdfgh",
    });
    let error: unknown;
    try {
      screenIdeaRequest(request);
    } catch (caught) {
      error = caught;
    }
    expect(isAppError(error) && error.code).toBe("input_unclear");
    expect((error as Error).message).toMatch(/^Tell us more about your interests and skills/);
  });

  it("shows no earlier set again on Regenerate until all were shown, then says so", () => {
    const seen = new Set<string>();
    let variant = 0;
    for (; variant < 20; variant += 1) {
      const result = ideas(variant);
      if (result.regenerateNote !== undefined) {
        expect(result.regenerateNote).toBe(SETS_EXHAUSTED_NOTE);
        break;
      }
      const titles = result.ideas.map((idea) => idea.title).join("|");
      expect(seen.has(titles)).toBe(false);
      seen.add(titles);
    }
    expect(variant).toBeGreaterThanOrEqual(6);
  });

  it("writes no 'how they handle parents today'", () => {
    const result = generateIdeas(
      ideaGenerationRequestSchema.parse({
        ...NURSE,
        interests: "helping parents, kids education",
        skills: "teaching, Canva",
        industry: "Education",
      }),
    );
    expect(JSON.stringify(result)).not.toMatch(/handle (?:helping )?parents/);
  });
});
