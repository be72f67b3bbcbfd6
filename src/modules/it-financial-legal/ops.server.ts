import type { PlanBlock } from "../../shared/plan";
import { rotate, variant } from "../_kit/plan/prose.server";
import type { FinContext } from "./context.server";
import { money } from "./format";

/**
 * The IT and operations sections (issue 14): the tool and account inventory with its monthly
 * costs, the security baseline, the setup order with each item's cost, and the review calendar.
 * Costs are estimates with their method (list prices to check, placeholders to replace with
 * quotes), never presented as quotes.
 */

export function toolsSection(ctx: FinContext): PlanBlock[] {
  const take = variant(ctx.roundFor("tools"), 3);
  // In a model in another currency, each US-dollar list price is shown in it, the dollars
  // beside it, at the rate the model states once (issue 23).
  const rate = ctx.inputs.usdRate;
  const cost = (tool: (typeof ctx.tools)[number]) => {
    if (rate === undefined) return tool.shown;
    if (tool.monthly === 0) return tool.shown.replace(/^\$0\b/u, ctx.fmt(0));
    const local = Math.round(tool.monthly * rate.perUsd);
    return `${ctx.builder.estimate(
      `${tool.tool} a month in ${ctx.inputs.currency}`,
      `${ctx.fmt(local)} (${money(tool.monthly)})`,
      `${money(tool.monthly)} × ${rate.rate} (${rate.date}) = ${ctx.fmt(local)}.`,
    )} a month`;
  };
  const rows = ctx.tools.map((tool) => [tool.area, tool.tool, cost(tool), tool.note]);
  const total = ctx.shown.toolsPerMonth.value;
  const current = ctx.request.currentTools.trim();
  const intro = [
    `The tools and accounts ${ctx.product} needs at the start, each owned by the company and not by a founder personally, for ${ctx.foundersShown === "one founder (assumed)" ? "one founder (assumed; say how many of you there are)" : `${ctx.foundersShown} founders`}.`,
    `An inventory for ${ctx.product}, cheapest sensible option first: every account on a company address, every login in the password manager, every bill on the company card.`,
    `What ${ctx.product} should run on, area by area. Audit it against what you use today: anything on a personal account moves to a company one.`,
  ];
  const blocks: PlanBlock[] = [
    { kind: "paragraph", text: intro[take] ?? intro[0] ?? "" },
    {
      kind: "table",
      header: ["Area", "Tool", "Monthly cost", "Rule"],
      rows: take === 0 ? rows : rotate(rows, take * 3),
    },
    {
      kind: "paragraph",
      text: `Total: ${total} a month, the tools line of the financial model. The costs are typical entry-plan list prices to check on each vendor's page, not quotes.`,
    },
  ];
  if (current)
    blocks.push({
      kind: "paragraph",
      text: `What you run today, in your words: ${current}. Keep what already does the job; move anything on a personal account into the company's name first.`,
    });
  return blocks;
}

const SECURITY: readonly [string, string, string][] = [
  [
    "Access",
    "One named account per person on every tool; admin rights for the founders only; no shared logins (shared ones live in the password manager)",
    "Before the first hire",
  ],
  [
    "Two-factor sign-in",
    "On for email, the bank, the registrar, code hosting, payments and the password manager; an authenticator app or security key, not text messages, for admins",
    "This week",
  ],
  [
    "Passwords",
    "A team password manager; unique generated passwords; recovery codes stored in it",
    "This week",
  ],
  [
    "Backups",
    "Three copies of what matters, on two kinds of storage, one outside the main provider; a restore tested once a quarter",
    "This month",
  ],
  [
    "Devices",
    "Disk encryption and screen lock on every laptop and phone that opens company data; updates on automatically",
    "This month",
  ],
  [
    "Offboarding",
    "A checklist for anyone who leaves: remove accounts the same day, rotate shared passwords, transfer file ownership, recover devices",
    "Before the first hire",
  ],
];

