import { describe, expect, it } from "vitest";
import { MODULE_REGISTRY } from "../../../modules/registry";
import {
  editHref,
  filterProjects,
  greeting,
  greetingName,
  loginFor,
  noMatchLine,
  outputPreview,
  PREVIEW_LENGTH,
  planLine,
  projectHref,
  RECENT_WORK_LIMIT,
  recentWork,
  toolDisplayName,
  unwrapOutput,
  updatedLine,
  workspaceStats,
} from "./projects";

const NOW = Date.parse("2026-03-20T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();

describe("dashboard figures (spec §9)", () => {
  it("counts projects, distinct tools and projects updated in the last 7 days", () => {
    const projects = [
      { toolType: "idea-generation", updatedAt: daysAgo(0) },
      { toolType: "idea-generation", updatedAt: daysAgo(6.9) },
      { toolType: "market-analysis", updatedAt: daysAgo(7.1) },
      { toolType: "customer-discovery", updatedAt: daysAgo(30) },
      { toolType: "market-analysis", updatedAt: "not a date" },
    ];
    expect(workspaceStats(projects, NOW)).toEqual({
      totalProjects: 5,
      toolsUsed: 3,
      recentActivity: 2,
    });
  });

  it("is all zeros for an empty workspace", () => {
    expect(workspaceStats([], NOW)).toEqual({ totalProjects: 0, toolsUsed: 0, recentActivity: 0 });
  });

  it("shows at most six projects, newest first", () => {
    const projects = Array.from({ length: 9 }, (_, i) => ({
      id: String(i),
      toolType: "idea-generation",
      updatedAt: daysAgo(i),
    })).reverse();
    const shown = recentWork(projects);
    expect(shown).toHaveLength(RECENT_WORK_LIMIT);
    expect(shown.map((p) => p.id)).toEqual(["0", "1", "2", "3", "4", "5"]);
  });
});

describe("project cards", () => {
  it("badges each toolType with spec §3's display name", () => {
    expect(toolDisplayName("idea-generation", MODULE_REGISTRY)).toBe("Startup Idea Generator");
    expect(toolDisplayName("market-analysis", MODULE_REGISTRY)).toBe("Market Analysis");
    expect(toolDisplayName("customer-discovery", MODULE_REGISTRY)).toBe("Customer Discovery");
    expect(toolDisplayName("iteration-scaling", MODULE_REGISTRY)).toBe("Iteration & Scaling");
    expect(toolDisplayName("it-financial-legal", MODULE_REGISTRY)).toBe("IT, Financial & Legal");
    expect(toolDisplayName("go-to-market", MODULE_REGISTRY)).toBe("Go-to-Market");
  });

  it("cuts the preview at 150 characters", () => {
    const long = "word ".repeat(100);
    const preview = outputPreview("strategic-planning", long, MODULE_REGISTRY);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH + 1);
    expect(outputPreview("strategic-planning", "Short text.", MODULE_REGISTRY)).toBe("Short text.");
  });

  it("previews each tool's result by what a founder reads first", () => {
    expect(
      outputPreview(
        "idea-generation",
        {
          ideas: [{ title: "Dog walking app" }, { title: "Trail maps" }],
          dataSource: "Offline engine",
        },
        MODULE_REGISTRY,
      ),
    ).toBe("2 ideas: Dog walking app; Trail maps");
    expect(
      outputPreview(
        "market-analysis",
        { analysis: { marketOverview: "A growing market." } },
        MODULE_REGISTRY,
      ),
    ).toBe("A growing market.");
    expect(
      outputPreview(
        "customer-discovery",
        {
          analysis: { CustomerDiscoveryResult: { executiveSummary: "Busy parents." } },
        },
        MODULE_REGISTRY,
      ),
    ).toBe("Busy parents.");
    expect(
      outputPreview(
        "go-to-market",
        { plan: { channels: ["SEO", "Events"] }, id: "x" },
        MODULE_REGISTRY,
      ),
    ).toBe("SEO · Events");
  });

  it("unwraps a saved endpoint response to the result", () => {
    const result = { marketOverview: "x" };
    expect(unwrapOutput("market-analysis", { analysis: result }, MODULE_REGISTRY)).toBe(result);
    expect(unwrapOutput("market-analysis", result, MODULE_REGISTRY)).toBe(result);
    const discovery = { executiveSummary: "y" };
    expect(
      unwrapOutput(
        "customer-discovery",
        { analysis: { CustomerDiscoveryResult: discovery } },
        MODULE_REGISTRY,
      ),
    ).toBe(discovery);
  });

  it("says when a project was updated, and links Details and Edit", () => {
    expect(updatedLine("2026-03-05T12:00:00")).toBe("Updated March 5, 2026");
    expect(updatedLine("garbage")).toBe("Updated recently");
    expect(projectHref("a b")).toBe("/dashboard/projects/a%20b");
    expect(editHref({ id: "p1", toolType: "market-analysis" }, MODULE_REGISTRY)).toBe(
      "/tools/market-analysis-tool?project=p1",
    );
    expect(editHref({ id: "p1", toolType: "idea-generation" }, MODULE_REGISTRY)).toBe(
      "/tools/idea-generation-tool?project=p1",
    );
    expect(editHref({ id: "p1", toolType: "iteration-scaling" }, MODULE_REGISTRY)).toBe(
      "/iteration-scaling?project=p1",
    );
    expect(editHref({ id: "p1", toolType: "no-such-tool" }, MODULE_REGISTRY)).toBeUndefined();
  });
});

