import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadEngineByFolder } from "./engines.server";
import { REDIRECTS } from "./redirects";
import { MODULE_COUNT, MODULE_REGISTRY, TOOL_MODULES } from "./registry";
import { ROUTES } from "./routes";

const here = path.dirname(fileURLToPath(import.meta.url));
// Folders starting with "_" hold test fixtures (a throwaway tenth module), not modules.
const folders = readdirSync(here).filter(
  (name) => !name.startsWith("_") && statSync(path.join(here, name)).isDirectory(),
);

/** Spec §1's nine modules, in the order a founder meets them. */
const SPEC_MODULES = [
  "idea-generation",
  "market-analysis",
  "customer-discovery",
  "strategic-planning",
  "product-development",
  "go-to-market",
  "team-planning",
  "it-financial-legal",
  "iteration-scaling",
];

describe("module registry", () => {
  it("has one entry per module folder, and one folder per entry", () => {
    expect(MODULE_REGISTRY.map((module) => module.toolType).sort()).toEqual([...folders].sort());
  });

  it("holds the nine modules of spec §1 in order, three per phase", () => {
    // Spec §1's nine; a module added beside them (check:module-unit's tenth) is not theirs.
    const spec = MODULE_REGISTRY.filter((module) => SPEC_MODULES.includes(module.toolType));
    expect(spec.map((module) => module.toolType)).toEqual(SPEC_MODULES);
    for (const phase of [1, 2, 3]) {
      expect(spec.filter((module) => module.phase === phase)).toHaveLength(3);
    }
    expect(MODULE_COUNT).toBe(MODULE_REGISTRY.length);
  });

  it("gives each free tool the endpoint spec §7 names", () => {
    const free = TOOL_MODULES.filter((module) => module.tool.access === "free");
    expect(free.map((module) => module.tool.endpoint)).toEqual([
      "/api/generate-ideas",
      "/api/market-analysis",
      "/api/customer-discovery",
    ]);
  });

  it.each([
    "strategic-planning",
    "product-development",
    "go-to-market",
    "team-planning",
    "iteration-scaling",
    "it-financial-legal",
  ])(
    "gives %s its own signed-in page and endpoint, no longer a redirect (issues 13 and 14)",
    (toolType) => {
      const module = TOOL_MODULES.find((item) => item.toolType === toolType);
      expect(module?.tool.path).toBe(`/${toolType}`);
      expect(module?.tool.endpoint).toBe(`/api/${toolType}`);
      expect(module?.tool.access).toBe("signed-in");
      expect(REDIRECTS.some((redirect) => redirect.from === `/${toolType}`)).toBe(false);
      expect(ROUTES.find((route) => route.path === `/${toolType}`)?.noindex).toBe(true);
    },
  );

  describe.each(TOOL_MODULES.map((module) => [module.toolType, module] as const))(
    "the %s tool has every piece of the contract",
    (toolType, module) => {
      const { tool } = module;

      it("a page route with head tags, and short paths that are not routes", async () => {
        expect(ROUTES.filter((route) => route.path === tool.path)).toHaveLength(1);
        expect(tool.route.title.trim()).not.toBe("");
        expect(tool.resultNoun.trim()).not.toBe("");
        const { default: head } = await tool.route.head();
        expect(head.description.length).toBeGreaterThan(40);
        expect(head.keywords.length).toBeGreaterThan(0);
        expect(ROUTES.find((route) => route.path === tool.path)).toMatchObject(head);
        for (const alias of tool.aliases) {
          expect(ROUTES.some((route) => route.path === alias)).toBe(false);
        }
        expect(tool.endpoint).toMatch(/^\/api\/[a-z-]+$/);
      });

      it("reads only modules that come before it", () => {
        const position = MODULE_REGISTRY.indexOf(module);
        for (const earlier of tool.reads) {
          const index = MODULE_REGISTRY.findIndex((m) => m.toolType === earlier);
          expect(index, `${toolType} reads ${earlier}`).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(position);
        }
      });

      it("a definition with schemas, a title, a document and a file name", async () => {
        const { default: definition } = await tool.load();
        expect(typeof definition.request.safeParse).toBe("function");
        expect(typeof definition.result.safeParse).toBe("function");
        for (const name of [
          "toResponse",
          "founderText",
          "projectTitle",
          "document",
          "exportBaseName",
        ] as const) {
          expect(typeof definition[name], name).toBe("function");
        }
      });

      it("a page, a saved-result view and an engine in its own folder", async () => {
        expect(typeof (await tool.page()).default).toBe("function");
        expect(typeof (await tool.savedResult()).default).toBe("function");
        expect(existsSync(path.join(here, toolType, "engine.server.ts"))).toBe(true);
        const { engine } = await loadEngineByFolder(module);
        expect(typeof engine.generate).toBe("function");
        expect(typeof engine.buildPrompt).toBe("function");
      });
    },
  );
});
