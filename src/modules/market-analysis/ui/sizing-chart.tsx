import type { MarketSizing } from "../schema";
import { methodLabel, type SizingMethod, sizingBars, sizingUnit } from "./sizing";

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const BAR_COLOURS = { tam: "bg-primary", sam: "bg-indigo-400", som: "bg-accent" } as const;

/**
 * TAM, SAM and SOM worked out top-down and bottom-up (GUIDE §7 "data looks like data"): plain
 * bars on one linear scale, so the two methods compare at a glance. Every bar carries its value
 * as text; the bars themselves are decoration, hidden from assistive technology.
 */
export function SizingChart({ sizing }: { sizing: MarketSizing }) {
  const bars = sizingBars(sizing);
  const methods: readonly SizingMethod[] = ["topDown", "bottomUp"];
  return (
    <figure className="mt-5 rounded-card border border-border bg-muted p-4">
      <div className="grid gap-5 sm:grid-cols-2">
        {methods.map((method) => (
          <div key={method}>
            <h4 className="text-sm font-semibold">{methodLabel(sizing, method)}</h4>
            <ul className="mt-2 space-y-2" aria-label={`${methodLabel(sizing, method)} sizing`}>
              {bars
                .filter((bar) => bar.method === method)
                .map((bar) => (
                  <li
                    key={bar.level}
                    className="grid grid-cols-[2.75rem_minmax(0,1fr)_auto] items-center gap-2"
                  >
                    <span className="text-xs font-semibold text-slate-700">{bar.label}</span>
                    <span className="h-3 rounded-full bg-slate-200" aria-hidden="true">
                      {bar.sized && (
                        <span
                          className={`block h-3 min-w-1 rounded-full ${BAR_COLOURS[bar.level]}`}
                          style={{ width: `${bar.percent}%` }}
                        />
                      )}
                    </span>
                    <span className="text-xs font-semibold tabular-nums">{bar.display}</span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      <figcaption className="mt-3 text-xs leading-relaxed text-slate-600">
        {upperFirst(sizingUnit(sizing))}. TAM: everyone who could buy; SAM: the part you can serve;
        SOM: the share you can win. All six bars share one scale; the smallest are drawn at a
        minimum width so they stay visible.
      </figcaption>
    </figure>
  );
}
