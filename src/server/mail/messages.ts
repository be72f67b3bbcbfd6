import { BRAND } from "../../shared/brand";
import { CONTACT_SUBJECTS, type ContactSubject } from "../../shared/options";
import type { MailMessage } from "./mailer";

/**
 * The text of every mail the public forms send. Mails to an address someone typed carry none of
 * the text they typed (names, messages): the forms cannot be used to send arbitrary text to a
 * stranger.
 */

/** Spec §9's support response times, by the contact form's topic. */
export function responseTimeFor(subject: string): string {
  switch (subject) {
    case "support":
      return "12-24 hours";
    case "billing":
      return "24-48 hours (urgent trial or subscription matters within 4-8 hours)";
    default:
      return "24-48 hours";
  }
}

export function subjectLabel(subject: string): string {
  return CONTACT_SUBJECTS.find((s) => s.value === subject)?.label ?? subject;
}

export function newsletterConfirmation(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `You're subscribed to the ${BRAND.name} newsletter`,
    text: [
      "Hello,",
      "",
      `This address is now subscribed to the ${BRAND.name} newsletter: practical guides for founders on`,
      "strategy, market analysis and customer discovery, and news about new modules.",
      "",
      `Read the latest articles: ${publicUrl}/blog`,
      "",
      "If you did not ask for this, reply to this email with the word 'unsubscribe' and we will",
      "remove the address.",
      "",
      `— The ${BRAND.name} team`,
    ].join("\n"),
  };
}

export function statusSubscriptionConfirmation(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `You'll hear about ${BRAND.name} incidents and maintenance`,
    text: [
      "Hello,",
      "",
      `This address will now receive an email when a ${BRAND.name} incident starts and ends, and`,
      "before scheduled maintenance.",
      "",
      `Current status: ${publicUrl}/status`,
      "",
      "If you did not ask for this, reply to this email with the word 'unsubscribe' and we will",
      "remove the address.",
      "",
      `— The ${BRAND.name} team`,
    ].join("\n"),
  };
}

export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject | string;
  message: string;
  updates: boolean;
  /** An annual founder, signed in when they wrote: priority support. */
  priority?: boolean;
}

/** The message itself, to the support inbox, with Reply-To set to the sender. */
export function contactToSupport(details: ContactDetails, supportInbox: string): MailMessage {
  const name = `${details.firstName} ${details.lastName}`;
  return {
    to: supportInbox,
    replyTo: details.email,
    subject: `${details.priority ? "[Priority] " : ""}[Contact] ${subjectLabel(details.subject)} from ${name}`,
    text: [
      ...(details.priority ? ["Priority support: an Annual plan founder. Answer first."] : []),
      `From: ${name} <${details.email}>`,
      `Topic: ${subjectLabel(details.subject)}`,
      `Wants product updates: ${details.updates ? "yes" : "no"}`,
      `Reply within: ${responseTimeFor(details.subject)}`,
      "",
      details.message,
    ].join("\n"),
  };
}

/** The acknowledgement to the sender. */
export function contactAcknowledgement(details: ContactDetails, publicUrl: string): MailMessage {
  return {
    to: details.email,
    subject: `We received your message — ${BRAND.name}`,
    text: [
      "Hello,",
      "",
      `Thank you for writing to ${BRAND.name} about "${subjectLabel(details.subject)}". A person on our team`,
      `will reply to this address within ${responseTimeFor(details.subject)}.`,
      "",
      `Many questions are answered right away in the help center: ${publicUrl}/help-center`,
      "",
      `— The ${BRAND.name} team`,
    ].join("\n"),
  };
}

/** The password reset link (issue 6). Valid for one hour, once. */
export function passwordResetMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: `Reset your ${BRAND.name} password`,
    text: [
      "Hello,",
      "",
      `Someone (we hope you) asked to reset the password of the ${BRAND.name} account for this address.`,
      "Choose a new password here; the link works once, within one hour:",
      "",
      url,
      "",
      "If you did not ask for this, ignore this email: your password stays as it is.",
      "",
      `— The ${BRAND.name} team`,
    ].join("\n"),
  };
}

/** The link that confirms a new account's address and signs its founder in (sign-up). */
export function emailVerificationMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: `Confirm your email address for ${BRAND.name}`,
    text: [
      "Hello,",
      "",
      `Someone (we hope you) created a ${BRAND.name} account with this address. Confirm it and sign in`,
      "here; the link works for 24 hours:",
      "",
      url,
      "",
      "If you did not sign up, ignore this email: no account is used without this confirmation.",
      "",
      `— The ${BRAND.name} team`,
    ].join("\n"),
  };
}

/**
 * To the owner of an address someone tried to sign up with again: sign-up answers the same
 * whether or not the address has an account, so the owner learns it here, with the ways back in.
 */
export function signUpAttemptMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Someone tried to create a ${BRAND.name} account with your address`,
    text: [
      "Hello,",
      "",
      `Someone just tried to create a ${BRAND.name} account with this address, which already has one.`,
      "No new account was made and nothing in yours changed.",
      "",
      `If it was you: sign in at ${publicUrl}/api/login`,
      `Forgot your password? Choose a new one at ${publicUrl}/api/login?view=forgot`,
      "",
      "If it was not you, you can ignore this email.",
      "",
      `— The ${BRAND.name} team`,
    ].join("\n"),
  };
}
