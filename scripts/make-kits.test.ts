import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MODULE_REGISTRY as MODULES } from "../src/modules/registry";
import { ANNUAL_PRICE_USD, MONTHLY_PRICE_USD } from "../src/shared/plans";
import { KIT_PATHS, kitEntries, markdownSection, markdownToText } from "./make-kits.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** The files of a zip archive (stored or deflated entries), read from its central directory. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error("not a zip: no end of central directory");
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error("bad central directory entry");
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localHeader = zip.readUInt32LE(offset + 42);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const kits = kitEntries();

describe("the committed kits", () => {
  it.each(Object.entries(KIT_PATHS))(
    "%s kit (%s) holds what scripts/make-kits.mjs makes now (else run it)",
    (kit, file) => {
      const zip = readFileSync(path.join(root, file));
      expect(zip.subarray(0, 2).toString()).toBe("PK");
      const files = readZip(zip);
      const expected = kits[kit as keyof typeof KIT_PATHS];
      expect([...files.keys()].sort()).toEqual(Object.keys(expected).sort());
      for (const [name, content] of Object.entries(expected)) {
        expect(files.get(name)?.toString("utf8"), name).toBe(content.toString("utf8"));
      }
    },
  );

  it("ships the site's logo and a wordmark in both kits", () => {
    const logo = readFileSync(path.join(root, "public", "favicon.svg"), "utf8");
    for (const kit of Object.values(kits)) {
      expect(kit["ninefold-logo.svg"]?.toString("utf8")).toBe(logo);
      expect(kit["ninefold-wordmark.svg"]?.toString("utf8")).toMatch(/^<svg [^>]*viewBox=/);
    }
  });

  it("takes the boilerplate from press.md and the facts from the shared constants", () => {
    const boilerplate = kits.media["boilerplate.txt"]?.toString("utf8") ?? "";
    expect(boilerplate).toMatch(/^About Ninefold\r\n\r\nNinefold is an AI-assisted strategy/);
    const facts = kits.media["fact-sheet.txt"]?.toString("utf8") ?? "";
    for (const m of MODULES) expect(facts).toContain(m.name);
    expect(facts).toContain(`$${MONTHLY_PRICE_USD} per month`);
    expect(facts).toContain(`$${ANNUAL_PRICE_USD} per year`);
    expect(facts).toContain("January 14, 2025");
    expect(facts).toContain("not been independently audited");
    const overview = kits.partner["partner-overview.txt"]?.toString("utf8") ?? "";
    for (const type of ["Technology Partners", "Strategic Alliances", "Channel Partners"]) {
      expect(overview).toContain(type);
    }
    expect(overview).not.toContain("**");
  });
});

describe("markdown helpers", () => {
  it("cuts a section at the next level-2 heading", () => {
    const md = "## A\n\none\n\n### A.1\n\ntwo\n\n## B\n\nthree\n";
    expect(markdownSection(md, "A")).toBe("one\n\n### A.1\n\ntwo");
    expect(() => markdownSection(md, "C")).toThrow(/No "## C"/);
  });

  it("turns Markdown into plain text with absolute links", () => {
    expect(markdownToText("## Apply\n\nUse the **[contact page](/contact-us)** or _email_.")).toBe(
      "Apply\n=====\n\nUse the contact page (https://ninefold.app/contact-us) or email.",
    );
  });
});
