import type { PlanBlock } from "../../shared/plan";
import { rotate, variant } from "../_kit/plan/prose.server";
import type { FinContext } from "./context.server";
import type { Country } from "./questions";

/**
 * The legal groundwork checklist and the questions for a lawyer and an accountant (issue 14),
 * with the usual steps of the founder's country where it is one we know. Ninefold is not a law or
 * accounting firm: the section says so, and every country-specific line is something to confirm.
 */

export const NOT_ADVICE =
  "This is not legal or tax advice: it is a checklist to prepare for a conversation with a qualified lawyer and accountant in your country, who should confirm each item.";

interface CountryNotes {
  entity: string;
  agreement: string;
  privacy: string;
  tax: string;
  lawyer: string[];
  accountant: string[];
}

const NOTES: Record<Exclude<Country, "other">, CountryNotes> = {
  us: {
    entity:
      "A Delaware C corporation is the usual choice if you plan to raise venture capital; an LLC in your home state is simpler if you do not. Register to do business in the state where you work.",
    agreement:
      "Founder stock purchase agreements with vesting; if founder shares vest, ask about the IRS election on restricted stock, whose deadline is weeks after the shares are issued.",
    privacy:
      "No single federal privacy law: state laws (California's among them) and sector rules apply by where customers are and what data you hold.",
    tax: "An EIN from the IRS, state tax registrations, and sales tax where your product is taxable and you have nexus.",
    lawyer: [
      "C corporation or LLC for our plans, and which state?",
      "Does our vesting schedule and the IRS election on restricted stock fit how we split the shares?",
      "Which state privacy laws apply to our customers?",
    ],
    accountant: [
      "Is our product subject to sales tax, and in which states?",
      "Cash or accrual accounting, and when should we switch?",
    ],
  },
  uk: {
    entity:
      "A private company limited by shares (Ltd), registered at Companies House; investors often expect the articles to allow share classes and EIS or SEIS eligibility.",
    agreement:
      "A shareholders' agreement with vesting (or leaver provisions) for the founders, and IP assignment to the company.",
    privacy:
      "UK GDPR and the Data Protection Act apply; most companies that process personal data pay the ICO's data protection fee.",
    tax: "Corporation tax registration with HMRC, PAYE once you pay salaries, and VAT once turnover passes the threshold.",
    lawyer: [
      "Do our articles and shareholders' agreement keep us eligible for SEIS and EIS?",
      "Good and bad leaver terms: what is usual for founders?",
      "Do we need to pay the ICO fee, and what goes in our privacy notice?",
    ],
    accountant: [
      "When must we register for VAT, and should we register voluntarily?",
      "Can we claim R&D tax relief on what we build?",
    ],
  },
  ca: {
    entity:
      "A federal (CBCA) or provincial corporation; federal incorporation protects the name across Canada, provincial costs less. Canadian-controlled private corporation status matters for tax.",
    agreement:
      "A unanimous shareholder agreement with vesting, and IP assignment from each founder to the corporation.",
    privacy:
      "PIPEDA applies to commercial personal data in most provinces; Quebec, Alberta and British Columbia have their own laws.",
    tax: "A business number from the CRA, GST/HST registration once sales pass the small-supplier threshold, and payroll accounts for employees.",
    lawyer: [
      "Federal or provincial incorporation for our plans?",
      "Which privacy law applies to our customers' provinces?",
      "Does our structure keep CCPC status and the small business deduction?",
    ],
    accountant: [
      "When do we need to register for GST/HST?",
      "Does our development work qualify for SR&ED credits?",
    ],
  },
  de: {
    entity:
      "A GmbH, or a UG as a lower-capital start; both are founded before a notary and entered in the commercial register, with a minimum share capital paid in.",
    agreement:
      "A shareholders' agreement with vesting and leaver clauses (notarised where it touches shares), and IP and usage-rights assignment to the company.",
    privacy:
      "The GDPR and the BDSG apply; the website needs an Impressum and a privacy notice, and processors need data processing agreements.",
    tax: "Trade registration (Gewerbeanmeldung), the tax office's questionnaire, VAT registration, and payroll registration for employees.",
    lawyer: [
      "GmbH or UG for our plans and capital?",
      "How do we make founder vesting enforceable under German company law?",
      "What must our Impressum, privacy notice and data processing agreements contain?",
    ],
    accountant: [
      "Should we use the small business VAT rule (Kleinunternehmerregelung) or not?",
      "What do we need for the annual financial statements and their filing?",
    ],
  },
  au: {
    entity:
      "A proprietary limited company (Pty Ltd) registered with ASIC, with an ABN and TFN; directors need a director ID.",
    agreement:
      "A shareholders' agreement with vesting, and IP assignment from each founder and contractor to the company.",
    privacy:
      "The Privacy Act and its principles apply to many businesses; smaller ones may be exempt unless they handle health data or trade in personal information.",
    tax: "An ABN, GST registration once turnover passes the threshold, and PAYG withholding and super for employees.",
    lawyer: [
      "Does the Privacy Act apply to us now, or only later?",
      "Are ESIC (early-stage innovation company) rules worth meeting for our investors?",
      "Which vesting and leaver terms are usual for founders here?",
    ],
    accountant: [
      "When must we register for GST?",
      "Does our development qualify for the R&D tax incentive?",
    ],
  },
};

