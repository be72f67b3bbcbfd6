import { QueryClientProvider } from "@tanstack/react-query";
import { createRef, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { strategicPlanningModule } from "../../../modules/strategic-planning";
import type { PlanResult } from "../../../shared/plan";
import type { AuthUser } from "../../../shared/user";
import { createQueryClient } from "../query";
import { setSessionUser } from "../session";
import { BASE_QUESTIONS, PlanForm } from "./plan-form";
import { PlanView } from "./plan-view";

const founder = (access: "full" | "read_only"): AuthUser => ({
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: null,
  plan: access === "full" ? "monthly" : "trial_expired",
  trial: { startedAt: "2026-11-01T12:00:00Z", endsAt: "2026-11-08T12:00:00Z", daysLeft: 0 },
  access,
  pastDue: false,
});

function html(node: ReactNode, who: AuthUser): string {
  const client = createQueryClient();
  setSessionUser(who);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <StaticRouter location="/strategic-planning">{node}</StaticRouter>
    </QueryClientProvider>,
  );
}

const plan: PlanResult = {
  summary: "A plan.",
  sections: [
    {
      id: "positioning",
      heading: "Positioning",
      round: 0,
      blocks: [{ kind: "paragraph", text: "For clinics under 200 beds." }],
      edited: {
        text: "Mine.",
        blocks: [{ kind: "paragraph", text: "Mine." }],
        at: "2026-11-20T10:00:00Z",
      },
    },
  ],
  builtOn: [],
  dataSource: "Offline engine",
  sources: [],
  assumptions: [],
};

/** Each button's accessible name (aria-label or text) and whether it is disabled. */
function buttons(markup: string): Record<string, boolean> {
  return Object.fromEntries(
    [...markup.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map((m) => {
      const attrs = m[1] ?? "";
      const name = /aria-label="([^"]*)"/.exec(attrs)?.[1] ?? (m[2] ?? "").replace(/<[^>]+>/g, "");
      return [name.trim(), /\sdisabled=""/.test(attrs)];
    }),
  );
}

describe("a planning page for a read-only founder (issue 15)", () => {
  const view = (
    <PlanView module={strategicPlanningModule} plan={plan} projectId="p1" onChange={() => {}} />
  );

  it("keeps the sections readable and turns Regenerate, Edit and Restore off", () => {
    const readOnly = html(view, founder("read_only"));
    expect(readOnly).toContain("Mine.");
    expect(buttons(readOnly)).toMatchObject({
      "Regenerate Positioning": true,
      "Edit Positioning": true,
      "Restore the generated Positioning": true,
    });
    expect(buttons(html(view, founder("full")))).toMatchObject({
      "Regenerate Positioning": false,
      "Edit Positioning": false,
      "Restore the generated Positioning": false,
    });
  });

  it("turns Generate off", () => {
    const form = (disabled: boolean) => (
      <PlanForm
        questions={[BASE_QUESTIONS.businessIdea]}
        values={{}}
        onChange={() => {}}
        ideaRequired
        ideaRef={createRef()}
        loading={false}
        disabled={disabled}
        submitLabel="Generate Strategic Plan"
        busyLabel="Generating..."
        onSubmit={() => {}}
      />
    );
    expect(buttons(html(form(true), founder("read_only")))["Generate Strategic Plan"]).toBe(true);
    expect(buttons(html(form(false), founder("full")))["Generate Strategic Plan"]).toBe(false);
  });
});
