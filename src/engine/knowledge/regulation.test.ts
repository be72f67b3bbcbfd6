import { describe, expect, it } from "vitest";
import { ALL_INDUSTRIES, GEOGRAPHIC_SCOPES } from "../../shared/options";
import { getCountry, getIndustry, regulatoryNotesFor } from ".";

describe("regulatoryNotesFor: a sector's rules where the founder sells (issue 23)", () => {
  const health = getIndustry("Healthcare");

  it("gives a founder in the United States the US rules", () => {
    const notes = regulatoryNotesFor(health, { country: getCountry("us") });
    expect(notes.join(" ")).toMatch(/HIPAA/u);
    expect(regulatoryNotesFor(health)).toEqual(notes);
  });

  it("never gives a founder elsewhere another country's law, and says what is missing", () => {
    for (const id of ["es", "uk", "in", "br", "jp"] as const) {
      const country = getCountry(id);
      const notes = regulatoryNotesFor(health, { country, scope: country.scope });
      const text = notes.join(" ");
      expect(text, id).not.toMatch(/HIPAA|FDA|CPT|patient's state/u);
      expect(notes[0], id).toContain(`in ${country.prose} are not in our sources yet`);
    }
  });

  it("gives Europe's rules to a founder in Europe, before the practices found anywhere", () => {
    const notes = regulatoryNotesFor(getIndustry("Technology"), { country: getCountry("de") });
    expect(notes.slice(0, 2).join(" ")).toMatch(/GDPR.*EU AI Act/su);
    expect(notes.join(" ")).not.toMatch(/HIPAA/u);
  });

  it("gives a founder selling worldwide every rule, and nobody an empty list", () => {
    expect(regulatoryNotesFor(health, { scope: "Global" }).join(" ")).toMatch(/HIPAA/u);
    for (const name of ALL_INDUSTRIES) {
      for (const scope of GEOGRAPHIC_SCOPES) {
        const notes = regulatoryNotesFor(getIndustry(name), { scope });
        expect(notes.length, `${name} ${scope}`).toBeGreaterThan(0);
        for (const note of notes)
          expect(note, `${name} ${scope}`).not.toMatch(/undefined|\[object/u);
      }
    }
  });
});
