import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getBudget, getLocation, getTimeCommitment } from "../../engine/knowledge";
import {
  BUDGETS,
  BUSINESS_MODELS,
  type BusinessModel,
  IDEA_BUSINESS_TYPES,
  IDEA_INDUSTRIES,
  LOCATIONS,
  TIME_COMMITMENTS,
} from "../../shared/options";
import { BROKEN_TEXT_PATTERN, proseOf, unexplainedNumbers } from "../../shared/provenance";
import { generateIdeas, SETS_EXHAUSTED_NOTE } from "./generate.server";
import {
  type IdeaGenerationRequest,
  type IdeaGenerationRequestInput,
  type IdeaGenerationResult,
  ideaGenerationRequestSchema,
  ideaGenerationResultSchema,
  savedIdeaSchema,
} from "./schema";
import ideaGenerationTool from "./tool";

const request = (body: IdeaGenerationRequestInput): IdeaGenerationRequest =>
  ideaGenerationRequestSchema.parse(body);

const titlesOf = (result: IdeaGenerationResult) => result.ideas.map((idea) => idea.title).sort();

const founderText = (req: IdeaGenerationRequest) => ideaGenerationTool.founderText(req);

/** Every check that holds for any request; returns readable problems (empty = fine). */
function problemsOf(req: IdeaGenerationRequest, result: IdeaGenerationResult): string[] {
  const problems: string[] = [];
  const parsed = ideaGenerationResultSchema.safeParse(result);
  if (!parsed.success) problems.push(`schema: ${parsed.error.issues[0]?.message}`);
  if (result.ideas.length < 3 || result.ideas.length > 6) problems.push("idea count");
  for (const idea of result.ideas) {
    for (const text of proseOf(idea)) {
      if (BROKEN_TEXT_PATTERN.test(text)) problems.push(`broken text in ${idea.title}: ${text}`);
    }
    const missing = unexplainedNumbers(idea, idea.assumptions, founderText(req));
    if (missing.length > 0) problems.push(`unexplained ${missing.join(", ")} in ${idea.title}`);
    if (!savedIdeaSchema.safeParse(idea).success) problems.push(`not saveable: ${idea.title}`);
    if (idea.nextSteps.length < 3) problems.push(`few next steps: ${idea.title}`);
    if (idea.keyBenefits.length < 3) problems.push(`few benefits: ${idea.title}`);
  }
  if (new Set(result.ideas.map((idea) => idea.id)).size !== result.ideas.length) {
    problems.push("duplicate ids");
  }
  if (new Set(titlesOf(result)).size !== result.ideas.length) problems.push("duplicate titles");
  return problems;
}

/** The models the founder's budget, time and location rule out. */
function forbiddenModels(req: IdeaGenerationRequest): Set<BusinessModel> {
  const forbidden = new Set<BusinessModel>();
  if (req.budget) for (const m of getBudget(req.budget).excludedBusinessModels) forbidden.add(m);
  if (req.timeCommitment) {
    for (const m of getTimeCommitment(req.timeCommitment).unsuitableBusinessModels) {
      forbidden.add(m);
    }
  }
  if (req.location && req.businessType !== "online") {
    for (const m of getLocation(req.location).unsuitableBusinessModels) forbidden.add(m);
  }
  return forbidden;
}

// ---------------------------------------------------------------------------------------------
// Realistic profiles
// ---------------------------------------------------------------------------------------------

const PROFILES: Record<string, IdeaGenerationRequestInput> = {
  dogsAndPython: {
    interests: "dogs, hiking",
    skills: "python, data analysis",
    budget: "under-10k",
    timeCommitment: "part-time",
  },
  bakerOffline: {
    interests: "I love cooking and baking sourdough bread",
    skills: "marketing, social media",
    industry: "Food & Beverage",
    budget: "10k-50k",
    timeCommitment: "full-time",
    businessType: "offline",
    location: "suburban",
  },
  printingHardware: {
    interests: "3D printing, robotics",
    skills: "mechanical engineering, CAD, prototyping",
    budget: "50k-100k",
    timeCommitment: "flexible",
    businessModel: ["Hardware", "Manufacturing"],
  },
  nurseHealthcare: {
    interests: "elderly care, mental health",
    skills: "nursing, customer service",
    industry: "Healthcare",
    budget: "100k-500k",
    timeCommitment: "full-time",
    businessType: "hybrid",
    location: "urban",
    experience: "12 years as an ICU nurse",
    targetMarket: "adult children caring for parents 24/7",
    challenges: "finding the first customers",
  },
  accountantOnline: {
    interests: "personal finance, board games",
    skills: "bookkeeping, excel, teaching",
    budget: "over-500k",
    timeCommitment: "evenings",
    businessType: "online",
    businessModel: ["SaaS", "Subscription", "Consulting"],
  },
};

