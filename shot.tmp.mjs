import { chromium } from "playwright-core";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await browser.newPage();
page.on("console", (m) => console.log("console:", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto("http://127.0.0.1:3100/no-such-page");
await page.getByRole("banner").getByRole("button", { name: "Pricing" }).click();
await page.waitForTimeout(1500);
console.log(page.url(), await page.locator("h1").allTextContents());
await page.screenshot({ path: "/tmp/pricing-jump.png" });
await browser.close();
