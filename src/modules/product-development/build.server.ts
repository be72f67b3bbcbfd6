import type { ProvenanceBuilder } from "../../engine/provenance-builder";
import { skillsOf, type VentureFacts } from "../_kit/plan/facts.server";
import type { FormMoney } from "../_kit/plan/money.server";
import type { Feature } from "./features.server";
import type { Platform, TechnicalSkills } from "./questions";
import { cut, num, usd } from "./quote.server";
import type { ProductPlanRequest } from "./schema";

/**
 * The build side of the plan (issue 13): the platform, the stack fitted to the founder's skills
 * and budget, each component built, bought or assembled without code, the hours behind each and
 * what the two ways to get it built (the founder's own hours, a freelancer) cost and take.
 */
export type BuildPlatform = Exclude<Platform, "undecided">;
export type Approach = "build" | "buy" | "no-code";

export interface Stack {
  name: string;
  tools: string[];
  /** Tools paid monthly while building, and the assumed price of each. */
  paidTools: number;
  perTool: number;
  why: string;
}

export interface Component {
  name: string;
  approach: Approach;
  how: string;
  hours: number;
  hoursShown: string;
  feature?: Feature;
}

export interface BuildFacts {
  platform: BuildPlatform;
  platformGiven: boolean;
  platformWhy: string;
  skills: TechnicalSkills;
  skillsGiven: boolean;
  /** The founder's words the skills were read from when the form left them open ("Python"). */
  skillsRead?: string;
  stack: Stack;
  alternative: Stack;
  components: Component[];
  hoursPerWeek: number;
  hoursGiven: boolean;
  hoursPerWeekShown: string;
  totalHours: number;
  totalHoursShown: string;
  /** The founder's hours: build hours × the skills factor. */
  founderHours: number;
  founderHoursShown: string;
  founderWeeks: number;
  founderWeeksShown: string;
  months: number;
  monthsShown: string;
  toolsMonthly: number;
  toolsMonthlyShown: string;
  toolsTotal: number;
  toolsTotalShown: string;
  testing: number;
  testingShown: string;
  founderCash: number;
  founderCashShown: string;
  rate: number;
  rateShown: string;
  contractorWeeks: number;
  contractorWeeksShown: string;
  contractorCash: number;
  contractorCashShown: string;
  budget?: { value: number; shown: string };
  targetWeeks?: { value: number; shown: string };
}

const SKILL_WORDS: Record<TechnicalSkills, string> = {
  none: "no technical skills",
  "no-code": "no-code experience",
  "some-code": "some coding experience",
  developer: "a developer's skills",
};

/** The founder's hours per professional build hour, by skills, and why. */
const SKILL_FACTOR: Record<TechnicalSkills, [number, string]> = {
  none: [1.5, "learning a no-code builder while building adds about half again"],
  "no-code": [
    1,
    "no-code tools build standard screens faster than code, offset by a part-time builder's context switching",
  ],
  "some-code": [1.25, "an occasional coder needs about a quarter more time than a professional"],
  developer: [1, "you build at a professional pace"],
};

