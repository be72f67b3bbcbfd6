import { start } from "./start";

start({ withSite: true }).catch((error: unknown) => {
  process.stderr.write(
    `Ninefold failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
