import { Send } from "lucide-react";
import { type ReactNode, useId } from "react";
import { BRAND } from "../../../shared/brand";
import type { ContactRequest, FormResponse } from "../../../shared/forms";
import { CONTACT_SUBJECTS } from "../../../shared/options";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { Textarea } from "../../components/ui/textarea";
import { apiRequest } from "../../lib/api";
import { useCheckedForm } from "../../lib/forms/use-checked-form";
import { toast } from "../../lib/toast-store";
import {
  CONTACT_FIELDS,
  type ContactField,
  contactFailure,
  EMPTY_CONTACT,
  MESSAGE_MAX,
  validateContact,
} from "./validate";

/**
 * The contact form of spec §3 with §5's rules: checked in the browser with checks that mirror
 * the server's schema (errors under each field, announced, focus on the first; useCheckedForm),
 * then sent to POST /api/contact. Every outcome ends in a toast; on failure the form keeps what
 * was typed.
 */
export function ContactForm() {
  const baseId = useId();
  const idOf = (name: string) => `${baseId}-${name}`;
  const form = useCheckedForm({
    initial: EMPTY_CONTACT,
    order: CONTACT_FIELDS,
    validate: validateContact,
    recheck: true,
    send: async (values) => {
      const res = await apiRequest("POST", "/api/contact", values satisfies ContactRequest);
      const body = (await res.json().catch(() => ({}))) as Partial<FormResponse>;
      toast({
        title: "Message sent",
        description:
          body.message ?? `Thanks, your message has reached our team. We'll reply by email.`,
      });
      form.setValues(EMPTY_CONTACT);
    },
    failure: (error) => contactFailure(error, BRAND.supportEmail),
    failureTitle: "Message not sent",
  });
  const { values, errors, update, pending } = form;

  /**
   * The props every checked field shares: its id, ref, and its error's wiring. Each field has
   * scroll-mt-28 so that focusing it scrolls it, with its label, clear of the sticky navbar.
   */
  const wiring = (name: ContactField) => ({
    id: idOf(name),
    name,
    ref: form.bind(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? idOf(`${name}-error`) : undefined,
    required: true,
  });

  const fieldError = (name: ContactField): ReactNode =>
    errors[name] ? (
      <p id={idOf(`${name}-error`)} className="mt-1.5 text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={form.submit} aria-labelledby={idOf("title")} className="relative">
      <h2 id={idOf("title")} className="text-2xl font-bold">
        Send us a message
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>
      <p className="sr-only" aria-live="assertive">
        {form.announcement}
      </p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          <Label required htmlFor={idOf("firstName")}>
            First name
          </Label>
          <Input
            {...wiring("firstName")}
            className="mt-2 scroll-mt-28"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => update("firstName", e.target.value)}
          />
          {fieldError("firstName")}
        </div>
        <div>
          <Label required htmlFor={idOf("lastName")}>
            Last name
          </Label>
          <Input
            {...wiring("lastName")}
            className="mt-2 scroll-mt-28"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => update("lastName", e.target.value)}
          />
          {fieldError("lastName")}
        </div>
      </div>

      <div className="mt-5">
        <Label required htmlFor={idOf("email")}>
          Email
        </Label>
        <Input
          {...wiring("email")}
          type="email"
          className="mt-2 scroll-mt-28"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={(e) => update("email", e.target.value)}
        />
        {fieldError("email")}
      </div>

      <div className="mt-5">
        <Label required htmlFor={idOf("subject")}>
          Subject
        </Label>
        <NativeSelect
          {...wiring("subject")}
          value={values.subject}
          onChange={(e) => update("subject", e.target.value)}
        >
          <option value="">Select a topic</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </NativeSelect>
        {fieldError("subject")}
      </div>

      <div className="mt-5">
        <Label required htmlFor={idOf("message")}>
          Message
        </Label>
        <Textarea
          {...wiring("message")}
          className="mt-2 min-h-36! scroll-mt-28"
          maxLength={MESSAGE_MAX}
          placeholder="What can we help with? Include any details that will help us answer in one reply."
          value={values.message}
          onChange={(e) => update("message", e.target.value)}
        />
        {fieldError("message")}
      </div>

      <div className="mt-5 flex items-start gap-3">
        <input
          id={idOf("updates")}
          name="updates"
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={values.updates}
          onChange={(e) => update("updates", e.target.checked)}
        />
        <label htmlFor={idOf("updates")} className="text-sm leading-snug text-slate-700">
          Email me product updates and tips for founders.
        </label>
      </div>

      {/* A honeypot for simple bots: off screen, out of the tab order, hidden from assistive tech. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={idOf("website")}>Website</label>
        <input
          id={idOf("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => update("website", e.target.value)}
        />
      </div>

      <Button type="submit" size="lg" className="mt-8 w-full sm:w-auto" disabled={pending}>
        <Send aria-hidden="true" />
        {pending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
