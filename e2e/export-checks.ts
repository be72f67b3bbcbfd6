import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { extractText, getDocumentProxy } from "unpdf";
import type { AuthUser } from "../src/shared/user";
import { fakeSession } from "./founders";

/**
 * Shared by the three tool specs' export tests (issue 5): a signed-in founder faked by answering
 * GET /api/auth/user, and readers for the downloaded PDF (its text, page by page) and Word file
 * (word/document.xml and the footer).
 */

export const SIGNED_IN_USER: AuthUser = {
  id: "user-1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  plan: "trial",
  access: "full",
  pastDue: false,
  trial: { startedAt: "2026-01-01T00:00:00.000Z", endsAt: "2026-01-08T00:00:00.000Z", daysLeft: 7 },
};

export async function signIn(page: Page): Promise<void> {
  await fakeSession(page, SIGNED_IN_USER);
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile(await download.path()));
}

/** The PDF's text, one string per page. */
export async function pdfPages(download: Download): Promise<string[]> {
  const pdf = await getDocumentProxy(await bytesOf(download));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** The .docx's main document XML and its footer XML. */
export async function docxParts(download: Download): Promise<{ document: string; footer: string }> {
  const files = unzipSync(await bytesOf(download));
  const footerName = Object.keys(files).find((name) => /^word\/footer\d*\.xml$/.test(name));
  const document = files["word/document.xml"];
  if (!document) throw new Error("word/document.xml is missing");
  return {
    document: strFromU8(document),
    footer: footerName && files[footerName] ? strFromU8(files[footerName]) : "",
  };
}

/** Clicks a button and returns the download it starts. */
export async function downloadFrom(page: Page, button: string): Promise<Download> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button, exact: true }).click();
  return download;
}
