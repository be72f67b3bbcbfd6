/**
 * Writes one idea from a candidate: title, description, market size, target market, time to
 * market, skills, benefits, next steps, the rubric and the difficulty, all with one
 * ProvenanceBuilder so the idea carries its own sources and assumptions (schema: every idea is
 * kept on its own when the founder develops it further).
 */

import {
  type BusinessModelEntry,
  type IndustryEntry,
  regulatoryNotesFor,
} from "../../engine/knowledge";
import { ProvenanceBuilder } from "../../engine/provenance-builder";
import { capitalise, lowerFirst } from "../../engine/text";
import { numbersIn } from "../../shared/provenance";
import { type AngleContext, PLAYBOOKS } from "./angles.server";
import type { Candidate } from "./candidates.server";
import type { ExclusionCause, ModelGate, ModelPlan } from "./constraints.server";
import {
  budgetPhrase,
  fullTimeLaunchMonths,
  grossMargin,
  growthPeriod,
  growthRate,
  industryLabel,
  launchCapital,
  launchMonthsAtPace,
  marketSizes,
  minimumHours,
  publisherOf,
  rentIndex,
  retention,
  retentionName,
  schedulePhrase,
  weeklyHours,
} from "./figures.server";
import { excerpt, quote, sanitizeFounderText, stableHash } from "./founder-words.server";
import { memoByEntry } from "./memo.server";
import type { FounderProfile, SkillCoverage, Topic } from "./profile.server";
import {
  cleanSkill,
  describeRubric,
  difficultyOf,
  difficultyReason,
  listOf,
  quotedSkills,
  totalPoints,
} from "./rubric.server";
import type { Idea } from "./schema";

/** The founder's target market is quoted up to this length (the saved idea keeps 500). */
const TARGET_MARKET_CHARS = 200;
const MAX_NEXT_STEPS = 6;

/** Knowledge-base sentences may be quoted only when they carry no figure of their own. */
const withoutFigures = memoByEntry((lines: readonly string[]) =>
  lines.filter((line) => numbersIn(line).length === 0),
);

// ---------------------------------------------------------------------------------------------
// Description
// ---------------------------------------------------------------------------------------------

function budgetSentence(b: ProvenanceBuilder, profile: FounderProfile, model: BusinessModelEntry) {
  const capital = launchCapital(b, model);
  if (profile.budget === undefined) return `${model.name} needs ${capital} to launch.`;
  const budget = budgetPhrase(b, profile.budget);
  const ceiling = profile.budget.maxUsd;
  if (ceiling === null || model.capitalNeeds.high <= ceiling) {
    return `Launch capital of ${capital} fits within ${budget}.`;
  }
  return `Launch capital runs ${capital}; with ${budget}, start at the lean end.`;
}

function skillSentence(coverage: SkillCoverage): string {
  const words = quotedSkills(coverage);
  if (words.length === 0) {
    const first = coverage.missing[0];
    return first === undefined ? "" : `The skill to find first: ${lowerFirst(cleanSkill(first))}.`;
  }
  return `It puts your ${listOf(words)} to work.`;
}

const PLACE_PHRASES: Readonly<Record<string, string>> = {
  urban: "In a city centre",
  suburban: "In the suburbs",
  rural: "In a rural area",
  neighborhood: "In a neighbourhood high street",
  mobile: "Run from a vehicle",
  "home-based": "Run from home",
};

function locationSentence(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  model: BusinessModelEntry,
): string {
  const location = profile.location;
  if (!profile.locationApplies || location === undefined || model.deliveryMode === "online") {
    return "";
  }
  const rent = rentIndex(b, location);
  const place = PLACE_PHRASES[location.value] ?? `In a ${location.label.toLowerCase()} location`;
  const fit = location.suitableBusinessModels.includes(model.name)
    ? `; the knowledge base lists ${model.name} among the good fits for ${lowerFirst(location.label)} locations`
    : "";
  const cost =
    location.rentIndex.value === 1
      ? `rent sits at the knowledge base's reference level (${rent})`
      : `premises cost about ${rent} a suburban site's rent`;
  return `${place}, ${cost}${fit}.`;
}