describe("generateIdeas on realistic profiles", () => {
  for (const [name, body] of Object.entries(PROFILES)) {
    it(`${name}: valid, explained, specific and stable`, () => {
      const req = request(body);
      const result = generateIdeas(req);
      expect(problemsOf(req, result)).toEqual([]);
      expect(result).toEqual(generateIdeas(request(body)));
      for (const idea of result.ideas) {
        expect(forbiddenModels(req).has(idea.businessModel)).toBe(false);
      }
    });

    it(`${name}: Regenerate gives a different set each time`, () => {
      const sets = [0, 1, 2, 3].map((variant) =>
        titlesOf(generateIdeas(request({ ...body, variant }))),
      );
      for (let a = 0; a < sets.length; a += 1) {
        for (let b = a + 1; b < sets.length; b += 1) expect(sets[a]).not.toEqual(sets[b]);
      }
    });
  }

  it("names the founder's interests and constraints", () => {
    const req = request(PROFILES.dogsAndPython as IdeaGenerationRequestInput);
    const result = generateIdeas(req);
    const titles = result.ideas.map((idea) => idea.title.toLowerCase()).join(" | ");
    expect(titles).toMatch(/dog|hiking/);
    const prose = result.ideas.flatMap((idea) => proseOf(idea)).join(" ");
    expect(prose).toContain("under $10,000");
    expect(prose).toContain("Part-time (10-20 hours/week)");
    expect(prose.toLowerCase()).toContain("“python”");
  });

  it("quotes the founder's target market and challenge", () => {
    const result = generateIdeas(request(PROFILES.nurseHealthcare as IdeaGenerationRequestInput));
    for (const idea of result.ideas) {
      expect(idea.targetMarket).toContain("Adult children caring for parents 24/7");
      expect(idea.nextSteps.join(" ")).toContain("“finding the first customers”");
      expect(idea.category).toBe("Healthcare");
    }
  });

  it("keeps ids stable across variants for the same candidate", () => {
    const body = PROFILES.dogsAndPython as IdeaGenerationRequestInput;
    const byTitle = new Map<string, string>();
    for (const variant of [0, 1, 2, 3, 4, 5]) {
      for (const idea of generateIdeas(request({ ...body, variant })).ideas) {
        const seen = byTitle.get(idea.title);
        if (seen !== undefined) expect(idea.id).toBe(seen);
        byTitle.set(idea.title, idea.id);
      }
    }
  });
});

describe("the rubric", () => {
  it("sums its parts into the score and explains each with input and figure", () => {
    const req = request(PROFILES.dogsAndPython as IdeaGenerationRequestInput);
    for (const idea of generateIdeas(req).ideas) {
      const sum = idea.scoreBreakdown.reduce((total, part) => total + part.points, 0);
      expect(idea.score).toBe(Math.round(sum));
      for (const part of idea.scoreBreakdown)
        expect(part.points * 2).toBe(Math.round(part.points * 2));
      const [skill, budget, growth, competition, time] = idea.scoreBreakdown;
      expect(skill?.reason).toMatch(/“python”|“data analysis”|Your skills/);
      expect(budget?.reason).toMatch(/under \$10,000.*\$[\d,]+–\$[\d,]+/);
      expect(growth?.reason).toMatch(/\d(\.\d)?% a year/);
      expect(competition?.reason).toMatch(/competition in .* as (low|medium|high)/);
      expect(time?.reason).toMatch(/15 hours a week; .* needs at least \d+ hours/);
      expect(idea.assumptions.map((a) => a.label)).toContain("Score: budget fit");
    }
  });

  it("shows the time-to-market arithmetic from the launch pace", () => {
    const req = request(PROFILES.dogsAndPython as IdeaGenerationRequestInput);
    for (const idea of generateIdeas(req).ideas) {
      expect(idea.timeToMarket).toMatch(/months at full-time pace × 2× launch pace/);
      const method = idea.assumptions.find(
        (a) => a.label.startsWith("Months to first revenue") && a.label.includes("pace"),
      );
      expect(method?.basis.kind === "estimate" && method.basis.method).toMatch(/× 2 /);
    }
  });

  it("rates capital-heavy, regulated ideas harder than lean ones", () => {
    const heavy = generateIdeas(
      request({
        interests: "restaurants",
        skills: "cooking",
        budget: "over-500k",
        timeCommitment: "full-time",
        businessModel: ["Restaurant/Food Service"],
      }),
    );
    const restaurant = heavy.ideas.find((idea) => idea.businessModel === "Restaurant/Food Service");
    expect(restaurant?.difficulty).toBe("High");
    expect(restaurant?.difficultyReason).toMatch(/^High: high capital/);
  });
});

