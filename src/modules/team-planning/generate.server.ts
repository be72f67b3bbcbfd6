import { OFFLINE_DATA_SOURCE, type OfflineGenerator } from "../../engine/offline";
import { lowerFirst } from "../../engine/text";
import type { PlanBlock, PlanSection } from "../../shared/plan";
import { buildContext, joinWords, type TeamContext } from "./context.server";
import { TEAM_PLAN_SECTIONS } from "./plan";
import type { TeamPlanRequest, TeamPlanResult } from "./schema";
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

/**
 * The offline team-plan engine (issue 14): the skills gap, role cards, a hiring sequence against
 * the milestones and the runway, pay ranges from the knowledge base's salary benchmarks (sourced
 * or estimate, each with its basis), scorecards, principles and rituals, advisors, the founders'
 * year and equity ranges, written from the founders' answers and the venture's earlier plans.
 * Pure and deterministic; a regenerated section takes a different angle per round while the
 * others stay as they were.
 */
const WRITERS: Record<string, (ctx: TeamContext) => PlanBlock[]> = {
  "skills-gap": skillsGapSection,
  roles: rolesSection,
  "hiring-sequence": hiringSequenceSection,
  compensation: compensationSection,
  scorecards: scorecardsSection,
  culture: cultureSection,
  advisors: advisorsSection,
  founders: foundersSection,
  equity: equitySection,
};

export const generateTeamPlan: OfflineGenerator<TeamPlanRequest, TeamPlanResult> = (request) => {
  const ctx = buildContext(request);
  const sections: PlanSection[] = TEAM_PLAN_SECTIONS.map((spec) => {
    const write = WRITERS[spec.id];
    if (!write) throw new Error(`No writer for the team-plan section ${spec.id}`);
    return { id: spec.id, heading: spec.heading, blocks: write(ctx), round: ctx.roundFor(spec.id) };
  });
  return {
    summary: summaryOf(ctx),
    sections,
    builtOn: ctx.facts.builtOn,
    dataSource: OFFLINE_DATA_SOURCE,
    ...ctx.builder.build(),
  };
};

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
