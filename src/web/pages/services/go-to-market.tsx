import { serviceContent } from "../../../modules/go-to-market/content";
import { ServicePage } from "../service-page/service-page";

/** /services/go-to-market: the service-page template with this module's own copy. */
export default function GoToMarketPage() {
  return <ServicePage content={serviceContent} />;
}
