/**
 * The n/10 rubric (schema: five criteria worth up to 2 points each, halves allowed) and the
 * Low/Medium/High difficulty. Points are computed from knowledge-base figures and the founder's
 * choices by the small functions below; each part's reason names the input and the figure used,
 * and the arithmetic behind the points is recorded as an estimate in the idea's assumptions.
 */

import type { BusinessModelEntry } from "../../engine/knowledge";
import type { ProvenanceBuilder } from "../../engine/provenance-builder";
import type { Difficulty } from "../../shared/options";
import {
  budgetPhrase,
  growthPeriod,
  growthRate,
  industryLabel,
  launchCapital,
  launchMonthsAtPace,
  minimumHours,
  publisherOf,
  timeLabel,
  weeklyHours,
} from "./figures.server";
import { quote } from "./founder-words.server";
import { memoByEntry, memoByText } from "./memo.server";
import type { FounderProfile, SkillCoverage, Topic } from "./profile.server";
import type { ScoreCriterion, ScorePart } from "./schema";

export const CRITERION_LABELS: Readonly<Record<ScoreCriterion, string>> = {
  "skill-fit": "Skill fit",
  "budget-fit": "Budget fit",
  "market-growth": "Market growth",
  competition: "Competition",
  "time-fit": "Time fit",
};

/** Points given when the founder left a choice open: the middle of the scale. */
const NEUTRAL_POINTS = 1;

const toHalf = (value: number) => Math.round(value * 2) / 2;
const clampPoints = (value: number) => Math.min(2, Math.max(0, toHalf(value)));

/** The points of each criterion for one topic and business model. */
export type RubricPoints = Readonly<Record<ScoreCriterion, number>>;

/** Skill fit: 2 × the share of the model's required skills the founder's words cover. */
export function skillFitPoints(coverage: SkillCoverage): number {
  const total = coverage.covered.length + coverage.missing.length;
  return total === 0 ? 0 : clampPoints((2 * coverage.covered.length) / total);
}

/**
 * Budget fit: the founder's budget (its upper end) against the model's launch capital range:
 * the whole range covered = 2, at least its midpoint = 1.5, its lean end = 1, half the lean
 * end = 0.5, less = 0. The founder's number and the range are compared as numbers, so the
 * reason can never call a range "covered" that the budget does not reach.
 */
export function budgetFitPoints(profile: FounderProfile, model: BusinessModelEntry): number {
  if (profile.budget === undefined) return NEUTRAL_POINTS;
  return budgetBand(profile.budget.maxUsd, model).points;
}

interface BudgetBand {
  points: number;
  /** What the budget reaches, in words that follow "the … launch capital of X is". */
  verdict: string;
}

function budgetBand(maxUsd: number | null, model: BusinessModelEntry): BudgetBand {
  const { low, high } = model.capitalNeeds;
  if (maxUsd === null || maxUsd >= high) return { points: 2, verdict: "covered in full" };
  if (maxUsd >= (low + high) / 2) {
    return { points: 1.5, verdict: "mostly covered: the full build may need more" };
  }
  if (maxUsd >= low) {
    return { points: 1, verdict: "covered only at the lean end: start with the leanest version" };
  }
  if (maxUsd >= low / 2) {
    return { points: 0.5, verdict: "out of reach even at the lean end without outside money" };
  }
  return { points: 0, verdict: "far beyond it: plan on outside financing" };
}

/** Growth bands, in percent a year, highest first: at least `min` earns `points`. */
const GROWTH_BANDS = [
  { min: 8, points: 2 },
  { min: 6, points: 1.5 },
  { min: 4, points: 1 },
  { min: 2, points: 0.5 },
] as const;

/** Market growth: the industry's growth rate, banded. */
export function growthPoints(topic: Topic): number {
  const growth = topic.industry.growthRate.value;
  return GROWTH_BANDS.find((band) => growth >= band.min)?.points ?? 0;
}

const COMPETITION_POINTS = { low: 2, medium: 1, high: 0.5 } as const;
/** Aiming at a niche the founder named narrows the field a little. */
const NICHE_BONUS = 0.5;

/** Competition: the industry's competition rating, plus a half point for a named niche. */
export function competitionPoints(topic: Topic): number {
  const base = COMPETITION_POINTS[topic.industry.competitionIntensity];
  return clampPoints(base + (topic.niche ? NICHE_BONUS : 0));
}

/**
 * Time fit: the founder's weekly hours against the model's minimum, banded (2× = 2, 1.5× = 1.5,
 * 1× = 1, less = 0), less the wait for first revenue at the founder's pace: the slow end of the
 * model's months to first revenue × the pace's multiplier, over a year = 1 point less, over six
 * months = half a point less. Two models the hours both cover still differ when one pays in
 * weeks and the other in years.
 */
