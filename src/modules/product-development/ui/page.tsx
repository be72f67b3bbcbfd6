import { PlanToolPage } from "../../../web/lib/plan/plan-tool-page";
import { PRODUCT_PLAN_SECTIONS } from "../plan";
import { PRODUCT_PLAN_QUESTIONS } from "../questions";

/** /product-development (issue 13): the product plan of the founder's venture. */
export default function ProductDevelopmentPage() {
  return (
    <PlanToolPage
      toolType="product-development"
      sections={PRODUCT_PLAN_SECTIONS}
      questions={PRODUCT_PLAN_QUESTIONS}
      copy={{
        intro:
          "Turn what you learned about your customers into an MVP you can build and test: RICE-scored features, the scope and what you cut, the build plan and its cost, the tests with their pass marks, and the launch checklist.",
        submit: "Generate Product Plan",
        busy: "Planning your product...",
        done: {
          title: "Product Plan Ready",
          description:
            "Your product plan is saved to your workspace. Regenerate or edit any section.",
        },
      }}
    />
  );
}