describe("hard constraints", () => {
  it("never proposes a restaurant on an under-10k budget, even when asked", () => {
    const result = generateIdeas(
      request({
        interests: "food, coffee",
        skills: "cooking",
        budget: "under-10k",
        businessModel: ["Restaurant/Food Service"],
      }),
    );
    expect(result.ideas.some((idea) => idea.businessModel === "Restaurant/Food Service")).toBe(
      false,
    );
    const [first, ...rest] = result.ideas;
    expect(first?.description).toContain(
      "You picked Restaurant/Food Service, left out here: it needs $75,000–$750,000 to launch, " +
        "beyond a budget of under $10,000.",
    );
    for (const idea of rest) {
      expect(idea.description).toContain(
        "You picked Restaurant/Food Service, which is out for your budget",
      );
    }
    for (const idea of result.ideas) {
      expect(idea.description).toContain(`This idea runs as ${idea.businessModel} instead.`);
    }
  });

  it("explains every reason a chosen model is out (budget, hours, location)", () => {
    const result = generateIdeas(
      request({
        interests: "coffee",
        skills: "barista",
        budget: "under-10k",
        timeCommitment: "evenings",
        businessType: "offline",
        location: "home-based",
        businessModel: ["Franchise"],
      }),
    );
    const text = result.ideas[0]?.description ?? "";
    expect(text).toContain("You picked Franchise, left out here:");
    expect(text).toMatch(/beyond a budget of under \$10,000/);
    expect(text).toMatch(
      /at least 40 hours a week, against about 10 hours on an evenings and weekends schedule/,
    );
    expect(text).toMatch(/unsuitable for a home-based location/);
  });

  it("uses the founder's allowed picks first and marks anything else as an alternative", () => {
    const body: IdeaGenerationRequestInput = {
      interests: "dogs",
      skills: "grooming",
      budget: "under-10k",
      businessModel: ["Local Services"],
    };
    const result = generateIdeas(request(body));
    expect(result.ideas[0]?.businessModel).toBe("Local Services");
    for (const idea of result.ideas) {
      if (idea.businessModel !== "Local Services") {
        expect(idea.description).toContain("is not among the models you picked");
      }
    }
  });

  it("keeps online founders on online-capable models", () => {
    const req = request({ interests: "gardening", skills: "writing", businessType: "online" });
    for (const variant of [0, 1, 2]) {
      for (const idea of generateIdeas({ ...req, variant }).ideas) {
        expect(["Local Services", "Franchise", "Brick & Mortar Store"]).not.toContain(
          idea.businessModel,
        );
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Generated requests
// ---------------------------------------------------------------------------------------------

const REALISTIC_WORDS = [
  "dogs",
  "cats",
  "hiking",
  "cooking",
  "baking",
  "python",
  "3D printing",
  "24/7 support",
  "board games",
  "yoga",
  "personal finance",
  "sustainable fashion",
  "kids",
  "Spanish",
  "electric vehicles",
  "coffee",
  "machine learning",
  "woodworking",
  "real estate",
  "mental health",
  "AI",
  "iOS apps",
  "1,000 mugs",
  "4.90 price point",
  "café culture",
  "日本料理",
  "música",
  "Ωmega",
  "🐶 dogs",
];

const HOSTILE_WORDS = [
  "undefined",
  "NaN",
  "[object Object]",
  "{{title}}",
  "$" + "{process.env}",
  "<% evil %>",
  "<script>alert(1)</script>",
  "'; DROP TABLE ideas; --",
  "ignore previous instructions",
  "\u202Eevil\u200B",
  ".5 scale models",
  "x".repeat(120),
  "supercalifragilisticexpialidocious".repeat(5),
  "12345678901234567890",
];

const phraseArb = fc.oneof(
  fc.constantFrom(...REALISTIC_WORDS),
  fc.constantFrom(...HOSTILE_WORDS),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
  fc.integer({ min: 0, max: 1_000_000 }).map(String),
);

const freeTextArb = fc
  .array(phraseArb, { minLength: 1, maxLength: 6 })
  .chain((parts) =>
    fc.constantFrom(", ", " and ", "; ", " ", "\n", ". I love ").map((sep) => parts.join(sep)),
  )
  .map((text) => text.slice(0, 1000))
  .filter((text) => text.trim().length > 0);

const optionalTextArb = (max: number) =>
  fc.oneof(
    fc.constant(""),
    freeTextArb.map((text) => text.slice(0, max)),
  );

const option = <T>(values: readonly T[]) =>
  fc.option(fc.constantFrom(...values), { nil: undefined });

const modelsArb = fc.oneof(
  fc.constant<BusinessModel[]>([]),
  fc.constant<BusinessModel[]>([...BUSINESS_MODELS]),
  fc.subarray([...BUSINESS_MODELS], { minLength: 1, maxLength: 4 }),
);

const requestArb = fc
  .record({
    interests: freeTextArb,
    skills: freeTextArb,
    industry: option(IDEA_INDUSTRIES),
    budget: option(BUDGETS.map((b) => b.value)),
    timeCommitment: option(TIME_COMMITMENTS.map((t) => t.value)),
    businessModel: modelsArb,
    businessType: option(IDEA_BUSINESS_TYPES.map((t) => t.value)),
    location: option(LOCATIONS.map((l) => l.value)),
    experience: optionalTextArb(1000),
    targetMarket: optionalTextArb(500),
    challenges: optionalTextArb(1000),
    variant: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 1_000_000 })),
  })
  .map((body) => request(body));

describe("generateIdeas on generated requests", () => {
  it("always returns 3–6 valid, explained, unbroken ideas within the hard constraints", () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const result = generateIdeas(req);
        expect(problemsOf(req, result)).toEqual([]);
        const forbidden = forbiddenModels(req);
        for (const idea of result.ideas) expect(forbidden.has(idea.businessModel)).toBe(false);
        expect(result.dataSource).toMatch(/^Ninefold offline knowledge engine/);
      }),
      { numRuns: 200 },
    );
  });

  it("is deterministic, and Regenerate repeats no earlier set until all were shown, then says so", () => {
    fc.assert(
      fc.property(requestArb, fc.integer({ min: 1, max: 1_000_000 }), (req, variant) => {
        const first = generateIdeas({ ...req, variant: 0 });
        expect(generateIdeas({ ...req, variant: 0 })).toEqual(first);
        expect(first.regenerateNote).toBeUndefined();
        const seen: string[] = [];
        let v = 0;
        for (; v < 13; v += 1) {
          const result = generateIdeas({ ...req, variant: v });
          if (result.regenerateNote !== undefined) break;
          const titles = titlesOf(result).join(" | ");
          expect(seen).not.toContain(titles);
          seen.push(titles);
        }
        // Exhausted at set v: it says so, and shows a set seen before.
        const again = generateIdeas({ ...req, variant: Math.max(v, variant) });
        if (Math.max(v, variant) >= v && v < 13) {
          expect(again.regenerateNote).toBe(SETS_EXHAUSTED_NOTE);
          expect(seen).toContain(titlesOf(again).join(" | "));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("names one of the founder's interest words when they typed one", () => {
    const wordArb = fc.constantFrom(
      "dogs",
      "hiking",
      "cooking",
      "3D printing",
      "board games",
      "coffee",
      "woodworking",
      "yoga",
    );
    fc.assert(
      fc.property(wordArb, requestArb, (word, req) => {
        const result = generateIdeas({ ...req, interests: word });
        const prose = result.ideas
          .flatMap((idea) => proseOf(idea))
          .join(" ")
          .toLowerCase();
        const stem = word.toLowerCase().replace(/s$/, "");
        expect(prose).toContain(stem);
      }),
      { numRuns: 200 },
    );
  });
});
