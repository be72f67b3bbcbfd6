import * as z from "zod/mini";
import { CURRENCY_CODES, type CurrencyCode, currencySign } from "./currencies";
import { type BusinessModel, GEOGRAPHIC_SCOPES, MARKET_INDUSTRIES } from "./options";

/**
 * The venture brief (issue 23, docs/decisions/025-venture-brief.md): the founder's idea read once
 * on the server by the engine's one reading of the founder, kept on the venture and shown back as
 * "We read this as: …". Each line records how it was read: the founder's words that decided it,
 * or "stated by you" once the founder corrected it. A correction is a statement: re-reading the
 * idea keeps it, and every module run in the venture takes it over what its words suggest.
 * Browser-safe (the dashboard renders and corrects it).
 *
 *   POST  /api/ventures              { ideaText, about? } → 201 VentureDetail with `brief`
 *   PATCH /api/ventures/:id/brief    BriefPatch → VentureDetail (the corrected lines stated)
 */

/** The most characters of the founder's own idea text a venture starts from. */
export const BRIEF_TEXT_MAX = 2000;
/** The most characters of one corrected text value. */
export const BRIEF_VALUE_MAX = 500;
/** The most competitors a brief keeps. */
export const BRIEF_COMPETITORS_MAX = 12;

/** How a line was read: the founder's words that decided it, or their own statement. */
export const briefReadSchema = z.discriminatedUnion("by", [
  z.object({
    by: z.literal("reading"),
    /** The founder's words that decided it; empty when the knowledge base's default did. */
    words: z.array(z.string()),
    /**
     * Why the line may be wrong, when part of it is the knowledge base's guess rather than the
     * founder's words ("Nothing in your words said whether organisations or people pay…"): the
     * brief asks the founder to check it. Absent when their words decided it.
     */
    unsure: z.optional(z.string().check(z.maxLength(300))),
  }),
  z.object({ by: z.literal("founder") }),
]);
export type BriefRead = z.infer<typeof briefReadSchema>;

/** The business models a brief names, each with the knowledge base's model the engine reads. */
export const BRIEF_MODELS = [
  { value: "b2b-saas", label: "subscription software (B2B SaaS)", engine: "SaaS" },
  { value: "consumer-app", label: "consumer app", engine: "Mobile App" },
  { value: "consumer-subscription", label: "consumer subscription", engine: "Subscription" },
  { value: "marketplace", label: "marketplace", engine: "Marketplace" },
  {
    value: "hardware-subscription",
    label: "hardware plus subscription",
    engine: "Hardware",
  },
  { value: "e-commerce", label: "online shop (e-commerce)", engine: "E-commerce" },
  { value: "service", label: "service business", engine: "B2B Services" },
  {
    value: "professional-services",
    label: "professional services",
    engine: "Professional Services",
  },
  { value: "local-service", label: "local service", engine: "Local Services" },
  { value: "physical-products", label: "physical products", engine: "Retail Products" },
  { value: "store-or-venue", label: "shop, café or venue", engine: "Brick & Mortar Store" },
  { value: "other", label: "another model", engine: null },
] as const satisfies readonly { value: string; label: string; engine: BusinessModel | null }[];
export type BriefModel = (typeof BRIEF_MODELS)[number]["value"];
const briefModelValues = BRIEF_MODELS.map((model) => model.value) as unknown as readonly [
  BriefModel,
  ...BriefModel[],
];

/** The brief's model for a knowledge-base model the engine read. */
export function briefModelOf(model: BusinessModel): BriefModel {
  const found = BRIEF_MODELS.find((entry) => entry.engine === model);
  if (found) return found.value;
  if (model === "Freemium") return "b2b-saas";
  if (model === "Consulting") return "professional-services";
  if (model === "Restaurant/Food Service") return "store-or-venue";
  if (model === "Manufacturing" || model === "Home-Based Business") return "physical-products";
  if (model === "Event Services" || model === "Franchise") return "local-service";
  return "other";
}

