/**
 * Every interest (the pains a founder lists there) and every skill the profile names is used by
 * an idea of the set or named here with the reason it is not (issue 16: "every free tool's skills
 * and pains from the profile are used or explicitly set aside"). Per idea, the rubric's skill-fit
 * reason already names the skills that idea does not call for; this note covers the set.
 */
import type { Candidate } from "./candidates.server";
import { challengesOf, MAX_CHALLENGES } from "./compose.server";
import { quote } from "./founder-words.server";
import type { FounderProfile } from "./profile.server";
// The limits are written in words ("first four challenges", "first three interests", "first ten
// skills"): a figure in prose must be in the assumptions. Change the words with the limits
// (MAX_CHALLENGES here, MAX_TOPICS and MAX_SKILL_PHRASES in profile.server.ts).
import { listOf } from "./rubric.server";

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
