import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { toMarkdown } from "../shared/document-markdown";
import { projectSchema } from "../shared/workspace";

/**
 * A tenth module from one folder (src/modules/_fixtures/tenth-module) and one registry line: the
 * registry below is the product's list plus that module, and every consumer reads it. A test
 * across the layers (registry, routes, server, web), so it lives outside them.
 */
vi.mock("../modules/registry", async () => {
  const [{ makeRegistry }, registry, { pitchPracticeModule }] = await Promise.all([
    import("../modules/define-module"),
    vi.importActual<typeof import("../modules/registry")>("../modules/registry"),
    import("../modules/_fixtures/tenth-module"),
  ]);
  // `npm run check:module-unit` registers the same module for real: then it is there already.
  const registered = registry.MODULE_REGISTRY.some(
    (module) => module.toolType === pitchPracticeModule.toolType,
  );
  return makeRegistry(
    registered ? registry.MODULE_REGISTRY : [...registry.MODULE_REGISTRY, pitchPracticeModule],
  );
});

const { MODULE_REGISTRY } = await import("../modules/registry");
const { ROUTES } = await import("../modules/routes");
const { redirectFor } = await import("../modules/redirects");
const { documentFor, exportBaseNameFor } = await import("../modules/documents");
const { PAGES } = await import("../web/app/pages");
const { createQueryClient } = await import("../web/lib/query");
const { editHref, outputPreview, toolDisplayName } = await import("../web/lib/workspace/projects");
const { loadEngineByFolder } = await import("../modules/engines.server");
const { testApp } = await import("../server/testing/app-harness");
const { signedUpBrowser, Browser } = await import("../server/testing/browser");
const { testDatabases } = await import("../server/testing/databases");

describe("a tenth module, from one folder and one registry line", () => {
  let database: Awaited<ReturnType<(typeof testDatabases)[number]["open"]>>;
  let app: ReturnType<typeof testApp>["app"];

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    app = testApp(database, {}, undefined, {
      loadEngine: (module) =>
        module.toolType === "pitch-practice"
          ? import("../modules/_fixtures/tenth-module/engine.server")
          : loadEngineByFolder(module),
    }).app;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("is in the registry, the route table, the redirects and the page table", async () => {
    expect(MODULE_REGISTRY).toHaveLength(10);
    expect(ROUTES.find((route) => route.path === "/pitch-practice")).toMatchObject({
      title: "Pitch practice",
      render: "client",
      noindex: true,
    });
    expect(ROUTES.find((route) => route.path === "/services/pitch-practice")).toBeDefined();
    expect(redirectFor("/pitch")).toBe("/pitch-practice");
    const page = PAGES["/pitch-practice"];
    expect(page).toBeDefined();
    await page!.preload();
    const Page = page!.loaded()!;
    // A tool page reads its address and the session (a venture's saved result, issue 23).
    expect(
      renderToString(
        <QueryClientProvider client={createQueryClient()}>
          <StaticRouter location="/pitch-practice">
            <Page />
          </StaticRouter>
        </QueryClientProvider>,
      ),
    ).toContain("Pitch practice");

    // Its service page: the one template with the module's own copy (its content.ts).
    const service = PAGES["/services/pitch-practice"];
    expect(service).toBeDefined();
    await service!.preload();
    const Service = service!.loaded()!;
    const html = renderToString(
      <StaticRouter location="/services/pitch-practice">
        <Service />
      </StaticRouter>,
    );
    expect(html).toMatch(/<h1[^>]*>Pitch Practice<\/h1>/);
    expect(html).toContain("Module <!-- -->10<!-- --> of <!-- -->10");
  });

  it("answers its endpoint for a founder, saves a project with its own title, refuses a visitor", async () => {
    const visitor = await new Browser(app).post("/api/pitch-practice", {
      product: "Shiftswap",
      audience: "ICU nurses",
    });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: "unauthenticated" });

    const { browser } = await signedUpBrowser(app);
    const bad = await browser.post("/api/pitch-practice", { product: "" });
    expect(bad.status).toBe(400);
    expect(await (await browser.get("/api/workspace")).json()).toEqual([]);

    const response = await browser.post("/api/pitch-practice", {
      product: "Shiftswap. Swap shifts without texting.",
      audience: "ICU nurses",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { pitch: { pitch: string }; projectId: string };
    expect(body.pitch.pitch).toBe(
      "Shiftswap. Swap shifts without texting. helps ICU nurses get more done.",
    );
    const project = projectSchema.parse(
      await (await browser.get(`/api/workspace/${body.projectId}`)).json(),
    );
    expect(project.title).toBe("Pitch: Shiftswap");
    expect(project.toolType).toBe("pitch-practice");

    // The dashboard's badge, Edit link and preview, and the exports, all from the registry.
    expect(toolDisplayName(project.toolType, MODULE_REGISTRY)).toBe("Pitch Practice");
    expect(editHref(project, MODULE_REGISTRY)).toBe(`/pitch-practice?project=${project.id}`);
    expect(outputPreview(project.toolType, project.outputData, MODULE_REGISTRY)).toContain(
      "helps ICU nurses",
    );
    const doc = await documentFor(project.toolType, project.outputData, {
      input: project.inputData,
    });
    expect(toMarkdown(doc!)).toContain("**Product:** Shiftswap. Swap shifts without texting.");
    expect(await exportBaseNameFor(project.toolType, project.inputData, new Date(2026, 0, 1))).toBe(
      "pitch-2026",
    );
  });
});
