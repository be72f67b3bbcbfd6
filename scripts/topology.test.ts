import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../src/server/db/project-root";
import { adaptNginxConfig } from "./topology.mjs";

/**
 * `npm run topology` runs deploy/nginx.conf itself, with only the lines naming Docker's network
 * swapped: this keeps that promise as the config changes (the run itself is a script, not a test).
 */
const config = readFileSync(path.join(projectRoot(), "deploy", "nginx.conf"), "utf8");

describe("deploy/nginx.conf without Docker", () => {
  it("swaps Docker's resolver, the replicas' name and the port, and nothing else", () => {
    const adapted = adaptNginxConfig(config, {
      listen: "127.0.0.1:8181",
      upstreams: ["127.0.0.1:4001", "127.0.0.1:4002"],
    });
    const directives = adapted
      .split("\n")
      .filter((line) => !/^\s*#/.test(line))
      .join("\n");
    expect(directives).not.toMatch(/^\s*resolver\b/m);
    expect(directives).not.toMatch(/app:3000|\bresolve\b/);
    expect(
      adapted.match(/^\s*server 127\.0\.0\.1:400[12] max_fails=1 fail_timeout=10s;$/gm),
    ).toHaveLength(2);
    expect(adapted).toMatch(/^\s*listen 127\.0\.0\.1:8181;$/m);
    // Every other line is the repository's, in order.
    const kept = (text: string) =>
      text.split("\n").filter((line) => !/^\s*(resolver|server |listen |#)/.test(line));
    expect(kept(adapted)).toEqual(kept(config));
  });

  it("fails when a line it swaps is no longer there", () => {
    expect(() =>
      adaptNginxConfig(config.replace("server app:3000", "server web:8000"), {
        listen: "127.0.0.1:8181",
        upstreams: ["127.0.0.1:4001"],
      }),
    ).toThrow(/no longer matches/);
  });
});
