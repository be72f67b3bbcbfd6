/** Placeholder so the module compiles: replaced by the integrator with the generic PlanToolPage. */
export default function GoToMarketPage() {
  return null;
}
