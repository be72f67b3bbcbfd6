import { namesOrganisations } from "../../engine/reading";
import { capitalise, lowerFirst } from "../../engine/text";
import {
  customerChannels,
  type DiscoveryContext,
  ideaSubject,
  listJoin,
  modelBusinesses,
} from "./discovery-context.server";
import {
  archetypeAt,
  archetypeDescription,
  archetypeWithExamples,
  firstRival,
  foundersPrice,
  industryRisk,
  marketPrice,
  modelPrice,
  modelRisk,
  regulatoryNote,
  trendAt,
} from "./kb-phrases.server";
import { grossMargin, retentionPhrase } from "./kb-prose.server";
import { marketQuote } from "./market-quote.server";
import type { CustomerDiscoveryResult } from "./schema";

/** The problem-validation and solution-fit sections, in that order. */
export function problemSolutionSections(
  ctx: DiscoveryContext,
): Pick<CustomerDiscoveryResult, "problemValidation" | "solutionFit"> {
  return { problemValidation: problemValidation(ctx), solutionFit: solutionFit(ctx) };
}

/** The problem-validation section: how bad, how often, what they do today, what is missing. */
export function problemValidation(
  ctx: DiscoveryContext,
): CustomerDiscoveryResult["problemValidation"] {
  return {
    problemSeverity: problemSeverity(ctx),
    currentSolutions: currentSolutions(ctx),
    customerJourney: customerJourney(ctx),
    unmetNeeds: unmetNeeds(ctx),
    problemFrequency: problemFrequency(ctx),
  };
}

/** The solution-fit section: does the product match the problem, what to build, what blocks it. */
export function solutionFit(ctx: DiscoveryContext): CustomerDiscoveryResult["solutionFit"] {
  return {
    solutionAlignment: solutionAlignment(ctx),
    featurePriority: ctx.playbook.features(ctx.customers),
    valueProposition: valueProposition(ctx),
    competitiveAdvantage: competitiveAdvantage(ctx),
    adoptionBarriers: adoptionBarriers(ctx),
  };
}

function problemSeverity(ctx: DiscoveryContext): string {
  const spend =
    ctx.orientation === "B2B"
      ? "already pay for a workaround (a tool, a temp, overtime) and can say what it cost them last month"
      : "already spend money or an evening a week on a workaround and are annoyed by it";
  return (
    `Not proven yet. The problem behind ${ctx.product} is severe if ${ctx.customers} ${spend}; ` +
    "it is a nice-to-have if they shrug and describe no attempt to fix it. What the knowledge base " +
    `shows about ${ctx.industryLabel}: ${trendAt(ctx, 1)} The risk to keep in mind: ` +
    `${lowerFirst(industryRisk(ctx))}`
  );
}

function currentSolutions(ctx: DiscoveryContext): string {
  const first = archetypeAt(ctx, 0);
  const second = archetypeAt(ctx, 1);
  const byHand =
    ctx.orientation === "B2B"
      ? "spreadsheets, email, phone calls and a staff member who remembers everything"
      : "asking friends, searching online and making do";
  const landscape = ctx.market?.competitiveLandscape;
  const fromMarket =
    landscape === undefined
      ? ""
      : ` Your market analysis adds: “${marketQuote(ctx, "competitiveLandscape", landscape)}”.`;
  const named = ctx.market?.namedCompetitors ?? [];
  // The founder's names first; then the archetypes, joined by "and" so "with" is said twice at
  // most ("with ezyVet … (the competitors you named), with A (…) and B (…), or by hand").
  const yours = named.length > 0 ? `${listJoin(named)} (the competitors you named), with ` : "";
  return (
    `Today ${ctx.customers} get by with ${yours}${archetypeWithExamples(ctx, first)} ` +
    `(${lowerFirst(archetypeDescription(ctx, first)).replace(/\.$/, "")})${yours ? " and" : ", with"} ` +
    `${archetypeWithExamples(ctx, second)} ` +
    `(${lowerFirst(archetypeDescription(ctx, second)).replace(/\.$/, "")}), or by hand: ` +
    `${byHand}. In interviews, ask which of these they used last time and what they disliked; ` +
    `that gap is where ${ctx.product} fits.${fromMarket}`
  );
}

function customerJourney(ctx: DiscoveryContext): string {
  const [first, second] = customerChannels(ctx);
  const reach = second === undefined ? (first ?? "word of mouth") : `${first} or ${second}`;
  const evaluate =
    ctx.orientation === "B2B"
      ? "a demo or a trial, a check with the staff who will use it, then the owner's approval"
      : "reviews, the price and a quick look at the alternatives";
  return (
    `Trigger: ${ctx.playbook.trigger}. Reached through: ${reach}. Evaluate: ${evaluate}. ` +
    `Buy: ${buyAt(ctx)}. Stay: ${modelBusinesses(ctx)} typically ` +
    `${retentionPhrase(ctx.builder, ctx.model)}, so the first weeks of use decide whether ` +
    `${ctx.customers} come back. Map each step in interviews and note where they gave up last time.`
  );
}

