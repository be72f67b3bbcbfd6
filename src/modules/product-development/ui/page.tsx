/** The product development tool page: a placeholder, replaced by the integrator (PlanToolPage). */
export default function ProductDevelopmentPage() {
  return null;
}
