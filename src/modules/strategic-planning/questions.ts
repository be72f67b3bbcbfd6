import type { PlanQuestion } from "../_kit/plan/meta";

/**
 * The strategic plan's own questions, as its page's form shows them (issue 13). Light: no schema
 * here (schema.ts holds the checks, with the same names and limits). Every one is optional; the
 * plan says what it assumed for those left empty.
 */
export const STRATEGIC_PLAN_QUESTIONS: readonly PlanQuestion[] = [
  {
    kind: "number",
    name: "runwayMonths",
    label: "Runway",
    placeholder: "9",
    help: "How many months your cash lasts at today's spending. The roadmap is sequenced against it.",
    min: 0,
    max: 120,
    unit: "months",
  },
  {
    kind: "number",
    name: "teamSize",
    label: "Team size",
    placeholder: "2",
    help: "People working on the venture, founders included. The bets' costs are counted in their time.",
    min: 1,
    max: 500,
    unit: "people",
  },
  {
    kind: "textarea",
    name: "traction",
    label: "Traction today",
    placeholder: "3 paying clinics, $1,200 MRR",
    help: "Customers, revenue, pilots or sign-ups you have now: the goals' baselines.",
    maxLength: 500,
  },
  {
    kind: "textarea",
    name: "yearGoal",
    label: "What this year must achieve",
    placeholder: "Reach $10k MRR and a seed round",
    help: "The one outcome that would make the next twelve months a success.",
    maxLength: 500,
  },
  {
    kind: "textarea",
    name: "constraints",
    label: "Constraints",
    placeholder: "No outside funding before June; one developer",
    help: "What limits the plan: money, people, time, commitments you have made.",
    maxLength: 500,
  },
];