export function timeFitPoints(profile: FounderProfile, model: BusinessModelEntry): number {
  if (profile.time === undefined) return NEUTRAL_POINTS;
  return clampPoints(
    hoursBand(profile.time.hoursPerWeek / model.minHoursPerWeek) -
      waitPenalty(slowMonths(profile.time, model)),
  );
}

function hoursBand(ratio: number): number {
  if (ratio >= 2) return 2;
  if (ratio >= 1.5) return 1.5;
  if (ratio >= 1) return 1;
  return 0;
}

/** The slow end of the months to first revenue at the founder's pace. */
function slowMonths(time: NonNullable<FounderProfile["time"]>, model: BusinessModelEntry): number {
  return toHalf(model.timeToFirstRevenueMonths.high * time.launchPaceMultiplier.value);
}

/** Points lost to a long wait for first revenue. */
function waitPenalty(months: number): number {
  if (months > 12) return 1;
  if (months > 6) return 0.5;
  return 0;
}

/** All five criteria for a topic and model. */
export function rubricPoints(
  profile: FounderProfile,
  topic: Topic,
  model: BusinessModelEntry,
): RubricPoints {
  return {
    "skill-fit": skillFitPoints(profile.coverage(model)),
    "budget-fit": budgetFitPoints(profile, model),
    "market-growth": growthPoints(topic),
    competition: competitionPoints(topic),
    "time-fit": timeFitPoints(profile, model),
  };
}

/** The rubric's total, unrounded. */
export function totalPoints(points: RubricPoints): number {
  return (
    points["skill-fit"] +
    points["budget-fit"] +
    points["market-growth"] +
    points.competition +
    points["time-fit"]
  );
}

// ---------------------------------------------------------------------------------------------
// Reasons
// ---------------------------------------------------------------------------------------------

/** Shared by the reasons and the difficulty line: "1 of 4", recorded with its method. */
export function skillsCovered(
  b: ProvenanceBuilder,
  model: BusinessModelEntry,
  coverage: SkillCoverage,
): string {
  const total = coverage.covered.length + coverage.missing.length;
  const count = coverage.covered.length;
  return b.estimate(
    `Required skills covered, ${model.name}`,
    `${count} of ${total}`,
    `The founder's skills and experience matched word by word against the ${total} skills the ` +
      `knowledge base lists for ${model.name}: ${count} matched.`,
  );
}

function recordPoints(
  b: ProvenanceBuilder,
  criterion: ScoreCriterion,
  points: number,
  method: string,
): void {
  b.estimate(`Score: ${CRITERION_LABELS[criterion].toLowerCase()}`, `${points} of 2`, method);
}

/** "a", "a and b", "a, b and c". */
export const listOf = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** The founder's words behind the covered skills, quoted, at most three (shared, do not mutate). */
export const quotedSkills: (coverage: SkillCoverage) => readonly string[] = memoByEntry(
  (coverage: SkillCoverage) => {
    const words = new Set(coverage.covered.map((item) => quote(item.via)));
    return [...words].filter((word) => word.length > 0).slice(0, 3);
  },
);

function skillReason(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  model: BusinessModelEntry,
  points: number,
): string {
  const coverage = profile.coverage(model);
  const share = skillsCovered(b, model, coverage);
  const total = coverage.covered.length + coverage.missing.length;
  recordPoints(
    b,
    "skill-fit",
    points,
    `2 × ${coverage.covered.length} covered ÷ ${total} required = ` +
      `${Math.round(((2 * coverage.covered.length) / total) * 100) / 100}, rounded to the ` +
      `nearest half point: ${points}.`,
  );
  const words = quotedSkills(coverage);
  const experience = quote(profile.request.experience);
  const skills = words.length > 0 ? `Your skills (${listOf(words)})` : "Your skills";
  const yours = experience.length > 0 ? `${skills} and experience (${experience})` : skills;
  const covered = coverage.covered.map((item) => cleanSkill(item.skill));
  const missing = coverage.missing.map(cleanSkill);
  const coveredText = covered.length > 0 ? ` (${covered.join(", ")})` : "";
  const missingText = missing.length > 0 ? `; still to cover: ${missing.join(", ")}` : "";
  return `${yours} cover ${share} skills ${model.name} needs${coveredText}${missingText}.${setAside(profile, coverage, model)}`;
}

/**
 * The founder's skills this idea does not use, said out loud rather than dropped (issue 16):
 * " Set aside for this idea: “tableau” (Consulting does not call for it)."
 */
