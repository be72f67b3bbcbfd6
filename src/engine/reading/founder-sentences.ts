/**
 * The one rule for which of a founder's sentences are about the founder (their trade, skills,
 * money and hours) rather than the customer (issue 23): the venture brief keeps them out of the
 * idea, and the plans never quote them as the customer's pain. Pure.
 */

/** A label that opens a sentence about the founder, their team or their means. */
const BIO_LABEL =
  /^(?:the\s+)?(?:co-?)?founders?(?:'s)?\b|^(?:about\s+(?:me|us)|bio|me|us|team|my\s+team|our\s+team|background|my\s+background|our\s+background|experience|my\s+experience|skills|my\s+skills|budget|my\s+budget|money|funding|savings|cash|hours|time|resources)\s*[:\-–—]/i;

/** A first-person opening ("I'm", "We have", "I spent"), about the founder when it says more below. */
const FIRST_PERSON =
  /^(?:I|we)(?:'m|'ve|'d|\s+am|\s+are|\s+have|\s+had|\s+was|\s+were|\s+spent|\s+worked|\s+ran|\s+led|\s+managed|\s+know|\s+used\s+to|\s+built|\s+can|\s+taught|\s+sold|\s+grew|\s+owned|\s+own|\s+run|\s+teach|\s+studied|\s+trained|\s+quit|\s+left|\s+drove|\s+wrote|\s+\p{L}+ed)\b/iu;

/**
 * The founder's partner or family said as who they are ("my co-founder is a backend developer",
 * "my mum has a stall"), or the founder introducing themselves in their language ("Je suis
 * infirmière", "Wir sind zwei Jäger", "Sou secretário", "Vi er to elektrikere").
 */
const TEAM_OR_SELF =
  /^(?:(?:and\s+)?(?:my|our)\s+(?:co-?founders?|cofounders?|business\s+partners?|partners?|wife|husband|brother|sister|friend|dad|mum|mom|father|mother|parents|family)(?:[\s-]in[\s-]law)?\s+(?:is|are|was|were|has|have|had|runs?|ran|works?|worked|does|did|owns?|owned)\b|(?:je suis|nous sommes|ich bin|wir sind|soy|somos|sono|siamo|sou|ik ben|wij zijn|we zijn|jestem|jesteśmy|jag är|vi är|jeg er|vi er|mimi ni|sisi ni|saya seorang|saya adalah|aku seorang)\s)/iu;

/** Words of a background, a skill or the founder's means. */
const BACKGROUND =
  /\b(?:ex-|former(?:ly)?|years?\b|yrs\b|experience[d]?|background|worked|career|degree|graduate|know(?:s)?\b|skills?|self-taught|bootstrapp\w*|savings|little\s+money|no\s+money|some\s+money|own\s+money|saved\b|side\s+project|evenings|weekends|full[- ]time|part[- ]time|linkedin)/i;

/** A sentence that names the founder's trade ("ex-retail loss-prevention manager, knows Python"). */
const TRADE_AND_SKILL = /\b(?:ex-|former\s)\S+.*\b(?:knows?|speaks?|codes?|writes?)\b/i;

/** A present-tense trade or the founder's means, said in the first person. */
const ABOUT_FOUNDER = [
  // "Im a private hire driver": typed without the apostrophe too.
  /^(?:i am|i'm|i’m|im)\s+(?:a|an|ex|former|currently|an ex)\b/iu,
  /^(?:i|i've|i have)\s+(?:have\s+)?(?:been|worked|spent|managed|ran|led|know|studied)\b/iu,
  /^(?:i|we)\s+(?:have|can put|can invest|can spend|can give|saved|put in)\b[^.]*(?:[$£€₹¥₦]|(?<!\p{L})(?:zł|KSh|R(?=\d)|kr)|\bhours?\b|\bsavings?\b)/iu,
  /\b\d+\s*(?:hours?|hrs?)\s*(?:a|per|\/)\s*week\b/iu,
];

/** True when a sentence is about the founder (background, skills, means), not the customer. */
export function isFounderSentence(sentence: string): boolean {
  const text = sentence.trim();
  if (BIO_LABEL.test(text)) return true;
  if (TEAM_OR_SELF.test(text)) return true;
  if (ABOUT_FOUNDER.some((pattern) => pattern.test(text))) return true;
  if (FIRST_PERSON.test(text) && BACKGROUND.test(text)) return true;
  if (TRADE_AND_SKILL.test(text)) return true;
  if (/^(?:knows?|speaks?|codes?\s+in|writes)\b/i.test(text)) return true;
  // "one codes in React", "both of us know sales": the founders, said without a label.
  if (
    /^(?:one|both|each|neither|the other)(?:\s+of\s+(?:us|them))?\s+(?:codes?|knows?|writes?|speaks?|sells?|designs?|is|has|was|worked|ran|led)\b/i.test(
      text,
    )
  )
    return true;
  return false;
}

/**
 * The founder's text without its sentences about the founder, their team or their means ("my
 * sister is a nurse in Riyadh", "I'm a housing manager, my partner is a software developer"):
 * who the founder and their family are never names the buyer. The whole text when every sentence
 * is about the founder.
 */
export function withoutFounderSentences(text: string): string {
  const sentences = text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z"“])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const kept = sentences.filter((sentence) => !isFounderSentence(sentence));
  return kept.length === 0 ? text : kept.join(" ");
}
