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
  it("asks whether community hospitals (plural) meet the problem, and quotes no cut-off idea", () => {
    const result = discovery();
    expect(result.executiveSummary).toContain("do community hospitals meet this problem");
    expect(result.executiveSummary).toMatch(/^Your idea reads as a B2B Consulting business/);
    expect(JSON.stringify(result)).not.toMatch(/…”/);
  });

  it("makes the primary persona the role the founder named, at a community hospital", () => {
    expect(discovery().customerPersonas.primaryPersona).toMatch(
      /^A quality and patient safety manager at a community hospital \(/,
    );
  });

  it("books interviews with that role at different hospitals, recruited where they gather", () => {
    const result = discovery();
    const actions = result.recommendations.immediateActions.join("\n");
    expect(actions).toContain(
      "10 with quality and patient safety managers, each at a different community hospital",
    );
    expect(actions).toMatch(/state hospital associations[^\n]*LinkedIn searched by job title/);
    expect(result.customerPersonas.demographics).toContain("5,129 community hospitals");
    expect(JSON.stringify(result)).not.toMatch(/\bpatients meet|with patients\b/);
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

const discover = (businessIdea: string) =>
  generateCustomerDiscovery(customerDiscoveryRequestSchema.parse({ businessIdea }));

describe("issue 16's examples: customer discovery reads the buyer", () => {
  it("reads hospital software's customers as community hospitals, not patients", () => {
    const result = discover(
      "Incident-review software that turns hospital EHR exports into patient safety dashboards",
    );
    expect(result.classification.orientation).toBe("B2B");
    expect(result.executiveSummary).toContain("serving community hospitals");
    expect(JSON.stringify(result)).not.toMatch(
      /\bpatients (?:meet|already gather)|10 with patients/,
    );
  });

  it("counts the hospitals under 200 beds the founder named, with the role inside them", () => {
    const result = discover(
      "Incident-review software for quality and patient safety managers at US community hospitals (under 200 beds)",
    );
    expect(result.customerPersonas.primaryPersona).toMatch(
      /^A quality and patient safety manager at a community hospital under 200 beds \(/,
    );
    expect(result.customerPersonas.demographics).toContain(
      "4,100 community hospitals under 200 beds",
    );
  });

  it("reads a dog-walking subscription app's customers as households with a dog", () => {
    const result = discover("A dog-walking subscription app");
    expect(result.classification.orientation).toBe("B2C");
    expect(result.executiveSummary).toContain("do households with a dog meet this problem");
    expect(result.customerPersonas.primaryPersona).toMatch(/^Households with a dog \(/);
    expect(result.customerPersonas.demographics).toContain("households with a dog (2023)");
    expect(result.recommendations.immediateActions.join(" ")).toContain("dog parks");
    expect(JSON.stringify(result)).not.toMatch(/niche consumers meet/);
  });

  it("keeps a dog-walking marketplace for apartment owners in pet services, B2C", () => {
    const result = discover("A dog-walking marketplace for apartment owners");
    expect(result.classification.industry).not.toBe("Real Estate");
    expect(result.classification.orientation).toBe("B2C");
    expect(result.classification.businessModel).toBe("Marketplace");
    expect(JSON.stringify(result)).not.toMatch(/landlord|property manager/i);
    expect(result.customerPersonas.demographics).toContain("counted among households with a dog");
  });
});
