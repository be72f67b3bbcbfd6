import { serviceContent } from "../../../modules/strategic-planning/content";
import { ServicePage } from "../service-page/service-page";

/** /services/strategic-planning: the service-page template with this module's own copy. */
export default function StrategicPlanningPage() {
  return <ServicePage content={serviceContent} />;
}
