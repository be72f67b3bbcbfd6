#!/usr/bin/env node
// Builds the two downloads the press and partners pages offer (issue 3, GUIDE §2: the media kit
// and partner kit buttons download real files the project ships):
//   public/downloads/ninefold-media-kit.zip    logo, wordmark, boilerplate, fact sheet
//   public/downloads/ninefold-partner-kit.zip  logo, wordmark, partner overview
// The text comes from content/company/*.md and src/shared (brand, plans) and src/modules (the modules), so the kits
// say what the site says. The zips are committed; run after changing that copy:
//   node --import tsx scripts/make-kits.mjs
// The archives are written by Python's zipfile (deflate, fixed timestamps, so an unchanged kit
// regenerates with the same contents); scripts/make-kits.test.ts checks they are up to date.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PHASES } from "../src/modules/define-module.ts";
import { MODULE_COUNT, MODULE_REGISTRY as MODULES } from "../src/modules/registry.ts";
import { BRAND } from "../src/shared/brand.ts";
import { MARKETING_CLAIMS_NOTE, MARKETING_STATS } from "../src/shared/marketing.ts";
import {
  ANNUAL_PRICE_USD,
  annualSavingsUsd,
  formatUsd,
  MONTHLY_PRICE_USD,
  TRIAL_DAYS,
} from "../src/shared/plans.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SITE = `https://${BRAND.slug}.app`;

export const KIT_PATHS = {
  media: "public/downloads/ninefold-media-kit.zip",
  partner: "public/downloads/ninefold-partner-kit.zip",
};

/** A Markdown file's body without its front matter. */
function body(file) {
  return readFileSync(path.join(root, file), "utf8").replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "");
}

/** The text under `## title`, up to the next `## ` heading. */
export function markdownSection(markdown, title) {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === `## ${title}`);
  if (start === -1) throw new Error(`No "## ${title}" section`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^## /.test(line));
  return (end === -1 ? rest : rest.slice(0, end)).join("\n").trim();
}

/** Markdown as plain text for a .txt file: headings underlined, emphasis and links unwrapped. */
export function markdownToText(markdown) {
  return markdown
    .split(/\r?\n/)
    .map((line) => {
      const heading = line.match(/^(#{2,3}) (.*)$/);
      if (heading) {
        const text = heading[2] ?? "";
        return `${text}\n${(heading[1] === "##" ? "=" : "-").repeat(text.length)}`;
      }
      return line;
    })
    .join("\n")
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/(^|[^\w])_(.+?)_(?=[^\w]|$)/g, "$1$2")
    .replace(/\[([^\]]+)\]\((\/[^)]*)\)/g, `$1 (${SITE}$2)`)
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1 ($2)")
    .replace(/^- /gm, "* ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const CRLF = (text) => `${text.replace(/\r?\n/g, "\r\n")}\r\n`;

/** The wordmark: the nine-square mark and the name, for print and slides. */
function wordmarkSvg() {
  const cells = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      const last = row === 2 && col === 2;
      cells.push(
        `<rect x="${28 + col * 26}" y="${28 + row * 26}" width="20" height="20" rx="4"${last ? ' fill="#34d399"' : ""}/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 128" width="480" height="128">
  <title>${BRAND.name}</title>
  <rect width="128" height="128" rx="28" fill="#3730a3"/>
  <g fill="#ffffff">${cells.join("")}</g>
  <text x="156" y="88" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="72" font-weight="700" letter-spacing="-1.5" fill="#0f172a">${BRAND.name}</text>
</svg>
`;
}

function factSheet(press) {
  const releases = [...press.matchAll(/^### (.+)\n\n_(.+)_$/gm)].map(
    ([, title, date]) => `* ${date}: ${title}`,
  );
  const phases = PHASES.map((phase) => {
    const names = MODULES.filter((m) => m.phase === phase.id).map((m) => m.name);
    return `Phase ${phase.id}, ${phase.name}:\n${names.map((name) => `  * ${name}`).join("\n")}`;
  });
  const free = MODULES.slice(0, 3).map((m) => m.name);
  return `${BRAND.name} fact sheet
${"=".repeat(`${BRAND.name} fact sheet`.length)}

What it is
${BRAND.name} is an AI-assisted strategy platform for startup founders and aspiring
entrepreneurs: nine strategy modules in three phases take a founder from idea to launch and
scale, and each module builds on the results of the ones before it.

Website: ${SITE}
Press contact: ${BRAND.pressEmail}
Support: ${BRAND.supportEmail}

The ${MODULE_COUNT} modules
${phases.join("\n")}

Free without an account: ${free.join(", ")}.

How results are labelled
Every figure in a report is labelled: sourced (publisher, title and year), from the founder's
own input, or an estimate with its arithmetic shown.

Exports
Markdown for everyone; PDF and Word (.docx) for signed-in users.

Pricing
* Free trial: ${TRIAL_DAYS} days, all ${MODULE_COUNT} modules, no credit card
* Monthly Plan: ${formatUsd(MONTHLY_PRICE_USD)} per month
* Annual Plan: ${formatUsd(ANNUAL_PRICE_USD)} per year (saves ${formatUsd(annualSavingsUsd())} compared with monthly)
Plans are for individual founders.

Press releases
${releases.join("\n")}

${MARKETING_CLAIMS_NOTE.replace(/\.$/, "")}
${MARKETING_STATS.map((s) => `* ${s.value} ${s.label}`).join("\n")}
These are ${BRAND.name}'s internal figures; they have not been independently audited.
`;
}

/** Every kit's files: name in the archive → contents. */
export function kitEntries() {
  const logo = readFileSync(path.join(root, "public", "favicon.svg"));
  const wordmark = Buffer.from(wordmarkSvg());
  const press = body("content/company/press.md");
  const partners = body("content/company/partners.md");
  const boilerplate = `About ${BRAND.name}\r\n\r\n${CRLF(markdownToText(markdownSection(press, `About ${BRAND.name}`)))}`;
  return {
    media: {
      "ninefold-logo.svg": logo,
      "ninefold-wordmark.svg": wordmark,
      "boilerplate.txt": Buffer.from(boilerplate),
      "fact-sheet.txt": Buffer.from(CRLF(factSheet(press))),
    },
    partner: {
      "partner-overview.txt": Buffer.from(
        CRLF(
          `${BRAND.name} partner overview\n\n${markdownToText(partners)}\n\nContact: ${SITE}/contact-us (topic "Partnership")`,
        ),
      ),
      "ninefold-logo.svg": logo,
      "ninefold-wordmark.svg": wordmark,
    },
  };
}

const PYTHON_ZIP = `
import base64, json, sys, zipfile
spec = json.load(sys.stdin)
with zipfile.ZipFile(spec["out"], "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    for name, data in spec["files"]:
        info = zipfile.ZipInfo(name, date_time=(2025, 1, 14, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        z.writestr(info, base64.b64decode(data))
`;

function writeZip(out, files) {
  mkdirSync(path.dirname(out), { recursive: true });
  const spec = {
    out,
    files: Object.entries(files).map(([name, data]) => [name, data.toString("base64")]),
  };
  execFileSync("python3", ["-c", PYTHON_ZIP], { input: JSON.stringify(spec) });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const kits = kitEntries();
  for (const [kit, file] of Object.entries(KIT_PATHS)) {
    writeZip(path.join(root, file), kits[kit]);
    const size = readFileSync(path.join(root, file)).length;
    console.log(`${file}: ${Object.keys(kits[kit]).length} files, ${size} bytes`);
  }
}
