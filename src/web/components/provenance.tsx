import { type Assumption, describeBasis, type SourceRef } from "../../shared/provenance";

/**
 * What a result's figures rest on, counted by kind for the panel's summary line (issue 26):
 * "5 figures: 2 from published sources, 1 from your answers, 2 estimates with their arithmetic".
 * A kind with no figure is left out, so a result without a publication never reads "0 sources".
 */
export function basisSummary(assumptions: readonly Assumption[]): string {
  if (assumptions.length === 0) return "no figures";
  const count = (kind: Assumption["basis"]["kind"]) =>
    assumptions.filter((assumption) => assumption.basis.kind === kind).length;
  const sourced = count("source");
  const input = count("input");
  const estimated = count("estimate");
  const kinds = [
    sourced > 0 && `${sourced} from ${sourced === 1 ? "a published source" : "published sources"}`,
    input > 0 && `${input} from your answers`,
    estimated > 0 &&
      `${estimated} ${estimated === 1 ? "estimate with its" : "estimates with their"} arithmetic`,
  ].filter(Boolean);
  const figures = `${assumptions.length} figure${assumptions.length === 1 ? "" : "s"}`;
  return `${figures}: ${kinds.join(", ")}`;
}

/**
 * Where a result's numbers came from (GUIDE §1): the engine line, the figures with their basis
 * (a source, the founder's input, or an estimate with its arithmetic) and the publications
 * cited. All text is rendered as text; a source link is shown only for an http(s) address.
 */
export function ProvenancePanel({
  dataSource,
  sources,
  assumptions,
  title = "Where these numbers come from",
  className,
}: {
  dataSource?: string;
  sources: readonly SourceRef[];
  assumptions: readonly Assumption[];
  title?: string;
  className?: string;
}) {
  const byId = new Map(sources.map((source) => [source.id, source]));
  return (
    <details className={className ?? "rounded-card border border-border bg-slate-50 p-4 text-sm"}>
      <summary className="cursor-pointer font-semibold">
        {title} ({basisSummary(assumptions)})
      </summary>
      {dataSource ? <p className="mt-3 text-muted-foreground">{dataSource}</p> : null}
      {assumptions.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Figures and their basis</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Figure
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Value
                </th>
                <th scope="col" className="py-1.5 font-medium">
                  Basis
                </th>
              </tr>
            </thead>
            <tbody>
              {assumptions.map((assumption) => (
                <tr
                  key={`${assumption.label}\u0000${assumption.value}`}
                  className="border-b border-border/60 align-top"
                >
                  <td className="py-1.5 pr-3">{assumption.label}</td>
                  <td className="py-1.5 pr-3 font-medium whitespace-nowrap">{assumption.value}</td>
                  <td className="py-1.5 text-muted-foreground">
                    {describeBasis(assumption, byId)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {sources.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold">Sources</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {sources.map((source) => (
              <li key={source.id}>
                <SourceLine source={source} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </details>
  );
}

function SourceLine({ source }: { source: SourceRef }) {
  const text = `${source.publisher}, ${source.title} (${source.year})`;
  if (source.url && /^https?:\/\//i.test(source.url)) {
    return (
      <a href={source.url} rel="noopener noreferrer nofollow" target="_blank" className="underline">
        {text}
      </a>
    );
  }
  return <span>{text}</span>;
}
