import { GENERAL_EMPLOYERS } from "../../engine/reading";
import { lowerFirst } from "../../engine/text";
import type { PlanBlock } from "../../shared/plan";
import { variant } from "../_kit/plan/prose.server";
import { type GtmContext, joinWords, MOTION_LABEL } from "./context.server";

/**
 * The channel scorecard (issue 13): the business model's usual channels plus the ones the sales
 * motion and the budget call for, each rated 1 to 5 on reach, cost and fit and scored by a stated
 * formula. A regenerated scorecard weighs cost or reach double instead of fit.
 */
export interface ScoredChannel {
  name: string;
  reach: number;
  cost: number;
  fit: number;
  score: number;
  why: string;
  tried: boolean;
}

const WEIGHTINGS = [
  { name: "fit counts double", reach: 1, cost: 1, fit: 2 },
  { name: "cost counts double (the cheapest way to learn)", reach: 1, cost: 2, fit: 1 },
  { name: "reach counts double (the fastest way to be seen)", reach: 2, cost: 1, fit: 1 },
] as const;

const has = (name: string, pattern: RegExp) => pattern.test(name.toLowerCase());

const PAID = /paid|ads\b|search ads|google shopping|local services ads/;
const PERSONAL = /outbound|network|referral|word of mouth|past colleagues|hand-recruiting|personal/;
const CONTENT = /content|seo|writing|thought leadership|case stud|templates/;
const COMMUNITY = /communit|linkedin|groups|nextdoor|forum|sharing|creators/;
const SOCIAL = /social|tiktok|instagram|video|influencer|reels|youtube/;
const STORES =
  /marketplace|app store|store optimisation|amazon|etsy|faire|app stores|thumbtack|directories/;
const EVENTS = /trade show|events|fairs|markets|talks|workshops|crowdfunding/;
const PARTNERS = /partner|distribut|retail|association|reseller|reps|bundles|venues/;

const MOTION_FIT: Record<GtmContext["motion"], RegExp> = {
  "sales-led": /outbound|linkedin|trade show|direct|demo|talks|network|referrals and past/,
  "self-serve": /trial|seo|content|app store|store optimisation|paid|sign-up|templates/,
  "community-led": /communit|referral|sharing|forum|groups|creators|word of mouth/,
  "partner-led": /partner|marketplace|distribut|retail|association|reseller|reps|bundles/,
};

/**
 * Channels that reach people buying for themselves, never an organisation's buyer: a pub does not
 * buy its keg sensors on Amazon or through a Kickstarter.
 */
const CONSUMER_ONLY =
  /\bamazon\b|etsy|app store optimisation|crowdfunding|kickstarter|tiktok|instagram|influencer|reels|reviewers on youtube|nextdoor|paid social|first-box/u;
