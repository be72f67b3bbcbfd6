#!/usr/bin/env node
// Renders public/og-image.jpg, the 1200×630 sharing image (spec §9), with the system Chromium.
// Run after changing the brand: `node scripts/make-og-image.mjs`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cells = Array.from(
  { length: 9 },
  (_, i) =>
    `<div style="border-radius:18px;background:${i === 8 ? "#34d399" : "rgba(255,255,255,.92)"}"></div>`,
).join("");
const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:72px;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#312e81,#3730a3 55%,#4f46e5);font-family:'DejaVu Sans',sans-serif;color:#fff">
<div style="display:grid;grid-template-columns:repeat(3,88px);grid-template-rows:repeat(3,88px);gap:16px;flex:none">${cells}</div>
<div><div style="font-size:88px;font-weight:700;letter-spacing:-2px">Ninefold</div>
<div style="margin-top:20px;font-size:36px;line-height:1.3;color:#e0e7ff">From idea to launch and scale, in nine AI-assisted strategy modules.</div>
<div style="margin-top:28px;font-size:26px;color:#a7f3d0">Every number says where it came from.</div></div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({
  path: path.join(root, "public", "og-image.jpg"),
  type: "jpeg",
  quality: 90,
});
await browser.close();
console.log("Wrote public/og-image.jpg");
