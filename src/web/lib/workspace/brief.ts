import { GEOGRAPHIC_SCOPES, MARKET_INDUSTRIES } from "../../../shared/options";
import {
  BRIEF_CURRENCIES,
  BRIEF_MODELS,
  type BriefLineKey,
  type BriefLines,
  type BriefPatch,
  BUYER_KINDS,
  countText,
  modelLabel,
  ORIENTATIONS,
  PRICE_PERIODS,
  priceText,
} from "../../../shared/venture-brief";

/**
 * The venture brief as the dashboard shows it (issue 23): each line in words, how it was read,
 * and the fields of its one-click correction. Pure, so it is tested without a browser.
 */

export const BRIEF_LINE_LABELS: Record<BriefLineKey, string> = {
  offer: "What it is",
  buyer: "Who pays",
  users: "Who uses it",
  price: "Price",
  model: "Business model",
  competitors: "Competitors",
  founder: "You",
};

/** A line's value in words. */
export function lineText(lines: BriefLines, key: BriefLineKey): string {
  switch (key) {
    case "offer": {
      const { what, problem, industry } = lines.offer.value;
      return [what, problem ? `Problem: ${problem}` : "", industry ? `(${industry})` : ""]
        .filter(Boolean)
        .join(" ");
    }
    case "buyer": {
      const buyer = lines.buyer.value;
      const kind = buyer.kind === "organisations" ? "organisations" : "people";
      const size = buyer.size && !buyer.who.includes(buyer.size) ? `, ${buyer.size}` : "";
      const counted = countText(buyer);
      const where = buyer.place ? ` in ${buyer.place}` : "";
      return `${buyer.who}${size} (${kind})${where}${counted ? `: ${counted}` : ": how many is not known yet"}`;
    }
    case "users":
      return lines.users.value.who;
    case "price":
      return priceText(lines.price.value) ?? `Not stated yet (in ${lines.price.value.currency})`;
    case "model":
      return `${lines.model.value.orientation}, ${modelLabel(lines.model.value.model)}`;
    case "competitors": {
      const names = lines.competitors.value.names;
      if (names.length === 0) return "None named yet";
      return names
        .map((entry) => (entry.type ? `${entry.name} (${entry.type})` : entry.name))
        .join(", ");
    }
    case "founder": {
      const { skills, money, hours } = lines.founder.value;
      const parts = [
        skills || "Skills not stated",
        money === null
          ? ""
          : `${money.toLocaleString("en-US")} ${lines.price.value.currency} to put in`,
        hours === null ? "" : `${hours} hours a week`,
      ];
      return parts.filter(Boolean).join("; ");
    }
  }
}

/** How a line was read: "Stated by you" or "From your words: “…”". */
/** Why a read line may be wrong (the knowledge base guessed part of it), or undefined. */
export function unsureOf(lines: BriefLines, key: BriefLineKey): string | undefined {
  const read = lines[key].read;
  return read.by === "reading" ? read.unsure : undefined;
}

export function readText(lines: BriefLines, key: BriefLineKey): string {
  const read = lines[key].read;
  if (read.by === "founder") return "Stated by you";
  if (read.words.length === 0) return "Our default: nothing in your words said it";
  const words = read.words
    .slice(0, 3)
    .map((word) => `“${word.length > 80 ? `${word.slice(0, 79)}…` : word}”`);
  return `From your words: ${words.join(", ")}`;
}

