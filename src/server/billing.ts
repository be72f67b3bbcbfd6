import { main } from "./billing/billing-cli";

// `npm run billing -- …`: the operator's billing command (billing/billing-cli.ts).
main(process.argv.slice(2)).then((code) => process.exit(code));
