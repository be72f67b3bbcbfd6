import { BRAND } from "../../../shared/brand";
import { JsonLd, siteOrigin } from "../../components/json-ld";
import { Benefits } from "./benefits";
import { FinalCta } from "./final-cta";
import { Framework } from "./framework";
import { Hero } from "./hero";
import { Pricing } from "./pricing";
import { SocialProof } from "./social-proof";
import { WhyRegister } from "./why-register";

/** The landing page (spec §2 "Landing page"). Each section carries its analytics location. */
export default function LandingPage() {
  const origin = siteOrigin();
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: BRAND.name,
          url: `${origin}/`,
          logo: `${origin}/favicon.svg`,
          email: BRAND.supportEmail,
          description: BRAND.tagline,
        }}
      />
      <Hero />
      <Framework />
      <Benefits />
      <SocialProof />
      <Pricing />
      <WhyRegister />
      <FinalCta />
    </>
  );
}
