import { beforeAll, describe, expect, it } from "vitest";
import { getCountry } from "../engine/knowledge";
import { readBrief } from "../engine/reading/brief";
import type { PlanResult } from "../shared/plan";
import { briefPlanFields } from "./_kit/brief-fields";
import { inCurrency } from "./_kit/plan/in-currency";
import { type PlanRunner, planRunner } from "./_kit/plan/testing.server";
import { GO_TO_MARKET_QUESTIONS } from "./go-to-market/questions";
import goToMarketTool from "./go-to-market/tool";
import { IT_FINANCIAL_LEGAL_QUESTIONS } from "./it-financial-legal/questions";
import { ITERATION_SCALING_QUESTIONS } from "./iteration-scaling/questions";
import { PRODUCT_PLAN_QUESTIONS } from "./product-development/questions";
import { TEAM_PLAN_QUESTIONS } from "./team-planning/questions";

/**
 * The plan forms' money in the founder's currency (issue 23): in a venture whose brief states
 * pounds or euros, the forms take amounts in them, and the engine converts them to US dollars
 * at the dated rate where its arithmetic needs dollars, saying the rate once.
 */

const IDEA = "KegTrack: keg tracking for independent pubs in the UK, £39 a month per pub.";
const gbp = getCountry("uk").usdRate.perUsd;
const dollars = (pounds: number) => Math.round(pounds / gbp).toLocaleString("en-US");

let run: PlanRunner;
beforeAll(async () => {
  run = await planRunner([
    "go-to-market",
    "it-financial-legal",
    "iteration-scaling",
    "product-development",
    "team-planning",
  ]);
});

const find = (result: PlanResult, label: string) =>
  result.assumptions.find((item) => item.label === label);

