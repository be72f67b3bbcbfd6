import { PlanToolPage } from "../../../web/lib/plan/plan-tool-page";
import { GO_TO_MARKET_SECTIONS } from "../plan";
import { GO_TO_MARKET_QUESTIONS } from "../questions";

/** /go-to-market (issue 13): the go-to-market plan of the founder's venture. */
export default function GoToMarketPage() {
  return (
    <PlanToolPage
      toolType="go-to-market"
      sections={GO_TO_MARKET_SECTIONS}
      questions={GO_TO_MARKET_QUESTIONS}
      copy={{
        intro:
          "Plan the launch around the customer you already know: who buys and when, what to say to them, the channels worth your budget, the launch offer, a week-by-week calendar, the first 30 days of outreach and a funnel with targets you can check.",
        submit: "Generate Go-to-Market Plan",
        busy: "Planning your launch...",
        done: {
          title: "Go-to-Market Plan Ready",
          description:
            "Your go-to-market plan is saved to your workspace. Regenerate or edit any section.",
        },
      }}
    />
  );
}