const CAUSE_ORDER: readonly ExclusionCause[] = ["budget", "time", "location"];

function causeText(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  model: BusinessModelEntry,
  cause: ExclusionCause,
): string {
  if (cause === "budget" && profile.budget !== undefined) {
    return `it needs ${launchCapital(b, model)} to launch, beyond ${budgetPhrase(b, profile.budget)}`;
  }
  if (cause === "time" && profile.time !== undefined) {
    return (
      `it needs at least ${minimumHours(b, model)} a week, against about ` +
      `${weeklyHours(b, profile.time)} on ${schedulePhrase(b, profile.time)}`
    );
  }
  if (cause === "location" && profile.location !== undefined) {
    return `the knowledge base rates it unsuitable for a ${lowerFirst(profile.location.label)} location`;
  }
  return "it does not fit your profile";
}

/** "a", "a; and b", "a; b; and c". */
function joinReasons(reasons: readonly string[]): string {
  if (reasons.length <= 1) return reasons[0] ?? "";
  return `${reasons.slice(0, -1).join("; ")}; and ${reasons[reasons.length - 1]}`;
}

const CAUSE_WORDS: Readonly<Record<ExclusionCause, string>> = {
  budget: "budget",
  time: "weekly hours",
  location: "location",
};

/** The short form for every idea after the first: which picks, ruled out by what, in words. */
function shortExclusion(excluded: readonly ModelGate[]): string {
  const names = excluded.map((gate) => gate.model.name);
  const causes = CAUSE_ORDER.filter((cause) =>
    excluded.some((gate) => gate.causes.includes(cause)),
  );
  const verb = names.length === 1 ? "is" : "are";
  return (
    `You picked ${listOf(names)}, which ${verb} out for your ` +
    `${listOf(causes.map((cause) => CAUSE_WORDS[cause]))} (the first idea shows the figures).`
  );
}

/** "You picked Franchise: it needs …" for each of the founder's picks that the limits rule out. */
function exclusionSentences(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  excluded: readonly ModelGate[],
): string {
  return excluded
    .map((gate) => {
      const causes = CAUSE_ORDER.filter((cause) => gate.causes.includes(cause));
      const reasons = causes.map((cause) => causeText(b, profile, gate.model, cause));
      return `You picked ${gate.model.name}, left out here: ${joinReasons(reasons)}.`;
    })
    .join(" ");
}

function choiceNote(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  plan: ModelPlan,
  candidate: Candidate,
  first: boolean,
): string {
  if (plan.allChoicesExcluded) {
    const why = first
      ? exclusionSentences(b, profile, plan.excludedChoices)
      : shortExclusion(plan.excludedChoices);
    return `${why} This idea runs as ${candidate.model.name} instead.`;
  }
  const notes: string[] = [];
  if (first && plan.excludedChoices.length > 0) {
    notes.push(exclusionSentences(b, profile, plan.excludedChoices));
  }
  if (candidate.alternative) {
    notes.push(
      `${candidate.model.name} is not among the models you picked; it is here as an ` +
        `alternative on the same profile.`,
    );
  }
  return notes.join(" ");
}

function description(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  plan: ModelPlan,
  candidate: Candidate,
  context: AngleContext,
  first: boolean,
): string {
  const angle = PLAYBOOKS[candidate.model.name].angles[candidate.angleIndex];
  const coverage = profile.coverage(candidate.model);
  return [
    angle?.pitch(context) ?? "",
    budgetSentence(b, profile, candidate.model),
    skillSentence(coverage),
    locationSentence(b, profile, candidate.model),
    choiceNote(b, profile, plan, candidate, first),
  ]
    .filter((part) => part.length > 0)
    .join(" ");
}

