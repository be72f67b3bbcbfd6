import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PLAN_TERMS, plansFor } from "../../shared/plans";
import { cardOffer } from "../lib/billing/plan-card-action";
import { billingSummary } from "../lib/billing/test-fixtures";
import { createQueryClient } from "../lib/query";
import LandingPage from "../pages/landing/index";
import PricingPage, { PRICING_QUESTIONS } from "../pages/pricing/index";

/** A page as the prerenderer renders it: a visitor, no session known. */
function render(node: ReactNode, path: string): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouter location={path}>{node}</StaticRouter>
    </QueryClientProvider>,
  );
}

/** The plan cards' list in a page's HTML (from the first card's <ul> to its close). */
function cardsOf(html: string): string[] {
  return [...html.matchAll(/<li data-plan="([a-z]+)"/g)].map((m) => m[1] ?? "");
}

/** The plans the pages draw: the product's nine modules (spec §1). */
const PLANS = plansFor(9);

const decode = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe("the plan cards (issue 15)", () => {
  const landing = render(<LandingPage />, "/");
  const pricing = render(<PricingPage />, "/pricing");

  it("render once, the three plans, on the landing page and on /pricing", () => {
    expect(cardsOf(landing)).toEqual(["trial", "monthly", "annual"]);
    expect(cardsOf(pricing)).toEqual(["trial", "monthly", "annual"]);
    for (const plan of PLANS) {
      expect(landing.split(`>${plan.name}</h3>`)).toHaveLength(2);
      expect(pricing.split(`>${plan.name}</h3>`)).toHaveLength(2);
    }
    // One component: the cards' markup is the same on both pages.
    const cards = (html: string) =>
      html.slice(
        html.indexOf('<li data-plan="trial"'),
        html.indexOf("</ul>", html.lastIndexOf('<li data-plan="annual"')),
      );
    expect(cards(landing)).toBe(cards(pricing));
  });

  it("send a visitor to sign-up, and back to /pricing for a paid plan", () => {
    const link = (html: string, label: string) =>
      new RegExp(`<a href="([^"]*)"[^>]*>${label}</a>`).exec(decode(html))?.[1];
    expect(link(landing, "Choose Annual")).toBe("/api/login?view=signup&next=/pricing");
    expect(link(pricing, "Start Free Trial")).toBe("/api/login?view=signup");
  });

  it("/pricing shows the shared terms, the annual saving, the lifecycle and priority support", () => {
    const text = decode(pricing);
    for (const term of PLAN_TERMS) expect(text).toContain(term);
    expect(text).toContain("$338");
    expect(text).toContain("Save $338 annually");
    expect(text).toContain("Annual plan: priority support.");
    for (const { question, answer } of PRICING_QUESTIONS) {
      expect(text).toContain(question);
      expect(text).toContain(answer);
    }
    expect(text).toContain("read-only");
    expect(text).toContain("no refunds for partial months or periods");
  });
});

describe("a signed-in founder's plan cards", () => {
  const [trial, monthly, annual] = PLANS;

  it("shows the trial's state on the trial card, and Checkout on the paid ones", () => {
    expect(cardOffer(trial, billingSummary({}))).toMatchObject({
      kind: "note",
      text: "You're on the trial: it ends 2 Dec 2026.",
    });
    expect(cardOffer(monthly, billingSummary({}))).toEqual({ kind: "checkout" });
    expect(cardOffer(annual, billingSummary({}))).toEqual({ kind: "checkout" });
    expect(
      cardOffer(trial, billingSummary({ status: "trial_ended", access: "read_only" })),
    ).toMatchObject({ text: "Your trial has ended. Your work is saved: choose a plan." });
  });

  it("marks the current plan, and sends a monthly founder's annual card to Billing", () => {
    const onMonthly = billingSummary({
      status: "active",
      plan: "monthly",
      source: "stripe",
      trialEndsAt: null,
      actions: ["upgrade_annual", "cancel", "manage_payment"],
    });
    expect(cardOffer(monthly, onMonthly)).toEqual({ kind: "current" });
    expect(cardOffer(annual, onMonthly)).toEqual({ kind: "billing", label: "Upgrade to Annual" });
    expect(cardOffer(trial, onMonthly)).toEqual({ kind: "note", text: "You've used your trial." });
    const onAnnual = billingSummary({ status: "active", plan: "annual", actions: ["cancel"] });
    expect(cardOffer(annual, onAnnual)).toEqual({ kind: "current" });
    expect(cardOffer(monthly, onAnnual)).toEqual({ kind: "billing", label: "See your billing" });
  });

  it("without online billing, a paid card asks support for the plan by email (no loop to Billing)", () => {
    const trialOff = billingSummary({ configured: false, actions: [] });
    expect(cardOffer(monthly, trialOff)).toEqual({ kind: "request", plan: "monthly" });
    expect(cardOffer(annual, trialOff)).toEqual({ kind: "request", plan: "annual" });
    const ended = billingSummary({
      configured: false,
      actions: [],
      status: "trial_ended",
      access: "read_only",
    });
    expect(cardOffer(monthly, ended)).toEqual({ kind: "request", plan: "monthly" });
    const grantedMonthly = billingSummary({
      configured: false,
      actions: [],
      status: "active",
      plan: "monthly",
      source: "grant",
    });
    expect(cardOffer(monthly, grantedMonthly)).toEqual({ kind: "current" });
    expect(cardOffer(annual, grantedMonthly)).toEqual({ kind: "request", plan: "annual" });
  });
});
