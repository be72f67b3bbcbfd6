import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OFFLINE_DATA_SOURCE } from "../../engine/offline";
import { type PlanResult, sectionText } from "../../shared/plan";
import { BROKEN_TEXT_PATTERN, proseOf, unexplainedNumbers } from "../../shared/provenance";
import {
  SAMPLE_VENTURES,
  type SampleVentureName,
  sampleVenture,
} from "../_fixtures/ventures.server";
import { planRunner } from "../_kit/plan/testing.server";
import { serviceContent } from "./content";
import { generateIterationScaling } from "./generate.server";
import { ITERATION_SCALING_SECTIONS } from "./plan";
import { ITERATION_SCALING_QUESTIONS } from "./questions";
import {
  type IterationScalingRequest,
  type IterationScalingResult,
  iterationScalingRequestSchema,
  RESULTS_LOG_MAX,
  resultsLogSchema,
} from "./schema";
import tool from "./tool";

/** The earlier plans' engines, as a venture chains them. */
const runPlan = await planRunner(["go-to-market"]);

const request = (body: Record<string, unknown>): IterationScalingRequest =>
  iterationScalingRequestSchema.parse(body);
const venture = (name: SampleVentureName, extra: Record<string, unknown> = {}) =>
  request({ ...sampleVenture(name), ...extra });

const text = (result: PlanResult, id?: string) =>
  result.sections
    .filter((section) => id === undefined || section.id === id)
    .map((section) => `${section.heading}\n${sectionText(section.blocks)}`)
    .join("\n");

const value = (result: PlanResult, label: string) =>
  result.assumptions.find((item) => item.label === label)?.value;

function expectValid(req: IterationScalingRequest, result: IterationScalingResult) {
  const parsed = tool.result.safeParse(result);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(unexplainedNumbers(result, result.assumptions, tool.founderText(req))).toEqual([]);
  expect(proseOf(result).join("\n")).not.toMatch(BROKEN_TEXT_PATTERN);
}

/** A founder whose sign-ups rarely reach first value, everything else healthy. */
const LOW_ACTIVATION = {
  monthlyVisitors: 2400,
  signups: 120,
  activationRate: 8,
  payingCustomers: 20,
  monthlyRevenue: 10000,
  monthlyChurn: 0.5,
  cac: 600,
};

describe("the iteration plan's sections", () => {
  it("are the service page's deliverables, word for word and in order", () => {
    expect(ITERATION_SCALING_SECTIONS.map((spec) => spec.deliverable)).toEqual(
      serviceContent.framework.deliverables,
    );
  });

  it("has a question per own request field", () => {
    const fields = Object.keys(iterationScalingRequestSchema.shape);
    for (const question of ITERATION_SCALING_QUESTIONS) expect(fields).toContain(question.name);
  });
});

describe("the request schema", () => {
  it("accepts an idea alone and empty optional fields", () => {
    const parsed = request({ businessIdea: "A dog walking app", signups: "", startDate: "" });
    expect(parsed.signups).toBeUndefined();
    expect(parsed.startDate).toBeUndefined();
    expect(parsed.goToMarketPlan).toEqual({});
    expect(parsed.financialPlan).toEqual({});
    expect(request({ businessIdea: "x", cac: "180" }).cac).toBe(180);
  });

  it("refuses impossible metrics, saying why", () => {
    const bad = (body: Record<string, unknown>) =>
      iterationScalingRequestSchema.safeParse({ businessIdea: "x", ...body }).error?.issues[0]
        ?.message;
    expect(bad({ activationRate: 120 })).toMatch(/Activation rate is a percentage: at most 100/);
    expect(bad({ monthlyChurn: -1 })).toMatch(/Monthly churn cannot be negative/);
    expect(bad({ signups: 2.5 })).toMatch(/Sign-ups last month must be a whole number/);
    expect(bad({ cac: "cheap" })).toMatch(/must be a number of US dollars/);
    expect(bad({ startDate: "2026-02-30" })).toMatch(/real date written YYYY-MM-DD/);
  });

  it("holds a results log of at most RESULTS_LOG_MAX entries with their own ids", () => {
    const entry = (id: string) => ({
      id,
      date: "2026-03-02",
      experiment: "Onboarding checklist",
      metric: "Activation rate",
      result: "",
      decision: "pending",
    });
    expect(resultsLogSchema.safeParse([entry("a"), entry("b")]).success).toBe(true);
    expect(resultsLogSchema.safeParse([entry("a"), entry("a")]).success).toBe(false);
    expect(resultsLogSchema.safeParse([{ ...entry("a"), decision: "maybe" }]).success).toBe(false);
    const many = Array.from({ length: RESULTS_LOG_MAX + 1 }, (_, index) => entry(`e${index}`));
    expect(resultsLogSchema.safeParse(many).success).toBe(false);
  });
});

