import type { Figure } from "../../engine/knowledge";
import { figureLine } from "../../engine/prompt/grounding";
import type { GroundingLine, GroundingSection, ModelPrompt } from "../../engine/prompt/prompt";
import { formatFigure } from "../../engine/provenance-builder";
import { readVentureFacts } from "../_kit/plan/facts.server";
import { buildPlanPrompt } from "../_kit/plan/prompt.server";
import { FUNNEL } from "../_kit/plan/prose.server";
import { GO_TO_MARKET_SECTIONS } from "./plan";
import { SALES_MOTIONS } from "./questions";
import type { GoToMarketRequest } from "./schema";
import goToMarketTool from "./tool";

const TASK =
  "A go-to-market plan for the founder's venture: the first customers to win and what makes them buy now, the message and its proofs, the one or two channels to run first (scored, with the rest parked), the launch price and offer, a week-by-week launch calendar, the first month's content and outreach, the funnel with month-one targets, and the weekly review that decides what to keep. Build on the founder's earlier results where given (customer discovery's pains, personas and adoption barriers; the strategic plan's positioning and first segment; the market analysis' prices and competitors) and say what is missing where they are not.";

const GUIDANCE: Record<string, string> = {
  icp: "a paragraph naming the first buyers; a table { Attribute, Profile } (who buys, what hurts, where they gather, what they use today naming the competitors, how they buy, not a fit yet); a list of buying triggers, from customer discovery's journey and the founder's own description of the problem",
  messaging:
    "the core message in one or two sentences in the customer's words, three proofs as a numbered list, and a table { Objection, Answer, Proof } built from customer discovery's adoption barriers",
  channels:
    "a paragraph stating the scoring method (reach, cost, fit each 1 to 5, and the formula); a table { Channel, Reach, Cost, Fit, Score } from the business model's channels, the sales motion and the budget; a list naming the primary pick, the secondary pick and why the rest wait",
  pricing:
    "the list price from the founder's price, else the market analysis' pricing (quote its figures with their sources), else the business model's usual range; a table { Item, Price, Basis }; the launch offer (founding-customer price, paid pilot or prepay) with its arithmetic",
  "launch-calendar":
    "a table { Week, Focus, Tasks, Owner } of six to eight weeks; dated from the launch date when given, else Week 1, Week 2…",
  "first-30-days":
    "a table { Days, Content, Outreach, Target } in four blocks of about a week, naming the primary and secondary channels and the customer",
  funnel:
    "a table { Stage, Target, Rate, Basis }: visitors, leads, customers and CAC for month one; every Basis cell starts with Sourced (publisher and year from the grounding's funnel benchmarks), Your input or Estimate (with the arithmetic); CAC = monthly budget ÷ customers when a budget is given, else the business model's CAC payback × price × gross margin",
  "weekly-review":
    "a table { Metric, Target, This week, Notes } with targets from the funnel and an empty This week column, then the review questions as a numbered list and a decision rule",
};

/** The go-to-market tool's prompt for a language model (issue 13). */
export function buildPrompt(request: GoToMarketRequest): ModelPrompt {
  const facts = readVentureFacts(request);
  const motion = SALES_MOTIONS.find((item) => item.value === request.salesMotion);
  return buildPlanPrompt({
    facts,
    specs: GO_TO_MARKET_SECTIONS,
    task: TASK,
    guidance: GUIDANCE,
    fields: [
      {
        label: "Marketing budget a month (USD)",
        field: "monthlyBudget",
        value: request.monthlyBudget === undefined ? undefined : String(request.monthlyBudget),
      },
      { label: "Launch date", field: "launchDate", value: request.launchDate },
      {
        label: "Planned price (USD)",
        field: "price",
        value: request.price === undefined ? undefined : String(request.price),
      },
      { label: "Sales motion", field: "salesMotion", value: motion?.label },
      {
        label: "Channels tried",
        field: "channelsTried",
        value: request.channelsTried || undefined,
      },
    ],
    founderText: goToMarketTool.founderText(request),
    grounding: [funnelGrounding()],
    ...(request.regenerate ? { regenerate: request.regenerate } : {}),
  });
}

/** A figure with its decimals ("$4.66", "6.96%"), where the shared line would round them. */
function preciseLine(label: string, figure: Figure): GroundingLine {
  const line = figureLine(label, figure);
  const shown = figure.unit === "USD" ? `$${figure.value.toFixed(2)}` : `${figure.value}%`;
  return { ...line, text: line.text.replace(formatFigure(figure), shown) };
}

function funnelGrounding(): GroundingSection {
  return {
    title: "Funnel benchmarks (knowledge base)",
    lines: [
      figureLine("B2B site visitor-to-lead rate", FUNNEL.visitorToLead.b2b),
      figureLine("B2C site visitor-to-lead rate", FUNNEL.visitorToLead.b2c),
      figureLine("B2B lead-to-customer rate", FUNNEL.leadToCustomer.b2b),
      figureLine("B2C lead-to-customer rate", FUNNEL.leadToCustomer.b2c),
      preciseLine("Paid search click-to-lead rate", FUNNEL.paidSearch.clickToLead),
      preciseLine("Paid search cost per click", FUNNEL.paidSearch.costPerClick),
      preciseLine("Paid search cost per lead", FUNNEL.paidSearch.costPerLead),
      figureLine("Landing-page conversion, pooled", FUNNEL.landingPagePooled),
    ],
  };
}