function stackFor(skills: TechnicalSkills, platform: BuildPlatform, facts: VentureFacts): Stack {
  const pay =
    facts.model.name === "Marketplace"
      ? "Stripe Connect for payments that split between the two sides"
      : "Stripe for payments and subscriptions";
  if (skills === "none" || skills === "no-code") {
    if (platform === "web") {
      return {
        name: "no-code web stack",
        tools:
          skills === "none"
            ? [
                "Bubble for the app, its database and user accounts (visual, no code)",
                pay,
                "Zapier to send emails and move data between tools",
                "Framer or Carrd for the landing page",
              ]
            : [
                "Bubble for the app and user accounts, with Xano if the data outgrows it",
                pay,
                "Make for automations and scheduled jobs",
                "Webflow for the landing page",
              ],
        paidTools: 4,
        perTool: 40,
        why: `you have ${SKILL_WORDS[skills]}, and a visual builder lets you change the product the day a tester stumbles`,
      };
    }
    return {
      name: "no-code mobile stack",
      tools: [
        platform === "both"
          ? "FlutterFlow for one app published to the web, iOS and Android"
          : "FlutterFlow for the iOS and Android app (visual, exports real code later)",
        "Firebase for accounts, data and push notifications",
        facts.orientation === "B2C" ? "RevenueCat with the app stores' billing" : pay,
        "Carrd for the landing page",
      ],
      paidTools: 4,
      perTool: 40,
      why: `you have ${SKILL_WORDS[skills]}, and FlutterFlow builds for phones without hand-written code`,
    };
  }
  const mobile = platform !== "web";
  if (skills === "some-code") {
    return {
      name: "low-code hosted stack",
      tools: [
        mobile
          ? "Expo (React Native) for the app, one codebase for iOS and Android"
          : "Next.js (React) on Vercel for the web app",
        "Supabase for Postgres, accounts and file storage, so there is no server to run",
        pay,
        "Resend or Postmark for email",
      ],
      paidTools: 3,
      perTool: 25,
      why: "you can code a little, and hosted services take the servers, accounts and security off your hands",
    };
  }
  return {
    name: "mainstream TypeScript stack",
    tools: [
      mobile
        ? "React Native with Expo for iOS and Android, sharing TypeScript with the API"
        : "React (Next.js or Vite) front end in TypeScript",
      "A Node API with PostgreSQL (managed: Neon, Supabase or RDS)",
      pay,
      "Sentry for errors and PostHog for product analytics",
      "Deploys on Vercel, Render or Fly.io",
    ],
    paidTools: 3,
    perTool: 25,
    why: "you are a developer: a mainstream stack keeps hiring, hosting and help easy to find",
  };
}

/** What a founder with these skills could switch to (a regenerated build plan shows it). */
function alternativeSkills(skills: TechnicalSkills): TechnicalSkills {
  return skills === "developer" ? "no-code" : skills === "some-code" ? "none" : "developer";
}

/** The components every version one needs besides its features, bought rather than built. */
function commonComponents(
  skills: TechnicalSkills,
  facts: VentureFacts,
  stack: Stack,
  builder: ProvenanceBuilder,
): Component[] {
  const payments = stack.tools.some((tool) => tool.startsWith("RevenueCat"))
    ? "RevenueCat with the app stores' billing"
    : facts.model.name === "Marketplace"
      ? "Stripe Connect"
      : "Stripe Checkout or Billing";
  const noCode = skills === "none" || skills === "no-code";
  const items: [string, Approach, string, number, string][] = [
    [
      "Sign-up, log-in and accounts",
      "buy",
      noCode ? "the builder's built-in accounts" : "Supabase Auth or Clerk",
      8,
      "configuring a hosted sign-in, password reset and sessions",
    ],
    ["Payments", "buy", payments, 12, "a hosted checkout, webhooks and the receipts"],
    [
      "Emails and notifications",
      noCode ? "no-code" : "buy",
      noCode ? "Zapier or Make with the builder's email" : "Postmark or Resend",
      6,
      "three or four transactional emails and their triggers",
    ],
    [
      "Landing page and waitlist",
      "no-code",
      "Framer, Webflow or Carrd",
      8,
      "one page, a sign-up form and the analytics tag",
    ],
    [
      "Product analytics",
      "buy",
      "PostHog or the builder's analytics",
      4,
      "installing the tracker and naming the core flow's events",
    ],
  ];
  return items.map(([name, approach, how, hours, what]) => ({
    name,
    approach,
    how,
    hours,
    hoursShown: builder.estimate(
      `Hours for ${name.toLowerCase()}`,
      `${hours} hours`,
      `Assumed ${hours} hours to set up ${what} with an off-the-shelf service.`,
    ),
  }));
}

