import { Benefits } from "./benefits";
import { FinalCta } from "./final-cta";
import { Framework } from "./framework";
import { Hero } from "./hero";
import { Pricing } from "./pricing";
import { SocialProof } from "./social-proof";
import { WhyRegister } from "./why-register";

/** The landing page (spec §2 "Landing page"). Each section carries its analytics location. */
export default function LandingPage() {
  return (
    <>
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
