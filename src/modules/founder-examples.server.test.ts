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
import { generateMarketAnalysis } from "./market-analysis/generate.server";
import { marketAnalysisRequestSchema } from "./market-analysis/schema";

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

describe("issue 16's examples: every stated pain and skill is used or set aside", () => {
  const result = generateIdeas(
    ideaGenerationRequestSchema.parse({
      ...NURSE,
      interests:
        "patient safety, hospital quality improvement, nurse staffing, alarm fatigue, medication errors",
      skills:
        "ICU nursing, SQL, Tableau dashboards, Python, public speaking, grant writing, Spanish",
      challenges:
        "finding the first customers, money, a day job and no technical cofounder, imposter syndrome",
    }),
  );
  const note = result.setAsideNote ?? "";

  it("names the interests past the first three, with why, instead of dropping them", () => {
    expect(note).toMatch(
      /“alarm fatigue” and “medication errors” \(each set builds on your first three interests/,
    );
  });

  it("names a skill no idea of the set calls for", () => {
    expect(note).toContain("“Spanish” (none of these ideas calls for it)");
  });

  it("answers each of the first four challenges in the next steps and sets aside the fifth", () => {
    const steps = result.ideas[0]?.nextSteps.join("\n") ?? "";
    expect(steps).toContain("On “finding the first customers”: start with one channel");
    expect(steps).toMatch(/On “money”: take deposits[^\n]*; on “a day job”: block the same hours/);
    expect(steps).toContain("on “no technical cofounder”: hire a freelancer");
    expect(note).toContain("“imposter syndrome” (the next steps answer your first four challenges");
  });

  it("adds no note when everything the founder wrote is used", () => {
    const plain = generateIdeas(
      ideaGenerationRequestSchema.parse({ ...NURSE, skills: "ICU nursing, SQL" }),
    );
    expect(plain.setAsideNote).toBeUndefined();
  });
});

describe("issue 16's examples: personas are roles in the buyer, in the buyer's words", () => {
  it("describes community hospitals as hospitals, not as 'practices buying software'", () => {
    const result = discover(
      "Patient safety dashboards for quality and patient safety managers at US community hospitals (under 200 beds)",
    );
    const personas = result.customerPersonas;
    expect(personas.primaryPersona).toMatch(
      /^A quality and patient safety manager at a community hospital under 200 beds \(B2B\)\./,
    );
    expect(personas.primaryPersona).toContain("Smaller hospitals with lean teams");
    expect(JSON.stringify(personas)).not.toMatch(/Practices buying|Clinics and provider groups/);
    expect(result.marketInsights.segmentAnalysis).toMatch(
      /^Start with community hospitals under 200 beds \(B2B\): smaller hospitals/,
    );
  });

  it("reads compliance training for hotel staff as hotels buying, HR and training managers as personas", () => {
    const result = discover("Compliance training for hotel staff");
    expect(result.executiveSummary).toContain("serving hotels");
    expect(result.executiveSummary).toContain("do hotels meet this problem");
    expect(result.customerPersonas.primaryPersona).toMatch(
      /^A training or HR manager at one of the hotels \(B2B\)\./,
    );
    expect(result.customerPersonas.demographics).toContain("55,000 hotels");
    // No school's rules, rivals, risks or segments for training sold to hotels.
    expect(JSON.stringify(result)).not.toMatch(
      /school administrator|Schools and districts|FERPA|K-12|PowerSchool|Parents and students/i,
    );
    expect(result.customerPersonas.psychographics).toContain(
      "corporate learning platforms such as Cornerstone OnDemand and Docebo",
    );
  });

  it("keeps a school persona where schools are the buyer", () => {
    const result = discover("A scheduling app for K-12 schools");
    expect(result.customerPersonas.primaryPersona).toMatch(/school administrator/);
  });
});

describe("issue 16's examples: market analysis reads the buyer's size", () => {
  const analyse = (businessIdea: string, industry: string, targetMarket: string) =>
    generateMarketAnalysis(
      marketAnalysisRequestSchema.parse({
        businessIdea,
        industry,
        targetMarket,
        businessType: "digital",
        geographicScope: "United States",
      }),
    );

  it("prices a tool for small nonprofits at the low end of the range, and says so", () => {
    const result = analyse(
      "A volunteer scheduling tool for small nonprofits",
      "Technology",
      "Nonprofits with under 20 staff",
    );
    expect(result.marketSize).toContain(
      "280,000 nonprofits with under 20 staff in the United States × $5,000 a year each",
    );
    expect(result.marketSize).toContain(
      "at its low end, where nonprofits with under 20 staff usually buy",
    );
    expect(result.marketSize).not.toContain("$52,500");
    const spend = result.assumptions.find((a) => a.label === "Spend per customer a year");
    expect(spend?.basis.kind).toBe("estimate");
    expect(spend?.basis.kind === "estimate" && spend.basis.method).toMatch(
      /Assumed price level for nonprofits with under 20 staff \(knowledge-base estimate/,
    );
  });

  it("prices a hospital above a small nonprofit for the same kind of offer", () => {
    const spend = (targetMarket: string) =>
      analyse("Staff scheduling software", "Technology", targetMarket).assumptions.find(
        (a) => a.label === "Spend per customer a year",
      )?.value;
    const money = (value: string | undefined) => Number((value ?? "").replace(/[$,]/g, ""));
    expect(money(spend("Community hospitals"))).toBeGreaterThan(
      money(spend("Nonprofits with under 20 staff")),
    );
  });

  it("describes the hospitals the founder named, not the clinics segment", () => {
    const result = analyse(
      "Patient safety dashboards for community hospitals",
      "Healthcare",
      "Quality and patient safety managers at US community hospitals (under 200 beds)",
    );
    expect(result.targetAudience).toContain(
      "That reads as business buyers: community hospitals under 200 beds (smaller hospitals",
    );
    expect(result.targetAudience).not.toMatch(/Practices buying|Clinics and provider groups/);
  });

  it("does not list the hospitals' own networks as competitors, and says why", () => {
    const result = analyse(
      "Patient safety dashboards for community hospitals",
      "Healthcare",
      "Quality and patient safety managers at US community hospitals (under 200 beds)",
    );
    expect(result.competitiveLandscape).not.toMatch(
      /HCA Healthcare|Integrated payers and health systems:/,
    );
    expect(result.competitiveLandscape).toContain(
      "Left out: integrated payers and health systems, because they are your buyers",
    );
  });

  it("counts hotels inside employer firms for hotel compliance training", () => {
    const result = analyse("Compliance training for hotel staff", "Education", "Hotel staff");
    expect(result.marketSize).toMatch(/SAM [^:]*: hotels, /);
    // The segment's customers are named as hotels, not as the employer firms counted around them.
    expect(result.marketSize).toMatch(/[\d,]+ paying hotels are in your segment/);
    expect(result.marketSize).not.toMatch(/paying employer firms are in your segment/);
    expect(result.targetAudience).toMatch(/your segment holds about [\d,]+ hotels,/);
  });

  it("counts veterinary practices, not every US business, for software sold to vet clinics", () => {
    const result = analyse(
      "PawLedger: bookkeeping and inventory software for independent veterinary clinics, replacing spreadsheets.",
      "Healthcare",
      "Practice managers at independent veterinary clinics in the US",
    );
    expect(result.marketSize).toContain("35,835 veterinary practices in the United States ×");
    expect(result.marketSize).not.toMatch(/million businesses/);
  });

  it.each([
    [
      "Client intake software for small law firms",
      "Managing partners at small law firms",
      "189,717 law firms",
    ],
    ["Scheduling app for hair salons", "Salon owners", "86,412 hair salons and barbershops"],
    [
      "Dispatch software for plumbing companies",
      "Owners of plumbing companies",
      "122,643 plumbing and HVAC contractors",
    ],
    [
      "Check-in software for daycare centers",
      "Directors of daycare centers",
      "79,233 child care centers",
    ],
    [
      "Giving and volunteer software for churches",
      "Church administrators",
      "356,642 congregations",
    ],
  ])("counts the organisations that buy: %s", (idea, target, counted) => {
    const result = analyse(idea, "Technology", target);
    expect(result.marketSize).toContain(`${counted} in the United States ×`);
  });

  it("keeps corporate learning platforms as rivals of hotel training: they sell to employers, they are not hotels", () => {
    const result = analyse("Compliance training for hotel staff", "Education", "Hotel HR managers");
    expect(result.competitiveLandscape).toContain("Corporate learning platforms:");
    expect(result.competitiveLandscape).not.toMatch(/Left out: corporate learning platforms/);
  });
});