export function buildFacts(
  request: ProductPlanRequest,
  facts: VentureFacts,
  features: readonly Feature[],
  builder: ProvenanceBuilder,
  money?: FormMoney,
): BuildFacts {
  const given = request.platform !== undefined && request.platform !== "undecided";
  const platform: BuildPlatform = given
    ? (request.platform as BuildPlatform)
    : facts.model.name === "Mobile App"
      ? "mobile"
      : "web";
  const platformWhy = given
    ? `You chose ${platform === "both" ? "web and mobile" : platform}.`
    : platform === "mobile"
      ? `You have not fixed the platform; ${facts.model.name} products live on phones, so the plan starts with a mobile app.`
      : "You have not fixed the platform; a responsive web app runs on phones and laptops, ships without app-store review and can be changed daily, so the plan starts there.";
  const skillsGiven = request.technicalSkills !== undefined;
  // Unanswered, the skills come from the founder's words through the kit's one reader ("knows
  // Python" is some code), else no-code is assumed.
  const read = skillsOf(facts).coding;
  const skills: TechnicalSkills = request.technicalSkills ?? read ?? "no-code";
  const skillsRead =
    !skillsGiven && read !== undefined ? (skillsOf(facts).areas.engineering ?? read) : undefined;
  const stack = stackFor(skills, platform, facts);
  const alternative = stackFor(alternativeSkills(skills), platform, facts);
  const noCode = skills === "none" || skills === "no-code";

  const components: Component[] = features
    .filter((feature) => feature.priority === "must")
    .map((feature) => {
      const hours = feature.effort * 40;
      return {
        name: feature.name,
        approach: noCode ? ("no-code" as const) : ("build" as const),
        how: noCode ? `built in ${stack.tools[0]?.split(" ")[0]}` : "custom code on the stack",
        hours,
        hoursShown: builder.estimate(
          `Hours for “${cut(feature.name, 70)}”`,
          `${num(hours)} hours`,
          `${num(feature.effort)} person-weeks (its RICE effort) × 40 hours = ${num(hours)} hours.`,
        ),
        feature,
      };
    });
  components.unshift({
    name: "Clickable prototype of the core flow",
    approach: "no-code",
    how: noCode ? "Figma, or the builder's own screens" : "Figma",
    hours: 20,
    hoursShown: builder.estimate(
      "Hours for the clickable prototype",
      "20 hours",
      "Assumed 20 hours: about one hour per screen to draw and link, for a dozen screens, plus a day to revise after the first testers.",
    ),
  });
  components.push(...commonComponents(skills, facts, stack, builder));

  const totalHours = components.reduce((sum, item) => sum + item.hours, 0);
  const totalHoursShown = builder.estimate(
    "Build hours at a professional pace",
    `${num(totalHours)} hours`,
    `Sum of the components: ${components.map((item) => num(item.hours)).join(" + ")} = ${num(totalHours)} hours.`,
  );
  // The founder's hours: this form's answer, else the brief's, else 15 assumed.
  const hoursField =
    request.hoursPerWeek !== undefined
      ? "hoursPerWeek"
      : facts.stated.hoursPerWeek !== undefined
        ? "brief.hoursPerWeek"
        : undefined;
  const hoursPerWeek = request.hoursPerWeek ?? facts.stated.hoursPerWeek ?? 15;
  const hoursPerWeekShown =
    hoursField !== undefined
      ? builder.input(
          "Your hours a week for the build",
          hoursField,
          `${num(hoursPerWeek)} hours a week`,
        )
      : builder.estimate(
          "Your hours a week for the build",
          "15 hours a week",
          "Assumed 15 hours a week (evenings and a weekend day beside a job), since you did not say.",
        );
  const [factor, factorWhy] = SKILL_FACTOR[skills];
  const founderHours = Math.round(totalHours * factor);
  const founderHoursShown = builder.estimate(
    "Your build hours",
    `${num(founderHours)} hours`,
    `${num(totalHours)} hours × ${num(factor)} (${factorWhy}) = ${num(founderHours)} hours.`,
  );
  const founderWeeks = Math.ceil(founderHours / hoursPerWeek);
  const founderWeeksShown = builder.estimate(
    "Weeks to MVP, building it yourself",
    `${founderWeeks} weeks`,
    `${num(founderHours)} hours ÷ ${num(hoursPerWeek)} hours a week = ${num(founderHours / hoursPerWeek)}, rounded up to ${founderWeeks} weeks.`,
  );
  const months = Math.max(1, Math.ceil(founderWeeks / 4));
  const monthsShown = builder.estimate(
    "Months of tool subscriptions",
    `${months} months`,
    `${founderWeeks} weeks ÷ 4 weeks a month, rounded up (at least one month) = ${months} months.`,
  );
  const toolsMonthly = stack.paidTools * stack.perTool;
  const toolsMonthlyShown = builder.estimate(
    "Tool subscriptions a month while building",
    `${usd(toolsMonthly)} a month`,
    `Allowance of ${stack.paidTools} paid tools × an assumed ${usd(stack.perTool)} a month each on starter plans = ${usd(toolsMonthly)}. Check each vendor's current pricing.`,
  );
  const toolsTotal = toolsMonthly * months;
  const toolsTotalShown = builder.estimate(
    "Tool subscriptions until the MVP",
    usd(toolsTotal),
    `${usd(toolsMonthly)} a month × ${months} months = ${usd(toolsTotal)}.`,
  );
  const incentive = facts.orientation === "B2B" ? 100 : 50;
  const testing = 10 * incentive;
  const testingShown = builder.estimate(
    "Tester incentives",
    usd(testing),
    `Two rounds × 5 testers = 10 sessions × an assumed ${usd(incentive)} thank-you each (${facts.orientation === "B2B" ? "a professional's hour" : "a gift card"}) = ${usd(testing)}.`,
  );
  const founderCash = toolsTotal + testing;
  const founderCashShown = builder.estimate(
    "Cash to MVP, building it yourself",
    usd(founderCash),
    `Tools ${usd(toolsTotal)} + tester incentives ${usd(testing)} = ${usd(founderCash)} (your own time unpaid).`,
  );
  const rate = 75;
  const rateShown = builder.estimate(
    "Freelance rate",
    "$75 an hour",
    "Assumed $75 an hour for an experienced freelance developer or no-code builder; quotes vary widely by country and seniority, so replace it with the quotes you get.",
  );
  const contractorWeeks = Math.ceil(totalHours / 30);
  const contractorWeeksShown = builder.estimate(
    "Weeks to MVP with a freelancer",
    `${contractorWeeks} weeks`,
    `${num(totalHours)} hours ÷ 30 billable hours a week = ${num(totalHours / 30)}, rounded up to ${contractorWeeks} weeks.`,
  );
  const contractorCash =
    totalHours * rate + toolsMonthly * Math.max(1, Math.ceil(contractorWeeks / 4)) + testing;
  const contractorCashShown = builder.estimate(
    "Cash to MVP with a freelancer",
    usd(contractorCash),
    `${num(totalHours)} hours × ${usd(rate)} = ${usd(totalHours * rate)}, + tools ${usd(toolsMonthly)} × ${Math.max(1, Math.ceil(contractorWeeks / 4))} months = ${usd(toolsMonthly * Math.max(1, Math.ceil(contractorWeeks / 4)))}, + tester incentives ${usd(testing)} = ${usd(contractorCash)}.`,
  );
  const budget =
    request.budget !== undefined
      ? {
          value: request.budget,
          shown: builder.input(
            "Your MVP budget",
            "budget",
            `${usd(request.budget)}${money?.beside("Your MVP budget") ?? ""}`,
          ),
        }
      : undefined;
  const targetWeeks =
    request.targetWeeks !== undefined
      ? {
          value: request.targetWeeks,
          shown: builder.input(
            "Your target weeks to MVP",
            "targetWeeks",
            `${request.targetWeeks} weeks`,
          ),
        }
      : undefined;
  return {
    platform,
    platformGiven: given,
    platformWhy,
    skills,
    skillsGiven,
    ...(skillsRead ? { skillsRead } : {}),
    stack,
    alternative,
    components,
    hoursPerWeek,
    hoursGiven: hoursField !== undefined,
    hoursPerWeekShown,
    totalHours,
    totalHoursShown,
    founderHours,
    founderHoursShown,
    founderWeeks,
    founderWeeksShown,
    months,
    monthsShown,
    toolsMonthly,
    toolsMonthlyShown,
    toolsTotal,
    toolsTotalShown,
    testing,
    testingShown,
    founderCash,
    founderCashShown,
    rate,
    rateShown,
    contractorWeeks,
    contractorWeeksShown,
    contractorCash,
    contractorCashShown,
    ...(budget ? { budget } : {}),
    ...(targetWeeks ? { targetWeeks } : {}),
  };
}

export { SKILL_WORDS };
