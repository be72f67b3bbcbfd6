import { ListChecks, Lock } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { briefCurrency, briefPlanFields } from "../../../modules/_kit/brief-fields";
import { inCurrency } from "../../../modules/_kit/plan/in-currency";
import type { PlanQuestion } from "../../../modules/_kit/plan/meta";
import type { ToolModule } from "../../../modules/define-module";
import { type CurrencyCode, isCurrencyCode } from "../../../shared/currencies";
import type { PlanResult, PlanSectionSpec } from "../../../shared/plan";
import { ideaAsBusinessIdea } from "../../../shared/saved-idea";
import type { VentureBrief } from "../../../shared/venture-brief";
import { LoadErrorBoundary } from "../../components/load-error-boundary";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { ExportButtons } from "../export/export-buttons";
import { useToolModule } from "../modules";
import { useQuery } from "../query";
import { toast } from "../toast-store";
import { useAuth } from "../use-auth";
import {
  EditingNotice,
  SavedNote,
  useProjectToEdit,
  useWorkspaceRefresh,
} from "../workspace/edit-project";
import { loginFor, VENTURES_KEY } from "../workspace/keys";
import { postTool, serverErrorOf } from "../workspace/post-tool";
import { NextStep, VentureNote } from "../workspace/tool-venture";
import { useVenture, useVentureRefresh } from "../workspace/use-venture";
import { type BuiltOnEntry, readBuiltOn } from "../workspace/venture";
import { PlanRequestError, planFailureMessage, readPlan } from "./plan-client";
import { type PlanExtra, PlanExtraCard } from "./plan-extra";
import {
  BASE_QUESTIONS,
  type FormValues,
  PlanForm,
  requestBody,
  valuesFromInput,
} from "./plan-form";
import { PlanView } from "./plan-view";

/** What a planning module's page says (its `ui/page.tsx` passes it). */
export interface PlanPageCopy {
  intro: string;
  submit: string;
  busy: string;
  /** The toast after a plan is made. */
  done: { title: string; description: string };
}

const IDEA_REQUIRED = "Business idea is required.";

const AccessBanner = lazy(() => import("../../components/access-banner"));

/**
 * lib/billing/access-notice.tsx's banner, written out here rather than imported: shared with the
 * dashboard it would be a chunk of its own, one more request on pages with no bytes to spare
 * (decision 005). Only a read-only or past-due founder loads the banner itself.
 */
function PlanAccessNotice() {
  const { user } = useAuth();
  if (!user || (user.access !== "read_only" && !user.pastDue)) return null;
  return (
    <LoadErrorBoundary title="A notice about your plan could not be loaded">
      <Suspense fallback={null}>
        <AccessBanner user={user} context="plan" />
      </Suspense>
    </LoadErrorBoundary>
  );
}

/**
 * A planning module's page (issue 13, decision 013): for a signed-in founder (trial or plan), a
 * form that asks only what the venture's earlier results do not answer, the plan it makes saved
 * to the venture, each section regenerated or edited on its own, and the exports. A visitor sees
 * what the module makes and how to start.
 */
export function PlanToolPage({
  toolType,
  sections,
  questions,
  copy,
  extra,
}: {
  /** The page's own module, which the page finds among the app's modules (useToolModule). */
  toolType: string;
  sections: readonly PlanSectionSpec[];
  questions: readonly PlanQuestion[];
  copy: PlanPageCopy;
  /** The module's own panel beside the sections (a financial model, a results log). */
  extra?: PlanExtra;
}) {
  const module = useToolModule(toolType);
  const { user, isLoading } = useAuth();
  return (
    <>
      <section
        aria-labelledby="plan-title"
        data-location="plan-hero"
        className="border-b border-border bg-linear-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold text-primary">
            Phase {module.phase} · Included in the 7-day trial
          </p>
          <h1 id="plan-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            {module.name}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{copy.intro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
        {user ? (
          <PlanWorkspace
            module={module}
            sections={sections}
            questions={questions}
            copy={copy}
            extra={extra}
          />
        ) : isLoading ? (
          <Card aria-busy="true" className="h-40" />
        ) : (
          <SignInCard module={module} sections={sections} />
        )}
      </div>
    </>
  );
}

