import doc from "../../../content/legal/privacy-policy.md";
import { type LegalDocument, LegalPage } from "./legal/legal-page";

/** /privacy-policy (spec §2): the twelve sections, last updated January 2025. */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      doc={doc as LegalDocument}
      intro="What Ninefold collects when you use the website, the free tools and your workspace, why we collect it, how long we keep it, and the choices you have."
    />
  );
}
