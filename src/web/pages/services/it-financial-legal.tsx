import { serviceContent } from "../../../modules/it-financial-legal/content";
import { ServicePage } from "../service-page/service-page";

/** /services/it-financial-legal: the service-page template with this module's own copy. */
export default function ItFinancialLegalPage() {
  return <ServicePage content={serviceContent} />;
}
