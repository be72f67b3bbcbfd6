import doc from "../../../content/legal/terms-of-service.md";
import { type LegalDocument, LegalPage } from "./legal/legal-page";

/** /terms-of-service (spec §2): thirteen numbered sections and the acknowledgment box. */
export default function TermsOfServicePage() {
  return (
    <LegalPage
      doc={doc as LegalDocument}
      intro="The agreement between you and Ninefold for using the website, the free tools, the strategy modules and the signed-in workspace: trial, plans, billing, cancellation and your data."
    />
  );
}
