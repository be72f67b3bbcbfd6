import type { ServiceContent } from "../../shared/service-content";
import { servicePageDeliverables } from "../_kit/plan/sections";
import { ITERATION_SCALING_SECTIONS } from "./plan";

/** Copy of /services/iteration-scaling (spec §2 "Service pages"). */
export const serviceContent: ServiceContent = {
  toolType: "iteration-scaling",
  seo: {
    title: "Iteration and Scaling: Your Growth Roadmap | Ninefold",
    description:
      "Find the bottleneck in your funnel, design growth experiments, plan a 90-day roadmap and keep optimizing: a 4-step loop built on your real numbers.",
    keywords: [
      "startup scaling",
      "growth strategy",
      "growth experiments",
      "product iteration",
      "scaling roadmap",
      "startup metrics",
    ],
  },
  hero: {
    eyebrow: "Phase 3 · Preparation, Launch and Scale",
    title: "Grow the part that works, fix the part that doesn't",
    subtitle:
      "Iteration and scaling reads your launch numbers, finds the stage that limits growth, designs experiments against it and sets a roadmap you revise as results come in.",
    primaryCta: { label: "Start Scaling", href: "/iteration-scaling" },
    secondaryCta: { label: "Start 7-Day Trial", href: "/api/login" },
  },
  whyItMatters: {
    title: "Scaling a leaky funnel scales the leak",
    intro:
      "Doubling ad spend when half your trials never get started doubles the cost of the problem. The order of the work matters more than the amount: fix the bottleneck first, then pour in more.",
    points: [
      {
        title: "Your numbers first",
        body: "The module starts from your funnel, retention and revenue, tagged from your input. It compares them with benchmarks from Ninefold's knowledge base, tagged sourced, only where a credible one exists, and says so when none does.",
      },
      {
        title: "One bottleneck at a time",
        body: "It names the stage where you lose the most and ranks experiments by expected impact, confidence and effort. Expected impact is tagged estimate, with the working shown.",
      },
      {
        title: "Closes the loop",
        body: "Go-to-market targets, product metrics and the financial model feed in; experiment results feed back, so each round starts from what you learned in the last.",
      },
      {
        title: "A ready-to-scale check",
        body: "Before you spend on growth, a checklist asks whether your unit economics, team and systems can carry it.",
      },
    ],
  },
  process: {
    title: "The four-step growth loop",
    intro: "Measure, choose, plan, repeat: each pass starts from the results of the one before.",
    steps: [
      {
        title: "Current State Analysis",
        body: "Bring in your funnel, retention, revenue and unit economics from earlier modules and your own data, and see where growth is held back.",
      },
      {
        title: "Growth Strategy Design",
        body: "Choose the lever for that bottleneck, whether activation, retention, referral, pricing or a new channel, and design experiments with a hypothesis, a metric and a stop rule.",
      },
      {
        title: "Implementation Roadmap",
        body: "Sequence the experiments into a 90-day roadmap with owners, effort and the milestones that unlock spending more.",
      },
      {
        title: "Continuous Optimization",
        body: "Log results, update the baseline and re-rank the backlog at a regular review, so the roadmap changes with the evidence.",
      },
    ],
  },
  framework: {
    title: "Your growth and scaling plan",
    intro:
      "Exported to Markdown, PDF or Word, and updated each time you log results, so strategy, product and go-to-market can pick up what changed.",
    // The plan's sections, word for word and in order (plan.ts).
    deliverables: servicePageDeliverables(ITERATION_SCALING_SECTIONS),
  },
  stories: [
    {
      founder: "Lucas Pereira",
      company: "Markwell, homework feedback for private tutors",
      challenge: "Lucas had steady sign-ups and planned to double his ad budget.",
      approach:
        "Current State Analysis put his go-to-market funnel beside his own data: most tutors signed up but never sent a first piece of feedback. The module named activation as the bottleneck and ranked an onboarding checklist and a sample feedback template above more ads.",
      outcome:
        "He held ad spend flat for a month and shipped both experiments. His own dashboard showed more new tutors sending feedback in their first week, and only then did he raise the budget.",
    },
    {
      founder: "Fatima Zahra",
      company: "Souk Direct, wholesale ordering for corner shops",
      challenge:
        "Fatima wanted to open in a second city while repeat orders in the first were flat.",
      approach:
        "Growth Strategy Design put retention before expansion and designed three experiments, a reorder reminder, a saved basket and a fixed delivery day, each with a stop rule.",
      outcome:
        "The saved basket passed and the reminder didn't. The readiness checklist then showed what the second city needed first: a second delivery route her financial model could carry.",
    },
    {
      founder: "Ben Hollis",
      company: "Pitchside, match video analysis for youth football clubs",
      challenge: "Ben's roadmap was a list of feature requests from his loudest clubs.",
      approach:
        "Continuous Optimization set a monthly review: results logged, baseline updated and the backlog re-ranked by impact, confidence and effort.",
      outcome:
        "Two of the loudest requests dropped below the line once the numbers were in. The team ran a club-to-club video sharing experiment instead, and it became their main source of new clubs.",
    },
  ],
  closingCta: {
    title: "Make next quarter's growth a plan, not a hope",
    body: "Iteration and scaling is part of the 7-day trial of all nine modules, no credit card. It closes the loop: your results feed back into strategy, product and go-to-market for the next round.",
    buttons: [
      { label: "Start Scaling", href: "/iteration-scaling" },
      { label: "Get Full Access", href: "/api/login" },
    ],
  },
};