/** The knowledge base's model a brief's model is read as, or undefined for "other". */
export function engineModelOf(model: BriefModel): BusinessModel | undefined {
  const engine = BRIEF_MODELS.find((entry) => entry.value === model)?.engine;
  return engine === null || engine === undefined ? undefined : engine;
}

export const PRICE_PERIODS = ["month", "year", "week", "hour", "one-time"] as const;
export type BriefPricePeriod = (typeof PRICE_PERIODS)[number];
/** The currencies a brief can price in: the one table of src/shared/currencies.ts. */
export const BRIEF_CURRENCIES = CURRENCY_CODES;
export type BriefCurrency = CurrencyCode;
export const ORIENTATIONS = ["B2B", "B2C"] as const;
export const BUYER_KINDS = ["organisations", "people"] as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} cannot be empty.`),
      z.maxLength(max, `${label} can be at most ${max} characters.`),
    );
const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .check(
      z.gte(0, `${label} cannot be negative.`),
      z.lte(max, `${label} can be at most ${max.toLocaleString("en-US")}.`),
    );

export const offerValueSchema = z.object({
  /** What it is, in a sentence. */
  what: requiredLine("What it is", BRIEF_VALUE_MAX),
  /** The problem it solves, or "" when the words do not say. */
  problem: text(BRIEF_VALUE_MAX),
  /** The industry it is read in (the market analysis form's list), or null. */
  industry: z.nullable(z.enum(MARKET_INDUSTRIES, { error: "Choose one of the industries." })),
});
export const buyerValueSchema = z.object({
  kind: z.enum(BUYER_KINDS, { error: "Who pays: organisations or people." }),
  /** Who pays, in the founder's words ("independent grocery stores with 1–3 locations"). */
  who: requiredLine("Who pays", BRIEF_VALUE_MAX),
  /** Their size, when the words say ("1–3 locations", "under 50 staff"), else "". */
  size: text(200),
  /** Where they are: a country or region, as the founder names it ("Ireland", "the US"). */
  place: text(120),
  /** The region the engine counts and prices for. */
  scope: z.enum(GEOGRAPHIC_SCOPES),
  /** How many there are, or null when no count is known. */
  count: z.nullable(count("The buyer count", 10_000_000_000)),
  /** Where the count is from: a source with publisher and year, or "stated by you". */
  countSource: z.nullable(text(300)),
});
export const usersValueSchema = z.object({
  who: requiredLine("Who uses it", BRIEF_VALUE_MAX),
});
export const priceValueSchema = z.object({
  /** The price as the founder means it, in their currency; null when they named none. */
  amount: z.nullable(count("The price", 100_000_000)),
  currency: z.enum(BRIEF_CURRENCIES, {
    error: `Currency must be one of ${BRIEF_CURRENCIES.join(", ")}.`,
  }),
  /** What one price is for: "store", "seat", "order"; "" when not said. */
  per: text(60),
  period: z.nullable(z.enum(PRICE_PERIODS)),
  /**
   * A one-off price beside a recurring one, in the same currency: the device of hardware sold
   * with a subscription, a setup fee. Absent or null when none.
   */
  upfront: z.optional(z.nullable(count("The one-off price", 100_000_000))),
  /** What the one-off price buys ("pedestal", "device", "setup"), or "". */
  upfrontPer: z.optional(text(60)),
});
export const modelValueSchema = z.object({
  model: z.enum(briefModelValues, { error: "Choose one of the business models." }),
  orientation: z.enum(ORIENTATIONS, { error: "Sells to: B2B or B2C." }),
});
export const competitorsValueSchema = z.object({
  names: z
    .array(
      z.object({
        name: requiredLine("A competitor's name", 120),
        /** What kind of competitor it is ("Loss-prevention security firms"), or "". */
        type: text(160),
      }),
    )
    .check(z.maxLength(BRIEF_COMPETITORS_MAX, `At most ${BRIEF_COMPETITORS_MAX} competitors.`)),
});
export const founderValueSchema = z.object({
  /** The founder's skills and background: never the customer's words. */
  skills: text(BRIEF_VALUE_MAX),
  /** Money they can put in, in the brief's currency, or null. */
  money: z.nullable(count("Money", 1_000_000_000)),
  /** Hours a week they can give, or null. */
  hours: z.nullable(count("Hours a week", 168)),
});

const line = <T extends z.ZodMiniType>(value: T) => z.object({ value, read: briefReadSchema });

export const briefLinesSchema = z.object({
  offer: line(offerValueSchema),
  buyer: line(buyerValueSchema),
  users: line(usersValueSchema),
  price: line(priceValueSchema),
  model: line(modelValueSchema),
  competitors: line(competitorsValueSchema),
  founder: line(founderValueSchema),
});
export type BriefLines = z.infer<typeof briefLinesSchema>;
export type BriefLineKey = keyof BriefLines;
export const BRIEF_LINE_KEYS = [
  "offer",
  "buyer",
  "users",
  "price",
  "model",
  "competitors",
  "founder",
] as const satisfies readonly BriefLineKey[];

/** The brief a venture holds. */
export const ventureBriefSchema = z.object({
  /** The founder's own idea text, as typed (or the adopted idea's words). */
  text: z.string().check(z.maxLength(BRIEF_TEXT_MAX + 3100)),
  /** The text's sentences about the business: without what the founder says about themselves. */
  idea: z.string().check(z.maxLength(BRIEF_TEXT_MAX + 3100)),
  /** Where the text came from. */
  from: z.enum(["founder", "adopted-idea"]),
  lines: briefLinesSchema,
  /** Bumped on every change: results built on an earlier revision are stale. */
  revision: z.int().check(z.gte(1)),
  changedAt: z.string(),
});
export type VentureBrief = z.infer<typeof ventureBriefSchema>;

/** What the founder says about themselves when starting a venture: never customer words. */
export const aboutFounderSchema = z.strictObject({
  skills: z.optional(text(BRIEF_VALUE_MAX)),
  money: z.optional(count("Money", 1_000_000_000)),
  hours: z.optional(count("Hours a week", 168)),
});
export type AboutFounder = z.infer<typeof aboutFounderSchema>;

/** The founder's own idea text, as POST /api/ventures takes it. */
export const ideaTextSchema = z
  .string({ error: "Describe your idea in words." })
  .check(
    z.trim(),
    z.minLength(10, "Describe your idea in a sentence or more (at least 10 characters)."),
    z.maxLength(BRIEF_TEXT_MAX, `Your idea can be at most ${BRIEF_TEXT_MAX} characters.`),
  );

/**
 * PATCH /api/ventures/:id/brief: corrections, each a part of a line's value (merged into it and
 * marked "stated by you"), and/or a new idea text to read again (corrections kept). At least one.
 */
export const briefPatchSchema = z
  .strictObject({
    text: z.optional(ideaTextSchema),
    offer: z.optional(z.partial(z.strictObject(offerValueSchema.shape))),
    buyer: z.optional(z.partial(z.strictObject(buyerValueSchema.shape))),
    users: z.optional(z.partial(z.strictObject(usersValueSchema.shape))),
    price: z.optional(z.partial(z.strictObject(priceValueSchema.shape))),
    model: z.optional(z.partial(z.strictObject(modelValueSchema.shape))),
    competitors: z.optional(z.partial(z.strictObject(competitorsValueSchema.shape))),
    founder: z.optional(z.partial(z.strictObject(founderValueSchema.shape))),
  })
  .check(
    z.refine(
      (patch) => Object.values(patch).some((value) => value !== undefined),
      "Send a correction of at least one line, or a new idea text.",
    ),
    z.refine(
      (patch) =>
        Object.entries(patch).every(
          ([key, value]) => key === "text" || (value !== null && Object.keys(value).length > 0),
        ),
      "A correction names at least one field of its line.",
    ),
  );
export type BriefPatch = z.infer<typeof briefPatchSchema>;

/** "$249", "€1,200", "₹999.50": an amount in a brief's currency. */
export function formatMoney(amount: number, currency: BriefCurrency): string {
  const fixed = Number.isInteger(amount) ? 0 : 2;
  return `${currencySign(currency)}${amount.toLocaleString("en-US", {
    minimumFractionDigits: fixed,
    maximumFractionDigits: fixed,
  })}`;
}

const PERIOD_WORDS: Record<BriefPricePeriod, string> = {
  month: "a month",
  year: "a year",
  week: "a week",
  hour: "an hour",
  "one-time": "once",
};

/** "$249 per store a month", "€30 a month", or null when no amount is known. */
export function priceText(price: z.infer<typeof priceValueSchema>): string | null {
  if (price.amount === null) return null;
  const per = price.per ? ` per ${price.per}` : "";
  const period = price.period ? ` ${PERIOD_WORDS[price.period]}` : "";
  const upfront =
    price.upfront === null || price.upfront === undefined
      ? ""
      : `, plus ${formatMoney(price.upfront, price.currency)}${price.upfrontPer ? ` per ${price.upfrontPer}` : ""} once`;
  return `${formatMoney(price.amount, price.currency)}${per}${period}${upfront}`;
}

/** The label of a brief's model. */
export function modelLabel(model: BriefModel): string {
  return BRIEF_MODELS.find((entry) => entry.value === model)?.label ?? model;
}

/**
 * The source a brief's buyer line gives a count estimated from peer countries' count per person
 * (decision 031): "about 3,400 (estimate from peer countries' density)".
 */
export const PEER_ESTIMATE_SOURCE = "estimate from peer countries' density";

/** The count source of a buyer count the founder gave. */
export const FOUNDER_COUNT_SOURCE = "stated by you";

/**
 * The brief's buyer count as the modules take it for the founder's own: only a count the
 * founder gave. A published count or one estimated from peer countries the market analysis
 * reads from the knowledge base and cites with its own source, never as the founder's.
 */
export function briefBuyerCount(buyer: z.infer<typeof buyerValueSchema>): number | null {
  return buyer.countSource === FOUNDER_COUNT_SOURCE ? buyer.count : null;
}

/** "about 41,000 (U.S. Census Bureau, County Business Patterns 2022)". */
export function countText(buyer: z.infer<typeof buyerValueSchema>): string | null {
  if (buyer.count === null) return null;
  const source = buyer.countSource ? ` (${buyer.countSource})` : "";
  return `about ${Math.round(buyer.count).toLocaleString("en-US")}${source}`;
}

/**
 * The brief as one sentence: "B2B, buyer = independent grocery stores, about 41,000 in the United
 * States (source), $249 per store a month, subscription software (B2B SaaS)".
 */
export function briefSentence(lines: BriefLines): string {
  const { buyer, price, model } = lines;
  const where = buyer.value.place ? ` in ${buyer.value.place}` : "";
  const counted = countText(buyer.value);
  const parts = [
    model.value.orientation,
    `buyer = ${buyer.value.who}${counted ? `, ${counted}${where}` : where}`,
    priceText(price.value),
    modelLabel(model.value.model),
  ];
  return parts.filter((part): part is string => Boolean(part)).join(", ");
}

/** True when the founder stated (corrected) this line. */
export function isStated(lines: BriefLines, key: BriefLineKey): boolean {
  return lines[key].read.by === "founder";
}

/** A venture-run request's brief field: what the modules accept (stripped for anything else). */
export const briefField = z.optional(ventureBriefSchema);
