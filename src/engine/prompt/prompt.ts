import { AppError } from "../../shared/errors";
import { describeBasis, findSource, KNOWLEDGE_BASE_LABEL } from "../knowledge";

/**
 * What a module hands the language model (issue 4, "Grounding"): its instructions, the founder's
 * input and the knowledge-base entries relevant to the request. Built by each module's
 * `prompt.server.ts`; composed into one system and one user message by `composePrompt`, which
 * keeps the prompt under AI_MAX_INPUT_CHARS by trimming grounding, never the founder's input.
 */
export interface ModelPrompt {
  /** The module's task and field-by-field guidance (the shared rules are added by the engine). */
  instructions: string;
  /** The founder's input, one line per field, each naming its request field. Never trimmed. */
  founderInput: string;
  /** The founder's free text (`tool.founderText(request)`): numbers quoted from it are explained. */
  founderText: readonly string[];
  /** Knowledge-base grounding, most important first: trimmed from the end when too long. */
  grounding: readonly GroundingSection[];
}

/** One block of grounding, e.g. an industry entry. */
export interface GroundingSection {
  title: string;
  lines: readonly GroundingLine[];
}

/** One grounding line and the knowledge-base sources it cites (none for Ninefold's own notes). */
export interface GroundingLine {
  text: string;
  sourceIds: readonly string[];
}

/** The messages sent to the model, and what the model may cite. */
export interface ComposedPrompt {
  system: string;
  prompt: string;
  /** Source ids listed in the prompt: the only ones an assumption may cite. */
  citableSourceIds: ReadonlySet<string>;
  /** Titles of grounding sections left out or shortened to fit the cap, for the log. */
  trimmed: string[];
}

export interface ComposeOptions {
  /** The shared rules every module's model follows. */
  rules: string;
  /** Appended to the system message, e.g. the JSON schema when the server ignores it. */
  outputFormat?: string;
  /** AI_MAX_INPUT_CHARS: system and user message together. */
  maxChars: number;
}

const GROUNDING_HEADING = `# Grounding: ${KNOWLEDGE_BASE_LABEL}`;
const SOURCES_HEADING = "# Sources you may cite (the only valid sourceId values)";
const NO_SOURCES = "- none: every figure you state is an estimate or the founder's input";
const CLOSING =
  "# Your answer\nOne JSON object following the schema and the rules. Write for this founder.";

/**
 * Builds the system and user messages. Grounding lines are added in order while they fit; a
 * section that does not fit whole is shortened to the lines that do. Refuses (413) only when
 * the instructions and the founder's input alone exceed the cap.
 */
export function composePrompt(prompt: ModelPrompt, options: ComposeOptions): ComposedPrompt {
  const system = [options.rules, prompt.instructions, options.outputFormat]
    .filter((part): part is string => part !== undefined && part.length > 0)
    .join("\n\n");
  const head = `# The founder's input\n${prompt.founderInput}\n\n${GROUNDING_HEADING}`;
  const fixed = system.length + head.length + SOURCES_HEADING.length + CLOSING.length + 8;
  if (fixed + NO_SOURCES.length > options.maxChars) throw inputTooLong(fixed, options.maxChars);

  const budget = new CharacterBudget(options.maxChars - fixed - NO_SOURCES.length);
  const blocks: string[] = [];
  const cited: string[] = [];
  const trimmed: string[] = [];
  for (const section of prompt.grounding) {
    const taken = takeLines(section, budget, cited);
    if (taken.length < section.lines.length) trimmed.push(section.title);
    if (taken.length > 0) blocks.push(`## ${section.title}\n${taken.join("\n")}`);
  }
  const sourceList = cited.length === 0 ? [NO_SOURCES] : cited.map(sourceLine);
  const user = [head, ...blocks, `${SOURCES_HEADING}\n${sourceList.join("\n")}`, CLOSING].join(
    "\n\n",
  );
  return { system, prompt: user, citableSourceIds: new Set(cited), trimmed };
}

/** Remaining room in the prompt, in characters. */
class CharacterBudget {
  constructor(private remaining: number) {}
  /** Spends `cost` if it fits. */
  spend(cost: number): boolean {
    if (cost > this.remaining) return false;
    this.remaining -= cost;
    return true;
  }
}

/** The section's lines that fit, spending their text and any newly cited source's entry. */
function takeLines(section: GroundingSection, budget: CharacterBudget, cited: string[]): string[] {
  const lines: string[] = [];
  const headingCost = section.title.length + 6;
  for (const line of section.lines) {
    const text = `- ${line.text}`;
    const newSources = line.sourceIds.filter(
      (id, index) =>
        !cited.includes(id) && line.sourceIds.indexOf(id) === index && findSource(id) !== undefined,
    );
    const cost =
      text.length +
      1 +
      (lines.length === 0 ? headingCost : 0) +
      newSources.reduce((sum, id) => sum + sourceLine(id).length + 1, 0);
    if (!budget.spend(cost)) break;
    lines.push(text);
    cited.push(...newSources);
  }
  return lines;
}

/** "- gartner-it-spending-2024-07: Gartner, Gartner Forecasts … (2024)". */
function sourceLine(id: string): string {
  return `- ${id}: ${describeBasis({ kind: "source", sourceId: id })}`;
}

function inputTooLong(size: number, max: number): AppError {
  return new AppError(
    "payload_too_large",
    `Your input is too long for the language model to read (about ${size} characters with ` +
      `its instructions; the limit is ${max}). Shorten the longest field and try again.`,
  );
}
