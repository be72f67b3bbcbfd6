import { serviceContent } from "../../../modules/customer-discovery/content";
import { ServicePage } from "../service-page/service-page";

/** /services/customer-discovery: the service-page template with this module's own copy. */
export default function CustomerDiscoveryPage() {
  return <ServicePage content={serviceContent} />;
}
