import { start } from "./start";

// `npm run dev`: the API only; Vite's dev server serves the pages and proxies /api here.
start({ withSite: false }).catch((error: unknown) => {
  process.stderr.write(
    `Ninefold API failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
