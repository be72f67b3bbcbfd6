/**
 * The venture brief read by a language model, where one is configured (issue 23, decision 042).
 * Word rules read the founders they were written for; a model reads any language and any trade.
 * The model is asked for the four things the word rules most often misread (who pays, where, the
 * price as the founder means it, and the business model), each with the founder's words that
 * decided it, quoted. A part whose quote is not in the founder's text, or a price whose amount is
 * not in its quote, is dropped: the model normalises what the founder wrote, it never adds to it.
 * What is kept goes into the one reading as hints (`readBrief`'s `hints`): the buyer as the target
 * market the knowledge base counts, the model and side as the reading's choice, the price as read.
 * The founder still sees the brief and corrects any line; a correction outranks every hint.
 */

import * as z from "zod/mini";
import type { BusinessModel } from "../../shared/options";
import {
  BRIEF_CURRENCIES,
  BRIEF_MODELS,
  type BriefCurrency,
  type BriefModel,
  type BriefPricePeriod,
  BUYER_KINDS,
  engineModelOf,
  ORIENTATIONS,
  PRICE_PERIODS,
} from "../../shared/venture-brief";
import { KNOWLEDGE_BASE } from "../knowledge";
import type { ModelPrompt } from "../prompt/prompt";
import type { ToolEngine } from "../tool-engine";
import type { Orientation } from "./side";

const quote = z.string().check(z.trim(), z.minLength(1), z.maxLength(300));
const briefModelValues = BRIEF_MODELS.map((model) => model.value) as unknown as readonly [
  BriefModel,
  ...BriefModel[],
];

/** What the model answers: each part null when the founder's text does not say it. */
export const briefHintsAnswerSchema = z.object({
  buyer: z.nullable(
    z.object({
      /** Who pays, as a plural English noun phrase: "strata schemes", "people with asthma". */
      who: z.string().check(z.trim(), z.minLength(2), z.maxLength(120)),
      kind: z.enum(BUYER_KINDS),
      orientation: z.enum(ORIENTATIONS),
      /** The country they sell in, in English, or "" when the text does not say. */
      country: z.string().check(z.trim(), z.maxLength(60)),
      quote,
    }),
  ),
  price: z.nullable(
    z.object({
      amount: z.number().check(z.positive(), z.lte(100_000_000)),
      currency: z.enum(BRIEF_CURRENCIES),
      /** What one price buys, one English noun: "store", "seat", "device"; "" when not said. */
      per: z.string().check(z.trim(), z.maxLength(40)),
      period: z.nullable(z.enum(PRICE_PERIODS)),
      quote,
    }),
  ),
  model: z.nullable(z.object({ model: z.enum(briefModelValues), quote })),
});
export type BriefHintsAnswer = z.infer<typeof briefHintsAnswerSchema>;

/** The request the brief's model reading takes: the founder's idea text. */
export const briefHintsRequestSchema = z.object({ text: z.string().check(z.maxLength(5100)) });
export type BriefHintsRequest = z.infer<typeof briefHintsRequestSchema>;

/** The parts of a model's reading that its quotes bear out, as `readBrief` takes them. */
export interface BriefHints {
  /** Who pays, as the model named them: "strata schemes". */
  who?: string;
  /** Who pays and where, as a target market the buyer reader counts: "strata schemes in Australia". */
  targetMarket?: string;
  orientation?: Orientation;
  model?: BusinessModel;
  price?: {
    amount: number;
    currency: BriefCurrency;
    per: string;
    period: BriefPricePeriod | null;
  };
  /** The founder's words each kept part was read from, by line. */
  words: { buyer: string[]; price: string[]; model: string[] };
}

/** The side a brief's model names, for the models that name one. */
const MODEL_SIDES: Partial<Record<BriefModel, Orientation>> = {
  "b2b-saas": "B2B",
  service: "B2B",
  "consumer-app": "B2C",
  "consumer-subscription": "B2C",
};

/** Text compared loosely: lower case, one kind of quote and dash, single spaces. */
function loose(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‘’‚‛′]/gu, "'")
    .replace(/[“”„‟″«»]/gu, '"')
    .replace(/[‐‑‒–—―]/gu, "-")
    .replace(/\s+/gu, " ")
    .trim();
}

