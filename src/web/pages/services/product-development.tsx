import { serviceContent } from "../../../modules/product-development/content";
import { ServicePage } from "../service-page/service-page";

/** /services/product-development: the service-page template with this module's own copy. */
export default function ProductDevelopmentPage() {
  return <ServicePage content={serviceContent} />;
}