describe("the offline iteration and scaling engine", () => {
  it.each(SAMPLE_VENTURES)("writes a valid, fully explained plan for the %s venture", (name) => {
    const req = venture(name, { startDate: "2026-03-02" });
    const result = generateIterationScaling(req);
    expectValid(req, result);
    expect(result.dataSource).toBe(OFFLINE_DATA_SOURCE);
    expect(result.builtOn).toEqual([
      expect.stringMatching(/^Market analysis: /),
      expect.stringMatching(/^Customer discovery: /),
    ]);
    expect(result.sections.map((section) => section.round)).toEqual(
      ITERATION_SCALING_SECTIONS.map(() => 0),
    );
  });

  it.each(SAMPLE_VENTURES)("writes a valid plan from the %s idea alone", (name) => {
    const req = request({ businessIdea: sampleVenture(name).businessIdea });
    const result = generateIterationScaling(req);
    expectValid(req, result);
    expect(result.builtOn).toEqual([]);
    expect(result.summary).toMatch(/No metrics of your own/);
    expect(result.resultsLog).toEqual([]);
  });

  it("names the product and the customer in the sections", () => {
    const result = generateIterationScaling(venture("icu"));
    for (const spec of ITERATION_SCALING_SECTIONS)
      expect(text(result, spec.id), spec.id).toMatch(/ShiftWise/);
    expect(text(result, "baseline")).toMatch(/nurse managers/i);
    expect(result.summary).toMatch(/ShiftWise with nurse managers at US community hospitals/);
  });

  it("writes different plans for a hospital scheduling tool and a dog-walking app", () => {
    const icu = generateIterationScaling(venture("icu"));
    const dogs = generateIterationScaling(venture("dogs"));
    expect(text(dogs)).toMatch(/Pawtrail/);
    for (const spec of ITERATION_SCALING_SECTIONS)
      expect(text(icu, spec.id), spec.id).not.toBe(
        text(dogs, spec.id).replaceAll("Pawtrail", "ShiftWise"),
      );
    // With no numbers entered, a B2B tool checks activation first, a consumer app retention.
    expect(text(icu, "bottleneck")).toMatch(/^Bottleneck diagnosis\nActivation is the bottleneck/);
    expect(text(dogs, "bottleneck")).toMatch(/^Bottleneck diagnosis\nRetention is the bottleneck/);
  });

  it("tags every baseline row with where its figure came from", () => {
    const result = generateIterationScaling(venture("dogs", { signups: 90, monthlyChurn: 6 }));
    const table = result.sections[0]?.blocks.find((block) => block.kind === "table");
    if (table?.kind !== "table") throw new Error("no baseline table");
    expect(table.header).toEqual(["Area", "Metric", "Value", "Basis"]);
    for (const row of table.rows)
      expect(row[3]).toMatch(/^(Your input|From your go-to-market plan|Benchmark|Estimate)/);
    const churn = table.rows.find((row) => row[1] === "Monthly churn");
    expect(churn?.[2]).toBe("6%");
    expect(churn?.[3]).toMatch(/^Your input/);
    expect(result.assumptions.find((item) => item.label === "Monthly churn")?.basis).toEqual({
      kind: "input",
      field: "monthlyChurn",
    });
  });

  it("takes missing metrics from the go-to-market plan's funnel targets", () => {
    const base = sampleVenture("icu");
    const gtm = runPlan("go-to-market", { ...base, monthlyBudget: 2000, price: 300 });
    const req = request({ ...base, goToMarketPlan: gtm });
    const result = generateIterationScaling(req);
    expectValid(req, result);
    // $2,000 buys 429 paid visits beside 300 founder-led ones; 36 leads, 5.4 customers, CAC $370.
    expect(value(result, "Visitors a month")).toBe("729");
    expect(value(result, "Sign-ups a month")).toBe("36");
    expect(value(result, "Paying customers")).toBe("5.4");
    expect(value(result, "Customer acquisition cost (CAC)")).toBe("$370");
    expect(value(result, "Price a customer pays a month")).toBe("$300");
    expect(text(result, "baseline")).toMatch(/\| 729 \| From your go-to-market plan/);
    expect(result.builtOn.some((line) => line.startsWith("Go-to-market plan: "))).toBe(true);
  });

  it("reads a go-to-market plan whose funnel was edited or is missing without failing", () => {
    const base = sampleVenture("dogs");
    const gtm = runPlan("go-to-market", base);
    const odd = {
      ...gtm,
      sections: gtm.sections.map((section) =>
        section.id === "funnel"
          ? {
              ...section,
              blocks: [{ kind: "table", header: ["Stage", "Target"], rows: [["Visitors", "n/a"]] }],
            }
          : section,
      ),
    };
    const req = request({ ...base, goToMarketPlan: odd });
    expectValid(req, generateIterationScaling(req));
  });

  it("says a stage with no number of the founder's is taken at its benchmark, not '100% of it'", () => {
    const result = generateIterationScaling(venture("icu"));
    expect(result.summary).toMatch(/is taken at its benchmark, [\d.]+%, until you measure it/);
    expect(JSON.stringify(result)).not.toMatch(/100% of it/);
    expect(text(result, "bottleneck")).not.toMatch(/the weakest of the stages/);
  });

  it("names activation the bottleneck when few sign-ups reach first value", () => {
    const result = generateIterationScaling(venture("dogs", LOW_ACTIVATION));
    expect(text(result, "bottleneck")).toMatch(
      /Activation is the bottleneck for Pawtrail: the activation rate is 8% against a benchmark of 37\.5%, 21% of it \(your own number\)/,
    );
    const backlog = result.sections.find((section) => section.id === "backlog");
    const table = backlog?.blocks.find((block) => block.kind === "table");
    if (table?.kind !== "table") throw new Error("no backlog table");
    expect(table.rows[0]?.[2]).toBe("Activation");
    // And retention when customers leave fast instead.
    const leaky = generateIterationScaling(
      venture("dogs", { ...LOW_ACTIVATION, activationRate: 45, monthlyChurn: 25 }),
    );
    expect(text(leaky, "bottleneck")).toMatch(/Retention is the bottleneck for Pawtrail/);
  });

  it("checks the founder's own account of the problem against the numbers", () => {
    const result = generateIterationScaling(
      venture("icu", {
        ...LOW_ACTIVATION,
        biggestProblem: "Managers sign up but never set up their first rota",
      }),
    );
    expect(text(result, "bottleneck")).toMatch(/points at activation too: the numbers agree/);
  });

  it("computes LTV, CAC payback and LTV:CAC with the arithmetic shown", () => {
    const result = generateIterationScaling(
      venture("icu", { payingCustomers: 20, monthlyRevenue: 10000, monthlyChurn: 2.5, cac: 1500 }),
    );
    // ARPU $10,000 ÷ 20 = $500; LTV = $500 × 75% ÷ 2.5% = $15,000; payback $1,500 ÷ $375 = 4 months.
    expect(value(result, "Revenue per customer a month (ARPU)")).toBe("$500");
    expect(value(result, "Lifetime value (LTV)")).toBe("$15,000");
    expect(value(result, "CAC payback")).toBe("4 months");
    expect(value(result, "LTV:CAC")).toBe("10");
    const ltv = result.assumptions.find((item) => item.label === "Lifetime value (LTV)");
    expect(ltv?.basis).toEqual({
      kind: "estimate",
      method: "$500 ARPU × 75% gross margin ÷ 2.5% monthly churn = $15,000.",
    });
    expect(text(result, "readiness")).toMatch(/LTV:CAC at least 3 \(For Entrepreneurs/);
    expect(result.sources.map((source) => source.id)).toContain("skok-saas-metrics-2");
  });

  it("scores the backlog by ICE, impact × confidence × ease, highest first", () => {
    const result = generateIterationScaling(venture("resale", LOW_ACTIVATION));
    const backlog = result.sections.find((section) => section.id === "backlog");
    const table = backlog?.blocks.find((block) => block.kind === "table");
    if (table?.kind !== "table") throw new Error("no backlog table");
    const scores = table.rows.map((row) => {
      const [impact, confidence, ease] = [row[3], row[4], row[5]].map(Number) as [
        number,
        number,
        number,
      ];
      for (const score of [impact, confidence, ease]) {
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(10);
      }
      const score = impact * confidence * ease;
      expect(row[6]).toBe(`${impact} × ${confidence} × ${ease} = ${score}`);
      return score;
    });
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("writes three cards with a hypothesis, metric, pass mark, stop rule and duration", () => {
    const result = generateIterationScaling(venture("dogs", LOW_ACTIVATION));
    const cards = result.sections
      .find((section) => section.id === "experiments")
      ?.blocks.filter((block) => block.kind === "table");
    expect(cards).toHaveLength(3);
    for (const card of cards ?? []) {
      if (card.kind !== "table") continue;
      expect(card.rows.map((row) => row[0])).toEqual([
        "Stage",
        "Hypothesis",
        "Metric",
        "Pass mark",
        "Stop rule",
        "Duration",
        "ICE score",
      ]);
    }
    expect(text(result, "experiments")).toMatch(/from 8% to 10% or better/);
  });

  it("dates the roadmap and starts the results log from the start date", () => {
    const result = generateIterationScaling(venture("icu", { startDate: "2026-03-02" }));
    expect(text(result, "roadmap")).toMatch(/Weeks 1–4 \(from 2026-03-02\)/);
    expect(text(result, "roadmap")).toMatch(/Weeks 5–8 \(from 2026-03-30\)/);
    expect(text(result, "roadmap")).toMatch(/Review \(week 13\) \(from 2026-05-25\)/);
    expect(result.resultsLog).toHaveLength(3);
    for (const [index, entry] of result.resultsLog.entries())
      expect(entry).toMatchObject({
        id: `exp-${index + 1}`,
        date: "2026-03-02",
        decision: "pending",
      });
    expect(generateIterationScaling(venture("icu")).resultsLog).toEqual([]);
  });

  it("is deterministic", () => {
    const req = venture("resale", { signups: 40, startDate: "2027-01-04" });
    expect(generateIterationScaling(req)).toEqual(generateIterationScaling(req));
  });

  it("regenerates only the asked section, differently for each round", () => {
    const base = venture("icu", { ...LOW_ACTIVATION, startDate: "2026-03-02" });
    const first = generateIterationScaling(base);
    for (const spec of ITERATION_SCALING_SECTIONS) {
      const seen = new Set([text(first, spec.id)]);
      for (const round of [1, 2]) {
        const again = generateIterationScaling({
          ...base,
          regenerate: { section: spec.id, round },
        });
        expectValid(base, again);
        expect(again.summary).toBe(first.summary);
        expect(again.resultsLog).toEqual(first.resultsLog);
        for (const [index, section] of again.sections.entries()) {
          if (section.id === spec.id) {
            expect(section.round).toBe(round);
            seen.add(text(again, spec.id));
          } else {
            expect(section, section.id).toEqual(first.sections[index]);
          }
        }
        expect(
          generateIterationScaling({ ...base, regenerate: { section: spec.id, round } }),
        ).toEqual(again);
      }
      expect(seen.size, spec.id).toBe(3);
    }
  });

  it("stays valid and explained over varied requests (property)", () => {
    const ventures = SAMPLE_VENTURES.map((name) => sampleVenture(name));
    const metric = (max: number) =>
      fc.option(fc.oneof(fc.constant(0), fc.integer({ min: 1, max })), { nil: undefined });
    const percent = fc.option(
      fc.oneof(fc.constantFrom(0, 100), fc.double({ min: 0, max: 100, noNaN: true })),
      { nil: undefined },
    );
    const arbitrary = fc.record({
      businessIdea: fc.oneof(
        fc.string({ minLength: 1, maxLength: 200 }),
        fc.constantFrom(...ventures.map((item) => item.businessIdea), "Tutoring for 3D printing"),
      ),
      venture: fc.option(fc.constantFrom(...ventures), { nil: undefined }),
      monthlyVisitors: metric(10_000_000),
      signups: metric(100_000),
      activationRate: percent,
      payingCustomers: metric(100_000),
      monthlyRevenue: fc.option(fc.double({ min: 0, max: 1_000_000, noNaN: true }), {
        nil: undefined,
      }),
      monthlyChurn: percent,
      cac: metric(100_000),
      retentionDay30: percent,
      biggestProblem: fc.option(
        fc.constantFrom("", "Nobody finds us", "They cancel after 2 months", "price is too low"),
        { nil: undefined },
      ),
      startDate: fc.option(fc.constantFrom("2026-03-02", "2028-02-29"), { nil: undefined }),
      regenerate: fc.option(
        fc.record({
          section: fc.constantFrom(...ITERATION_SCALING_SECTIONS.map((spec) => spec.id)),
          round: fc.integer({ min: 1, max: 9 }),
        }),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(arbitrary, ({ venture: picked, ...input }) => {
        const parsed = iterationScalingRequestSchema.safeParse({
          ...input,
          ...(picked
            ? {
                targetCustomer: picked.targetCustomer,
                marketAnalysis: picked.marketAnalysis,
                customerDiscovery: picked.customerDiscovery,
              }
            : {}),
        });
        if (!parsed.success) return; // a blank idea: the endpoint refuses it
        expectValid(parsed.data, generateIterationScaling(parsed.data));
      }),
      { numRuns: 150, seed: 20261125 },
    );
  });
});

describe("the iteration plan's export", () => {
  it("includes the results log when it has entries, before the sources", () => {
    const req = venture("icu", { startDate: "2026-03-02" });
    const result = generateIterationScaling(req);
    const logged = {
      ...result,
      resultsLog: [
        ...result.resultsLog.slice(0, 2),
        { ...result.resultsLog[2]!, result: "Churn fell to 2.1%", decision: "keep" as const },
      ],
    };
    const doc = tool.document(tool.result.parse(logged), { request: req, date: new Date(0) });
    const headings = doc.blocks.flatMap((block) => (block.kind === "heading" ? [block.text] : []));
    expect(headings.indexOf("Results log")).toBeGreaterThan(
      headings.indexOf("Review cadence and results log"),
    );
    expect(headings.indexOf("Results log")).toBeLessThan(headings.indexOf("Data Sources"));
    const at = doc.blocks.findIndex(
      (block) => block.kind === "heading" && block.text === "Results log",
    );
    const table = doc.blocks[at + 1];
    expect(table?.kind).toBe("table");
    if (table?.kind !== "table") return;
    expect(table.header).toEqual(["Date", "Experiment", "Metric", "Result", "Decision"]);
    expect(table.rows).toHaveLength(3);
    expect(table.rows[2]).toEqual([
      "2026-03-02",
      result.resultsLog[2]!.experiment,
      result.resultsLog[2]!.metric,
      "Churn fell to 2.1%",
      "Keep",
    ]);
    expect(table.rows[0]?.[4]).toBe("Pending");
  });

  it("leaves the log out when it is empty, and reads an older result without one as empty", () => {
    const req = venture("dogs");
    const result = generateIterationScaling(req);
    const { resultsLog: _dropped, ...older } = result;
    const parsed = tool.result.parse(older);
    expect(parsed.resultsLog).toEqual([]);
    const doc = tool.document(parsed, { request: req, date: new Date(0) });
    expect(
      doc.blocks.some((block) => block.kind === "heading" && block.text === "Results log"),
    ).toBe(false);
  });
});