// ---------------------------------------------------------------------------------------------
// Market, customers, time
// ---------------------------------------------------------------------------------------------

function marketSizeText(b: ProvenanceBuilder, topic: Topic): string {
  const industry = topic.industry;
  const { global, us } = marketSizes(b, industry);
  const rate = growthRate(b, industry);
  const globalNote = `${industry.globalMarketSize.year}, ${publisherOf(industry.globalMarketSize.basis)}`;
  const usNote = `${industry.usMarketSize.year}, ${publisherOf(industry.usMarketSize.basis)}`;
  const growth = `growing ${rate} a year (${growthPeriod(industry)})`;
  if (industry.name === "Other") {
    return (
      `No single market covers this niche: the knowledge base sizes niche ideas at the lower ` +
      `quartile of the named industries, ${global} worldwide (${globalNote}) and ${us} in the ` +
      `US (${usNote}), ${growth}. ${capitalise(topic.people)} are a slice of that; size the ` +
      `slice bottom-up in the market analysis tool.`
    );
  }
  return (
    `${industry.name}: ${global} worldwide (${globalNote}) and ${us} in the US (${usNote}), ` +
    `${growth}. ${capitalise(topic.people)} are a slice of that; size the slice bottom-up in ` +
    `the market analysis tool.`
  );
}

function segmentFor(industry: IndustryEntry, audience: "people" | "trade") {
  const orientation = audience === "trade" ? "b2b" : "b2c";
  return (
    industry.customerSegments.find((segment) => segment.orientation === orientation) ??
    industry.customerSegments[0]
  );
}

/**
 * The industry's closest segment for the audience, in the founder's words rather than ours ("part
 * of the … segment"), or "" when it carries figures.
 */
function segmentTextOf(industry: IndustryEntry, audience: "people" | "trade"): string {
  const segment = segmentFor(industry, audience);
  return segment === undefined || numbersIn(segment.description).length > 0
    ? ""
    : `part of the ${segment.name} segment (${lowerFirst(segment.description).replace(/\.$/, "")})`;
}

const SEGMENT_TEXTS = {
  people: memoByEntry((industry: IndustryEntry) => segmentTextOf(industry, "people")),
  trade: memoByEntry((industry: IndustryEntry) => segmentTextOf(industry, "trade")),
} as const;

function targetMarketText(profile: FounderProfile, candidate: Candidate): string {
  const angle = PLAYBOOKS[candidate.model.name].angles[candidate.angleIndex];
  const audience = angle?.audience ?? "people";
  const segmentText = SEGMENT_TEXTS[audience](candidate.topic.industry);
  const founderMarket = excerpt(profile.request.targetMarket, TARGET_MARKET_CHARS);
  const who = audience === "trade" ? candidate.topic.trade : candidate.topic.people;
  const lead =
    founderMarket.length > 0
      ? `${capitalise(founderMarket)} (your target market)`
      : capitalise(who);
  return segmentText.length > 0 ? `${lead}; ${segmentText}.` : `${lead}.`;
}

function timeToMarketText(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  model: BusinessModelEntry,
): string {
  if (profile.time === undefined) {
    return `${fullTimeLaunchMonths(b, model)} to first revenue at a full-time pace (no time commitment chosen).`;
  }
  if (profile.time.launchPaceMultiplier.value === 1) {
    return (
      `${fullTimeLaunchMonths(b, model)} to first revenue on ${schedulePhrase(b, profile.time)}, ` +
      `the pace the ${model.name} benchmark assumes.`
    );
  }
  const pace = launchMonthsAtPace(b, model, profile.time);
  return (
    `${pace.months} to first revenue on ${schedulePhrase(b, profile.time)}: ` +
    `${pace.fullTime} at full-time pace × ${pace.multiplier} launch pace.`
  );
}

// ---------------------------------------------------------------------------------------------
// Skills, benefits, steps
// ---------------------------------------------------------------------------------------------

