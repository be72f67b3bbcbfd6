/**
 * The founder's input as the model reads it: one line per field, the label a person reads and,
 * in parentheses, the request field an `input` assumption names. Values are JSON-quoted, so the
 * founder's text stays data on one line whatever it contains.
 */

/** One field of the founder's input; empty values are left out. */
export interface FounderField {
  label: string;
  field: string;
  value: string | readonly string[] | undefined;
}

/** "- Business idea (businessIdea): "A resale app for kids' clothes"", one line per given field. */
export function renderFounderInput(fields: readonly FounderField[]): string {
  const lines = fields.flatMap(({ label, field, value }) => {
    if (value === undefined) return [];
    if (typeof value === "string") {
      const text = value.trim();
      return text === "" ? [] : [`- ${label} (${field}): ${JSON.stringify(text)}`];
    }
    if (value.length === 0) return [];
    return [`- ${label} (${field}): ${value.map((item) => JSON.stringify(item)).join(", ")}`];
  });
  return lines.length === 0 ? "- (nothing given)" : lines.join("\n");
}
