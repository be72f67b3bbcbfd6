import type { PlanSectionSpec } from "../../../shared/plan";

/**
 * A planning module's sections, declared once (issue 22): its `plan.ts` lists them in order, each
 * with its id, heading and the service-page line it delivers. Browser-safe: the tool definition
 * (tool.ts), the service page (content.ts) and the page read it; the server's engine
 * (`definePlanEngine`, engine.server.ts) takes it and must give every id a writer and its model
 * guidance, or the module does not compile.
 */
export interface PlanSectionDeclaration extends PlanSectionSpec {
  /**
   * False for a section the service page does not list among its deliverables (the strategic
   * plan's SWOT and lean canvas, which the issue added after the page was written).
   */
  servicePage?: false;
}

/** A module's sections as declared: a tuple whose ids are literal types. */
export type PlanSections = readonly PlanSectionDeclaration[];

/** The ids of a module's sections, as a union of literals ("icp" | "messaging" | …). */
export type SectionId<Sections extends PlanSections> = Sections[number]["id"];

/** Declares a module's sections; refuses a repeated id (an engine would write it twice). */
export function definePlanSections<const Sections extends PlanSections>(
  sections: Sections,
): Sections {
  const seen = new Set<string>();
  for (const section of sections) {
    if (seen.has(section.id)) throw new Error(`The plan section ${section.id} is declared twice.`);
    seen.add(section.id);
  }
  return sections;
}

/** The service page's deliverables (content.ts `framework.deliverables`), in the sections' order. */
export function servicePageDeliverables(sections: PlanSections): string[] {
  return sections
    .filter((section) => section.servicePage !== false)
    .map((section) => section.deliverable);
}
