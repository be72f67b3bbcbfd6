import { describe, expect, it } from "vitest";
import { AppError } from "../../shared/errors";
import { fact, note } from "./grounding";
import { composePrompt, type ModelPrompt } from "./prompt";

const prompt: ModelPrompt = {
  instructions: "Task: test.",
  founderInput: '- Business idea (businessIdea): "Bike repair vans"',
  founderText: ["Bike repair vans"],
  grounding: [
    {
      title: "First",
      lines: [
        fact("Global games market $187.7B", "newzoo-global-games-market-2024"),
        note("A note of ours."),
      ],
    },
    {
      title: "Second",
      lines: [fact("Worldwide IT spending $5.27T", "gartner-it-spending-2024-07")],
    },
    { title: "Third", lines: [note("x".repeat(2000))] },
  ],
};

const options = { rules: "RULES", maxChars: 100_000 };

describe("composePrompt", () => {
  it("puts rules and instructions in the system message, input, grounding and sources in the prompt", () => {
    const composed = composePrompt(prompt, options);

    expect(composed.system).toBe("RULES\n\nTask: test.");
    expect(composed.prompt).toContain("# The founder's input\n- Business idea");
    expect(composed.prompt).toContain("## First\n- Global games market $187.7B [newzoo");
    expect(composed.prompt).toContain(
      "- newzoo-global-games-market-2024: Newzoo, Global Games Market Report 2024 (2024)",
    );
    expect([...composed.citableSourceIds]).toEqual([
      "newzoo-global-games-market-2024",
      "gartner-it-spending-2024-07",
    ]);
    expect(composed.trimmed).toEqual([]);
  });

  it("leaves out what does not fit, and lists only the sources of what stayed", () => {
    const full = composePrompt(prompt, options);
    const fullSize = full.system.length + full.prompt.length;
    const composed = composePrompt(prompt, { ...options, maxChars: fullSize - 1500 });

    expect(composed.system.length + composed.prompt.length).toBeLessThanOrEqual(fullSize - 1500);
    expect(composed.trimmed).toEqual(["Third"]);
    expect(composed.prompt).not.toContain("## Third");
    expect(composed.prompt).toContain("## Second");
  });

  it("keeps the founder's input and drops grounding first, citing nothing it dropped", () => {
    const bare = composePrompt({ ...prompt, grounding: [] }, options);
    const room = bare.system.length + bare.prompt.length + 60;
    const composed = composePrompt(prompt, { ...options, maxChars: room });

    expect(composed.prompt).toContain("Bike repair vans");
    expect(composed.citableSourceIds.size).toBe(0);
    expect(composed.prompt).toContain("- none: every figure you state is an estimate");
    expect(composed.trimmed).toEqual(["First", "Second", "Third"]);
  });

  it("adds the output format after the instructions when given", () => {
    const composed = composePrompt(prompt, { ...options, outputFormat: "SCHEMA" });
    expect(composed.system).toBe("RULES\n\nTask: test.\n\nSCHEMA");
  });

  it("refuses with 413 when the instructions and the founder's input alone are too long", () => {
    const long = { ...prompt, founderInput: "y".repeat(5000) };
    expect(() => composePrompt(long, { ...options, maxChars: 4000 })).toThrow(AppError);
    try {
      composePrompt(long, { ...options, maxChars: 4000 });
    } catch (error) {
      expect(error instanceof AppError && [error.code, error.status]).toEqual([
        "payload_too_large",
        413,
      ]);
    }
  });
});