/** Whether a quote is the founder's own words: found in their text, loosely. */
export function quotedFrom(quoted: string, text: string): boolean {
  const wanted = loose(quoted).replace(/^["'.,;:]+|["'.,;:]+$/gu, "");
  return wanted.length >= 2 && loose(text).includes(wanted);
}

/**
 * The amounts a quote says: "$1,200", "1.200 €", "49,90", "3k", "R350" → 1200, 1200, 49.9, 3000,
 * 350. Separators are read both ways, so an amount is found whichever the founder used.
 */
export function amountsIn(quoted: string): number[] {
  const found: number[] = [];
  for (const match of quoted.matchAll(/(\d[\d\s.,'\u00a0\u202f]*\d|\d)\s*(k|m)?(?![\p{L}])/giu)) {
    const digits = (match[1] ?? "").replace(/[\s\u00a0\u202f']/gu, "");
    const scale =
      match[2]?.toLowerCase() === "k" ? 1000 : match[2]?.toLowerCase() === "m" ? 1e6 : 1;
    // "1,200" and "1.200" as thousands; "49,90" and "49.90" as decimals.
    const thousands = Number(digits.replace(/[.,](?=\d{3}(?:\D|$))/gu, "").replace(",", "."));
    const decimal = Number(digits.replace(/,/gu, "."));
    for (const value of [thousands, decimal]) if (Number.isFinite(value)) found.push(value * scale);
  }
  return found;
}

/**
 * The parts of a model's answer its quotes bear out. A buyer, a price or a model whose quote is
 * not in the founder's text is dropped, and so is a price whose amount its quote does not say.
 */
export function verifyBriefHints(answer: BriefHintsAnswer, text: string): BriefHints {
  const hints: BriefHints = { words: { buyer: [], price: [], model: [] } };
  const { buyer, price, model } = answer;
  if (buyer && quotedFrom(buyer.quote, text)) {
    hints.who = buyer.who;
    hints.targetMarket = buyer.country ? `${buyer.who} in ${buyer.country}` : buyer.who;
    // A buyer that is a business is sold to as one, whatever the model said of the side.
    hints.orientation = buyer.kind === "organisations" ? "B2B" : buyer.orientation;
    hints.words.buyer.push(buyer.quote);
  }
  if (
    price &&
    quotedFrom(price.quote, text) &&
    amountsIn(price.quote).some((amount) => Math.abs(amount - price.amount) < 0.005)
  ) {
    hints.price = {
      amount: price.amount,
      currency: price.currency,
      per: price.per.toLowerCase(),
      period: price.period,
    };
    hints.words.price.push(price.quote);
  }
  const engineModel = model ? engineModelOf(model.model) : undefined;
  if (model && engineModel && quotedFrom(model.quote, text)) {
    hints.model = engineModel;
    hints.words.model.push(model.quote);
    // Some models name their side ("B2B SaaS", "consumer app"): the side where no buyer said it.
    hints.orientation ??= MODEL_SIDES[model.model];
  }
  return hints;
}

/** Whether a reading kept anything. */
export function hasHints(hints: BriefHints): boolean {
  return Boolean(hints.targetMarket || hints.price || hints.model);
}

const INSTRUCTIONS = `Task: read one founder's description of their venture, in whatever language they wrote it, and say four things about it. You are not writing an analysis: you are reading. Answer each part with null when the text does not say it; never guess.

- buyer: who pays. "who" is the kind of organisation or person that pays, as a plural noun phrase in English, with the narrowing the founder gives and no place in it ("independent grocery stores", "strata schemes", "dental practices", "people with sleep apnoea", "parents of children with asthma"). Where the knowledge base's name below fits, use it. The payer, not the user, when they differ (a school that pays for its pupils' app is the buyer). "kind": "organisations" for businesses, public bodies, clubs, associations and self-employed professionals buying for their work; "people" for consumers and households. "orientation": "B2B" when organisations pay, "B2C" when people pay for themselves. "country": where they sell, as the English name of the country ("Australia", "Germany"), or "" when the text does not say.
- price: the founder's own price, as they mean it: the amount in their currency (an ISO code from the schema's list), what one price buys as one English noun ("store", "seat", "device", "clean", "" when not said), and its period ("month", "year", "week", "hour", "one-time", or null when not said). Only a price the founder charges: never a competitor's, a deposit, a tax or the founder's own savings. null when no price is said.
- model: the business model, one of the schema's values: b2b-saas (subscription software for organisations), consumer-app, consumer-subscription, marketplace (the venture connects two sides and takes a commission or fee), hardware-subscription (a device sold or rented, with or without a subscription), e-commerce, service (a service business for organisations), professional-services, local-service (a service in person, locally), physical-products, store-or-venue, other.
- "quote" in each part: the founder's exact words that decided it, copied character for character from their text (a few words to one sentence). A part whose quote is not in the text is discarded.`;

/** The most knowledge-base buyer names listed in the prompt. */
const MAX_UNIT_NAMES = 400;

/** The prompt for a model's reading of the brief: the founder's text and the buyers counted. */
export function briefHintsPrompt(request: BriefHintsRequest): ModelPrompt {
  const names = [...new Set(KNOWLEDGE_BASE.buyerUnits.map((unit) => unit.plural))]
    .sort((a, b) => a.localeCompare(b))
    .slice(0, MAX_UNIT_NAMES);
  return {
    instructions: INSTRUCTIONS,
    founderInput: `- The founder's idea, in their words (text): ${request.text}`,
    founderText: [request.text],
    grounding: [
      {
        title: "Buyers the knowledge base counts (use the name that fits, else your own)",
        lines: [{ text: names.join("; "), sourceIds: [] }],
      },
    ],
  };
}

/** Offline there is no model's reading: the word rules read the brief alone. */
const NOT_READ: BriefHintsAnswer = { buyer: null, price: null, model: null };

/**
 * The brief's model reading as the strategy engine runs a tool (its cache, daily budget and
 * checks): offline it answers nothing, so `readBrief` reads from the words alone.
 */
export const briefHintsEngine: ToolEngine<BriefHintsRequest, BriefHintsAnswer> = {
  toolType: "venture-brief",
  tool: {
    endpoint: "venture brief reading",
    request: briefHintsRequestSchema,
    result: briefHintsAnswerSchema,
    toResponse: (answer) => answer,
    founderText: (request: BriefHintsRequest) => [request.text],
  },
  generate: () => NOT_READ,
  buildPrompt: briefHintsPrompt,
};
