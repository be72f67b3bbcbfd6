#!/usr/bin/env node
// `npm run dev`: the API server (restarting on change) on :3000 and Vite's dev server on :5173,
// which proxies /api to it. Open http://localhost:5173. Pages render in the browser in dev.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const children = [
  spawn(bin("tsx"), ["watch", "src/server/dev.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development" },
  }),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
