import { serviceContent } from "../../../modules/team-planning/content";
import { ServicePage } from "../service-page/service-page";

/** /services/team-planning: the service-page template with this module's own copy. */
export default function TeamPlanningPage() {
  return <ServicePage content={serviceContent} />;
}
