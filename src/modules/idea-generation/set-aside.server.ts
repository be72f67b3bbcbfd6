/**
 * Every interest (the pains a founder lists there) and every skill the profile names is used by
 * an idea of the set or named here with the reason it is not (issue 16: "every free tool's skills
 * and pains from the profile are used or explicitly set aside"). Per idea, the rubric's skill-fit
 * reason already names the skills that idea does not call for; this note covers the set.
 */
import { stemsOf } from "../../engine/text";
import type { Candidate } from "./candidates.server";
import { challengesOf, MAX_CHALLENGES } from "./compose.server";
import { quote } from "./founder-words.server";
import type { FounderProfile } from "./profile.server";
// The limits are written in words ("first four challenges", "first three interests", "first ten
// skills"): a figure in prose must be in the assumptions. Change the words with the limits
// (MAX_CHALLENGES here, MAX_TOPICS and MAX_SKILL_PHRASES in profile.server.ts).
import { listOf } from "./rubric.server";
import type { IdeaGenerationRequest, IdeaGenerationResult } from "./schema";

/** True when an idea of the set puts the skill phrase to work. */
function skillUsed(profile: FounderProfile, phrase: string, chosen: readonly Candidate[]): boolean {
  const lower = phrase.toLowerCase();
  return chosen.some((candidate) => {
    const coverage = profile.coverage(candidate.model);
    const named = coverage.covered.some(({ via }) => {
      const used = via.toLowerCase();
      return used.length > 0 && (lower.includes(used) || used.includes(lower));
    });
    return named || profile.phraseServes(candidate.model, phrase);
  });
}

/**
 * "Set aside in this set: “alarm fatigue” and “medication errors” (each set builds on three of
 * your interests; list one first for ideas about it); “grant writing” (none of these ideas calls
 * for it)." Undefined when every phrase is used.
 */
export function setAsideNote(
  profile: FounderProfile,
  chosen: readonly Candidate[],
): string | undefined {
  const parts: string[] = [];
  const say = (phrases: readonly string[], why: (many: boolean) => string) => {
    const quoted = [...new Set(phrases.map((phrase) => quote(phrase)))].filter(Boolean);
    if (quoted.length > 0) parts.push(`${listOf(quoted)} (${why(quoted.length > 1)})`);
  };
  const used = new Set(chosen.map((candidate) => candidate.topic.phrase));
  const notInSet = profile.topics
    .filter((topic) => topic.origin === "interests" && !used.has(topic.phrase))
    .map((topic) => topic.phrase);
  say(
    notInSet,
    (many) => `no idea in this set is about ${many ? "them" : "it"}; Regenerate shows others`,
  );
  const interests = profile.unread.filter((entry) => entry.field === "interests");
  say(
    interests.filter((entry) => entry.why === "limit").map((entry) => entry.phrase),
    (many) =>
      `each set builds on your first three interests; list ${many ? "one of them" : "it"} ` +
      "first for ideas about it",
  );
  for (const entry of interests.filter((item) => item.why === "same")) {
    say([entry.phrase], () => `read as the same market as ${quote(entry.same ?? "")}`);
  }
  say(
    profile.unread
      .filter((entry) => entry.field === "skills" && entry.why === "limit")
      .map((entry) => entry.phrase),
    (many) =>
      `the rubric weighs your first ten skills; list ${many ? "them" : "it"} earlier to count`,
  );
  say(
    profile.skillPhrases.filter((phrase) => !skillUsed(profile, phrase, chosen)),
    (many) => `none of these ideas calls for ${many ? "them" : "it"}`,
  );
  const unanswered = challengesOf(profile)
    .slice(MAX_CHALLENGES)
    .map((challenge) => challenge.said);
  if (unanswered.length > 0) {
    const many = unanswered.length > 1;
    parts.push(
      `${listOf(unanswered)} (the next steps answer your first four challenges; ` +
        `list ${many ? "these" : "this one"} earlier for an answer)`,
    );
  }
  return parts.length === 0 ? undefined : `Set aside in this set: ${parts.join("; ")}.`;
}

/** Words too common to show that an idea uses a phrase ("and", "the", "for"). */
const LINKING_WORDS = new Set([
  "and",
  "the",
  "for",
  "with",
  "of",
  "in",
  "on",
  "to",
  "a",
  "an",
  "my",
]);

/** The founder's list as typed: "SQL, Tableau; ICU nursing" → three phrases. */
function listed(text: string | undefined): string[] {
  return [...new Set((text ?? "").split(/[,;\n]+/u).map((part) => part.trim()))].filter(
    (part) => part.length > 0,
  );
}

/**
 * The same note for a language model's set (issue 16, on the model path too): an interest or a
 * skill whose words (most of them) appear nowhere in the set's ideas is named, with the reason. The model saw
 * every phrase, so there are no limits to explain; only what its ideas left out.
 */
export function modelSetAsideNote(
  request: IdeaGenerationRequest,
  result: IdeaGenerationResult,
): string | undefined {
  const said = new Set(
    stemsOf(
      result.ideas
        .flatMap((idea) => [
          idea.title,
          idea.description,
          idea.targetMarket,
          ...idea.requiredSkills,
          ...idea.keyBenefits,
          ...idea.nextSteps,
        ])
        .join(" "),
    ),
  );
  // Used when at least half its words appear ("helping small restaurants cut food waste" is
  // used by ideas about food waste in restaurants, whatever the verbs).
  const unused = (phrase: string) => {
    const stems = stemsOf(phrase).filter((word) => !LINKING_WORDS.has(word));
    const found = stems.filter((word) => said.has(word)).length;
    return stems.length > 0 && found * 2 < stems.length;
  };
  const parts: string[] = [];
  const say = (phrases: string[], why: (many: boolean) => string) => {
    const quoted = phrases.filter(unused).map((phrase) => quote(phrase));
    if (quoted.length > 0) parts.push(`${listOf(quoted)} (${why(quoted.length > 1)})`);
  };
  say(
    listed(request.interests),
    (many) => `no idea in this set is about ${many ? "them" : "it"}; Regenerate shows others`,
  );
  say(listed(request.skills), (many) => `none of these ideas calls for ${many ? "them" : "it"}`);
  return parts.length === 0 ? undefined : `Set aside in this set: ${parts.join("; ")}.`;
}

/** The model's set with the note added (engine.server.ts `completeModelAnswer`). */
export function withModelSetAside(
  request: IdeaGenerationRequest,
  result: IdeaGenerationResult,
): IdeaGenerationResult {
  const note = modelSetAsideNote(request, result);
  return note === undefined ? result : { ...result, setAsideNote: note };
}
