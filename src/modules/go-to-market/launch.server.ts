import { capitalise, lowerFirst } from "../../engine/text";
import type { PlanBlock } from "../../shared/plan";
import { disagreementText } from "../_kit/plan/figures.server";
import { rotate, variant } from "../_kit/plan/prose.server";
import { rankChannels } from "./channels.server";
import { type GtmContext, launchDisagreement } from "./context.server";

/**
 * The week-by-week launch calendar and the first month's content and outreach plan (issue 13),
 * built on the plan's own channel picks (its first take, so regenerating the scorecard leaves
 * these sections as they were).
 */

interface Week {
  focus: string;
  tasks: string;
}

/** Three shapes of calendar: launch in week 3 of 8, a compressed 6, a longer run-up of 8. */
const SHAPES = [
  {
    weeks: 8,
    launchWeek: 3,
    name: "two weeks of preparation, launch in week 3, five weeks of follow-through",
  },
  {
    weeks: 6,
    launchWeek: 2,
    name: "a compressed launch: one week of preparation, launch in week 2",
  },
  {
    weeks: 8,
    launchWeek: 4,
    name: "a longer run-up: three weeks building a waiting list, launch in week 4",
  },
] as const;

function picks(ctx: GtmContext): { primary: string; secondary: string } {
  const [primary, secondary] = rankChannels(ctx, 0);
  return {
    primary: lowerFirst(primary?.name ?? "founder-led outreach"),
    secondary: lowerFirst(secondary?.name ?? primary?.name ?? "word of mouth"),
  };
}

export function calendarSection(ctx: GtmContext): PlanBlock[] {
  const take = variant(ctx.roundFor("launch-calendar"), SHAPES.length);
  const shape = SHAPES[take] ?? SHAPES[0];
  const { builder, product, customer } = ctx;
  const { primary, secondary } = picks(ctx);
  const numbers = Array.from({ length: shape.weeks }, (_, i) => i + 1);
  builder.estimate(
    "Launch calendar length",
    `${shape.weeks} weeks`,
    `Weeks ${numbers.join(", ")}: ${shape.name}; week ${shape.launchWeek} is launch week.`,
  );
  const offer = ctx.b2b ? "founding offer or pilot" : "launch offer";
  const pre: Week[] = [
    {
      focus: "Message and page",
      tasks: `Write the landing page from the messaging framework; test the core message on five ${customer} in calls or a five-second test; set up analytics and a CRM sheet.`,
    },
    {
      focus: "Waiting list",
      tasks: `Open a waiting list; line up ${primary} (first contacts, posts drafted); ask every discovery interviewee for two introductions.`,
    },
    {
      focus: "Warm-up",
      tasks: `Tell the waiting list the launch date and the ${offer}; book the first demos or onboarding sessions for launch week.`,
    },
  ];
  const launch: Week = {
    focus: "Launch",
    tasks: `Open ${product} to the waiting list first, then announce through ${primary}; answer every reply within the day; log each sign-up's source.`,
  };
  const after: Week[] = [
    {
      focus: "Follow-through",
      tasks: `Onboard every new customer personally; ask each why they bought and what nearly stopped them; fix the top complaint.`,
    },
    {
      focus: "Second push",
      tasks: `Run ${primary} again with what the first week taught; start ${secondary} at a steady, smaller pace.`,
    },
    {
      focus: "Proof",
      tasks: `Turn the first result into a short case or testimonial; put it on the page and in outreach.`,
    },
    {
      focus: "Double down or switch",
      tasks: `Compare channels on cost per customer; move hours to the one that wins; drop what brought no one.`,
    },
    {
      focus: "Month review",
      tasks: `Hold the monthly review: funnel against targets, price, the founding places left; plan the next month.`,
    },
  ];
  const preWeeks = shape.launchWeek - 1;
  const before = preWeeks === 1 ? [pre[0]!] : preWeeks === 2 ? [pre[0]!, pre[2]!] : pre;
  const weeks: Week[] = [...before, launch, ...after].slice(0, shape.weeks);
  const launchDate = ctx.request.launchDate;
  const launchShown = launchDate
    ? builder.input("Launch date", "launchDate", launchDate)
    : undefined;
  const rows = weeks.map((week, index) => {
    const n = index + 1;
    let label = `Week ${n}`;
    if (launchDate) {
      const date = addDays(launchDate, 7 * (n - shape.launchWeek));
      const shown = builder.estimate(
        `Week ${n} starts`,
        date,
        `Launch date ${launchDate} + 7 × (${n} − ${shape.launchWeek}) days = ${date}.`,
      );
      label = `Week ${n} (from ${shown})`;
    }
    return [label, week.focus, week.tasks, "You (founder)"];
  });
  const disagree = disagreementText([
    ...ctx.disagreements.launch,
    launchDisagreement(ctx, shape.launchWeek, launchShown),
  ]);
  return [
    ...(disagree ? [{ kind: "paragraph" as const, text: disagree }] : []),
    {
      kind: "paragraph",
      text: `The launch of ${product} runs ${shape.weeks} weeks: ${shape.name}${launchShown ? `, with launch day on ${launchShown}` : "; give a launch date to see it dated"}. Every task has one owner; at this stage that is you, so block the hours in your calendar now.`,
    },
    { kind: "table", header: ["Week", "Focus", "Tasks", "Owner"], rows },
  ];
}

