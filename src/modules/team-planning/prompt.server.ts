import type { FounderField } from "../../engine/prompt/founder-input";
import { figureLine } from "../../engine/prompt/grounding";
import type { GroundingSection } from "../../engine/prompt/prompt";
import { SALARIES } from "./context.server";
import type { TeamPlanRequest } from "./schema";

const TASK =
  "A team and advisor plan for the founder's venture: the skills it needs against the ones the founders have, a role card for each hire with ninety-day outcomes, the order to hire in tied to the strategic roadmap's quarters, the product plan's milestones and the go-to-market launch, and to the runway (the founder's, else the strategic plan's; say so when there is none), pay ranges per role and location tagged sourced or estimate, an interview scorecard per role, operating principles and rituals, the advisors who cover a gap before a salary can, the founders' responsibilities by quarter for twelve months, and equity ranges for early hires with their basis. Do not read or assume a financial model: it reads this plan's costs.";

/** What the model is told beside the sections' guidance (generate.server.ts), issue 14. */
export const teamPlanPrompt = {
  task: TASK,
  fields: (request: TeamPlanRequest): FounderField[] => {
    const number = (value: number | undefined) => (value === undefined ? undefined : String(value));
    return [
      {
        label: "What the founders do well",
        field: "founderSkills",
        value: request.founderSkills || undefined,
      },
      { label: "Founders", field: "founderCount", value: number(request.founderCount) },
      { label: "Where the first hires work", field: "location", value: request.location },
      { label: "Runway (months)", field: "runwayMonths", value: number(request.runwayMonths) },
      {
        label: `Hiring budget a month (${request.currency ?? "USD"})`,
        field: "hiringBudget",
        value: number(request.hiringBudget),
      },
      { label: "Roles already planned", field: "openRoles", value: request.openRoles || undefined },
    ];
  },
  grounding: () => [salaryGrounding()],
};

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
