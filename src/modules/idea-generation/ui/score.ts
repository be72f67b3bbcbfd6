import type { Idea, ScorePart } from "../schema";

/** The score's maximum: 'n/10' (spec §3). */
export const SCORE_MAX = 10;

/** 2 → "2", 1.5 → "1.5": points as a founder reads them. */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1).replace(/\.0$/, "");
}

/** "7/10" (spec §3: the score shown as n/10). */
export function scoreLabel(score: number): string {
  return `${formatPoints(score)}/${SCORE_MAX}`;
}

/** "1.5/2": one rubric line's points out of its maximum. */
export function partLabel(part: Pick<ScorePart, "points" | "maxPoints">): string {
  return `${formatPoints(part.points)}/${part.maxPoints}`;
}

/** A share from 0 to 100, for a bar's width; 0 when the maximum is not positive. */
export function percentOf(value: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

/** The badge variant for a difficulty (spec §9: Low green, Medium yellow, High red). */
export function difficultyVariant(difficulty: Idea["difficulty"]): "low" | "medium" | "high" {
  switch (difficulty) {
    case "Low":
      return "low";
    case "Medium":
      return "medium";
    case "High":
      return "high";
  }
}