/** A model's required skills as shown, without empty ones. */
const shownSkills = memoByEntry((model: BusinessModelEntry) =>
  model.requiredSkills.map(cleanSkill).filter((skill) => skill.length > 0),
);

function requiredSkills(candidate: Candidate): string[] {
  const skills = shownSkills(candidate.model);
  const domain =
    candidate.topic.origin === "fallback"
      ? []
      : [`First-hand knowledge of ${candidate.topic.people}`];
  return [...domain, ...skills];
}

/** "SaaS businesses", "Home-Based Businesses". */
function businessesOf(model: BusinessModelEntry): string {
  return model.name.endsWith("Business") ? `${model.name}es` : `${model.name} businesses`;
}

function keyBenefits(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  candidate: Candidate,
): string[] {
  const { model, topic } = candidate;
  const coverage = profile.coverage(model);
  const benefits = [
    `Gross margin around ${grossMargin(b, model)} for ${businessesOf(model)} (benchmark).`,
    `${retentionName(model)} around ${retention(b, model)} for ${model.name}, a base for ` +
      `repeat revenue from ${topic.people}.`,
    `Growth in ${industryLabel(topic.industry)}: ${growthRate(b, topic.industry)} a year ` +
      `(${growthPeriod(topic.industry)}).`,
  ];
  if (coverage.covered.length > 0) {
    const skills = coverage.covered.map((item) => cleanSkill(item.skill)).slice(0, 2);
    benefits.push(`Starts from skills you already have: ${skills.join(", ")}.`);
  } else if (profile.location !== undefined && profile.locationApplies) {
    const fits = profile.location.suitableBusinessModels.includes(model.name);
    if (fits) benefits.push(`A natural fit for a ${lowerFirst(profile.location.label)} base.`);
  }
  return benefits;
}

/** Words in the founder's challenges that point to one of the steps below. */
const CHALLENGE_KINDS = [
  { kind: "customers", pattern: /customer|client|market|sales|sell|audience|reach|lead/i },
  { kind: "money", pattern: /money|fund|capital|cash|budget|afford|invest|loan|financ/i },
  { kind: "time", pattern: /time|busy|hours|job|family|schedule/i },
  { kind: "skills", pattern: /skill|technical|tech|code|coding|know|learn|experience/i },
] as const;

type ChallengeKind = (typeof CHALLENGE_KINDS)[number]["kind"] | "other";

/** One of the founder's challenges, as a quote, with what it is about. */
interface Challenge {
  said: string;
  kind: ChallengeKind;
}

/** How many challenges the next steps answer; the rest are set aside by name. */
export const MAX_CHALLENGES = 4;

/**
 * The founder's challenges, one per clause ("finding customers, money and a day job" is three),
 * each with its kind, worked out once per request (issue 16: every pain is answered or set
 * aside, not only the first).
 */
export const challengesOf = memoByEntry((profile: FounderProfile): Challenge[] => {
  const clauses = sanitizeFounderText(profile.request.challenges)
    .split(/\s*(?:,(?!\d)|;|\n|\.(?=\s|$))\s*|\s+(?:and|&|plus)\s+/u)
    .map((clause) => clause.trim())
    .filter((clause) => /\p{L}{2}/u.test(clause));
  const seen = new Set<string>();
  const found: Challenge[] = [];
  for (const clause of clauses) {
    const said = quote(clause);
    if (said.length === 0 || seen.has(said.toLowerCase())) continue;
    seen.add(said.toLowerCase());
    const kind = CHALLENGE_KINDS.find((entry) => entry.pattern.test(clause))?.kind ?? "other";
    found.push({ said, kind });
  }
  return found;
});

/** The challenges the next steps answer (the first few), grouped by kind in order of mention. */
function answered(profile: FounderProfile): Map<ChallengeKind, string[]> {
  const groups = new Map<ChallengeKind, string[]>();
  for (const { said, kind } of challengesOf(profile).slice(0, MAX_CHALLENGES)) {
    groups.set(kind, [...(groups.get(kind) ?? []), said]);
  }
  return groups;
}

