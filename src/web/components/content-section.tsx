import type { ReactNode } from "react";

/**
 * A titled band of a company page: the section (labelled by its h2, tagged for click
 * analytics), the page-width container and the heading. The page supplies the rest.
 */
export function ContentSection({
  headingId,
  title,
  location,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  location: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} data-location={location} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
