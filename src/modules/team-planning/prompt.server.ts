import { figureLine } from "../../engine/prompt/grounding";
import type { GroundingSection, ModelPrompt } from "../../engine/prompt/prompt";
import { readVentureFacts } from "../_kit/plan/facts.server";
import { buildPlanPrompt } from "../_kit/plan/prompt.server";
import { SALARIES } from "./context.server";
import { TEAM_PLAN_SECTIONS } from "./plan";
import type { TeamPlanRequest } from "./schema";
import teamTool from "./tool";

const TASK =
  "A team and advisor plan for the founder's venture: the skills it needs against the ones the founders have, a role card for each hire with ninety-day outcomes, the order to hire in tied to the strategic roadmap's quarters, the product plan's milestones and the go-to-market launch, and to the runway (the founder's, else the strategic plan's; say so when there is none), pay ranges per role and location tagged sourced or estimate, an interview scorecard per role, operating principles and rituals, the advisors who cover a gap before a salary can, the founders' responsibilities by quarter for twelve months, and equity ranges for early hires with their basis. Do not read or assume a financial model: it reads this plan's costs.";

const GUIDANCE: Record<string, string> = {
  "skills-gap":
    "a table { Skill, Have, Need (why), Gap } from the founders' skills, the business model's required skills and what the product and go-to-market plans need; Gap says hire, advisor, contractor or covered",
  roles:
    "per role a table { Role card, <title> } (form, milestone it moves, skills that matter) and an ordered list of three ninety-day outcomes naming the product and customer",
  "hiring-sequence":
    "a table { When, Role, Milestone it serves, Payroll a month after, Runway and budget } by quarter, cumulative payroll from the compensation midpoints, each hire checked against runway and hiring budget; say when no runway is given",
  compensation:
    "a table { Role, Benchmark median (U.S.), Range, Cost a month at midpoint, Basis } with the grounding's salary benchmarks; every Basis starts with Sourced (publisher and year) or Estimate (method); a location factor is an estimate",
  scorecards:
    "per role a table { criterion, What good looks like, Weight } with weights that add to 100%",
  culture:
    "five operating principles as a numbered list, then a table { Ritual, When, Who, Output }",
  advisors:
    "a table { Advisor type, Why for this venture, Questions to bring } with three questions each, then how to recognise their time",
  founders:
    "a table by quarter (Q1–Q4) of what each founder owns, the hire that arrives and the roadmap quarter it ties to",
  equity:
    "a table { Role, Equity range, Vesting, Basis }: estimates from a stated option pool and share of it per hire, with the arithmetic; cite a source only if given in the grounding",
};

/** The team plan's prompt for a language model (issue 14). */
export function buildPrompt(request: TeamPlanRequest): ModelPrompt {
  const facts = readVentureFacts(request);
  const number = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return buildPlanPrompt({
    facts,
    specs: TEAM_PLAN_SECTIONS,
    task: TASK,
    guidance: GUIDANCE,
    fields: [
      {
        label: "What the founders do well",
        field: "founderSkills",
        value: request.founderSkills || undefined,
      },
      { label: "Founders", field: "founderCount", value: number(request.founderCount) },
      { label: "Where the first hires work", field: "location", value: request.location },
      { label: "Runway (months)", field: "runwayMonths", value: number(request.runwayMonths) },
      {
        label: "Hiring budget a month (USD)",
        field: "hiringBudget",
        value: number(request.hiringBudget),
      },
      { label: "Roles already planned", field: "openRoles", value: request.openRoles || undefined },
    ],
    founderText: teamTool.founderText(request),
    grounding: [salaryGrounding()],
    ...(request.regenerate ? { regenerate: request.regenerate } : {}),
  });
}

function salaryGrounding(): GroundingSection {
  return {
    title: "Salary benchmarks (knowledge base)",
    lines: [
      ...Object.values(SALARIES.roles).map((role) =>
        figureLine(`${role.occupation}, U.S. median annual pay`, role.medianAnnual),
      ),
      ...Object.entries(SALARIES.locationFactors).map(([location, figure]) =>
        figureLine(`Pay factor for ${location} (× the U.S. median)`, figure),
      ),
    ],
  };
}