/** The step answering the founder's challenges; "customers" is answered by the channel step. */
function challengeStep(profile: FounderProfile, coverage: SkillCoverage): string | undefined {
  const answers: string[] = [];
  for (const [kind, said] of answered(profile)) {
    const on = `on ${listOf(said)}`;
    switch (kind) {
      case "customers":
        break;
      case "money":
        answers.push(
          `${on}: take deposits or pre-orders before spending, and put off every fixed cost you can`,
        );
        break;
      case "time":
        answers.push(
          `${on}: block the same hours every week and automate booking and payments from day one`,
        );
        break;
      case "skills": {
        const gap = coverage.missing[0];
        answers.push(
          gap === undefined
            ? `${on}: your skills cover what this model needs; learn by selling, not by studying`
            : `${on}: hire a freelancer for ${lowerFirst(cleanSkill(gap))} per task instead of learning it first`,
        );
        break;
      }
      default:
        answers.push(`${on}: write down the assumption behind it and test that first, cheaply`);
    }
  }
  if (answers.length === 0) return undefined;
  return `${capitalise(answers.join("; "))}.`;
}

function channelStep(profile: FounderProfile, candidate: Candidate): string | undefined {
  const channels = withoutFigures(candidate.model.channels);
  const channel = channels[candidate.angleIndex % Math.max(1, channels.length)];
  if (channel === undefined) return undefined;
  const customers = answered(profile).get("customers");
  if (customers !== undefined) {
    return (
      `On ${listOf(customers)}: start with one channel (${channel}) ` +
      `and judge it by paying customers, not likes.`
    );
  }
  return `Test one channel first (${channel}) and track the cost per paying customer.`;
}

/** People nouns: an interest that names people ("helping parents") is not a task to handle. */
const PEOPLE_WORDS =
  /\b(?:parents?|kids?|children|child|seniors?|students?|famil(?:y|ies)|moms?|mums?|dads?|teens?|teenagers?|babies|baby|toddlers?|patients?|nurses?|teachers?|people|women|men|retirees?|veterans?|caregivers?|carers?|immigrants?|owners?)\b/i;

/** True when a topic's words name people rather than an activity or a thing. */
export function topicNamesPeople(phrase: string): boolean {
  return PEOPLE_WORDS.test(phrase);
}

function discoveryStep(candidate: Candidate, audience: "people" | "trade"): string {
  const { topic } = candidate;
  // A work topic's trade is a team or firm ("hospital quality and patient safety teams"): ask
  // the people who buy for it, not its "owners".
  const who = audience === "trade" && !topic.work ? `owners of ${topic.trade}` : topic.people;
  // "how they handle helping parents today" is a slot error: ask about the problem instead.
  const what = topicNamesPeople(topic.phrase)
    ? `the problem this idea solves (${topic.phrase}), how they handle it today`
    : `how they handle ${topic.phrase} today`;
  return `Interview ${who} about ${what}, what they pay for it and what annoys them; stop when the answers repeat.`;
}

/** Knowledge-base guidance that reads as an action for any idea (not advice on choosing one). */
const ACTION_START =
  /^(Validate|Keep|Spend|Tie|Use|Block|Plan|Automate|Protect|Check|Meet|Go|Test|Hire)\b/;

const NO_LINES: readonly string[] = [];

const actions = memoByEntry((lines: readonly string[]) =>
  withoutFigures(lines).filter((line) => ACTION_START.test(line)),
);

/** One budget or time action, varied across the set so the ideas do not repeat each other. */
function guidanceStep(profile: FounderProfile, position: number): string | undefined {
  const budget = actions(profile.budget?.guidance ?? NO_LINES);
  const time = actions(profile.time?.guidance ?? NO_LINES);
  const count = budget.length + time.length;
  if (count === 0) return undefined;
  const index = position % count;
  return index < budget.length ? budget[index] : time[index - budget.length];
}

