import { type APIRequestContext, expect, type Locator, test } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { toolModuleFor } from "../src/modules/registry";
import { signUp, toastArea, uniqueEmail } from "./founders";

/**
 * The dashboard half of ventures (issue 12), against the real server: a venture's progress
 * through the nine modules and its next step, a result made stale by a newer market analysis and
 * refreshed in one click, the searchable list of every project, and the offer to keep results
 * made before sign-up.
 */

const ORIGIN = { Origin: E2E_BASE_URL };

const IDEA_REQUEST = {
  interests: "Fitness, coaching",
  skills: "Marketing, software",
  industry: "Technology",
  budget: "under-10k",
  timeCommitment: "evenings",
  businessModel: ["SaaS"],
  businessType: "online",
};
const MARKET_REQUEST = {
  businessIdea: "A booking app for independent yoga studios",
  industry: "Sports & Fitness",
  targetMarket: "Independent yoga studio owners",
  researchGoals: ["Pricing Strategy"],
};
const IDEA = {
  title: "Shift swaps for ICU nurses",
  description: "A scheduling app that lets ICU nurses at community hospitals swap shifts safely",
  category: "Healthcare",
  targetMarket: "Nurse managers at community hospitals",
};

/** POSTs JSON from the site's origin (the server's CSRF check) and returns the JSON answer. */
async function post(
  request: APIRequestContext,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const response = await request.post(path, { headers: ORIGIN, data: body });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** A step of a venture's progress, found as a founder would: by phase list and module name. */
function step(card: Locator, phase: string, module: string): Locator {
  // The step's text starts with its module's name (a stale step's note may name another module).
  return card
    .getByRole("list", { name: phase })
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${module}`) });
}

const PHASE_1 = "Phase 1: Foundation and Discovery";

test("a venture's progress, next step, stale refresh, the project search and the import offer", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);

  // Results made signed out, as the free tools leave them in the browser (visitor-work.ts).
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const ideasBody = await post(visitor, "/api/generate-ideas", IDEA_REQUEST);
  const marketBody = await post(visitor, "/api/market-analysis", MARKET_REQUEST);
  await visitor.dispose();
  expect(ideasBody.projectId).toBeUndefined();
  const visitorWork = JSON.stringify({
    results: [
      {
        toolType: "idea-generation",
        inputData: IDEA_REQUEST,
        outputData: toolModuleFor("idea-generation")!.tool.unwrap(ideasBody),
        savedAt: new Date(Date.now() - 60_000).toISOString(),
      },
      {
        toolType: "market-analysis",
        inputData: MARKET_REQUEST,
        outputData: toolModuleFor("market-analysis")!.tool.unwrap(marketBody),
        savedAt: new Date().toISOString(),
      },
    ],
  });

  await signUp(page, "Grace", uniqueEmail("ventures"));
  await expect(page.getByRole("heading", { name: "Your ventures" })).toBeVisible();
  await expect(page.getByText(/^No ventures yet\./)).toBeVisible();

  // A venture with its idea, then its first two modules run inside it.
  const venture = await post(page.request, "/api/ventures", {
    name: "ICU shift swaps",
    idea: IDEA,
  });
  const ventureId = String(venture.id);
  await post(page.request, `/api/generate-ideas?venture=${ventureId}`, IDEA_REQUEST);
  const market = await post(page.request, `/api/market-analysis?venture=${ventureId}`, {
    businessIdea: "",
    researchGoals: ["Pricing Strategy"],
  });
  const marketId = String(market.projectId);

  await page.reload();
  const card = page.getByRole("article", { name: "ICU shift swaps" });
  await expect(card.getByText(`Idea: ${IDEA.title}`)).toBeVisible();
  await expect(card.getByText("2 of 9 modules done")).toBeVisible();
  await expect(step(card, PHASE_1, "Startup Idea Generator")).toContainText("Done");
  await expect(step(card, PHASE_1, "Market Analysis")).toContainText("Done");
  await expect(step(card, PHASE_1, "Customer Discovery")).toContainText("Not started");
  await expect(
    step(card, PHASE_1, "Market Analysis").getByRole("link", { name: /^Market Analysis/ }),
  ).toHaveAttribute("href", `/dashboard/projects/${marketId}`);
  // A module without a tool: not started, and no link anywhere.
  const team = step(card, "Phase 3: Preparation, Launch and Scale", "Team Planning");
  await expect(team).toContainText("Not started");
  await expect(team.getByRole("link")).toHaveCount(0);
  const next = card.getByRole("link", { name: "Next: Customer Discovery" });
  await expect(next).toHaveAttribute(
    "href",
    `/tools/customer-discovery-tool?venture=${encodeURIComponent(ventureId)}`,
  );

  // Discovery in the venture: the next step is the strategic plan (issue 13).
  await post(page.request, `/api/customer-discovery?venture=${ventureId}`, {
    businessIdea: "",
    marketData: {},
  });
  await page.reload();
  await expect(card.getByText("3 of 9 modules done")).toBeVisible();
  const nextPlan = card.getByRole("link", { name: "Next: Strategic Planning" });
  await expect(nextPlan).toHaveAttribute(
    "href",
    `/strategic-planning?venture=${encodeURIComponent(ventureId)}`,
  );

  // A new market analysis in the venture makes discovery stale, saying why.
  await post(page.request, `/api/market-analysis?venture=${ventureId}&project=${marketId}`, {
    businessIdea: "",
    researchGoals: ["Competitive Analysis"],
  });
  await page.reload();
  const discovery = step(card, PHASE_1, "Customer Discovery");
  await expect(discovery).toContainText("Needs refresh");
  await expect(discovery).toContainText("Built on an older market analysis");
  await expect(card.getByRole("link", { name: "Next: Customer Discovery" })).toBeVisible();

  // One click refreshes it: re-run in the venture on the current market analysis.
  const refreshed = page.waitForRequest(
    (request) =>
      request.method() === "POST" &&
      request.url().includes("/api/customer-discovery?") &&
      request.url().includes(`venture=${ventureId}`),
  );
  await discovery.getByRole("button", { name: "Refresh Customer Discovery" }).click();
  const sent = (await refreshed).postDataJSON() as Record<string, unknown>;
  expect(sent.marketData).toBeUndefined();
  await expect(toastArea(page).getByText("Refreshed", { exact: true })).toBeVisible();
  await expect(
    toastArea(page).getByText("Customer Discovery now builds on your latest results."),
  ).toBeVisible();
  await expect(discovery).toContainText("Done");
  await expect(discovery).not.toContainText("Needs refresh");
  await expect(card.getByRole("link", { name: /^Next:/ })).toHaveText("Next: Strategic Planning");

  // More projects than Recent Work's six: the full list, searchable.
  for (const interests of ["coffee", "baking", "cycling", "gardening"]) {
    await post(page.request, "/api/generate-ideas", { ...IDEA_REQUEST, interests });
  }
  await page.reload();
  const all = page.getByRole("region", { name: "All projects" });
  await expect(all.getByRole("listitem")).toHaveCount(7);
  await expect(page.getByRole("region", { name: "Recent Work" }).getByRole("article")).toHaveCount(
    6,
  );
  const search = all.getByLabel("Search projects");
  await search.fill("CUSTOMER disc");
  await expect(all.getByRole("listitem")).toHaveCount(1);
  await expect(all.getByRole("link")).toHaveAttribute("href", /^\/dashboard\/projects\/.+/);
  await search.fill("startup idea");
  await expect(all.getByRole("listitem")).toHaveCount(5);
  await search.fill("no such project");
  await expect(all.getByText("No projects match 'no such project'")).toBeVisible();
  await expect(all.getByRole("listitem")).toHaveCount(0);

  // Work made before sign-up, offered once signed in; "No thanks" forgets it.
  await page.evaluate((work) => localStorage.setItem("ninefold.visitorWork", work), visitorWork);
  await page.reload();
  const offer = page.getByRole("region", { name: "Keep these 2 results in a new venture?" });
  await expect(offer.getByText("Startup Idea Generator")).toBeVisible();
  await expect(offer.getByText("Market Analysis")).toBeVisible();
  await offer.getByRole("button", { name: "No thanks" }).click();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("ninefold.visitorWork"))).toBeNull();

  // "Keep them" imports them as a new venture, once.
  await page.evaluate((work) => localStorage.setItem("ninefold.visitorWork", work), visitorWork);
  await page.reload();
  let imports = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/ventures/import")) imports += 1;
  });
  await offer.getByRole("button", { name: "Keep them" }).dblclick();
  await expect(toastArea(page).getByText("Saved to a new venture")).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(imports).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("ninefold.visitorWork"))).toBeNull();
  const ventures = page.getByRole("region", { name: "Your ventures" });
  await expect(ventures.getByRole("article")).toHaveCount(2);
  const imported = ventures.getByRole("article").filter({ hasNotText: "ICU shift swaps" });
  await expect(step(imported, PHASE_1, "Market Analysis")).toContainText("Done");
  await expect(step(imported, PHASE_1, "Startup Idea Generator")).toContainText("Done");
  await expect(all.getByRole("listitem")).toHaveCount(9);
});
