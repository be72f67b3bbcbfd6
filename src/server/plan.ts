import { main } from "./billing/plan-cli";

// `npm run plan -- …`: the operator's plan command (billing/plan-cli.ts).
main(process.argv.slice(2)).then((code) => process.exit(code));
