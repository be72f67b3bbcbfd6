/**
 * Issue 16 ("analysis a founder can put in front of an advisor"): topics that are professions,
 * clinical domains or business functions get ideas sold to buyers at work, never hobby or
 * household angles; hobby topics keep their consumer ideas.
 */
import { describe, expect, it } from "vitest";
import { generateIdeas } from "./generate.server";
import { buildProfile } from "./profile.server";
import { ideaGenerationRequestSchema } from "./schema";

const request = (interests: string, skills: string, variant = 0) =>
  ideaGenerationRequestSchema.parse({
    interests,
    skills,
    budget: "under-10k",
    timeCommitment: "part-time",
    variant,
  });

/** Every idea's title and description over the first three Regenerate sets. */
function textsOf(interests: string, skills: string): string[] {
  return [0, 1, 2].flatMap((variant) =>
    generateIdeas(request(interests, skills, variant)).ideas.map(
      (idea) => `${idea.title} — ${idea.description}`,
    ),
  );
}

const HOBBY_WORDING =
  /enthusiasts|home studio|people seeking [^.]* support|ICU nursing businesses|nurse staffing businesses|sold on Etsy|subscription box|membership with monthly live sessions|meetup/i;

const WORK_PROFILES = [
  { interests: "patient safety, ICU nursing, data", skills: "SQL, Tableau, ICU nursing, teaching" },
  { interests: "nurse staffing", skills: "recruiting, nursing" },
];

describe("work topics get buyers at work, not hobby angles", () => {
  for (const { interests, skills } of WORK_PROFILES) {
    it(`${interests}: no hobby or household wording, and a hospital buyer is named`, () => {
      const texts = textsOf(interests, skills);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => HOBBY_WORDING.test(text))).toEqual([]);
      const firstSet = generateIdeas(request(interests, skills)).ideas;
      expect(
        firstSet.some((idea) =>
          /hospital|healthcare staffing agencies/i.test(`${idea.title} ${idea.description}`),
        ),
      ).toBe(true);
    });
  }

  it("reads professions, clinical domains and business functions as work topics", () => {
    const nurse = buildProfile(request("patient safety, ICU nursing, data", "SQL, ICU nursing"));
    expect(nurse.topics.map((topic) => topic.work)).toEqual([true, true, true]);
    expect(nurse.topics.map((topic) => topic.trade)).toEqual([
      "hospital quality and patient safety teams",
      "ICU nursing teams at hospitals and clinics",
      "hospital quality and analytics teams",
    ]);
    const books = buildProfile(request("accounting, payroll", "bookkeeping"));
    expect(books.topics[0]?.trade).toBe("small accounting firms");
    for (const topic of books.topics) {
      expect(topic.work).toBe(true);
      expect(topic.hasGoods).toBe(false);
    }
  });

  it("keeps household topics that share an industry with work consumer-facing", () => {
    const profile = buildProfile(request("personal finance, mental health", "coaching"));
    expect(profile.topics.map((topic) => topic.work)).toEqual([false, false]);
  });

  it("keeps consumer ideas for hobby topics (dogs, hiking, local food)", () => {
    const profile = buildProfile(request("dogs, hiking, local food", "python, marketing"));
    expect(profile.topics.map((topic) => topic.work)).toEqual([false, false, false]);
    const texts = textsOf("dogs, hiking, local food", "python, marketing");
    expect(texts.some((text) => /dog owners/.test(text))).toBe(true);
    expect(texts.some((text) => /hiking enthusiasts/.test(text))).toBe(true);
    expect(texts.some((text) => /Etsy|subscription box|online shop/i.test(text))).toBe(true);
  });
});
