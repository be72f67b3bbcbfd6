/**
 * The copy of one service page (/services/{module}), written in each module's own content.ts and
 * rendered by one template (spec §1, §2). Plain data: no JSX, no imports beyond this file.
 */

/** A button or link. `href` is a site path (/tools/..., /api/login, /services/...) or an anchor. */
export interface Cta {
  label: string;
  href: string;
}

export interface TitledText {
  title: string;
  body: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface SuccessStory {
  /** Who: a founder and company. Stories are illustrative composites and say so on the page. */
  founder: string;
  company: string;
  /** What they faced. */
  challenge: string;
  /** How the module helped. */
  approach: string;
  /** What changed, in concrete terms (no invented statistics presented as fact). */
  outcome: string;
}

export interface ServiceContent {
  /** The workspace toolType of the module (src/shared/modules-catalog.ts). */
  toolType: string;
  seo: { title: string; description: string; keywords: string[] };
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: Cta;
    secondaryCta?: Cta;
  };
  whyItMatters: { title: string; intro: string; points: TitledText[] };
  /** The step process the spec names for the module, in order. */
  process: { title: string; intro: string; steps: TitledText[] };
  /** Module-specific sections the spec asks for (e.g. TAM/SAM/SOM, benefits). */
  highlights?: { title: string; intro: string; items: TitledText[] };
  framework: { title: string; intro: string; deliverables: string[] };
  testimonials?: Testimonial[];
  stories: [SuccessStory, SuccessStory, SuccessStory];
  closingCta: { title: string; body: string; buttons: Cta[] };
}
