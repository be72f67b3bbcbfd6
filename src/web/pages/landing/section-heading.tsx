import type { ReactNode } from "react";

/** The eyebrow, h2 and intro every landing section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  centered = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  centered?: boolean;
}) {
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{children}</p> : null}
    </div>
  );
}
