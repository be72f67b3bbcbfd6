/**
 * Which business models an idea may run on. Budget, weekly time and location are hard limits
 * (knowledge-base exclusion lists); the business type (online, offline, hybrid) narrows the rest;
 * the founder's chosen models are honoured when the limits allow, and explained when they do not.
 */

import { type BusinessModelEntry, getBusinessModel } from "../../engine/knowledge";
import { BUSINESS_MODELS, type BusinessModel } from "../../shared/options";
import type { FounderProfile } from "./profile.server";

export type ExclusionCause = "budget" | "time" | "location";

/** One business model checked against the founder's limits. */
export interface ModelGate {
  model: BusinessModelEntry;
  causes: ExclusionCause[];
  /** Delivered online while the founder wants offline, or the reverse. */
  typeMismatch: boolean;
}

/** The models ideas may use, in order of preference, and what was left out of the founder's picks. */
export interface ModelPlan {
  /** The founder's allowed picks, or every model that fits when none was picked or allowed. */
  primary: BusinessModelEntry[];
  /** Other fitting models, used only to give Regenerate enough to offer. */
  alternatives: BusinessModelEntry[];
  /** The founder's picks the limits rule out, with why. */
  excludedChoices: ModelGate[];
  /** The founder picked models and every one of them is ruled out. */
  allChoicesExcluded: boolean;
}

function causesFor(profile: FounderProfile, name: BusinessModel): ExclusionCause[] {
  const causes: ExclusionCause[] = [];
  if (profile.budget?.excludedBusinessModels.includes(name)) causes.push("budget");
  if (profile.time?.unsuitableBusinessModels.includes(name)) causes.push("time");
  if (profile.locationApplies && profile.location?.unsuitableBusinessModels.includes(name)) {
    causes.push("location");
  }
  return causes;
}

/** Whether a model's delivery mode suits the founder's business type. */
export function suitsBusinessType(profile: FounderProfile, model: BusinessModelEntry): boolean {
  switch (profile.businessType) {
    case "online":
      return model.deliveryMode !== "offline";
    case "offline":
      return model.deliveryMode !== "online";
    default:
      return true;
  }
}

/** Checks every business model against the founder's budget, time, location and business type. */
export function gateModels(profile: FounderProfile): ModelGate[] {
  return BUSINESS_MODELS.map((name) => {
    const model = getBusinessModel(name);
    return {
      model,
      causes: causesFor(profile, name),
      typeMismatch: !suitsBusinessType(profile, model),
    };
  });
}

/** The models ideas may run on (see `ModelPlan`). */
export function planModels(profile: FounderProfile): ModelPlan {
  const gates = gateModels(profile);
  const allowed = gates.filter((gate) => gate.causes.length === 0);
  const typed = allowed.filter((gate) => !gate.typeMismatch);
  const fitting = (typed.length > 0 ? typed : allowed).map((gate) => gate.model);
  const chosen = new Set<string>(profile.chosenModels);
  if (chosen.size === 0) {
    return { primary: fitting, alternatives: [], excludedChoices: [], allChoicesExcluded: false };
  }
  const excludedChoices = gates.filter(
    (gate) => chosen.has(gate.model.name) && gate.causes.length > 0,
  );
  const chosenAllowed = allowed
    .filter((gate) => chosen.has(gate.model.name))
    .map((gate) => gate.model);
  if (chosenAllowed.length === 0) {
    return { primary: fitting, alternatives: [], excludedChoices, allChoicesExcluded: true };
  }
  return {
    primary: chosenAllowed,
    alternatives: fitting.filter((model) => !chosen.has(model.name)),
    excludedChoices,
    allChoicesExcluded: false,
  };
}
