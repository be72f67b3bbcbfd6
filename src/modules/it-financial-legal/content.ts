import type { ServiceContent } from "../../shared/service-content";
import { servicePageDeliverables } from "../_kit/plan/sections";
import { IT_FINANCIAL_LEGAL_SECTIONS } from "./plan";

/** Copy of /services/it-financial-legal (spec §2 "Service pages"). */
export const serviceContent: ServiceContent = {
  toolType: "it-financial-legal",
  seo: {
    title: "IT, Financial and Legal Prep for Startups | Ninefold",
    description:
      "Set up your tool stack, financial model and legal groundwork before you scale: an audit, a design, a setup order and a review calendar, in 4 steps.",
    keywords: [
      "startup financial model",
      "startup legal checklist",
      "startup IT setup",
      "runway calculation",
      "founder agreement",
      "startup compliance",
      "unit economics",
    ],
  },
  hero: {
    eyebrow: "Phase 3 · Preparation, Launch and Scale",
    title: "Get the plumbing right before the growth arrives",
    subtitle:
      "IT, financial and legal prep audits what you run today, designs the stack, model and legal groundwork you need, gives you the order to set it up in, and a calendar that keeps it current.",
    primaryCta: { label: "Start Your Prep", href: "/it-financial-legal" },
    secondaryCta: { label: "Start 7-Day Trial", href: "/api/login" },
  },
  whyItMatters: {
    title: "The dull parts are the ones that stall a deal",
    intro:
      "A missing IP assignment, a spreadsheet nobody can audit or an admin password shared by five people rarely matters until due diligence, a customer's security review or a tax deadline. Then it matters all at once.",
    points: [
      {
        title: "One plan for three disciplines",
        body: "Your tools, your numbers and your paperwork depend on each other: a payments tool shapes how revenue is recorded, and a hire changes payroll and contracts. The module plans them together.",
      },
      {
        title: "A financial model with a pedigree",
        body: "Revenue, cost and runway figures are tagged from your input, sourced (publisher, title, year, from Ninefold's knowledge base) or estimate with the formula shown.",
      },
      {
        title: "Built from your other modules",
        body: "Pricing from market analysis and go-to-market, build costs from product development and headcount from team planning flow into the model, and the module lists which results it used.",
      },
      {
        title: "Prepared, not lawyered",
        body: "Ninefold is not a law or accounting firm. Legal and tax items come as a checklist plus the questions to bring to a professional, so the hour you pay for is spent on decisions, not discovery.",
      },
    ],
  },
  process: {
    title: "The four-step preparation process",
    intro: "Audit what exists, design what you need, set it up in order, and keep it current.",
    steps: [
      {
        title: "Infrastructure Audit",
        body: "List the tools, accounts, contracts and spreadsheets you run today. The audit flags gaps such as shared logins, no backups, no founder agreement, missing IP assignment, or personal and business money mixed together.",
      },
      {
        title: "System Design",
        body: "Design the target setup: the tool stack and who can access what, the financial model's structure and assumptions, and the legal groundwork for your stage and country.",
      },
      {
        title: "Implementation",
        body: "An ordered setup plan, from what to fix this week to what can wait until after the next raise, with the estimated cost of each item.",
      },
      {
        title: "Ongoing Support",
        body: "A calendar of reviews and deadlines, such as model updates, access reviews and filing dates to confirm with your accountant, and the events that should trigger a re-run of the module.",
      },
    ],
  },
  framework: {
    title: "Your IT, financial and legal pack",
    intro:
      "Exported to Markdown, PDF or Word; the financial model becomes the baseline for iteration and scaling.",
    // The plan's sections, word for word and in order (plan.ts).
    deliverables: servicePageDeliverables(IT_FINANCIAL_LEGAL_SECTIONS),
  },
  stories: [
    {
      founder: "Theo Lambert",
      company: "Quillstone, contract review for small agencies",
      challenge:
        "Theo's first enterprise prospect sent a 90-question security questionnaire, and his team of three shared one admin login for everything.",
      approach:
        "The infrastructure audit listed 23 tools and who could access each. The system design set out single sign-on, two-factor sign-in and an offboarding checklist, and the implementation plan put the questionnaire's must-haves first.",
      outcome:
        "He answered the questionnaire honestly within two weeks, with most items in place and a dated plan for the rest, and the customer signed.",
    },
    {
      founder: "Amara Nwosu",
      company: "Bloomcrate, subscription plant boxes",
      challenge:
        "Amara's revenue looked healthy, but her spreadsheet mixed prepaid annual subscriptions with monthly ones, and she could not tell how much runway she really had.",
      approach:
        "The financial model separated cash received from revenue earned, pulled her pricing from go-to-market and her planned hire from team planning, and tagged every assumption.",
      outcome:
        "Once the prepaid cash was spread across the year, her runway was shorter than she had thought, so she moved the hire back a quarter instead of finding out from her bank balance.",
    },
    {
      founder: "Felix Brandt",
      company: "Cadence Labs, a music-practice app",
      challenge:
        "Felix and two friends had built the app on weekends with no company, no agreements and the code in personal accounts, and an angel wanted to invest.",
      approach:
        "The audit flagged the missing entity, founder agreement and IP assignment. The implementation plan put those first, with the questions to take to a startup lawyer.",
      outcome:
        "Within three weeks they had formed the company, signed founder and IP agreements and moved the code into a company account, and the lawyer's bill covered one meeting rather than an open-ended clean-up.",
    },
  ],
  closingCta: {
    title: "Be ready for due diligence before anyone asks",
    body: "IT, financial and legal prep is part of the 7-day trial of all nine modules, no credit card. It pulls prices and costs from your earlier modules and hands the model to iteration and scaling.",
    buttons: [
      { label: "Start Your Prep", href: "/it-financial-legal" },
      { label: "Get Full Access", href: "/api/login" },
    ],
  },
};
