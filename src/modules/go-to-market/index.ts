import { defineModule } from "../define-module";

/**
 * Its tool (page, endpoint, engine) comes in a later issue; until then /go-to-market redirects to the
 * service page (src/modules/routes.ts).
 */
export const goToMarketModule = defineModule({
  toolType: "go-to-market",
  displayName: "Go-to-Market",
  name: "Go-to-Market and Growth",
  serviceSlug: "go-to-market",
  phase: 2,
  summary: "Channels, messaging, launch sequence and the funnel numbers to watch.",
});
