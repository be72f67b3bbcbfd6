import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MODULES } from "../shared/modules-catalog";
import { MODULE_REGISTRY, TOOL_MODULES } from "./registry";

const here = path.dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here).filter((name) => statSync(path.join(here, name)).isDirectory());

describe("module registry", () => {
  it("has one entry per module folder, and one folder per entry", () => {
    expect(MODULE_REGISTRY.map((module) => module.toolType).sort()).toEqual([...folders].sort());
  });

  it("agrees with the catalog every page names modules from", () => {
    expect(MODULE_REGISTRY.map((module) => module.toolType)).toEqual(
      MODULES.map((module) => module.toolType),
    );
  });

  it("lists exactly the modules whose tool is defined as tool modules", () => {
    const withTools = MODULE_REGISTRY.filter((module) => module.tool !== undefined);
    expect(withTools.map((module) => module.toolType)).toEqual(
      TOOL_MODULES.map((module) => module.toolType),
    );
  });

  it("gives each tool the endpoint spec §7 names", () => {
    expect(TOOL_MODULES.map((module) => module.tool.endpoint)).toEqual([
      "/api/generate-ideas",
      "/api/market-analysis",
      "/api/customer-discovery",
    ]);
  });
});
