import * as z from "zod/mini";

/** Text of at most `max` characters, "" when absent. */
const optionalString = (max: number) =>
  z._default(z.optional(z.string().check(z.maxLength(max))), "");

/**
 * The idea a founder chose: what 'Develop This Idea Further' keeps in browser storage under
 * `selectedStartupIdea` (spec §3, GUIDE §2), the market analysis request carries as
 * `previousData`, and a venture keeps as its idea (issue 12).
 */
export const savedIdeaSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  description: optionalString(3000),
  category: optionalString(100),
  marketSize: optionalString(1000),
  targetMarket: optionalString(500),
});
export type SavedIdea = z.infer<typeof savedIdeaSchema>;

/** The browser storage key of the chosen idea (spec §3). */
export const SAVED_IDEA_STORAGE_KEY = "selectedStartupIdea";

/** The most text a business idea field holds (customer discovery's limit). */
const BUSINESS_IDEA_MAX = 2000;

/**
 * An idea as a business idea to research: its description when that already starts with the
 * title, else "Title: description", else the title alone.
 */
export function ideaAsBusinessIdea(idea: Pick<SavedIdea, "title" | "description">): string {
  const title = idea.title.trim();
  const description = idea.description.trim();
  // A title cut from the description ("ShiftWise: ICU nurse scheduling for community…") is
  // its start: the description alone says it.
  const titleStart = title.replace(/…$/, "").trim().toLowerCase();
  const text = !description
    ? title
    : description.toLowerCase().startsWith(titleStart)
      ? description
      : `${title}: ${description}`;
  return text.slice(0, BUSINESS_IDEA_MAX);
}