export function securitySection(ctx: FinContext): PlanBlock[] {
  const take = variant(ctx.roundFor("security"), 3);
  const rows: string[][] = SECURITY.map(([area, baseline, when]) => [area, baseline, when]);
  if (ctx.b2b)
    rows.push([
      "Security questionnaires",
      `Keep a one-page summary of the above for the security reviews of ${ctx.facts.customerShort}: who has access, how backups and two-factor sign-in work, how people are offboarded`,
      "Before the first sales call",
    ]);
  if (/health/i.test(ctx.facts.industry.name))
    rows.push([
      "Health data",
      "Check whether the data you hold is regulated health information in your country and what that requires (agreements with processors, access logs) before a hospital or clinic shares any",
      "Before the first pilot",
    ]);
  const intros = [
    `The security baseline for ${ctx.product}: small enough to set up in an afternoon, strong enough for a customer's security review.`,
    `Most breaches at small companies start with a shared or reused password. This baseline for ${ctx.product} closes that first, then backups and devices.`,
    `A baseline for ${ctx.product} ordered by when it must be in place, so the urgent items are done first.`,
  ];
  const ordered =
    take === 2
      ? [...rows].sort((a, b) => whenRank(a[2] ?? "") - whenRank(b[2] ?? ""))
      : take === 1
        ? rotate(rows, 1)
        : rows;
  return [
    { kind: "paragraph", text: intros[take] ?? intros[0] ?? "" },
    { kind: "table", header: ["Area", "Baseline", "When"], rows: ordered },
    {
      kind: "paragraph",
      text: "Write it down as a short security policy in your shared drive; it is the first thing a customer's security questionnaire or an investor's due diligence asks for.",
    },
  ];
}

function whenRank(when: string): number {
  return (
    ["This week", "This month", "Before the first sales call", "Before the first pilot"].indexOf(
      when,
    ) + 1 || 9
  );
}

/** One-off setup costs: placeholders for budgeting, each stated as such. */
const ONE_OFF = {
  formation: {
    value: 500,
    method:
      "A placeholder for company filing and registered-agent or registry fees, which vary by country and state: check the registry's current fees.",
  },
  founderAgreement: {
    value: 1500,
    method:
      "A placeholder for a startup lawyer's review of the founder agreement and IP assignments (a few hours or a fixed fee): ask two lawyers for a fixed-fee quote.",
  },
  policies: {
    value: 500,
    method:
      "A placeholder for privacy policy and terms from a reputable template, reviewed by a lawyer: ask for a fixed-fee quote.",
  },
} as const;

export function setupOrderSection(ctx: FinContext): PlanBlock[] {
  const take = variant(ctx.roundFor("setup-order"), 3);
  const { builder } = ctx;
  const cost = (key: keyof typeof ONE_OFF, label: string) =>
    builder.estimate(label, `${money(ONE_OFF[key].value)} one-off`, ONE_OFF[key].method);
  const formation = cost("formation", "Company formation");
  const agreement = cost("founderAgreement", "Founder agreement and IP assignment review");
  const policies = cost("policies", "Privacy policy and terms");
  const oneOff = ONE_OFF.formation.value + ONE_OFF.founderAgreement.value + ONE_OFF.policies.value;
  const oneOffShown = builder.estimate(
    "One-off setup costs",
    money(oneOff),
    `${money(ONE_OFF.formation.value)} formation + ${money(ONE_OFF.founderAgreement.value)} founder agreement and IP review + ${money(ONE_OFF.policies.value)} privacy policy and terms = ${money(oneOff)}.`,
  );
  const rows: string[][] = [
    [
      "This week",
      "Two-factor sign-in and a password manager on every account",
      `${toolCost(ctx, "Passwords and shared logins")}`,
      "Closes the most common way in",
    ],
    [
      "This week",
      `Form the company in ${ctx.countryName}`,
      formation,
      "Contracts, bank and IP need a company to belong to",
    ],
    [
      "This week",
      "Business bank account; stop mixing personal and company money",
      money(0),
      "Usually free at the start; compare fees",
    ],
    [
      "Before the first customer",
      "Founder agreement with vesting, and IP assignment from every founder and contractor",
      agreement,
      "The first thing an investor checks",
    ],
    [
      "Before the first customer",
      "Privacy policy and terms of service",
      policies,
      "Required once you collect personal data or take payment",
    ],
    [
      "Before the first customer",
      "Accounting software connected to the bank; an accountant engaged",
      `${toolCost(ctx, "Accounting")} plus ${ctx.shown.otherPerMonth.value} a month other costs`,
      "Clean books from the first sale",
    ],
    [
      "Before the first hire",
      "Offboarding checklist, access review, backups tested",
      toolCost(ctx, "Backups"),
      "Security baseline complete",
    ],
    [
      "Before raising",
      "Cap table, board minutes and signed agreements in one data room",
      money(0),
      "Due diligence goes faster",
    ],
  ];
  const intros = [
    `The order to set ${ctx.product} up in, from what to fix this week to what can wait for the first hire or raise, with each item's cost.`,
    `Set-up for ${ctx.product} in four waves; each wave is cheap, and skipping one is what makes the next one expensive.`,
    `What to pay for, and when, to get ${ctx.product}'s plumbing done: the one-off items first, the monthly ones as they are needed.`,
  ];
  return [
    { kind: "paragraph", text: intros[take] ?? intros[0] ?? "" },
    {
      kind: "table",
      header: ["When", "Item", "Cost", "Why now"],
      rows:
        take === 1
          ? rows.map(([a, b, c, d]) => [a ?? "", b ?? "", c ?? "", d ?? ""]).reverse()
          : rows,
    },
    {
      kind: "paragraph",
      text: `One-off costs add up to about ${oneOffShown}, placeholders to replace with quotes; monthly costs are the tool inventory's ${ctx.shown.toolsPerMonth.value} and the model's other costs.`,
    },
  ];
}