describe("greeting, plan and login", () => {
  it("greets by first name, or 'there'", () => {
    expect(greetingName({ firstName: "Ada" })).toBe("Ada");
    expect(greetingName({ firstName: "  " })).toBe("there");
    expect(greetingName({ firstName: null })).toBe("there");
    expect(greetingName(null)).toBe("there");
  });

  it("says 'Welcome' to a new account with nothing saved, 'Welcome back' otherwise", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    const user = (startedAt: string) => ({
      firstName: "Ada",
      trial: { startedAt, endsAt: "", daysLeft: 7 },
    });
    expect(greeting(user("2026-11-25T11:59:00Z"), 0, now)).toBe("Welcome, Ada!");
    expect(greeting(user("2026-11-25T11:59:00Z"), 1, now)).toBe("Welcome back, Ada!");
    expect(greeting(user("2026-11-25T10:00:00Z"), 0, now)).toBe("Welcome back, Ada!");
    expect(greeting(user("not a date"), 0, now)).toBe("Welcome back, Ada!");
  });

  it("shows the trial's days left, or the plan", () => {
    const trial = (daysLeft: number) => ({ startedAt: "", endsAt: "", daysLeft });
    expect(planLine({ plan: "trial", trial: trial(7) })).toBe("Free trial: 7 days left");
    expect(planLine({ plan: "trial", trial: trial(1) })).toBe("Free trial: 1 day left");
    expect(planLine({ plan: "trial_expired", trial: trial(0) })).toBe("Your free trial has ended");
    expect(planLine({ plan: "annual", trial: trial(0) })).toBe("Annual plan");
  });

  it("sends a signed-out founder to the login page that returns them", () => {
    expect(loginFor("/dashboard")).toBe("/api/login?next=/dashboard");
    expect(loginFor("/dashboard/projects/a?b")).toBe("/api/login?next=/dashboard/projects/a%3Fb");
  });
});

describe("the All projects search (issue 12)", () => {
  const projects = [
    { id: "1", title: "Market analysis: ICU scheduling", toolType: "market-analysis" },
    { id: "2", title: "Ideas for dog walkers", toolType: "idea-generation" },
    { id: "3", title: "Personas for yoga studios", toolType: "customer-discovery" },
  ];
  const ids = (query: string) =>
    filterProjects(projects, query, MODULE_REGISTRY).map((project) => project.id);

  it("keeps every project for an empty or blank query", () => {
    expect(ids("")).toEqual(["1", "2", "3"]);
    expect(ids("   ")).toEqual(["1", "2", "3"]);
  });

  it("matches titles case-insensitively, ignoring extra spaces", () => {
    expect(ids("ICU")).toEqual(["1"]);
    expect(ids("  yoga   STUDIOS ")).toEqual(["3"]);
  });

  it("matches the tool's display name, not only the title", () => {
    expect(ids("customer discovery")).toEqual(["3"]);
    expect(ids("startup idea")).toEqual(["2"]);
    expect(ids("market")).toEqual(["1"]);
  });

  it("finds nothing for a query no project contains, and says so", () => {
    expect(ids("bakery")).toEqual([]);
    expect(noMatchLine(" bakery ")).toBe("No projects match 'bakery'");
  });
});