function locationStep(profile: FounderProfile, model: BusinessModelEntry): string | undefined {
  const location = profile.location;
  if (!profile.locationApplies || location === undefined || model.deliveryMode === "online") {
    return undefined;
  }
  const tip = actions(location.guidance)[0];
  return tip === undefined
    ? undefined
    : `For a ${lowerFirst(location.label)} base: ${lowerFirst(tip)}`;
}

function regulationStep(candidate: Candidate): string | undefined {
  const { topic, model } = candidate;
  if (topic.industry.regulatoryIntensity !== "high" && model.regulatoryIntensity !== "high") {
    return undefined;
  }
  // The idea generator asks no country: its ideas are written for the product's default scope.
  const rule = withoutFigures(regulatoryNotesFor(topic.industry))[0];
  return rule === undefined ? undefined : `Check the rules before launch: ${lowerFirst(rule)}`;
}

function nextSteps(
  profile: FounderProfile,
  candidate: Candidate,
  context: AngleContext,
  position: number,
): string[] {
  const { model } = candidate;
  const angle = PLAYBOOKS[model.name].angles[candidate.angleIndex];
  const coverage = profile.coverage(model);
  const gap = coverage.missing[0];
  const steps = [
    discoveryStep(candidate, angle?.audience ?? "people"),
    PLAYBOOKS[model.name].firstBuild(context),
    channelStep(profile, candidate),
    gap === undefined
      ? undefined
      : `Close the gap in ${lowerFirst(cleanSkill(gap))}: learn the basics or bring in a ` +
        `freelancer for the first projects.`,
    challengeStep(profile, coverage),
    regulationStep(candidate),
    locationStep(profile, model),
    guidanceStep(profile, position),
  ];
  return steps.filter((step) => step !== undefined).slice(0, MAX_NEXT_STEPS);
}

// ---------------------------------------------------------------------------------------------
// The idea
// ---------------------------------------------------------------------------------------------

/**
 * Writes the idea for a candidate; `position` is its place in the set (0 = first). The parts are
 * written in field order (which is also the order their figures are recorded in), then the idea
 * is assembled once with its provenance.
 */
export function composeIdea(
  profile: FounderProfile,
  plan: ModelPlan,
  candidate: Candidate,
  position: number,
): Idea {
  const b = new ProvenanceBuilder();
  const { model, topic } = candidate;
  const coverage = profile.coverage(model);
  const context: AngleContext = { topic, craft: coverage.craft || topic.adjunct };
  const angle = PLAYBOOKS[model.name].angles[candidate.angleIndex];
  const title = capitalise(angle?.title(context) ?? `${topic.adjunct} ${model.name}`);
  const difficulty = difficultyOf(topic, model, coverage);
  const scoreBreakdown = describeRubric(b, profile, topic, model, candidate.points);
  const id = `idea-${stableHash(`${profile.requestKey}|${candidate.key}`)}`;
  const reason = difficultyReason(b, topic, model, coverage, difficulty);
  const score = Math.round(totalPoints(candidate.points));
  const text = description(b, profile, plan, candidate, context, position === 0);
  const marketSize = marketSizeText(b, topic);
  const targetMarket = targetMarketText(profile, candidate);
  const timeToMarket = timeToMarketText(b, profile, model);
  const skills = requiredSkills(candidate);
  const benefits = keyBenefits(b, profile, candidate);
  const steps = nextSteps(profile, candidate, context, position);
  const { sources, assumptions } = b.build();
  return {
    id,
    title,
    category: topic.category,
    difficulty,
    difficultyReason: reason,
    score,
    scoreBreakdown,
    description: text,
    businessModel: model.name,
    marketSize,
    targetMarket,
    timeToMarket,
    requiredSkills: skills,
    keyBenefits: benefits,
    nextSteps: steps,
    sources,
    assumptions,
  };
}
