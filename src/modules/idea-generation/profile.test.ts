import { describe, expect, it } from "vitest";
import { getBusinessModel, KNOWLEDGE_BASE } from "../../engine/knowledge";
import { BUSINESS_MODELS } from "../../shared/options";
import { planModels } from "./constraints.server";
import { INTEREST_CONCEPTS, SKILL_CONCEPTS } from "./lexicon.server";
import { buildProfile } from "./profile.server";
import { type IdeaGenerationRequestInput, ideaGenerationRequestSchema } from "./schema";

const profileOf = (body: IdeaGenerationRequestInput) =>
  buildProfile(ideaGenerationRequestSchema.parse(body));

describe("the lexicon", () => {
  it("only names required skills the knowledge base lists", () => {
    const listed = new Set(
      Object.values(KNOWLEDGE_BASE.businessModels).flatMap((model) => model.requiredSkills),
    );
    for (const concept of SKILL_CONCEPTS) {
      for (const skill of concept.covers)
        expect(listed, `${concept.id}: ${skill}`).toContain(skill);
    }
  });

  it("keeps its words lowercase and unique within each list", () => {
    for (const list of [INTEREST_CONCEPTS, SKILL_CONCEPTS]) {
      const words = list.flatMap((concept) => concept.words);
      for (const word of words) expect(word).toBe(word.toLowerCase());
      expect(new Set(words).size).toBe(words.length);
    }
  });
});

describe("buildProfile", () => {
  it("turns interests into topics with their market and audience", () => {
    const profile = profileOf({ interests: "dogs, cooking, 3D printing", skills: "python" });
    expect(profile.topics.map((topic) => topic.phrase)).toEqual(["dogs", "cooking", "3D printing"]);
    const [dogs, cooking, printing] = profile.topics;
    expect(dogs?.people).toBe("dog owners");
    expect(dogs?.goods).toBe("dog");
    expect(cooking?.industry.name).toBe("Food & Beverage");
    expect(cooking?.people).toBe("home cooks");
    expect(printing?.industry.name).toBe("Manufacturing");
    expect(printing?.niche).toBe(false);
  });

  it("files every topic under the founder's industry when one is chosen", () => {
    const profile = profileOf({
      interests: "gaming, dogs",
      skills: "art",
      industry: "Entertainment",
    });
    expect(profile.topics.every((topic) => topic.category === "Entertainment")).toBe(true);
    expect(profile.topics[0]?.industry.name).toBe("Gaming");
    expect(profile.topics[1]?.industry.name).toBe("Entertainment");
  });

  it("matches the founder's skills against each model's required skills", () => {
    const profile = profileOf({ interests: "dogs", skills: "Python, SQL, marketing" });
    const saas = profile.coverage(getBusinessModel("SaaS"));
    expect(saas.covered.map((item) => item.skill)).toContain("Software engineering");
    expect(saas.craft).toBe("Python");
    const ecommerce = profile.coverage(getBusinessModel("E-commerce"));
    expect(ecommerce.covered.map((item) => item.skill)).toContain("Performance marketing");
  });

  it("counts the founder's experience as skills", () => {
    const without = profileOf({ interests: "dogs", skills: "walking" });
    const withExperience = profileOf({
      interests: "dogs",
      skills: "walking",
      experience: "ten years of bookkeeping",
    });
    const model = getBusinessModel("Home-Based Business");
    expect(withExperience.coverage(model).covered.length).toBeGreaterThan(
      without.coverage(model).covered.length,
    );
  });

  it("falls back to a neutral topic when the interests name nothing quotable", () => {
    const profile = profileOf({ interests: "!!! ???", skills: "sales" });
    expect(profile.topics).toHaveLength(1);
    expect(profile.topics[0]?.origin).toBe("fallback");
  });

  it("ignores the location for online businesses", () => {
    expect(profileOf({ interests: "a", skills: "b", location: "urban" }).locationApplies).toBe(
      true,
    );
    expect(
      profileOf({ interests: "a", skills: "b", location: "urban", businessType: "online" })
        .locationApplies,
    ).toBe(false);
  });
});

describe("planModels", () => {
  it("keeps budget, time and location exclusions out of every list", () => {
    const plan = planModels(
      profileOf({
        interests: "coffee",
        skills: "barista",
        budget: "under-10k",
        timeCommitment: "evenings",
        location: "home-based",
      }),
    );
    const names = [...plan.primary, ...plan.alternatives].map((model) => model.name);
    for (const excluded of [
      "Restaurant/Food Service",
      "Franchise",
      "Marketplace",
      "B2B Services",
    ]) {
      expect(names).not.toContain(excluded);
    }
    expect(names.length).toBeGreaterThanOrEqual(3);
  });

  it("honours the founder's allowed picks and reports the rest", () => {
    const plan = planModels(
      profileOf({
        interests: "coffee",
        skills: "barista",
        budget: "under-10k",
        businessModel: ["SaaS", "Franchise"],
      }),
    );
    expect(plan.primary.map((model) => model.name)).toEqual(["SaaS"]);
    expect(plan.excludedChoices.map((gate) => gate.model.name)).toEqual(["Franchise"]);
    expect(plan.excludedChoices[0]?.causes).toEqual(["budget"]);
    expect(plan.allChoicesExcluded).toBe(false);
  });

  it("falls back to every fitting model when all picks are ruled out", () => {
    const plan = planModels(
      profileOf({
        interests: "coffee",
        skills: "barista",
        budget: "under-10k",
        businessModel: ["Franchise", "Manufacturing"],
      }),
    );
    expect(plan.allChoicesExcluded).toBe(true);
    expect(plan.primary.length).toBeGreaterThan(5);
  });

  it("treats no pick and all eighteen picks alike when nothing is excluded", () => {
    const none = planModels(profileOf({ interests: "a", skills: "b" }));
    const all = planModels(
      profileOf({ interests: "a", skills: "b", businessModel: [...BUSINESS_MODELS] }),
    );
    expect(all.primary.map((model) => model.name)).toEqual(none.primary.map((model) => model.name));
  });
});
