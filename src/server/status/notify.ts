import { BRAND } from "../../shared/brand";
import type { Db } from "../db/client";
import { statusSubscribers } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import type { IncidentChange } from "./history";

/** When an incident opened or closed, as a subscriber reads it: "26 Nov 2026, 16:43 UTC". */
function utc(at: Date): string {
  return `${at.toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "UTC",
  })} UTC`;
}

function minutesBetween(from: Date, to: Date): string {
  const minutes = Math.max(1, Math.round((to.getTime() - from.getTime()) / 60_000));
  return minutes === 1 ? "about a minute" : `about ${minutes} minutes`;
}

/** The mail a status subscriber gets when an incident starts or ends (status page promise). */
export function incidentMessage(
  to: string,
  change: IncidentChange,
  componentName: string,
  publicUrl: string,
): MailMessage {
  const ended = change.endedAt;
  if (change.cause === "unrecorded" && ended) {
    return {
      to,
      subject: `Resolved: ${BRAND.name} was unavailable for ${minutesBetween(change.startedAt, ended)}`,
      text: [
        "Hello,",
        "",
        `No ${BRAND.name} server recorded its checks from ${utc(change.startedAt)} to ${utc(ended)} (${minutesBetween(change.startedAt, ended)}): none was running, or none could reach the database, so treat the site as down for that time. It is answering and recording again.`,
        ...footer(publicUrl),
      ].join("\n"),
    };
  }
  return {
    to,
    subject: ended
      ? `Resolved: ${BRAND.name} ${componentName} is working again`
      : `${BRAND.name} incident: ${componentName} is not working as it should`,
    text: [
      "Hello,",
      "",
      ended
        ? `${componentName} is passing its checks again since ${utc(ended)}. The incident began at ${utc(change.startedAt)} and lasted ${minutesBetween(change.startedAt, ended)}.`
        : `${componentName} has failed its checks since ${utc(change.startedAt)}. We are looking into it and will email you when it is working again.`,
      ...footer(publicUrl),
    ].join("\n"),
  };
}

function footer(publicUrl: string): string[] {
  return [
    "",
    `Current status: ${publicUrl}/status`,
    "",
    "You receive this because this address subscribed to status updates. Reply with the word",
    "'unsubscribe' and we will remove it.",
    "",
    `— The ${BRAND.name} team`,
  ];
}

/**
 * Mails every status subscriber about the incidents a round opened or closed. Each mail goes
 * through the outbox (mail/mailer.ts), so none is lost when SMTP is down; only the instance that
 * made the change sends it (history.ts recordRound), so nobody is told twice.
 */
export async function notifySubscribers(
  db: Db,
  send: (message: MailMessage) => Promise<unknown>,
  changes: readonly IncidentChange[],
  names: ReadonlyMap<string, string>,
  publicUrl: string,
): Promise<number> {
  if (changes.length === 0) return 0;
  const subscribers = await db.select({ email: statusSubscribers.email }).from(statusSubscribers);
  let sent = 0;
  for (const change of changes) {
    const name = names.get(change.component) ?? change.component;
    for (const { email } of subscribers) {
      await send(incidentMessage(email, change, name, publicUrl));
      sent += 1;
    }
  }
  return sent;
}