describe("plan forms in the founder's currency", () => {
  it("labels every money question of the plans in the venture's currency", () => {
    const all = [
      ...GO_TO_MARKET_QUESTIONS,
      ...IT_FINANCIAL_LEGAL_QUESTIONS,
      ...ITERATION_SCALING_QUESTIONS,
      ...PRODUCT_PLAN_QUESTIONS,
      ...TEAM_PLAN_QUESTIONS,
    ];
    const money = all.filter((question) => question.kind === "number" && question.money);
    expect(money.map((question) => question.name).sort()).toEqual(
      [
        "budget",
        "cac",
        "founderPay",
        "hiringBudget",
        "monthlyBudget",
        "monthlyBudget",
        "monthlyRevenue",
        "price",
        "pricePerMonth",
        "startingCash",
      ].sort(),
    );
    // Every question that says US dollars is a money question.
    for (const question of all)
      if (question.kind === "number" && /USD|US dollars/u.test(`${question.unit} ${question.help}`))
        expect(question.money, question.name).toBe(true);
    const inPounds = inCurrency(all, "GBP");
    for (const question of inPounds) {
      if (question.kind !== "number" || !question.money) continue;
      expect(question.unit).toMatch(/^£ \(GBP\)/u);
      expect(`${question.unit} ${question.help ?? ""}`).not.toMatch(/USD|US dollars/u);
    }
    const budget = inPounds.find((question) => question.name === "monthlyBudget");
    expect(budget?.kind === "number" && budget.help).toContain("in pounds sterling");
    expect(inCurrency(all, "USD")).toBe(all);
  });

  it("fills a run in a UK venture with the brief's currency and its price in pounds", () => {
    const brief = readBrief({ text: IDEA, from: "founder" });
    expect(briefPlanFields(brief)).toMatchObject({ currency: "GBP", price: 39 });
    const filled = goToMarketTool.withEarlier?.(
      { businessIdea: "" },
      { idea: null, brief, results: {} },
    );
    expect(filled?.body).toMatchObject({ currency: "GBP", price: 39 });
    // The founder's own currency wins, and the brief's price in pounds is not put beside it.
    const own = goToMarketTool.withEarlier?.(
      { businessIdea: "", currency: "USD" },
      { idea: null, brief, results: {} },
    );
    expect(own?.body.currency).toBe("USD");
    expect(own?.body.price).toBeUndefined();
  });

  it("starts a UK venture's financial model from the brief's money, in pounds", () => {
    const brief = readBrief({
      text: "KegTrack: keg tracking for independent pubs in the UK, £39 a month per pub. I have £25,000 to put in.",
      from: "founder",
    });
    expect(brief.lines.founder.value.money).toBe(25000);
    const fin = run("it-financial-legal", {
      businessIdea: "KegTrack: keg tracking for independent pubs in the UK, £39 a month per pub.",
      currency: "GBP",
      brief,
    }) as PlanResult & { financialModel: { inputs: { startingCash: number; currency: string } } };
    expect(fin.financialModel.inputs).toMatchObject({ currency: "GBP", startingCash: 25000 });
    expect(find(fin, "Starting cash")).toMatchObject({
      value: "£25,000",
      basis: { kind: "input", field: "brief.founder.money" },
    });
    expect(fin.summary).not.toContain("no starting cash");
  });

  it("converts a go-to-market budget in pounds at the dated rate, says the rate once, keeps the price in pounds", () => {
    const result = run("go-to-market", {
      businessIdea: "Keg tracking for independent pubs in the UK",
      currency: "GBP",
      monthlyBudget: 1000,
      price: 49,
    });
    const converted = find(result, "Marketing budget a month in US dollars");
    expect(converted?.value).toBe(`$${dollars(1000)}`);
    expect(converted?.basis.kind === "estimate" && converted.basis.method).toMatch(
      /^£1,000 ÷ £[\d.]+ per US dollar \(2023 annual average/u,
    );
    expect(find(result, "Marketing budget a month")?.value).toBe(`$${dollars(1000)} (£1,000)`);
    expect(find(result, "Your planned price")?.value).toBe("£49");
    expect(result.summary).toMatch(
      /Money you entered on this form in pounds sterling is converted to US dollars .* at £[\d.]+ per US dollar \(2023 annual average\)/u,
    );
    const said = [result.summary, ...result.sections.map((section) => JSON.stringify(section))]
      .join(" ")
      .match(/Money you entered on this form/gu);
    expect(said).toHaveLength(1);
  });

  it("leaves a form without a currency in US dollars, as before", () => {
    const result = run("go-to-market", {
      businessIdea: "Keg tracking for independent pubs",
      monthlyBudget: 1000,
      price: 49,
    });
    expect(find(result, "Marketing budget a month")?.value).toBe("$1,000");
    expect(find(result, "Marketing budget a month in US dollars")).toBeUndefined();
    expect(find(result, "Your planned price")?.value).toBe("$49");
    expect(result.summary).not.toContain("Money you entered");
  });

  it("converts the financial model's cash, marketing and pay, the team's budget, the iteration plan's revenue and CAC, and the MVP budget", () => {
    const idea = "Keg tracking for independent pubs in the UK";
    const fin = run("it-financial-legal", {
      businessIdea: idea,
      currency: "GBP",
      startingCash: 20000,
      monthlyBudget: 500,
      founderPay: 2000,
    });
    // The model itself is in pounds (issue 23): the founder's amounts as typed, the US-dollar
    // benchmarks converted at the dated rate, said once in the model's inputs.
    expect(find(fin, "Starting cash")?.value).toBe("£20,000");
    expect(find(fin, "Marketing a month")?.value).toBe("£500");
    expect(find(fin, "Founder pay a month")?.value).toBe("£2,000");
    // The funnel's arithmetic still spends the budget at US-dollar ad prices: converted once.
    expect(find(fin, "Marketing a month in US dollars")?.value).toBe(`$${dollars(500)}`);
    const extra = fin as PlanResult & {
      financialModel: {
        inputs: {
          startingCash: number;
          currency: string;
          toolsPerMonth: number;
          usdRate?: { perUsd: number };
        };
      };
    };
    expect(extra.financialModel.inputs.startingCash).toBe(20000);
    expect(extra.financialModel.inputs.currency).toBe("GBP");
    expect(extra.financialModel.inputs.usdRate?.perUsd).toBe(gbp);
    const tools = find(fin, "Tools and accounts a month in GBP");
    expect(tools?.value).toMatch(/^£[\d,]+ \(\$[\d,]+\)$/u);
    expect(tools?.basis.kind === "estimate" && tools.basis.method).toMatch(
      /× £[\d.]+ per US dollar \(2023 annual average/u,
    );
    expect(extra.financialModel.inputs.toolsPerMonth).toBe(
      Math.round(
        Number((/\(\$([\d,]+)\)/u.exec(tools?.value ?? "")?.[1] ?? "").replace(/,/g, "")) * gbp,
      ),
    );
    expect(fin.summary).toContain("in pounds sterling is converted to US dollars");

    const team = run("team-planning", { businessIdea: idea, currency: "GBP", hiringBudget: 3000 });
    expect(find(team, "Hiring budget a month")?.value).toBe(`$${dollars(3000)} (£3,000)`);
    const growth = run("iteration-scaling", {
      businessIdea: idea,
      currency: "GBP",
      monthlyRevenue: 4000,
      cac: 300,
    });
    expect(find(growth, "Revenue a month")?.value).toBe(`$${dollars(4000)} (£4,000)`);
    expect(find(growth, "Customer acquisition cost (CAC)")?.value).toBe(`$${dollars(300)} (£300)`);
    const product = run("product-development", {
      businessIdea: idea,
      currency: "GBP",
      budget: 8000,
    });
    expect(find(product, "Your MVP budget")?.value).toBe(`$${dollars(8000)} (£8,000)`);
  });

  it("refuses a currency it does not know, as a clear 4xx", () => {
    const parsed = goToMarketTool.request.safeParse({
      businessIdea: "Keg tracking",
      currency: "XYZ",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^Currency must be one of: USD, EUR, GBP/u);
  });
});