function toolCost(ctx: FinContext, area: string): string {
  return ctx.tools.find((tool) => tool.area === area)?.shown ?? money(0);
}

const CALENDAR: readonly [string, string, string][] = [
  ["Every week", "Update the cash balance and the week's sales against the model", "A founder"],
  [
    "Every month",
    "Close the books; replace the model's estimates with the month's actuals; check the runway",
    "A founder with the bookkeeper",
  ],
  ["Every month", "Review tool bills and cancel what nobody used", "A founder"],
  [
    "Every quarter",
    "Access review (who can open what), a backup restore test, and the three scenarios rerun",
    "A founder",
  ],
  [
    "Every quarter",
    "Sales tax or VAT returns where you are registered: confirm the dates with your accountant",
    "Accountant",
  ],
  [
    "Every year",
    "Company annual filings, tax return and accounts: confirm the dates with your accountant",
    "Accountant",
  ],
  [
    "Every year",
    "Review the privacy policy, terms and insurance against what the product now does",
    "A founder, with a lawyer if it changed",
  ],
  [
    "On an event",
    "Rerun this module after a new hire, a price change, a raise, or a new country",
    "A founder",
  ],
];

export function calendarSection(ctx: FinContext): PlanBlock[] {
  const take = variant(ctx.roundFor("calendar"), 3);
  const rows: string[][] = CALENDAR.map(([when, what, who]) => [when, what, who]);
  rows.splice(
    3,
    0,
    ctx.b2b
      ? [
          "Every quarter",
          `Contracts with ${ctx.facts.customerShort} that renew or end next quarter, and their security reviews`,
          "A founder",
        ]
      : [
          "Every month",
          `Refunds, chargebacks and the reasons ${ctx.facts.customerShort} give for cancelling`,
          "A founder",
        ],
  );
  const local = COUNTRY_DEADLINES[ctx.country ?? "other"];
  if (local) rows.splice(7, 0, ["Every year", local, "Accountant"]);
  const intros = [
    `The reviews and deadlines that keep ${ctx.product}'s books, access and paperwork current. Dates are for your accountant to confirm: they depend on the company's year end and registrations.`,
    `A rhythm for ${ctx.product}: a weekly cash check, a monthly close, a quarterly access and backup review, and the yearly filings.`,
    `Put these in the shared calendar for ${ctx.product} now, each with an owner; the filing dates come from your accountant.`,
  ];
  return [
    { kind: "paragraph", text: intros[take] ?? intros[0] ?? "" },
    { kind: "table", header: ["When", "What", "Who"], rows: take === 2 ? rotate(rows, 2) : rows },
    {
      kind: "paragraph",
      text: "Missing a filing usually costs a penalty; missing an access review costs more when it is found in a customer's audit.",
    },
  ];
}

const COUNTRY_DEADLINES: Partial<Record<string, string>> = {
  us: "State annual report and franchise tax (Delaware's is due early each year for corporations); federal and state income tax returns",
  uk: "Companies House confirmation statement and annual accounts; the corporation tax return to HMRC",
  ca: "Annual return to the federal or provincial registry; the corporate tax return to the CRA",
  de: "Annual financial statements filed with the company register; corporate and trade tax returns",
  au: "ASIC annual review fee and solvency resolution; the company tax return and BAS",
};
