import { describe, expect, it } from "vitest";
import customerDiscoveryTool from "../../../modules/customer-discovery/tool";
import ideaGenerationTool from "../../../modules/idea-generation/tool";
import marketAnalysisTool from "../../../modules/market-analysis/tool";
import { discoveryModelOutput } from "./fixtures/customer-discovery";
import { ideaModelOutput } from "./fixtures/idea-generation";
import { marketModelOutput } from "./fixtures/market-analysis";
import { extractJson, parseModelText } from "./output-parse";
import { modelJsonSchema, modelOutputSchema } from "./output-schema";

describe("the model's output schema", () => {
  it("is the result schema without dataSource and sources, at every depth", () => {
    const market = modelJsonSchema(marketAnalysisTool.result) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(market.properties)).not.toContain("dataSource");
    expect(Object.keys(market.properties)).not.toContain("sources");
    expect(market.required).toContain("assumptions");

    const ideas = modelJsonSchema(ideaGenerationTool.result) as {
      properties: {
        ideas: { minItems: number; maxItems: number; items: { properties: object } };
      };
    };
    expect(ideas.properties.ideas.minItems).toBe(3);
    expect(ideas.properties.ideas.maxItems).toBe(6);
    expect(Object.keys(ideas.properties.ideas.items.properties)).not.toContain("sources");
    expect(Object.keys(ideas.properties.ideas.items.properties)).toContain("scoreBreakdown");
  });

  it("accepts the hand-made fixtures of all three tools", () => {
    const pairs = [
      [marketAnalysisTool.result, marketModelOutput],
      [ideaGenerationTool.result, ideaModelOutput],
      [customerDiscoveryTool.result, discoveryModelOutput],
    ] as const;
    for (const [schema, output] of pairs) {
      expect(modelOutputSchema(schema).safeParse(output).success).toBe(true);
    }
  });

  it("is built once per result schema", () => {
    const schema = marketAnalysisTool.result;
    expect(modelOutputSchema(schema)).toBe(modelOutputSchema(schema));
  });
});

describe("reading a model's text", () => {
  it("peels code fences, reasoning and chatter off the JSON object", () => {
    expect(extractJson('```json\n{"a": 1}\n```')).toBe('{"a": 1}');
    expect(extractJson('<think>{"no": true}</think>\nHere: {"a": {"b": 2}} done')).toBe(
      '{"a": {"b": 2}}',
    );
    expect(extractJson("no object")).toBe("no object");
  });

  it("names JSON and schema problems with their paths", () => {
    const schema = modelOutputSchema(marketAnalysisTool.result);
    const notJson = parseModelText("{ oops", schema);
    expect(notJson.ok === false && notJson.reason).toBe("json");

    const broken = parseModelText(
      JSON.stringify({
        ...marketModelOutput,
        threats: [],
        sizing: { ...marketModelOutput.sizing, year: "2023" },
      }),
      schema,
    );
    expect(broken.ok).toBe(false);
    if (broken.ok) return;
    expect(broken.reason).toBe("schema");
    expect(broken.problems.join("\n")).toContain("threats:");
    expect(broken.problems.join("\n")).toContain("sizing.year:");
  });
});