function unmetNeeds(ctx: DiscoveryContext): string[] {
  const rival = archetypeAt(ctx, 0);
  const needs = [
    `Something made for ${ctx.customers}: ${archetypeWithExamples(ctx, rival)} serve everyone, ` +
      `so what is specific to ${ctx.customers} is left to them`,
    `A switch that costs little to try. What holds them back today: ${lowerFirst(ctx.playbook.barriers[0] ?? "the cost of switching")}`,
    ctx.orientation === "B2B"
      ? "Proof that it pays back: a result they can show, such as hours saved or revenue kept"
      : "Confidence before paying: reviews, a guarantee or a free first use",
  ];
  const opportunity = ctx.market?.opportunities[0];
  if (opportunity !== undefined) {
    needs.push(`Named in your market analysis: ${marketQuote(ctx, "opportunities", opportunity)}`);
  }
  return needs;
}

function problemFrequency(ctx: DiscoveryContext): string {
  const recurring = ["SaaS", "Subscription", "Freemium", "Mobile App"].includes(ctx.model.name);
  const consequence = recurring
    ? `If ${ctx.customers} meet the problem less than monthly, a recurring price will churn: charge per use instead.`
    : `If ${ctx.customers} meet it only once, plan for referrals rather than repeat sales.`;
  return `${ctx.playbook.frequency} ${consequence}`;
}

function solutionAlignment(ctx: DiscoveryContext): string {
  const margin = grossMargin(ctx.builder, ctx.model);
  return (
    `${ideaSubject(ctx)} fits ${ctx.customers} if it removes the trigger moment ` +
    `(${ctx.playbook.trigger}) without adding work of its own. The ${ctx.model.name} model ` +
    `suits a ${ctx.orientation} offer like this: ${lowerFirst(ctx.model.summary).replace(/\.$/, "")}. ` +
    `Gross margins of about ${margin} for ${ctx.model.name} leave room for hands-on onboarding ` +
    "in the first months. Interviews should confirm the frequency the model needs, and that " +
    `${ctx.customers} would stop using today's workaround.`
  );
}

function valueProposition(ctx: DiscoveryContext): string {
  const outcome =
    ctx.orientation === "B2B"
      ? "takes the job off their staff's plate and shows the result"
      : "solves it with less effort and no guesswork";
  return (
    `For ${ctx.customers} ${namesOrganisations(ctx.customers) ? "that" : "who"} face ${ctx.playbook.trigger}, ${ctx.product} is ` +
    `${ctx.playbook.offer} that ${outcome}. Unlike ${firstRival(ctx)}, it is ` +
    `built around ${ctx.customers} and the way their work or life runs. Test this ` +
    "sentence in interviews: if they repeat it in their own words, keep it."
  );
}

function competitiveAdvantage(ctx: DiscoveryContext): string {
  const first = archetypeAt(ctx, 0);
  const second = archetypeAt(ctx, 1);
  const moat =
    ctx.orientation === "B2B"
      ? "integrations with the tools they already use, case studies from their peers and a reputation in their trade"
      : "a community, reviews and a brand that speaks their language";
  return (
    `No moat yet, and that is normal at this stage: the advantage is focus. ` +
    `${capitalise(archetypeWithExamples(ctx, first))} and ${archetypeWithExamples(ctx, second)} ` +
    `are larger but general; ${ctx.product} can know ${ctx.customers} better than they do. ` +
    `Competition in ${ctx.industryLabel} is ${ctx.industry.competitionIntensity} in the knowledge ` +
    `base, so turn focus into something harder to copy: ${moat}.`
  );
}

function adoptionBarriers(ctx: DiscoveryContext): string[] {
  const barriers = [...ctx.playbook.barriers];
  if (ctx.industry.regulatoryIntensity !== "low") {
    barriers.push(`Regulation in ${ctx.industryLabel}: ${lowerFirst(regulatoryNote(ctx, 1))}`);
  }
  barriers.push(`A ${ctx.model.name} risk to plan for: ${lowerFirst(modelRisk(ctx))}`);
  return barriers.map((barrier) => barrier.replace(/\.$/, ""));
}

/** Where the buyer buys: at the founder's price (the model's range beside it), else the range. */
function buyAt(ctx: DiscoveryContext): string {
  const own = foundersPrice(ctx);
  const market = own === null ? marketPrice(ctx) : null;
  if (market !== null)
    return `at around ${market}, your market analysis' spend per customer (typical ${ctx.model.name} prices, ${modelPrice(ctx)}, for comparison)`;
  return own === null
    ? `at around ${modelPrice(ctx)}`
    : `at your price, ${own} (typical ${ctx.model.name} prices, ${modelPrice(ctx)}, for comparison)`;
}
