import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { BRAND } from "../../shared/brand";
import type { Db } from "../db/client";
import { statusIncidents, statusSubscribers } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import { type IncidentChange, incidentChange } from "./history";

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
 * Sends one message at most once per key (start.ts: Mailer.sendOnce, which writes the outbox row
 * under the key and writes nothing for a key it has seen).
 */
export type SendOnce = (message: MailMessage, key: string) => Promise<unknown>;

/**
 * Mails every status subscriber about each incident whose current state (open, or ended) they
 * have not been told of: the rows whose `notified_at` is null (history.ts writes new and newly
 * ended incidents so). Run after every status round by every instance, so an incident recorded by
 * a process that died before its mails were written is told by the next round of any instance
 * (decision 029). Each mail is written under a key naming the incident, its state and the
 * subscriber, so a sweep that stopped halfway, or two instances sweeping at once, never mail
 * anyone twice; the incident is marked told once all its mails are written, and only if it has
 * not ended meanwhile (then the next sweep tells the end). Answers how many mails were handed to
 * `send`.
 */
export async function sweepIncidentMail(
  db: Db,
  send: SendOnce,
  names: ReadonlyMap<string, string>,
  publicUrl: string,
  now: Date,
): Promise<number> {
  const due = await db
    .select({
      id: statusIncidents.id,
      component: statusIncidents.component,
      startedAt: statusIncidents.startedAt,
      endedAt: statusIncidents.endedAt,
      cause: statusIncidents.cause,
    })
    .from(statusIncidents)
    .where(isNull(statusIncidents.notifiedAt))
    .orderBy(asc(statusIncidents.id));
  if (due.length === 0) return 0;
  const subscribers = await db.select({ email: statusSubscribers.email }).from(statusSubscribers);
  let sent = 0;
  for (const row of due) {
    const change = incidentChange(row);
    const state = change.endedAt ? "ended" : "open";
    const name = names.get(change.component) ?? change.component;
    for (const { email } of subscribers) {
      await send(
        incidentMessage(email, change, name, publicUrl),
        `status-incident:${row.id}:${state}:${email}`,
      );
      sent += 1;
    }
    await db
      .update(statusIncidents)
      .set({ notifiedAt: now })
      .where(
        and(
          eq(statusIncidents.id, row.id),
          isNull(statusIncidents.notifiedAt),
          change.endedAt ? isNotNull(statusIncidents.endedAt) : isNull(statusIncidents.endedAt),
        ),
      );
  }
  return sent;
}