function setAside(
  profile: FounderProfile,
  coverage: SkillCoverage,
  model: BusinessModelEntry,
): string {
  const used = coverage.covered.map((item) => item.via.toLowerCase());
  const unused = profile.skillPhrases.filter((phrase) => {
    const lower = phrase.toLowerCase();
    if (used.some((via) => via.length > 0 && (lower.includes(via) || via.includes(lower)))) {
      return false;
    }
    return !profile.phraseServes(model, phrase);
  });
  const quoted = [...new Set(unused.map((phrase) => quote(phrase)))].filter((q) => q.length > 0);
  if (quoted.length === 0) return "";
  const it = quoted.length === 1 ? "it" : "them";
  return ` Set aside for this idea: ${listOf(quoted)} (${model.name} does not call for ${it}).`;
}

function budgetReason(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  model: BusinessModelEntry,
  points: number,
): string {
  const capital = launchCapital(b, model);
  const intensity = `${model.capitalIntensity.replace("-", " ")} capital intensity`;
  if (profile.budget === undefined) {
    recordPoints(b, "budget-fit", points, "No budget chosen: the midpoint of the scale.");
    return `No budget chosen; ${model.name} needs ${capital} to launch (${intensity}).`;
  }
  const { low, high } = model.capitalNeeds;
  const max = profile.budget.maxUsd;
  const band = budgetBand(max, model);
  recordPoints(
    b,
    "budget-fit",
    points,
    `“${profile.budget.label}” against launch capital of ${low}–${high} USD: a budget reaching ` +
      `the top of the range = 2 points, its midpoint = 1.5, its low end = 1, half the low end = ` +
      `0.5, less = 0${max === null ? " (no upper limit)" : ` (budget up to ${max} USD)`}.`,
  );
  const budget = budgetPhrase(b, profile.budget);
  return (
    `With ${budget}, the ${capital} launch capital of ${model.name} (${intensity}) is ` +
    `${band.verdict}.`
  );
}

function growthReason(b: ProvenanceBuilder, topic: Topic, points: number): string {
  const rate = growthRate(b, topic.industry);
  recordPoints(
    b,
    "market-growth",
    points,
    `Growth of ${topic.industry.growthRate.value}% a year, banded: at least 8% = 2 points, ` +
      `6% = 1.5, 4% = 1, 2% = 0.5, below 2% = 0.`,
  );
  const publisher = publisherOf(topic.industry.growthRate.basis);
  return (
    `Growth in ${industryLabel(topic.industry)}, where ${topic.people} spend: ${rate} a year ` +
    `(${growthPeriod(topic.industry)}, ${publisher}).`
  );
}

function competitionReason(b: ProvenanceBuilder, topic: Topic, points: number): string {
  const level = topic.industry.competitionIntensity;
  recordPoints(
    b,
    "competition",
    points,
    `Competition rated ${level} (low = 2 points, medium = 1, high = 0.5)` +
      `${topic.niche ? ", plus 0.5 for aiming at a niche the founder named" : ""}, at most 2.`,
  );
  const niche = topic.niche ? `; aiming at ${topic.people} narrows the field` : "";
  return `The knowledge base rates competition in ${industryLabel(topic.industry)} as ${level}${niche}.`;
}

function timeReason(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  model: BusinessModelEntry,
  points: number,
): string {
  const minimum = minimumHours(b, model);
  if (profile.time === undefined) {
    recordPoints(b, "time-fit", points, "No time commitment chosen: the midpoint of the scale.");
    return `No time commitment chosen; ${model.name} needs at least ${minimum} a week.`;
  }
  const hours = weeklyHours(b, profile.time);
  const ratio = profile.time.hoursPerWeek / model.minHoursPerWeek;
  const slow = slowMonths(profile.time, model);
  const penalty = waitPenalty(slow);
  recordPoints(
    b,
    "time-fit",
    points,
    `${profile.time.hoursPerWeek} hours ÷ ${model.minHoursPerWeek} hours minimum = ` +
      `${Math.round(ratio * 100) / 100}; at least 2× the minimum = 2 points, 1.5× = 1.5, ` +
      `1× = 1, less = 0; then first revenue at this pace within ${slow} months at the slow ` +
      `end: over 12 months = 1 point less, over 6 = half a point less (${penalty} less), at ` +
      `least 0: ${points}.`,
  );
  const label = timeLabel(b, profile.time);
  const { months } = launchMonthsAtPace(b, model, profile.time);
  return (
    `${label} gives about ${hours} a week; ${model.name} needs at least ${minimum}: ` +
    `${timeVerdict(ratio)}. At that pace first revenue takes about ${months}` +
    `${waitVerdict(penalty)}.`
  );
}

