import { serviceContent } from "../../../modules/market-analysis/content";
import { ServicePage } from "../service-page/service-page";

/** /services/market-analysis: the service-page template with this module's own copy. */
export default function MarketAnalysisPage() {
  return <ServicePage content={serviceContent} />;
}
