import { lowerFirst } from "../../engine/text";
import { definePlanEngine } from "../_kit/plan/engine.server";
import { buildContext, joinWords, type TeamContext } from "./context.server";
import { TEAM_PLAN_SECTIONS } from "./plan";
import { teamPlanPrompt } from "./prompt.server";
import type { TeamPlanRequest } from "./schema";
import {
  advisorsSection,
  compensationSection,
  cultureSection,
  equitySection,
  foundersSection,
  hiringSequenceSection,
  rolesSection,
  scorecardsSection,
  skillsGapSection,
} from "./sections.server";
import teamTool from "./tool";

/**
 * The team-plan engine (issue 14): the skills gap, role cards, a hiring sequence against the
 * milestones and the runway, pay ranges from the knowledge base's salary benchmarks (sourced or
 * estimate, each with its basis), scorecards, principles and rituals, advisors, the founders'
 * year and equity ranges, written offline from the founders' answers and the venture's earlier
 * plans, or by a model told what each section holds. Pure and deterministic; a regenerated
 * section takes a different angle per round while the others stay as they were.
 */
export const teamPlanEngine = definePlanEngine(TEAM_PLAN_SECTIONS, {
  context: (request: TeamPlanRequest) => buildContext(request),
  sections: {
    "skills-gap": {
      guidance:
        "a table { Skill, Have, Need (why), Gap } from the founders' skills, the business model's required skills and what the product and go-to-market plans need; Gap says hire, advisor, contractor or covered",
      write: skillsGapSection,
    },
    roles: {
      guidance:
        "per role a table { Role card, <title> } (form, milestone it moves, skills that matter) and an ordered list of three ninety-day outcomes naming the product and customer",
      write: rolesSection,
    },
    "hiring-sequence": {
      guidance:
        "a table { When, Role, Milestone it serves, Payroll a month after, Runway and budget } by quarter, cumulative payroll from the compensation midpoints, each hire checked against runway and hiring budget; say when no runway is given",
      write: hiringSequenceSection,
    },
    compensation: {
      guidance:
        "a table { Role, Benchmark median (U.S.), Range, Cost a month at midpoint, Basis } with the grounding's salary benchmarks; every Basis starts with Sourced (publisher and year) or Estimate (method); a location factor is an estimate",
      write: compensationSection,
    },
    scorecards: {
      guidance:
        "per role a table { criterion, What good looks like, Weight } with weights that add to 100%",
      write: scorecardsSection,
    },
    culture: {
      guidance:
        "five operating principles as a numbered list, then a table { Ritual, When, Who, Output }",
      write: cultureSection,
    },
    advisors: {
      guidance:
        "a table { Advisor type, Why for this venture, Questions to bring } with three questions each, then how to recognise their time",
      write: advisorsSection,
    },
    founders: {
      guidance:
        "a table by quarter (Q1–Q4) of what each founder owns, the hire that arrives and the roadmap quarter it ties to",
      write: foundersSection,
    },
    equity: {
      guidance:
        "a table { Role, Equity range, Vesting, Basis }: estimates from a stated option pool and share of it per hire, with the arithmetic; cite a source only if given in the grounding",
      write: equitySection,
    },
  },
  summary: summaryOf,
  order: { summary: "after-sections" },
  tool: teamTool,
  prompt: teamPlanPrompt,
});

export const generateTeamPlan = teamPlanEngine.generate;
export const buildPrompt = teamPlanEngine.buildPrompt;

/** Three to five sentences from the plan's first take, so a regenerated section leaves it alone. */
function summaryOf(ctx: TeamContext): string {
  const gaps = ctx.needs.filter((need) => !need.have).map((need) => lowerFirst(need.skill));
  const [first, ...rest] = ctx.roles;
  const sentences = [
    `This plan builds the team behind ${ctx.product} for ${ctx.customerFull}${gaps.length > 0 ? `, closing gaps in ${joinWords(gaps.slice(0, 3))}` : ""}.`,
  ];
  if (first)
    sentences.push(
      `The first hire is a ${first.title.toLowerCase()} in Q${first.quarter} at about ${first.monthly.shown} a month${rest.length > 0 ? `, then ${joinWords(rest.map((role) => `a ${role.title.toLowerCase()} (Q${role.quarter})`))}` : ""}.`,
    );
  sentences.push(
    ctx.runway
      ? `Hires are checked against a runway of ${ctx.runway.shown} (${ctx.runway.from}).`
      : "No runway was given, so hires are gated on the quarterly reviews rather than on cash.",
  );
  if (ctx.lacks.length > 0)
    sentences.push(
      `It has no ${joinWords(ctx.lacks.map((lack) => lack.replace(/^an? /, "")))}; run ${ctx.lacks.length > 1 ? "those modules" : "that module"} to tie it closer.`,
    );
  else sentences.push("It builds on your strategic, product and go-to-market plans.");
  return sentences.join(" ");
}
