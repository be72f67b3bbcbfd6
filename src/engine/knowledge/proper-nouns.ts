/**
 * The names the engines' prose keeps in their own case mid-sentence ("Google Ads", "Etsy,
 * Faire", "LinkedIn"): the companies the knowledge base cites as competitor examples and the
 * platforms and places its channels and founders name. One list for the one case
 * rule (src/engine/text/case.ts `lowerFirst`); a new name belongs here or in the data it comes
 * from, never in a module.
 */
import { INDUSTRIES } from "./industries";

/** Platforms, marketplaces and places named in channels and founders' words. */
const PLATFORMS = [
  "Amazon",
  "Angi",
  "App Store",
  "Apple",
  "California",
  "Discord",
  "DoorDash",
  "Etsy",
  "Facebook",
  "Faire",
  "Google",
  "Instagram",
  "Kickstarter",
  "LinkedIn",
  "Meta",
  "Microsoft",
  "Nextdoor",
  "Reddit",
  "Salesforce",
  "Shopify",
  "Thomasnet",
  "Thumbtack",
  "TikTok",
  "Uber",
  "WhatsApp",
  "Xometry",
  "Yelp",
  "YouTube",
] as const;

/**
 * Company names that are also ordinary words: a text starting with "Target customers" or "Block
 * out a week" is not naming the company, so these do not keep a capital.
 */
const ORDINARY_WORDS = new Set(
  (
    "Best Block Booking Brilliant Chime Climate Club Compass Epic Flex Life Lime Little Live " +
    "Local Morning Motive One Pilot Planet Platform Ramp Steam Target The Toast Universal Whoop"
  ).split(" "),
);

/** "Cursor (Anysphere)" → "Cursor". */
const bare = (name: string): string => name.replace(/\s*\(.*\)\s*$/, "").trim();

/**
 * Names that keep their capital at the start of a text: the platforms above, and the companies
 * the knowledge base gives as competitor examples, longest first so "Google Ads" is tried
 * before "Google". Only names written with a capital count ("iPhone" keeps its case anyway).
 */
export const PROPER_NOUNS: readonly string[] = [
  ...new Set([
    ...PLATFORMS,
    ...Object.values(INDUSTRIES).flatMap((industry) =>
      industry.competitorArchetypes.flatMap((archetype) => archetype.examples.map(bare)),
    ),
  ]),
]
  .filter((name) => /^\p{Lu}/u.test(name) && !ORDINARY_WORDS.has(name))
  .sort((a, b) => b.length - a.length);
