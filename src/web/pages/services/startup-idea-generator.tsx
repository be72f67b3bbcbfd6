import { serviceContent } from "../../../modules/idea-generation/content";
import { ServicePage } from "../service-page/service-page";

/** /services/startup-idea-generator: the service-page template with this module's own copy. */
export default function StartupIdeaGeneratorPage() {
  return <ServicePage content={serviceContent} />;
}
