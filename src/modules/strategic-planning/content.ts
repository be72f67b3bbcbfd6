import type { ServiceContent } from "../../shared/service-content";
import { servicePageDeliverables } from "../_kit/plan/sections";
import { STRATEGIC_PLAN_SECTIONS } from "./plan";

/** Copy of /services/strategic-planning (spec §2 "Service pages"; hero link per GUIDE §2). */
export const serviceContent: ServiceContent = {
  toolType: "strategic-planning",
  seo: {
    title: "Strategic Planning for Startups: 12-Month Plan | Ninefold",
    description:
      "Turn your market and customer findings into a position, measurable goals and the few bets that matter this year, on a 12-month roadmap you revisit.",
    keywords: [
      "startup strategic planning",
      "startup strategy",
      "positioning statement",
      "startup goals and metrics",
      "12-month roadmap",
      "business plan for founders",
    ],
  },
  hero: {
    eyebrow: "Phase 2 · Strategic Planning",
    title: "Decide what you won't do this year",
    subtitle:
      "Strategic planning turns your market analysis and customer discovery into a position, a short list of measurable goals and the bets worth your next twelve months, with the trade-offs written down.",
    primaryCta: { label: "Start Strategic Planning", href: "/strategic-planning" },
  },
  whyItMatters: {
    title: "Without a written strategy, every request looks urgent",
    intro:
      "With six months of runway, saying yes to a big custom deal, a second customer segment and a mobile app is three bets you can't afford at once. A written strategy is how a small team says no without re-arguing it every week.",
    points: [
      {
        title: "Built on what you already learned",
        body: "The module reads your idea, market analysis and customer discovery results and says which ones it used. No blank page and no re-typing.",
      },
      {
        title: "Positioning you can test",
        body: "One line: for whom, against what alternative, and why you win, checked against the competitors and pains already in your workspace.",
      },
      {
        title: "Goals with numbers attached",
        body: "Each goal has one metric, a baseline and a target. Figures are tagged sourced (from Ninefold's knowledge base, with publisher and year), from your input, or estimate, so you can see which targets are guesses.",
      },
      {
        title: "Trade-offs on the record",
        body: "Each bet lists what you are choosing not to do. When a tempting opportunity arrives in month four, the plan shows what it would push out.",
      },
    ],
  },
  process: {
    title: "The five-step planning process",
    intro: "From what you know today to a sequenced plan for the next four quarters.",
    steps: [
      {
        title: "Situation Review",
        body: "Where you stand: market size, segments, competitors and validated pains pulled from earlier modules, plus the runway, team and traction you enter.",
      },
      {
        title: "Positioning",
        body: "Choose the segment you serve first, the alternative you replace and the reason you win, with the evidence for each claim beside it.",
      },
      {
        title: "Goals and Metrics",
        body: "Set the few outcomes that matter for the next twelve months, each with one metric, today's baseline and a target.",
      },
      {
        title: "Strategic Bets",
        body: "Pick the bets that move those goals, each with its cost, the assumption it rests on and the signal that would make you stop.",
      },
      {
        title: "12-Month Roadmap",
        body: "Sequence the bets by quarter against your runway, with review points where the plan is checked against results.",
      },
    ],
  },
  framework: {
    title: "Your strategic plan",
    intro:
      "One document to share with a co-founder, advisor or investor, exported to Markdown, PDF or Word, and read by product development and go-to-market.",
    // The plan's sections, word for word and in order (plan.ts).
    deliverables: servicePageDeliverables(STRATEGIC_PLAN_SECTIONS),
  },
  stories: [
    {
      founder: "Jonah Abrams",
      company: "Stackline, scheduling for physiotherapy clinics",
      challenge:
        "Jonah had paying clinics, a hospital group asking for a custom build, and a co-founder who wanted to expand to dentists. The roadmap changed every week.",
      approach:
        "The plan pulled in his customer discovery, where small clinics ranked no-shows as their worst pain. It positioned Stackline on fewer no-shows for clinics with one to five practitioners and put the hospital build and dentists on the not-doing list, each with a stop signal.",
      outcome:
        "The co-founders stopped re-arguing scope in stand-ups. They reopened the dentist idea at the first quarterly review, with data, and deferred it again.",
    },
    {
      founder: "Mei Tanaka",
      company: "Ferment Lab, a small-batch kombucha brand",
      challenge:
        "Mei was selling at farmers' markets, to three cafés and through an online shop, and each channel took a full day of her week.",
      approach:
        "The situation review combined the channel revenue she entered with the market analysis of her region. The bets ranked café wholesale above the online shop because it fit her position as a local, fresh product.",
      outcome:
        "She closed the online shop, used the freed day to sign four more cafés, and had a plan her bank's small-business adviser could read in ten minutes.",
    },
    {
      founder: "Olusegun Adeyemi",
      company: "Brightdesk, a helpdesk for small IT resellers",
      challenge:
        "Preparing a seed round, Olusegun had a vision deck but no plan linking the money to milestones.",
      approach:
        "He ran the module with his market analysis and customer discovery loaded. The goals step asked for a baseline for every metric, and the module marked two of his targets as estimates resting on a single interview.",
      outcome:
        "He ran five more interviews before the raise, replaced both estimates with figures from his own input, and pitched a roadmap where each block of spending mapped to a milestone.",
    },
  ],
  closingCta: {
    title: "Write the plan your team can say no with",
    body: "Strategic planning is part of the 7-day trial of all nine modules, no credit card. It starts from the results you already have and feeds product development and go-to-market.",
    buttons: [
      { label: "Start Strategic Planning", href: "/strategic-planning" },
      { label: "Start 7-Day Trial", href: "/api/login" },
    ],
  },
};