function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------

const THEMES = [
  [
    "The problem, in their words",
    "How it works, shown on a real case",
    "The first result",
    "What changed, and the offer's last places",
  ],
  [
    "Why now: what is changing for them",
    "A myth about the problem, corrected",
    "A customer story",
    "Behind the scenes: what we fixed this month",
  ],
  [
    "Build in public: why we are making this",
    "The first users' feedback and what we changed",
    "A how-to they can use without buying",
    "The numbers so far and what comes next",
  ],
] as const;

export function firstMonthSection(ctx: GtmContext): PlanBlock[] {
  const take = variant(ctx.roundFor("first-30-days"), THEMES.length);
  const themes = THEMES[take] ?? THEMES[0];
  const { builder, customer, product } = ctx;
  const { primary, secondary } = picks(ctx);
  builder.estimate(
    "First-month plan",
    "30 days",
    "Four blocks of a week: days 1–7, 8–14, 15–21 and 22–30 (the last one nine days).",
  );
  const personal = ctx.motion === "sales-led" || ctx.b2b;
  const perDay = personal ? 5 : 10;
  const weekly = perDay * 5;
  const outreachTarget = builder.estimate(
    "Outreach a week",
    `${weekly} ${personal ? "personal messages" : "posts, replies and messages"}`,
    `${perDay} a working day × 5 days = ${weekly}.`,
  );
  const replies = Math.round(weekly * 0.2);
  const replyTarget = builder.estimate(
    "Replies or conversations a week",
    `${replies} conversations`,
    `${weekly} a week × 20% replying (a working assumption for warm, personal outreach; measure yours) = ${replies}.`,
  );
  const ranges = ["Days 1–7", "Days 8–14", "Days 15–21", "Days 22–30"];
  const outreach = [
    `Alongside ${primary}: the first ${outreachTarget} to ${customer} you already know or were introduced to`,
    `${capitalise(primary)} again, adding what the first week taught; ask each new customer for one introduction`,
    `${capitalise(secondary)} starts; follow up everyone who went quiet`,
    `Both channels; invite the month's sign-ups to a feedback call`,
  ];
  const targets = [
    `${replyTarget}; the first sign-ups from the waiting list`,
    `${replyTarget}; every sign-up onboarded within a day`,
    `${replyTarget}; a first case or testimonial`,
    `${replyTarget}; the funnel's month-one targets reviewed`,
  ];
  const rows = ranges.map((range, index) => [
    range,
    `${themes[index]} (one post and one email to the list)`,
    outreach[index] ?? "",
    targets[index] ?? "",
  ]);
  return [
    {
      kind: "paragraph",
      text: `The first 30 days put ${product} in front of ${customer} through ${primary}, with ${secondary} starting in the third week. Content gives your outreach something to point to; outreach is where the first customers come from.`,
    },
    { kind: "table", header: ["Days", "Content", "Outreach", "Target"], rows: rotate(rows, 0) },
    {
      kind: "list",
      ordered: false,
      items: [
        `Reuse the messaging framework's wording in every post, so ${customer} hear the same promise wherever they meet ${product}.`,
        "Write each piece once, then cut it for each channel: a post, an email, a reply in a thread.",
        "Log every conversation the same day: who, from which channel, what they said, next step.",
      ],
    },
  ];
}