function SignInCard({
  module,
  sections,
}: {
  module: ToolModule;
  sections: readonly PlanSectionSpec[];
}) {
  return (
    <Card className="space-y-4">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Lock className="size-5 text-primary" aria-hidden="true" />
        Log in to use {module.name}
      </h2>
      <p className="text-slate-700">
        {module.name} is part of the 7-day trial of all nine modules, no credit card. It builds on
        your idea, market analysis and customer discovery, and saves the plan to your venture.
      </p>
      <WhatYouGet sections={sections} />
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <a href={loginFor(module.tool.path)}>Log in or start your trial</a>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/services/${module.serviceSlug}`}>How it works</Link>
        </Button>
      </div>
    </Card>
  );
}

function WhatYouGet({ sections }: { sections: readonly PlanSectionSpec[] }) {
  return (
    <div className="rounded-card border border-dashed border-border bg-muted p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ListChecks className="size-5 text-primary" aria-hidden="true" />
        What you get
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-1.5 pl-5 text-sm text-slate-700 list-disc sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>{section.deliverable}</li>
        ))}
        <li>Where every figure comes from</li>
      </ul>
    </div>
  );
}

/** The signed-in founder's ventures, for the "Build on" choice (id and name only). */
function readVentureNames(body: unknown): { id: string; name: string }[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item) =>
    typeof item === "object" &&
    item !== null &&
    typeof (item as { id?: unknown }).id === "string" &&
    typeof (item as { name?: unknown }).name === "string"
      ? [{ id: (item as { id: string }).id, name: (item as { name: string }).name }]
      : [],
  );
}

function VenturePicker() {
  const [params, setParams] = useSearchParams();
  const ventures = useQuery({ queryKey: VENTURES_KEY, select: readVentureNames });
  const list = ventures.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card className="space-y-2">
      <Label htmlFor="plan-venture">Build on a venture</Label>
      <NativeSelect
        id="plan-venture"
        value={params.get("venture") ?? ""}
        onChange={(event) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (event.target.value) next.set("venture", event.target.value);
            else next.delete("venture");
            return next;
          })
        }
      >
        <option value="">None: start a new venture</option>
        {list.map((venture) => (
          <option key={venture.id} value={venture.id}>
            {venture.name}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-muted-foreground">
        The plan reads that venture's idea, market analysis and customer discovery, so you type
        less.
      </p>
    </Card>
  );
}

function PlanWorkspace({
  module,
  sections,
  questions,
  copy,
  extra,
}: {
  module: ToolModule;
  sections: readonly PlanSectionSpec[];
  questions: readonly PlanQuestion[];
  copy: PlanPageCopy;
  extra?: PlanExtra;
}) {
  const [values, setValues] = useState<FormValues>({});
  const [ideaError, setIdeaError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [plan, setPlan] = useState<PlanResult>();
  const [request, setRequest] = useState<Record<string, unknown>>();
  const [savedTo, setSavedTo] = useState<string>();
  const [builtOn, setBuiltOn] = useState<BuiltOnEntry[]>();
  const running = useRef(false);
  const ideaRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read-only access (issue 15): Generate is off and the banner says why; the server refuses it too.
  const { readOnly } = useAuth();

  const { project, targetId } = useProjectToEdit(module.toolType, (input) =>
    setValues(valuesFromInput(input)),
  );
  const refreshWorkspace = useWorkspaceRefresh();
  const refreshVenture = useVentureRefresh();
  const {
    venture,
    ventureId: requestedVenture,
    adopt,
  } = useVenture({
    // The venture's brief (issue 23) answers the idea, customer, competitors and price.
    prefill: (idea, brief) =>
      setValues((current) => ({
        ...current,
        businessIdea: ideaAsBusinessIdea(idea),
        ...(brief ? briefFormValues(brief) : {}),
      })),
    keepForm: Boolean(project),
  });
  const ventureId = requestedVenture ?? project?.ventureId;
  const hasMarket = venture?.current.has("market-analysis") ?? false;
  // The venture answers the idea (its own or its market analysis') and, with a market analysis,
  // the customer and competitors: the form asks only the rest.
  const ideaAnswered = Boolean(venture?.idea) || hasMarket;
  const brief = venture?.brief ?? null;
  const customerAnswered = hasMarket || brief !== null;
  const competitorsAnswered = hasMarket || (brief?.lines.competitors.value.names.length ?? 0) > 0;
  // The form's money in the venture's currency (issue 23): the brief's, else the one a saved
  // plan was entered in; US dollars outside a venture, as before.
  const currency: CurrencyCode = brief
    ? briefCurrency(brief)
    : isCurrencyCode(values.currency)
      ? values.currency
      : "USD";
  const shown: PlanQuestion[] = [
    ...(ideaAnswered && !project ? [] : [BASE_QUESTIONS.businessIdea]),
    ...(customerAnswered ? [] : [BASE_QUESTIONS.targetCustomer]),
    ...(competitorsAnswered ? [] : [BASE_QUESTIONS.competitors]),
    ...inCurrency(questions, currency),
  ];

  // A new run's plan (not a changed section): mark its paint (bench/tool-pages.mjs), take focus.
  const [runs, setRuns] = useState(0);
  useEffect(() => {
    if (runs === 0) return;
    const frame = requestAnimationFrame(() => performance.mark(`${module.toolType}:painted`));
    headingRef.current?.focus({ preventScroll: false });
    return () => cancelAnimationFrame(frame);
  }, [runs, module.toolType]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name === "businessIdea" && value.trim()) setIdeaError(undefined);
  };

  const run = async () => {
    if (running.current) return;
    const body: Record<string, unknown> = {
      ...requestBody(questions, values),
      ...(currency === "USD" ? {} : { currency }),
    };
    if (!body.businessIdea && !(ideaAnswered && !project)) {
      setIdeaError(IDEA_REQUIRED);
      toast({
        variant: "destructive",
        title: "Business Idea Required",
        description: "Describe your business idea to make a plan.",
      });
      ideaRef.current?.focus();
      return;
    }
    running.current = true;
    setLoading(true);
    try {
      const reply = await postTool(module, body, { project: targetId, venture: ventureId });
      if (!reply.ok) {
        throw new PlanRequestError(
          serverErrorOf(reply.body) ??
            (reply.status === 401
              ? "Your session has ended. Log in again to continue."
              : `The server answered ${reply.status}. Please try again.`),
          reply.status,
        );
      }
      const result = readPlan(reply.body);
      performance.mark(`${module.toolType}:response`);
      setPlan(result);
      setRuns((count) => count + 1);
      setRequest(body);
      setSavedTo(reply.projectId);
      setBuiltOn(readBuiltOn(reply.body));
      if (reply.projectId) refreshWorkspace(reply.projectId);
      refreshVenture();
      adopt(reply.ventureId);
      toast(copy.done);
    } catch (error) {
      // 402 plan_required: the trial or plan ended between the page load and the click.
      const planRequired = error instanceof PlanRequestError && error.status === 402;
      toast({
        variant: "destructive",
        title: "Plan Failed",
        description: planFailureMessage(error),
        ...(planRequired
          ? {
              action: {
                label: "See plans",
                altText: "See the plans",
                onClick: () => navigate("/pricing"),
              },
            }
          : {}),
      });
    } finally {
      running.current = false;
      setLoading(false);
    }
  };

  return (
    <>
      <PlanAccessNotice />
      {project ? <EditingNotice title={project.title} /> : null}
      {!params.get("venture") && !project ? <VenturePicker /> : null}
      {venture ? <VentureNote module={module} venture={venture} builtOn={builtOn} /> : null}
      <Card className="p-5! sm:p-8!">
        <PlanForm
          questions={shown}
          values={values}
          onChange={change}
          ideaRequired
          ideaError={ideaError}
          ideaRef={ideaRef}
          loading={loading}
          disabled={readOnly}
          submitLabel={copy.submit}
          busyLabel={copy.busy}
          onSubmit={() => void run()}
        />
      </Card>
      <SavedNote projectId={savedTo} />
      {plan ? (
        <>
          <PlanView
            module={module}
            plan={plan}
            projectId={savedTo}
            onChange={setPlan}
            headingRef={headingRef}
            extra={
              extra ? (
                <PlanExtraCard
                  extra={extra}
                  plan={plan}
                  projectId={savedTo}
                  request={request}
                  ventureId={ventureId}
                  onPlan={setPlan}
                />
              ) : null
            }
            exports={
              <ExportButtons
                markdownLabel="Export Markdown"
                // The tool's definition (its document and file name) loads with the first export.
                buildDocument={async () => {
                  const { default: definition } = await module.tool.load();
                  return definition.document(plan, {
                    request: definition.request.safeParse(request).data,
                    date: new Date(),
                  });
                }}
                fileBaseName={async () => {
                  const { default: definition } = await module.tool.load();
                  return definition.exportBaseName(
                    definition.request.safeParse(request).data,
                    new Date(),
                  );
                }}
              />
            }
          />
          <NextStep toolType={module.toolType} ventureId={ventureId} />
        </>
      ) : loading ? (
        <Card aria-busy="true" className="space-y-3">
          <p role="status" className="text-sm font-medium text-slate-700">
            {copy.busy}
          </p>
          {[0, 1, 2].map((row) => (
            <div
              key={row}
              aria-hidden="true"
              className="h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
              style={{ width: `${90 - row * 20}%` }}
            />
          ))}
        </Card>
      ) : (
        <WhatYouGet sections={sections} />
      )}
    </>
  );
}

/** The plan form's fields the venture's brief answers, as the form's strings. */
function briefFormValues(brief: VentureBrief): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(briefPlanFields(brief))) {
    if (typeof value === "string" || typeof value === "number") values[field] = String(value);
  }
  return values;
}
