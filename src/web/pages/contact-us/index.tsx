import { ArrowRight, BookOpen, Clock, Mail, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BRAND } from "../../../shared/brand";
import { EMAIL_REPLY_WITHIN, LIVE_CHAT_HOURS, RESPONSE_TIMES } from "../../../shared/support-times";
import { PageHero } from "../../components/page-hero";
import { Button } from "../../components/ui/button";
import { ContactForm } from "./contact-form";

function Channel({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-card border border-border bg-background p-6">
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <div className="mt-2 flex-1 leading-relaxed text-slate-600">{children}</div>
      <div className="mt-5">{action}</div>
    </li>
  );
}

/**
 * /contact-us (spec §2, §3, §5, §9): three ways to reach us (email, live chat hours, the help
 * center), the response times to expect, and the contact form.
 */
export default function ContactUsPage() {
  return (
    <>
      <PageHero id="contact-title" eyebrow="Support" title="Contact Us" location="contact-hero">
        <p>
          Questions about a module, your trial, billing, a partnership or the press? Write to us: a
          person on the {BRAND.name} team reads every message and replies by email.
        </p>
      </PageHero>

      <section
        aria-labelledby="channels-title"
        data-location="contact-channels"
        className="py-14 sm:py-16"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="channels-title" className="text-2xl font-bold sm:text-3xl">
            Three ways to reach us
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            <Channel
              icon={<Mail className="size-5" aria-hidden="true" />}
              title="Email"
              action={
                <Button asChild variant="outline">
                  <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
                </Button>
              }
            >
              <p>
                The fastest way to reach support for anything: we reply to every email within{" "}
                {EMAIL_REPLY_WITHIN}.
              </p>
            </Channel>
            <Channel
              icon={<MessageCircle className="size-5" aria-hidden="true" />}
              title="Live chat"
              action={
                <Button asChild variant="outline">
                  <a href={`mailto:${BRAND.supportEmail}?subject=Chat`}>Start a chat by email</a>
                </Button>
              }
            >
              <p>
                <strong className="font-semibold text-foreground">
                  {LIVE_CHAT_HOURS.days}, {LIVE_CHAT_HOURS.hours}
                </strong>
              </p>
              <p className="mt-1">
                There's no chat window on this site. Email us with “Chat” in the subject and, during
                these hours, the support team keeps the conversation going in your inbox.
              </p>
            </Channel>
            <Channel
              icon={<BookOpen className="size-5" aria-hidden="true" />}
              title="Help Center"
              action={
                <Link
                  to="/help-center"
                  className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
                >
                  Visit the Help Center
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              }
            >
              <p>
                Answers to the ten questions founders ask most, on the trial, plans, exports and
                your data, and guides by topic. Searchable as you type.
              </p>
            </Channel>
          </ul>
        </div>
      </section>

      <section
        aria-label="Contact form and response times"
        data-location="contact-form"
        className="border-t border-border bg-muted py-14 sm:py-16"
      >
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_1fr]">
          <div className="rounded-card border border-border bg-background p-6 sm:p-8">
            <ContactForm />
          </div>
          <aside
            aria-labelledby="response-times-title"
            className="h-fit rounded-card border border-border bg-background p-6"
          >
            <h2 id="response-times-title" className="flex items-center gap-2 text-lg font-semibold">
              <Clock className="size-5 text-primary" aria-hidden="true" />
              Response times
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">
              We reply to email within {EMAIL_REPLY_WITHIN}. By type of request:
            </p>
            <dl className="mt-4 divide-y divide-border text-sm">
              {RESPONSE_TIMES.map((row) => (
                <div key={row.kind} className="flex justify-between gap-4 py-3">
                  <dt className="text-slate-700">{row.kind}</dt>
                  <dd className="shrink-0 font-semibold text-foreground">{row.time}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm leading-relaxed text-slate-600">
              Annual Plan subscribers get priority support. Live chat hours: {LIVE_CHAT_HOURS.days},{" "}
              {LIVE_CHAT_HOURS.hours}.
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
