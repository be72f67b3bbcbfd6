import type { ServiceContent } from "../../shared/service-content";
import { servicePageDeliverables } from "../_kit/plan/sections";
import { TEAM_PLAN_SECTIONS } from "./plan";

/** Copy of /services/team-planning (spec §2 "Service pages"). */
export const serviceContent: ServiceContent = {
  toolType: "team-planning",
  seo: {
    title: "Team and Advisor Planning for Startups | Ninefold",
    description:
      "Know which roles to fill, in what order, and which advisors close your gaps: a hiring plan tied to your milestones and runway, in 5 steps.",
    keywords: [
      "startup team planning",
      "startup hiring plan",
      "first hires",
      "startup advisors",
      "startup culture",
      "role definition",
    ],
  },
  hero: {
    eyebrow: "Phase 3 · Preparation, Launch and Scale",
    title: "Hire for the next milestone, not the org chart you imagine",
    subtitle:
      "Team planning maps the skills your plan needs against the ones you have, then sets the order of hires, the role for each, and the advisors who can cover a gap before you can afford a salary.",
    primaryCta: { label: "Plan Your Team", href: "/team-planning" },
    secondaryCta: { label: "Start 7-Day Trial", href: "/api/login" },
  },
  whyItMatters: {
    title: "Your first hires decide what the company becomes",
    intro:
      "An early hire is a large share of your monthly burn and sets the tone for everyone who joins after. Hiring for whichever fire is burning this week often means hiring the right person for the wrong role, a year early.",
    points: [
      {
        title: "Tied to your plan",
        body: "The module reads your strategic plan, product build plan and go-to-market channels, and asks which skills each milestone needs.",
      },
      {
        title: "Sequenced against runway",
        body: "Hires are ordered by milestone and by what your runway allows. Salary benchmarks from Ninefold's knowledge base are tagged sourced with publisher and year; the rest are tagged from your input or estimate.",
      },
      {
        title: "Advisors before employees",
        body: "Some gaps, such as regulatory knowledge or enterprise sales, can be covered by an advisor for a few hours a month. The plan says which ones.",
      },
      {
        title: "Culture on paper",
        body: "A handful of operating principles written before hire number one, so you can interview for them instead of hoping.",
      },
    ],
  },
  process: {
    title: "The five-step team planning process",
    intro: "From who you have today to who you need, in what order, and who advises you meanwhile.",
    steps: [
      {
        title: "Team Assessment",
        body: "List who is on the team, their skills and their hours. The module compares them with the skills your strategy, product and launch plans call for and shows the gaps.",
      },
      {
        title: "Role Definition",
        body: "Turn each gap into a role card: outcomes for the first 90 days, the skills that matter, and whether it is full-time, part-time, contract or an advisor.",
      },
      {
        title: "Hiring Strategy",
        body: "Order the roles by milestone and runway, with where to find candidates, a compensation range and an interview scorecard for each.",
      },
      {
        title: "Culture Building",
        body: "Write down the operating principles and rituals you want: how decisions get made, how feedback is given, what a good week looks like.",
      },
      {
        title: "Advisor Network",
        body: "Map the advisors who close the remaining gaps, what to ask each, how often to meet, and a fair way to recognise their time.",
      },
    ],
  },
  framework: {
    title: "Your team and advisor plan",
    intro:
      "Exported to Markdown, PDF or Word; its headcount and costs feed the financial model in IT, financial and legal prep.",
    // The plan's sections, word for word and in order (plan.ts).
    deliverables: servicePageDeliverables(TEAM_PLAN_SECTIONS),
  },
  stories: [
    {
      founder: "Maya Goldberg",
      company: "Finchly, bookkeeping automation for dental practices",
      challenge:
        "Maya and her co-founder were both engineers, and both assumed the next hire was another engineer.",
      approach:
        "The team assessment set their skills against the go-to-market plan: every channel depended on selling to practice managers, and no one on the team had done it.",
      outcome:
        "They hired a part-time sales lead from dental software instead, and brought on an advisor who had run a practice to answer the compliance questions an engineer could not.",
    },
    {
      founder: "Ravi Shankar",
      company: "Loomwork, a marketplace for handloom textiles",
      challenge: "Ravi had budget for one hire and strong candidates for three different roles.",
      approach:
        "Role definition wrote 90-day outcomes for each role. The hiring strategy ordered them against his runway and the milestone in his strategic plan: 50 active weavers selling on the marketplace.",
      outcome:
        "He hired for weaver onboarding first, the only role that moved that milestone, and kept the other two role cards in the plan for after the next raise.",
    },
    {
      founder: "Zoe Carter",
      company: "Hearthside, scheduling for home-care agencies",
      challenge:
        "Zoe's team of four had grown out of friendships, and disagreements about who decided what were slowing every release.",
      approach:
        "Culture building turned the team's answers into five operating principles, including who decides what, and added a fortnightly retrospective to the team's rituals.",
      outcome:
        "The principles went into every interview scorecard, and the next two hires knew how the team worked before their first day.",
    },
  ],
  closingCta: {
    title: "Know your next hire before you need it",
    body: "Team planning is part of the 7-day trial of all nine modules, no credit card. It reads your strategy, product and launch plans and passes headcount costs to IT, financial and legal prep.",
    buttons: [
      { label: "Plan Your Team", href: "/team-planning" },
      { label: "Get Full Access", href: "/api/login" },
    ],
  },
};
