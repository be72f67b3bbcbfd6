/**
 * The competitive landscape: the competitors the founder named, each placed against the knowledge
 * base's archetypes for the industry (with real example companies), and the archetypes
 * themselves; deeper for the Competitive Analysis goal.
 */

import {
  type Archetype,
  archetypeIsBuyer,
  archetypeSellsTo,
  placeCompetitor,
} from "../../engine/reading";
import { capitalise, lowerFirst } from "../../engine/text";
import { type AnalysisContext, industryName, segmentPhrase } from "./context.server";
import { joinWords, kbName, kbText } from "./kb-prose.server";

function archetypeDescription(context: AnalysisContext, archetype: Archetype): string {
  return kbText(context.provenance, `${archetype.name} archetype`, archetype.description).replace(
    /\.$/u,
    "",
  );
}

function examplesOf(context: AnalysisContext, archetype: Archetype, count: number): string {
  const examples = archetype.examples.slice(0, count);
  return kbText(context.provenance, `${archetype.name} examples`, joinWords(examples));
}

/** One sentence placing a named competitor against the archetypes, or null when unknown. */
function placementSentence(context: AnalysisContext, name: string): string | null {
  const { industry } = context;
  const placement = placeCompetitor(name, industry);
  if (placement.kind === "known") {
    const { company } = placement;
    const description = archetypeDescription(context, company.archetype);
    if (company.industry === industry.name) {
      const peers = company.archetype.examples.filter((example) => example !== company.example);
      const peerText = kbText(
        context.provenance,
        `${company.archetype.name} examples`,
        joinWords(peers),
      );
      return (
        `${name} is one of the knowledge base's ${lowerFirst(company.archetype.name)} ` +
        `(${lowerFirst(description)}), alongside ${peerText}.`
      );
    }
    kbName(context.provenance, company.archetype.name);
    return (
      `${name} is listed under ${company.industry} as one of the ` +
      `${lowerFirst(company.archetype.name)} (${lowerFirst(description)}): a cross-industry rival with ` +
      "reach you will not match head-on, so compete where it is not looking."
    );
  }
  if (placement.kind === "resembles") {
    return (
      `${name} reads like one of the ${lowerFirst(placement.archetype.name)} ` +
      `(${lowerFirst(archetypeDescription(context, placement.archetype))}), going by how you ` +
      "describe it."
    );
  }
  return null;
}

function unknownSentence(names: readonly string[]): string {
  if (names.length === 0) return "";
  const subject = names.length === 1 ? `${names[0]} is` : `${joinWords(names)} are`;
  return (
    ` ${capitalise(subject)} not in the knowledge base; place ${names.length === 1 ? "it" : "each"} ` +
    "against the archetypes below by asking whom it sells to and how it charges."
  );
}

function namedCompetitors(context: AnalysisContext): string {
  const { words } = context;
  if (words.competitors.length === 0) {
    return (
      "You did not name competitors, so start from the archetypes below and find the two or " +
      "three your customers mention first."
    );
  }
  const more = words.moreCompetitors ? " You listed more; the first ten are placed here." : "";
  const position =
    words.uvp === null
      ? ` Against ${joinWords(words.competitors)}, you have not yet said why a customer would ` +
        "switch; that sentence decides every sale you make against them."
      : ` Against ${joinWords(words.competitors)}, your position is “${words.uvp}”: test it by ` +
        "asking their customers what they would change.";
  const placed: string[] = [];
  const unknown: string[] = [];
  for (const name of words.competitors) {
    const sentence = placementSentence(context, name);
    if (sentence === null) unknown.push(name);
    else placed.push(` ${capitalise(sentence)}`);
  }
  return (
    `You named ${joinWords(words.competitors)}.${placed.join("")}${unknownSentence(unknown)}` +
    `${position}${more}`
  );
}

/** Whether an archetype is the founder's buyers themselves (`archetypeIsBuyer`). */
function isTheBuyers(context: AnalysisContext, archetype: Archetype): boolean {
  return archetypeIsBuyer(archetype, context.buyer.unit);
}

/** Whether an archetype sells to the founder's kind of buyer (`archetypeSellsTo`). */
function sellsToTheBuyers(context: AnalysisContext, archetype: Archetype): boolean {
  return archetypeSellsTo(archetype, context.buyer.unit);
}

function archetypeList(context: AnalysisContext, deep: boolean): string {
  const { industry } = context;
  const candidates = industry.competitorArchetypes.filter(
    (archetype) => !isTheBuyers(context, archetype),
  );
  const rivals = [
    ...candidates.filter((archetype) => sellsToTheBuyers(context, archetype)),
    ...candidates.filter((archetype) => !sellsToTheBuyers(context, archetype)),
  ];
  const left = industry.competitorArchetypes.filter((archetype) => isTheBuyers(context, archetype));
  const archetypes = deep ? rivals : rivals.slice(0, 3);
  const lines = archetypes.map(
    (archetype) =>
      `${archetype.name}: ${lowerFirst(archetypeDescription(context, archetype))}, for example ` +
      `${examplesOf(context, archetype, deep ? archetype.examples.length : 2)}.`,
  );
  const leftOut =
    left.length === 0
      ? ""
      : ` Left out: ${joinWords(left.map((archetype) => lowerFirst(archetype.name)))}, ` +
        `because they are your buyers (${context.buyer.unit?.plural ?? "your customers"}), not rivals.`;
  return `The ${industryName(industry)} field, by archetype: ${lines.join(" ")}${leftOut}`;
}

function competitiveDetail(context: AnalysisContext): string {
  const { industry, provenance, words } = context;
  const risk = kbText(provenance, `${industryName(industry)} key risk`, industry.keyRisks[0]!);
  const mapTarget =
    words.competitors.length > 0
      ? joinWords(words.competitors.slice(0, 3))
      : "each archetype's leader";
  return (
    `Competitive analysis: the biggest risk from the field is that ${lowerFirst(risk).replace(/\.$/u, "")}. ` +
    `Incumbents serve ${segmentPhrase(context)} as one customer group among many; your gaps to ` +
    "test are focus (a workflow or need they treat as an edge case), price (a plan that fits " +
    "a smaller buyer) and speed (changes they cannot ship quickly). For " +
    `${mapTarget}, write down the price, the segment served and the complaint their ` +
    "customers repeat most in reviews; the complaint is your opening."
  );
}

/** `competitiveLandscape`: intensity, the founder's competitors placed, and the archetypes. */
export function competitiveLandscape(context: AnalysisContext): string {
  const { industry, goals } = context;
  const deep = goals.has("Competitive Analysis");
  const paragraphs = [
    `Competition in ${industryName(industry)} is ${industry.competitionIntensity} (knowledge-base ` +
      `rating). ${namedCompetitors(context)}`,
    archetypeList(context, deep),
  ];
  if (deep) paragraphs.push(competitiveDetail(context));
  return paragraphs.join("\n\n");
}
