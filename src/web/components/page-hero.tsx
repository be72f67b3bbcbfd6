import type { ReactNode } from "react";

/** The opening band of a company or support page: an eyebrow, the page's h1 and its intro. */
export function PageHero({
  id,
  eyebrow,
  title,
  children,
  location,
}: {
  /** The h1's id, which the section is labelled by. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** The section's analytics location. */
  location: string;
}) {
  return (
    <section
      aria-labelledby={id}
      data-location={location}
      className="border-b border-border bg-linear-to-b from-primary-soft to-background"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p>
        <h1 id={id} className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl">
          {title}
        </h1>
        {children ? (
          <div className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