const GENERAL: CountryNotes = {
  entity:
    "A limited-liability company in the country where the founders live and work, unless investors ask for a specific structure.",
  agreement:
    "A founder agreement with vesting, and IP assignment from every founder and contractor.",
  privacy:
    "The privacy law of every country whose residents you collect data from can apply (the GDPR for people in the EU).",
  tax: "The tax and sales-tax or VAT registrations your country requires, and payroll registration before the first employee.",
  lawyer: ["Which company type fits our plans, here and for investors abroad?"],
  accountant: ["Which tax registrations do we need now, and which later?"],
};

export function legalSection(ctx: FinContext): PlanBlock[] {
  const take = variant(ctx.roundFor("legal"), 3);
  const notes = ctx.country && ctx.country !== "other" ? NOTES[ctx.country] : GENERAL;
  const where = ctx.country && ctx.country !== "other" ? ctx.countryName : "your country";
  const rows: string[][] = [
    ["Entity", notes.entity, "Form before signing customers, taking money or hiring"],
    [
      "Founder agreement",
      `${notes.agreement} Write down who owns what, what happens if a founder leaves, and who decides.`,
      "Before anyone writes more code or signs anything for the company",
    ],
    [
      "IP assignment",
      `Everything built for ${ctx.product} (code, designs, content, the domain) assigned to the company by every founder and contractor, including what was made before it existed.`,
      "With the founder agreement; from every contractor before they start",
    ],
    [
      "Privacy policy",
      `${notes.privacy} Say what you collect from ${ctx.facts.customerShort}, why, where it is stored and for how long.`,
      "Before you collect any personal data",
    ],
    [
      "Terms",
      ctx.b2b
        ? "Terms of service or a customer agreement: liability cap, data processing terms, payment terms, and what happens at the end of the contract."
        : "Terms of service: refunds and cancellation, acceptable use, liability, and how subscriptions renew.",
      "Before the first paying customer",
    ],
    ["Tax registrations", notes.tax, "With your accountant, before the first sale"],
  ];
  const intros = [
    `The legal groundwork for ${ctx.product} in ${where}, in the order an investor or a customer's lawyer will ask about it.`,
    `Five documents protect ${ctx.product} from the usual founder disputes and due-diligence surprises; here they are with the usual steps in ${where}.`,
    `A checklist for ${ctx.product}'s paperwork in ${where}: tick each item when it is signed and filed.`,
  ];
  const blocks: PlanBlock[] = [
    { kind: "paragraph", text: intros[take] ?? intros[0] ?? "" },
    {
      kind: "table",
      header: ["Item", `Usual steps in ${where}`, "When"],
      rows: take === 1 ? rotate(rows, 1) : rows,
    },
  ];
  if (!ctx.country || ctx.country === "other")
    blocks.push({
      kind: "paragraph",
      text: "Tell the module where the company is registered for the usual steps of that country; the list above is general.",
    });
  blocks.push({ kind: "paragraph", text: NOT_ADVICE });
  return blocks;
}

export function questionsSection(ctx: FinContext): PlanBlock[] {
  const take = variant(ctx.roundFor("professional-questions"), 3);
  const notes = ctx.country && ctx.country !== "other" ? NOTES[ctx.country] : GENERAL;
  const s = ctx.runs.base.summary;
  const lawyer = [
    ...notes.lawyer,
    "Can you review our founder agreement and IP assignments for a fixed fee?",
    ctx.b2b
      ? `What should our standard customer agreement with ${ctx.facts.customerShort} say about liability and data?`
      : "What must our terms say about refunds, cancellations and renewals?",
    "What would an investor's lawyer flag in our paperwork today?",
  ];
  const accountant = [
    ...notes.accountant,
    "Which dates go in our compliance calendar: year end, returns, filings?",
    `Our model ${s.fundingNeed > 0 ? "shows a funding need" : "shows no funding need"}: does the way we record revenue and costs match how the model counts them?`,
    "How should we pay the founders: salary, dividends or nothing yet?",
    "What records do you need from us each month?",
  ];
  const intros = [
    `Bring these to a startup lawyer and an accountant for ${ctx.product}: they turn a paid hour into decisions instead of discovery.`,
    `Questions for ${ctx.product}'s first meetings with a lawyer and an accountant, most important first; send them ahead so the meeting is shorter.`,
    `What to ask, and whom, before ${ctx.product} signs customers or hires.`,
  ];
  return [
    { kind: "paragraph", text: intros[take] ?? intros[0] ?? "" },
    { kind: "paragraph", text: "For your lawyer:" },
    { kind: "list", ordered: true, items: take === 2 ? rotate(lawyer, 2) : lawyer },
    { kind: "paragraph", text: "For your accountant:" },
    { kind: "list", ordered: true, items: take === 1 ? rotate(accountant, 1) : accountant },
    { kind: "paragraph", text: NOT_ADVICE },
  ];
}
