/** Placeholder so the module compiles: replaced by the integrator (the generic PlanToolPage). */
export default function StrategicPlanningPage() {
  return null;
}
