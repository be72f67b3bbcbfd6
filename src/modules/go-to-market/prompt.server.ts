import type { Figure } from "../../engine/knowledge";
import type { FounderField } from "../../engine/prompt/founder-input";
import { figureLine } from "../../engine/prompt/grounding";
import type { GroundingLine, GroundingSection } from "../../engine/prompt/prompt";
import { formatFigure } from "../../engine/provenance-builder";
import { FUNNEL } from "../_kit/plan/prose.server";
import { SALES_MOTIONS } from "./questions";
import type { GoToMarketRequest } from "./schema";

const TASK =
  "A go-to-market plan for the founder's venture: the first customers to win and what makes them buy now, the message and its proofs, the one or two channels to run first (scored, with the rest parked), the launch price and offer, a week-by-week launch calendar, the first month's content and outreach, the funnel with month-one targets, and the weekly review that decides what to keep. Build on the founder's earlier results where given (customer discovery's pains, personas and adoption barriers; the strategic plan's positioning and first segment; the market analysis' prices and competitors) and say what is missing where they are not.";

/**
 * What the model is told beside the sections' guidance (generate.server.ts): the plan's task, the
 * founder's answers to the module's own questions, and the funnel benchmarks (issue 13).
 */
export const goToMarketPrompt = {
  task: TASK,
  fields: (request: GoToMarketRequest): FounderField[] => {
    const motion = SALES_MOTIONS.find((item) => item.value === request.salesMotion);
    return [
      {
        label: `Marketing budget a month (${request.currency ?? "USD"})`,
        field: "monthlyBudget",
        value: request.monthlyBudget === undefined ? undefined : String(request.monthlyBudget),
      },
      { label: "Launch date", field: "launchDate", value: request.launchDate },
      {
        label: `Planned price (${request.currency ?? "USD"})`,
        field: "price",
        value: request.price === undefined ? undefined : String(request.price),
      },
      { label: "Sales motion", field: "salesMotion", value: motion?.label },
      {
        label: "Channels tried",
        field: "channelsTried",
        value: request.channelsTried || undefined,
      },
    ];
  },
  grounding: () => [funnelGrounding()],
};

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
