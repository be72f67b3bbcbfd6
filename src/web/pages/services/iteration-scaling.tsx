import { serviceContent } from "../../../modules/iteration-scaling/content";
import { ServicePage } from "../service-page/service-page";

/** /services/iteration-scaling: the service-page template with this module's own copy. */
export default function IterationScalingPage() {
  return <ServicePage content={serviceContent} />;
}
