import { describe, expect, it } from "vitest";
import { ProvenanceBuilder } from "../../../engine/provenance-builder";
import { correctBrief, readBrief } from "../../../engine/reading/brief";
import { readVentureFacts } from "./facts.server";
import {
  payrollAgainstBudget,
  runwayAgainstModel,
  venturePrice,
  ventureRunway,
} from "./figures.server";
import { planRunner } from "./testing.server";

const request = (idea: string) => ({ businessIdea: idea, targetCustomer: "", competitors: "" });
const CCTV =
  "ShelfWatch: computer-vision shoplifting alerts on a grocer's existing CCTV, $249 a month per store. Founder: ex-retail loss-prevention manager, knows Python.";

describe("the venture's price, derived once", () => {
  it("takes the founder's stated price over every benchmark, in their unit", () => {
    const builder = new ProvenanceBuilder();
    const price = venturePrice(readVentureFacts(request(CCTV)), builder);
    expect(price).toMatchObject({ value: 249, perMonth: 249, unit: " per store a month" });
    expect(price.from).toBe("your words");
    expect(builder.build().assumptions[0]).toMatchObject({
      label: "Price per customer a month",
      value: "$249",
      basis: { kind: "input", field: "businessIdea" },
    });
  });

  it("reads a venture's brief as its stated facts: a corrected price in pounds wins", () => {
    const brief = correctBrief(
      readBrief({
        text: "KegTrack: keg tracking for pubs in the UK, £39 a month per pub.",
        from: "founder",
      }),
      { price: { amount: 45, currency: "GBP", per: "pub", period: "month" } },
    );
    const facts = readVentureFacts({ ...request(brief.idea), brief });
    expect(facts.stated.price).toMatchObject({ amount: 45, currency: "GBP", period: "month" });
    expect(venturePrice(facts, new ProvenanceBuilder())).toMatchObject({
      value: 45,
      currency: "GBP",
      from: "your brief",
    });
  });

  it("takes the brief's price first: the one door for a stated price", () => {
    const facts = readVentureFacts({
      ...request(CCTV),
      stated: {
        price: { amount: 199, currency: "USD", period: "month", per: "store", words: "" },
      },
    });
    expect(venturePrice(facts, new ProvenanceBuilder())).toMatchObject({
      value: 199,
      from: "your brief",
    });
  });

  it("says so when a form's price disagrees with the founder's words", () => {
    const price = venturePrice(readVentureFacts(request(CCTV)), new ProvenanceBuilder(), {
      own: { value: 200, field: "price", label: "Your planned price" },
    });
    expect(price.value).toBe(200);
    expect(price.disagreements[0]?.text).toBe(
      "Your idea states $249 a month per store; this form's price is $200. This plan uses $200, the later answer: change the one that is wrong so the plans agree.",
    );
  });

  it("runs a yearly price a month, and falls back to the model's range with its arithmetic", () => {
    const yearly = venturePrice(
      readVentureFacts(request("Ledgerly: bookkeeping for florists, £1,200 a year per shop.")),
      new ProvenanceBuilder(),
    );
    expect(yearly).toMatchObject({ value: 1200, perMonth: 100, currency: "GBP", shown: "£1,200" });
    const builder = new ProvenanceBuilder();
    const none = venturePrice(readVentureFacts(request("A booking app for dog groomers")), builder);
    expect(none.from).toBe("knowledge base");
    expect(builder.build().assumptions[0]?.basis.kind).toBe("estimate");
  });
});

describe("the runway, the payroll and the model", () => {
  it("says where a form's runway disagrees with an earlier plan's", async () => {
    const run = await planRunner(["strategic-planning"]);
    const strategicPlan = run("strategic-planning", { ...request(CCTV), runwayMonths: 18 });
    const facts = readVentureFacts({ ...request(CCTV), strategicPlan });
    expect(facts.plans.strategicPlan).toBeDefined();
    const carried = ventureRunway(facts, new ProvenanceBuilder());
    expect(carried).toMatchObject({ months: 18, fromText: "your strategic plan" });
    const own = ventureRunway(facts, new ProvenanceBuilder(), { months: 2, field: "runwayMonths" });
    expect(own?.months).toBe(2);
    expect(own?.disagreements[0]?.text).toContain(
      "Your strategic plan counts on a runway of 18 months; you answer 2 months here.",
    );
  });

  it("states a model that runs short of the runway, and a payroll over the budget", () => {
    const runway = {
      months: 18,
      shown: "18 months",
      from: "an earlier plan" as const,
      fromText: "your strategic plan",
      disagreements: [],
    };
    expect(
      runwayAgainstModel(runway, { months: 2, shown: "2 months", what: "base case" })?.text,
    ).toBe(
      "Your strategic plan counts on a runway of 18 months; this model's cash lasts 2 months (base case). Both cannot hold: raise the starting cash, delay hires or lower the spending until the model lasts 18 months, or correct the runway in your strategic plan to what the cash allows.",
    );
    expect(
      runwayAgainstModel(runway, { months: null, shown: "all 36 months", what: "" }),
    ).toBeUndefined();
    expect(
      payrollAgainstBudget(
        { value: 1500, shown: "$1,500", fromText: "your team plan" },
        { value: 40600, shown: "$40,600", what: "the team plan's hires in this model" },
      )?.text,
    ).toMatch(
      /^Your hiring budget \(your team plan\) is \$1,500 a month; the team plan's hires in this model cost \$40,600 a month at full size\./,
    );
  });
});