export interface BriefField {
  name: string;
  label: string;
  kind: "text" | "textarea" | "number" | "select";
  options?: readonly { value: string; label: string }[];
  /** Optional: empty means "not known" (a number null, a text ""). */
  optional?: boolean;
}

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The fields of each line's correction. */
export const BRIEF_FIELDS: Record<BriefLineKey, readonly BriefField[]> = {
  offer: [
    { name: "what", label: "What it is", kind: "textarea" },
    { name: "problem", label: "The problem it solves", kind: "textarea", optional: true },
    {
      name: "industry",
      label: "Industry",
      kind: "select",
      options: choices(MARKET_INDUSTRIES),
      optional: true,
    },
  ],
  buyer: [
    { name: "who", label: "Who pays", kind: "text" },
    { name: "kind", label: "They are", kind: "select", options: choices(BUYER_KINDS) },
    { name: "size", label: "Their size", kind: "text", optional: true },
    { name: "place", label: "Where (country or region)", kind: "text", optional: true },
    { name: "scope", label: "Region counted", kind: "select", options: choices(GEOGRAPHIC_SCOPES) },
    {
      name: "count",
      label: "How many there are (leave empty if unknown)",
      kind: "number",
      optional: true,
    },
  ],
  users: [{ name: "who", label: "Who uses it", kind: "text" }],
  price: [
    { name: "amount", label: "Price (leave empty if not decided)", kind: "number", optional: true },
    { name: "currency", label: "Currency", kind: "select", options: choices(BRIEF_CURRENCIES) },
    { name: "per", label: "Per (store, seat, order…)", kind: "text", optional: true },
    {
      name: "period",
      label: "How often",
      kind: "select",
      options: choices(PRICE_PERIODS),
      optional: true,
    },
    {
      name: "upfront",
      label: "One-off price as well (a device, a setup fee; leave empty if none)",
      kind: "number",
      optional: true,
    },
    {
      name: "upfrontPer",
      label: "One-off per (device, kit, setup…)",
      kind: "text",
      optional: true,
    },
  ],
  model: [
    {
      name: "model",
      label: "Business model",
      kind: "select",
      options: BRIEF_MODELS.map((model) => ({ value: model.value, label: model.label })),
    },
    { name: "orientation", label: "Sells to", kind: "select", options: choices(ORIENTATIONS) },
  ],
  competitors: [
    { name: "names", label: "Competitors (separated by commas)", kind: "text", optional: true },
  ],
  founder: [
    { name: "skills", label: "Your skills and background", kind: "textarea", optional: true },
    { name: "money", label: "Money you can put in", kind: "number", optional: true },
    { name: "hours", label: "Hours a week you can give", kind: "number", optional: true },
  ],
};

/** A line's current value as the correction form's strings. */
export function fieldValues(lines: BriefLines, key: BriefLineKey): Record<string, string> {
  const value = lines[key].value as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of BRIEF_FIELDS[key]) {
    const current = value[field.name];
    if (key === "competitors" && field.name === "names") {
      values.names = lines.competitors.value.names.map((entry) => entry.name).join(", ");
    } else {
      values[field.name] = current === null || current === undefined ? "" : String(current);
    }
  }
  return values;
}

/**
 * The PATCH body correcting one line from the form's strings; a problem sentence instead when a
 * number does not read.
 */
export function briefPatchOf(
  key: BriefLineKey,
  values: Record<string, string>,
  lines: BriefLines,
): { patch: BriefPatch } | { problem: string } {
  const change: Record<string, unknown> = {};
  const before = fieldValues(lines, key);
  const fields = BRIEF_FIELDS[key];
  // Only what the founder changed (a new buyer is counted again unless they give the count); an
  // unchanged line sent as it is confirms it.
  const changed = fields.filter(
    (field) => (values[field.name] ?? "").trim() !== (before[field.name] ?? "").trim(),
  );
  for (const field of changed.length > 0 ? changed : fields.slice(0, 1)) {
    const raw = (values[field.name] ?? "").trim();
    if (key === "competitors") {
      const names = raw
        .split(/[,;\n]/u)
        .map((name) => name.trim())
        .filter(Boolean);
      const types = new Map(lines.competitors.value.names.map((entry) => [entry.name, entry.type]));
      change.names = names.map((name) => ({ name, type: types.get(name) ?? "" }));
      continue;
    }
    if (field.kind === "number") {
      if (raw === "") {
        change[field.name] = null;
        continue;
      }
      const number = Number(raw.replace(/[,\s]/gu, ""));
      if (!Number.isFinite(number) || number < 0)
        return { problem: `${field.label}: enter a number, or leave it empty.` };
      change[field.name] = number;
      continue;
    }
    if (raw === "" && !field.optional) return { problem: `${field.label} cannot be empty.` };
    change[field.name] = raw === "" && field.kind === "select" ? null : raw;
  }
  return { patch: { [key]: change } as BriefPatch };
}
