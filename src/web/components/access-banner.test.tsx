import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AuthUser } from "../../shared/user";
import { accessBannerText } from "../lib/billing/billing-text";
import { ExportButtons } from "../lib/export/export-buttons";
import { createQueryClient } from "../lib/query";
import { resetSession, setSessionUser } from "../lib/session";
import AccessBanner from "./access-banner";

const user = (over: Partial<AuthUser>): AuthUser => ({
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: null,
  plan: "trial",
  trial: { startedAt: "2026-11-01T12:00:00Z", endsAt: "2026-11-08T12:00:00Z", daysLeft: 0 },
  access: "full",
  pastDue: false,
  ...over,
});

/** Rendered as signed in as `who` (the user query already answered). */
function html(node: ReactNode, who?: AuthUser): string {
  const client = createQueryClient();
  if (who) setSessionUser(who);
  else resetSession();
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <StaticRouter location="/dashboard">{node}</StaticRouter>
    </QueryClientProvider>,
  );
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

describe("the workspace's access banner (issue 15)", () => {
  it("says a read-only trial has ended, the work is safe, and where to go", () => {
    const markup = html(
      <AccessBanner user={user({ plan: "trial_expired", access: "read_only" })} />,
    );
    expect(text(markup)).toContain("Your trial has ended");
    expect(text(markup)).toContain(
      "Your work is saved and you can still read it, export it as Markdown and download your data. Subscribe to keep building.",
    );
    expect(markup).toMatch(/<a [^>]*href="\/pricing"[^>]*>See plans<\/a>/);
    expect(markup).toMatch(/<a [^>]*href="\/dashboard\/settings#billing"[^>]*>Billing<\/a>/);
    expect(markup).toMatch(/<section aria-labelledby="([^"]+)"[\s\S]*<h2 id="\1"/);
  });

  it("says a paid plan has ended, and on a planning page why its buttons are off", () => {
    const ended = user({ plan: "canceled", access: "read_only" });
    expect(text(html(<AccessBanner user={ended} />))).toContain("Your plan has ended");
    expect(text(html(<AccessBanner user={ended} />))).not.toContain("Generate, Regenerate");
    expect(text(html(<AccessBanner user={ended} context="plan" />))).toContain(
      "That's why Generate, Regenerate, Edit and Save are off on this page",
    );
  });

  it("asks a founder whose payment failed to update their card", () => {
    const markup = html(<AccessBanner user={user({ plan: "monthly", pastDue: true })} />);
    expect(text(markup)).toContain("Your last payment failed");
    expect(text(markup)).toContain("Update your card to keep access.");
    expect(markup).toMatch(/href="\/dashboard\/settings#billing"[^>]*>Update card<\/a>/);
  });

  it("shows nothing to a founder with full access", () => {
    expect(accessBannerText(user({ plan: "monthly" }))).toBeUndefined();
    expect(accessBannerText(null)).toBeUndefined();
    expect(html(<AccessBanner user={user({ plan: "annual" })} />)).toBe("");
    // Read-only wins over a failed payment: it is the state that stops work.
    expect(accessBannerText(user({ access: "read_only", pastDue: true }))?.kind).toBe("read_only");
  });
});

describe("exports for a read-only founder", () => {
  const buttons = (
    <ExportButtons
      markdownLabel="Export Markdown"
      buildDocument={() => ({ title: "x", meta: [], blocks: [] })}
      fileBaseName={() => "x"}
    />
  );

  it("keeps Markdown and replaces PDF and Word with a note", () => {
    const markup = text(html(buttons, user({ plan: "trial_expired", access: "read_only" })));
    expect(markup).toContain("Export Markdown");
    expect(markup).not.toContain("Export PDF");
    expect(markup).not.toContain("Export Word");
    expect(markup).toContain("PDF, Word and Excel exports come with a plan.");
  });

  it("leaves a founder with full access, and a visitor, as they were", () => {
    const full = text(html(buttons, user({})));
    expect(full).toContain("Export PDF");
    expect(full).toContain("Export Word");
    expect(full).not.toContain("come with a plan");
    const visitor = text(html(buttons));
    expect(visitor).toContain("Export Markdown");
    expect(visitor).not.toContain("Export PDF");
    expect(visitor).not.toContain("come with a plan");
  });
});
