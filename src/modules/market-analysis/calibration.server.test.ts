/**
 * Issue 16's calibration in `npm test`: the offline market analysis sizes at least 80% of the
 * calibration set's ideas within 3× of a published market size (bench/sizing-calibration.mjs
 * prints the detail), every compared entry is independent of the knowledge base (an analysis
 * citing the entry's publisher, an estimate built from it or its very figure is refused), and
 * the refusal itself is checked on planted entries.
 */
import { describe, expect, it } from "vitest";
import {
  type Analyse,
  calibrate,
  checkRefusal,
  dependence,
  LIMIT,
  MIN_IDEAS,
  TARGET_SHARE,
} from "../../../bench/lib/sizing-calibration.mjs";
import { CALIBRATION_SET } from "../../../bench/lib/sizing-calibration-set.mjs";
import { KNOWLEDGE_BASE } from "../../engine/knowledge";
import { generateMarketAnalysis } from "./generate.server";
import { marketAnalysisRequestSchema } from "./schema";

const analyse: Analyse = (request) =>
  generateMarketAnalysis(marketAnalysisRequestSchema.parse(request));

describe("sizing calibration against published market sizes (issue 16)", () => {
  const result = calibrate(analyse);

  it(`lands at least ${TARGET_SHARE * 100}% of at least ${MIN_IDEAS} ideas within ${LIMIT}×`, () => {
    expect(result.rows.length).toBeGreaterThanOrEqual(MIN_IDEAS);
    expect(result.share).toBeGreaterThanOrEqual(TARGET_SHARE);
    expect(result.medianError).toBeLessThan(2);
  });

  it("refuses an entry that is not independent, and only the one whose publisher the KB cites", () => {
    expect(checkRefusal(analyse)).not.toBeNull();
    expect(result.refused.map((entry) => entry.idea)).toEqual([
      "A fast casual restaurant serving grain bowls",
    ]);
    expect(result.refused[0]?.why).toMatch(/cites National Restaurant Association/);
  });

  it("keeps every compared entry's publisher out of the knowledge base's sources", () => {
    const publishers = KNOWLEDGE_BASE.sources.map((source) => source.publisher.toLowerCase());
    for (const row of result.rows) {
      expect(publishers).not.toContain(row.published.publisher.toLowerCase());
    }
  });

  it("refuses an entry whose figure the analysis uses, under any publisher", () => {
    const [first] = CALIBRATION_SET;
    const analysis = analyse(first!.request);
    expect(
      dependence(analysis, { ...first!.published, publisher: "Someone Else", figure: 92.6e9 }),
    ).toMatch(/the published figure/);
  });
});