/** Channels that reach an organisation's buyer, never a person buying for themselves. */
const BUSINESS_ONLY = /outbound|linkedin|trade show|corporate outreach|past colleagues/u;
/** Generic software platforms' marketplaces: a channel only where the buyers run that software. */
const PLATFORM_MARKETPLACES = /^integration marketplaces \(/u;

/**
 * The model's usual channels for who buys (stop 35): a business buyer is not offered consumer
 * channels, people not business ones, and a trade is offered the integrations of the software it
 * already runs instead of Salesforce's or Shopify's marketplace.
 */
function modelChannels(ctx: GtmContext): string[] {
  const unit = ctx.facts.reading.buyer.unit;
  // A named trade (counted or not), not businesses in general, which may well run Salesforce or
  // Shopify.
  const general =
    unit !== null ? GENERAL_EMPLOYERS.has(unit.id) : /^(?:small )?businesses$/u.test(ctx.customer);
  const trade = ctx.b2b && !general;
  return ctx.facts.model.channels
    .filter((name) => !(ctx.b2b ? CONSUMER_ONLY : BUSINESS_ONLY).test(name.toLowerCase()))
    .map((name) =>
      trade && PLATFORM_MARKETPLACES.test(name.toLowerCase())
        ? `Partner integrations with the software ${ctx.customer} already use`
        : name,
    );
}

/** The channels to score for this venture, in the knowledge base's order, then the added ones. */
function candidateChannels(ctx: GtmContext): string[] {
  const channels: string[] = modelChannels(ctx);
  const lower = channels.map((name) => name.toLowerCase());
  const add = (name: string, unless: RegExp) => {
    if (lower.some((name) => unless.test(name))) return;
    channels.push(name);
    lower.push(name.toLowerCase());
  };
  if (ctx.motion === "sales-led") add(`Founder-led outbound to ${ctx.customer}`, /outbound/);
  if (ctx.motion === "community-led")
    add(`Communities where ${ctx.customer} already gather`, /communit|groups|forum/);
  if (ctx.motion === "partner-led")
    add(`Partners who already sell to ${ctx.customer}`, /partner|distribut|reseller/);
  if (ctx.budget)
    add("Paid search on the words they use for the problem", /search ads|paid search/);
  // Too few left once the other side's channels are out: the usual ones for this buyer.
  const usual: [string, RegExp][] = ctx.b2b
    ? [
        [`Founder-led outbound to ${ctx.customer}`, /outbound/],
        [`Trade associations and trade shows where ${ctx.customer} meet`, /association|trade show/],
        [`Distributors and suppliers who already sell to ${ctx.customer}`, /distribut|supplier/],
        [`Referrals from the first ${ctx.customer} you win`, /referral/],
      ]
    : [
        [`Communities where ${ctx.customer} already gather`, /communit|groups|forum/],
        ["Referral and sharing by the first customers", /referral|sharing/],
        ["Short-form video and social posts", /video|social|tiktok|instagram/],
      ];
  for (const [name, unless] of usual) {
    if (channels.length >= 4) break;
    add(name, unless);
  }
  return channels.slice(0, 8);
}

/** Ratings of one channel: reach, cost (5 = cheapest) and fit, each 1 to 5. */
function rate(ctx: GtmContext, name: string): Omit<ScoredChannel, "score"> {
  const budget = ctx.budget?.value ?? 0;
  let reach = 3;
  let cost = 3;
  const reasons: string[] = [];
  if (has(name, PAID)) {
    reach = 4;
    cost = budget >= 5000 ? 3 : budget > 0 ? 2 : 1;
    reasons.push(
      budget > 0
        ? "buys reach at once, within your budget"
        : "would need a budget you have not set",
    );
  } else if (has(name, PERSONAL)) {
    reach = 2;
    cost = 5;
    reasons.push("costs your time, not money, and teaches the most per conversation");
  } else if (has(name, STORES)) {
    reach = 4;
    cost = 4;
    reasons.push("puts you where buyers already search, for a fee on each sale");
  } else if (has(name, SOCIAL)) {
    reach = 4;
    cost = 3;
    reasons.push("reaches many quickly, though it needs a steady stream of posts");
  } else if (has(name, CONTENT)) {
    reach = 3;
    cost = 4;
    reasons.push("compounds over months, though it is slow in the launch window");
  } else if (has(name, COMMUNITY)) {
    reach = 3;
    cost = 4;
    reasons.push("earns members' trust, if you give before you ask");
  } else if (has(name, EVENTS)) {
    reach = 3;
    cost = 2;
    reasons.push("puts many buyers in one room, at a price in money and days");
  } else if (has(name, PARTNERS)) {
    reach = 3;
    cost = 4;
    reasons.push("borrows a partner's trust, but deals take weeks to set up");
  }
  let fit = 3;
  if (
    ctx.b2b &&
    has(name, /outbound|linkedin|partner|association|trade|referral|network|case stud|direct/)
  )
    fit += 1;
  if (
    !ctx.b2b &&
    has(
      name,
      /social|video|referral|communit|app store|marketplace|influencer|creator|instagram|tiktok|sharing|nextdoor/,
    )
  )
    fit += 1;
  if (has(name, MOTION_FIT[ctx.motion])) {
    fit += 1;
    reasons.push(`suits a ${MOTION_LABEL[ctx.motion]} launch`);
  }
  const tried = triedBefore(ctx.request.channelsTried, name);
  if (tried) {
    fit += 1;
    reasons.push("is one you have tried already, so you start from what you learned");
  }
  return { name, reach, cost, fit: Math.max(1, Math.min(5, fit)), why: joinWords(reasons), tried };
}

/** True when the founder's notes name the channel's key word. */
function triedBefore(notes: string, channel: string): boolean {
  if (!notes.trim()) return false;
  const text = notes.toLowerCase();
  const keys = channel
    .toLowerCase()
    .replace(/[()]/g, " ")
    .split(/[^a-z]+/)
    .filter(
      (word) =>
        word.length >= 5 &&
        !["aimed", "customer", "profile", "already", "their", "where", "narrow", "other"].includes(
          word,
        ),
    );
  return keys.some((key) => text.includes(key));
}

/** The channels scored and ranked for a take (0 for the plan's own choice). */
export function rankChannels(ctx: GtmContext, take: number): ScoredChannel[] {
  const weighting = WEIGHTINGS[take % WEIGHTINGS.length] ?? WEIGHTINGS[0];
  return candidateChannels(ctx)
    .map((name) => {
      const rated = rate(ctx, name);
      const score =
        weighting.reach * rated.reach + weighting.cost * rated.cost + weighting.fit * rated.fit;
      return { ...rated, score };
    })
    .sort((a, b) => b.score - a.score || b.fit - a.fit);
}

export function channelsSection(ctx: GtmContext): PlanBlock[] {
  const take = variant(ctx.roundFor("channels"), WEIGHTINGS.length);
  const weighting = WEIGHTINGS[take] ?? WEIGHTINGS[0];
  const ranked = rankChannels(ctx, take);
  const { builder } = ctx;
  const formula = `reach × ${weighting.reach} + cost × ${weighting.cost} + fit × ${weighting.fit}`;
  const rows = ranked.map((channel) => {
    const score = builder.estimate(
      `Channel score (${weighting.name.split(" (")[0]}): ${channel.name}`,
      `${channel.score}/20`,
      `Reach ${channel.reach} × ${weighting.reach} + cost ${channel.cost} × ${weighting.cost} + fit ${channel.fit} × ${weighting.fit} = ${channel.score}, out of 20 (each rated 1 to 5; cost 5 is the cheapest).`,
    );
    return [channel.name, String(channel.reach), String(channel.cost), String(channel.fit), score];
  });
  const [primary, secondary, ...rest] = ranked;
  const blocks: PlanBlock[] = [
    {
      kind: "paragraph",
      text: `Channels for ${ctx.product} are scored for ${ctx.customer} on a ${MOTION_LABEL[ctx.motion]} launch${ctx.motionChosen ? " (your choice)" : " (assumed; tell us your sales motion to rescore)"}${ctx.budget ? ` with ${ctx.budget.shown} a month to spend` : " with no paid budget set"}. Each channel is rated 1 to 5 on reach (how many ${ctx.customer} it puts you in front of in the launch window), cost (5 is the cheapest in money and hours) and fit (how well it suits this customer and motion); this take scores ${formula}, where ${weighting.name}, out of 20.`,
    },
    {
      kind: "table",
      header: ["Channel", "Reach", "Cost", "Fit", "Score"],
      rows,
    },
  ];
  const picks: string[] = [];
  if (primary)
    picks.push(
      `Primary: ${primary.name}, because it ${primary.why || "scores highest on this formula"}. Give it most of your launch hours for the first month before judging it.`,
    );
  if (secondary)
    picks.push(
      `Secondary: ${secondary.name}, because it ${secondary.why || "scores next"}. Run it at a lower, steady pace so it is warm if the primary stalls.`,
    );
  if (rest.length > 0)
    picks.push(
      `Waiting: ${joinWords(rest.map((channel) => lowerFirst(channel.name)))}. Not now: two channels run properly teach more than ${rest.length > 1 ? "all of them" : "three"} run at a fraction of your attention; revisit at the monthly review.`,
    );
  blocks.push({ kind: "list", ordered: false, items: picks });
  if (ctx.request.channelsTried.trim() && !ranked.some((channel) => channel.tried)) {
    blocks.push({
      kind: "paragraph",
      text: `None of the channels you have tried match this shortlist by name; note in the first weekly review what they brought in, so the scores can move with your own numbers.`,
    });
  }
  return blocks;
}