/** What the wait for first revenue costs, matching the penalty. */
function waitVerdict(penalty: number): string {
  if (penalty >= 1) return ", over a year, so a point less";
  if (penalty > 0) return ", over six months, so half a point less";
  return ", within six months";
}

/** What the founder's hours against the model's minimum mean, matching the points' bands. */
function timeVerdict(ratio: number): string {
  if (ratio >= 2) return "twice that or more, room to build and sell";
  if (ratio >= 1.5) return "enough, with some slack";
  if (ratio >= 1) return "just enough, with no slack";
  return "not enough, so the launch will take longer or need help";
}

/** The five parts of the rubric with their reasons, recorded in the idea's provenance. */
export function describeRubric(
  b: ProvenanceBuilder,
  profile: FounderProfile,
  topic: Topic,
  model: BusinessModelEntry,
  points: RubricPoints,
): ScorePart[] {
  const reasons: Record<ScoreCriterion, string> = {
    "skill-fit": skillReason(b, profile, model, points["skill-fit"]),
    "budget-fit": budgetReason(b, profile, model, points["budget-fit"]),
    "market-growth": growthReason(b, topic, points["market-growth"]),
    competition: competitionReason(b, topic, points.competition),
    "time-fit": timeReason(b, profile, model, points["time-fit"]),
  };
  return (Object.keys(CRITERION_LABELS) as ScoreCriterion[]).map((criterion) => ({
    criterion,
    label: CRITERION_LABELS[criterion],
    points: points[criterion],
    maxPoints: 2 as const,
    reason: reasons[criterion],
  }));
}

// ---------------------------------------------------------------------------------------------
// Difficulty
// ---------------------------------------------------------------------------------------------

const CAPITAL_WEIGHT = { low: 0, medium: 1, high: 2, "very-high": 3 } as const;
const REGULATION_WEIGHT = { low: 0, medium: 1, high: 2 } as const;

/** Capital (0–3) + skills gap (0–2) + regulation (0–2): up to 1 is Low, up to 3 Medium. */
export function difficultyOf(
  topic: Topic,
  model: BusinessModelEntry,
  coverage: SkillCoverage,
): Difficulty {
  const total = difficultyPoints(topic, model, coverage);
  if (total <= 1) return "Low";
  if (total <= 3) return "Medium";
  return "High";
}

function skillGapWeight(coverage: SkillCoverage): number {
  const total = coverage.covered.length + coverage.missing.length;
  const share = total === 0 ? 0 : coverage.covered.length / total;
  if (share >= 0.75) return 0;
  if (share >= 0.25) return 1;
  return 2;
}

function regulation(topic: Topic, model: BusinessModelEntry) {
  const industry = topic.industry.regulatoryIntensity;
  return REGULATION_WEIGHT[industry] >= REGULATION_WEIGHT[model.regulatoryIntensity]
    ? { level: industry, where: `in ${industryLabel(topic.industry)}` }
    : { level: model.regulatoryIntensity, where: `for ${model.name} businesses` };
}

function difficultyPoints(topic: Topic, model: BusinessModelEntry, coverage: SkillCoverage) {
  return (
    CAPITAL_WEIGHT[model.capitalIntensity] +
    skillGapWeight(coverage) +
    REGULATION_WEIGHT[regulation(topic, model).level]
  );
}

/** Why the difficulty: capital, skills gap and regulation, with the figures behind them. */
export function difficultyReason(
  b: ProvenanceBuilder,
  topic: Topic,
  model: BusinessModelEntry,
  coverage: SkillCoverage,
  difficulty: Difficulty,
): string {
  const capital = launchCapital(b, model);
  const share = skillsCovered(b, model, coverage);
  const rule = regulation(topic, model);
  const only = skillGapWeight(coverage) > 0 && coverage.covered.length > 0 ? "only " : "";
  return (
    `${difficulty}: ${model.capitalIntensity.replace("-", " ")} capital (${capital} to launch), ` +
    `your skills cover ${only}${share} required skills, and ${rule.level} regulation ${rule.where}.`
  );
}

/** A required skill as shown: asides carrying numbers dropped ("Quality systems (ISO 9001)"). */
export function cleanSkill(skill: string): string {
  return cleanSkills(skill);
}

/** Required skills come from the knowledge base, so each is cleaned once. */
const cleanSkills = memoByText(
  (skill: string) => skill.replace(/\s*\([^)]*\d[^)]*\)/g, "").trim(),
  1024,
);
