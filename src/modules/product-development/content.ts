import type { ServiceContent } from "../../shared/service-content";
import { servicePageDeliverables } from "../_kit/plan/sections";
import { PRODUCT_PLAN_SECTIONS } from "./plan";

/** Copy of /services/product-development (spec §2 "Service pages"). */
export const serviceContent: ServiceContent = {
  toolType: "product-development",
  seo: {
    title: "Product Development: From Research to MVP | Ninefold",
    description:
      "Go from customer research to a tested MVP: scope, prototype, build plan, test pass marks and a launch checklist, in 5 steps with 8 deliverables.",
    keywords: [
      "product development",
      "MVP development",
      "MVP scope",
      "prototype",
      "product roadmap",
      "user testing",
      "startup product planning",
    ],
  },
  hero: {
    eyebrow: "Phase 2 · Strategic Planning",
    title: "Build the smallest product that proves the idea",
    subtitle:
      "Product development turns your validated pains and your strategy into an MVP scope, a prototype plan, a build plan and tests with pass marks set in advance, so version one tests your riskiest assumption and nothing else.",
    primaryCta: { label: "Start Product Development", href: "/product-development" },
    secondaryCta: { label: "Sign Up", href: "/api/login" },
  },
  whyItMatters: {
    title: "Scope is the decision that sets your runway",
    intro:
      "Every feature added to version one adds build time, test time and one more thing to explain. The MVP exists to answer one question about your customers, and this module keeps it to that question.",
    points: [
      {
        title: "Starts from evidence",
        body: "The module reads the feature priority and pains from customer discovery and the bets from strategic planning, and shows which finding each feature came from.",
      },
      {
        title: "A cut list, not just a feature list",
        body: "Features are sorted into must, should and later, with the reason each later item can wait.",
      },
      {
        title: "Tests with pass marks",
        body: "Each test states what you will measure and the threshold that counts as a pass, decided before you see any results.",
      },
      {
        title: "Honest estimates",
        body: "Build time and cost are tagged estimate with the working shown, or from your input when you supply them. Benchmarks from Ninefold's knowledge base are tagged sourced with publisher and year.",
      },
    ],
  },
  process: {
    title: "Five steps from research to launch",
    intro: "Each step reads the one before it, and the last one hands its metrics to go-to-market.",
    steps: [
      {
        title: "Research Phase",
        body: "Collect what you know: personas, ranked pains and feature priority from customer discovery, competitors from market analysis and bets from strategic planning. Gaps are listed as questions to answer.",
      },
      {
        title: "Design & Prototype",
        body: "Map the core user flow end to end and list the screens a clickable prototype needs, so five target users can try it before anyone writes production code.",
      },
      {
        title: "MVP Development",
        body: "Fix the MVP scope with its cut list, decide build, buy or no-code for each part, and set milestones against your budget and hours.",
      },
      {
        title: "Testing & Validation",
        body: "Define the usability and value tests, who to recruit, what to measure and the pass mark for each, then record results against them.",
      },
      {
        title: "Launch & Scale",
        body: "Work through a launch readiness checklist and set the post-launch metrics and feedback loop that go-to-market and iteration will use.",
      },
    ],
  },
  framework: {
    title: "The product development package",
    intro: "Eight deliverables in one document, exported to Markdown, PDF or Word.",
    // The plan's sections, word for word and in order (plan.ts).
    deliverables: servicePageDeliverables(PRODUCT_PLAN_SECTIONS),
  },
  stories: [
    {
      founder: "Hannah Brooks",
      company: "Tallyhouse, bill splitting for shared houses",
      challenge:
        "Hannah's spec had 14 features, including receipt scanning and a room-rental marketplace, and her freelance developer quoted four months.",
      approach:
        "The module traced each feature back to her customer discovery. Only five tied to the top-ranked pain, settling up when someone moves out; the other nine went on the cut list with a reason each.",
      outcome:
        "She cut the feature list from 14 to 5 and the developer re-quoted at under half the time. The receipt scanner never came back, because no tester asked for it.",
    },
    {
      founder: "Diego Alvarez",
      company: "Patchwork, fixtures for community sports leagues",
      challenge: "Diego wanted to build native apps before anyone had tried the idea.",
      approach:
        "The build plan marked a no-code web version as enough to test the core flow, and Testing & Validation set the pass mark: a league admin schedules a full season without help.",
      outcome:
        "Three admins ran real seasons on the no-code version. Two finished without help and one got stuck on bye weeks, and that single fix went into the native build he started next.",
    },
    {
      founder: "Nadia Rahman",
      company: "Clearcase, document checklists for visa applicants",
      challenge:
        "Nadia had a prototype her friends liked, and no way to tell whether strangers would.",
      approach:
        "Design & Prototype produced a five-screen flow. Testing & Validation set who to recruit, recent applicants rather than friends, and what counted as a pass.",
      outcome:
        "The first round missed the pass mark on one screen. She fixed it before launch instead of after, and carried the launch checklist and metrics into go-to-market.",
    },
  ],
  closingCta: {
    title: "Ship the MVP that answers your riskiest question",
    body: "Product development is part of the 7-day trial of all nine modules, no credit card. It reads your discovery and strategy and hands its launch metrics to go-to-market.",
    buttons: [
      { label: "Start Product Development", href: "/product-development" },
      { label: "Get Full Access", href: "/api/login" },
    ],
  },
};
