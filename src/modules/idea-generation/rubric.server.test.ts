/**
 * The rubric tells ideas apart (issue 16): time fit weighs the wait for first revenue at the
 * founder's pace as well as the weekly hours, and its reason says both.
 */
import { describe, expect, it } from "vitest";
import { getBusinessModel, getTimeCommitment } from "../../engine/knowledge";
import { ProvenanceBuilder } from "../../engine/provenance-builder";
import type { FounderProfile } from "./profile.server";
import { buildProfile } from "./profile.server";
import { describeRubric, timeFitPoints } from "./rubric.server";
import { ideaGenerationRequestSchema } from "./schema";

const withTime = (value: "full-time" | "evenings") =>
  ({ time: getTimeCommitment(value) }) as FounderProfile;

describe("time fit", () => {
  it("separates models the hours both cover by the wait for first revenue", () => {
    const fullTime = withTime("full-time");
    // 45 hours is over twice the 10-hour minimum of consulting and SaaS; consulting pays within
    // 2 months (2 points), SaaS within 3–9 (half a point less).
    expect(timeFitPoints(fullTime, getBusinessModel("Consulting"))).toBe(2);
    expect(timeFitPoints(fullTime, getBusinessModel("SaaS"))).toBe(1.5);
    // Hardware: 45 ÷ 25 hours = 1.8× (1.5 points), first revenue in 9–24 months (1 less).
    expect(timeFitPoints(fullTime, getBusinessModel("Hardware"))).toBe(0.5);
  });

  it("says the hours and the wait in the reason, matching the points", () => {
    const request = ideaGenerationRequestSchema.parse({
      interests: "dogs",
      skills: "python",
      timeCommitment: "evenings",
      businessModel: [],
    });
    const profile = buildProfile(request);
    const topic = profile.topics[0];
    if (topic === undefined) throw new Error("no topic");
    const model = getBusinessModel("SaaS");
    const points = timeFitPoints(profile, model);
    const b = new ProvenanceBuilder();
    const part = describeRubric(b, profile, topic, model, {
      "skill-fit": 0,
      "budget-fit": 1,
      "market-growth": 1,
      competition: 1,
      "time-fit": points,
    }).find((item) => item.criterion === "time-fit");
    expect(points).toBe(0);
    expect(part?.reason).toMatch(/needs at least 10 hours: just enough, with no slack/);
    expect(part?.reason).toMatch(
      /first revenue takes about [\d.]+–[\d.]+ months, over a year, so a point less/,
    );
  });
});
