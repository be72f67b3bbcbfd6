// The load bench's traffic (bench/load.mjs), shared with the topology run (scripts/topology.mjs):
// founders signed up through the API, and the request cycle each autocannon connection runs.
// `server` is anything with a `url`: an instance, or nginx in front of several.
import { createEmailVerificationToken } from "better-auth/api";

export const VISITORS = 1000;
const PASSWORD = "a founder's long passphrase";

const IDEAS = {
  interests: "dogs, hiking and outdoor gear",
  skills: "python, marketing, photography",
  industry: "Technology",
  budget: "10k-50k",
  timeCommitment: "part-time",
  businessModel: ["SaaS", "E-commerce", "Subscription"],
  businessType: "online",
};
const MARKET = {
  businessIdea: "A booking app for independent yoga studios",
  industry: "Sports & Fitness",
  targetMarket: "Studio owners",
};
const DISCOVERY = { businessIdea: "A subscription box of local bakery bread" };

/** POST/PATCH with JSON, Origin (the CSRF check) and an optional cookie. */
export async function send(server, method, path, body, cookie) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      origin: server.url,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return { response, json: JSON.parse(text) };
}

/**
 * Signs a founder up on one of the instances, confirms the address by the link sign-up mails
 * (signed here with the instances' `authSecret`, decision 028), and saves one project per free
 * tool (signed-in runs); returns the session cookie and the market analysis project's id.
 */
export async function signUpFounder(server, index, authSecret) {
  const email = `founder-${index}@load.example.com`;
  await send(server, "POST", "/api/auth/sign-up/email", {
    firstName: "Load",
    lastName: `Founder ${index}`,
    email,
    password: PASSWORD,
    acceptTerms: true,
  });
  const token = await createEmailVerificationToken(authSecret, email, undefined, 3600);
  const confirmed = await fetch(`${server.url}/api/auth/verify-email?token=${token}`, {
    redirect: "manual",
  });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`confirming the sign-up set no cookie (${confirmed.status})`);
  await send(server, "POST", "/api/generate-ideas", IDEAS, cookie);
  await send(server, "POST", "/api/customer-discovery", DISCOVERY, cookie);
  const { json } = await send(server, "POST", "/api/market-analysis", MARKET, cookie);
  if (typeof json.projectId !== "string") throw new Error("a signed-in run saved no project");
  return { cookie, projectId: json.projectId };
}

/** The request cycle each connection runs against `server`. */
export function trafficFor(server, founders) {
  let visitor = 0;
  let founder = 0;
  let rename = 0;
  const json = { "content-type": "application/json", origin: server.url };
  const asVisitor = (req) => {
    const n = visitor++ % VISITORS;
    return { ...req, headers: { ...req.headers, "x-forwarded-for": `10.0.${n >> 8}.${n & 255}` } };
  };
  const asFounder = (req, makePath) => {
    const who = founders[founder++ % founders.length];
    return {
      ...req,
      path: makePath ? makePath(who) : req.path,
      headers: { ...req.headers, cookie: who.cookie },
    };
  };
  const page = (path) => ({
    kind: "page",
    name: `GET ${path}`,
    method: "GET",
    path,
    headers: { "accept-encoding": "br, gzip", accept: "text/html" },
    setupRequest: asVisitor,
  });
  const tool = (path, body) => ({
    kind: "tool",
    name: `POST ${path}`,
    method: "POST",
    path,
    headers: json,
    body: JSON.stringify(body),
    setupRequest: asVisitor,
  });
  const list = {
    kind: "workspace read",
    name: "GET /api/workspace",
    method: "GET",
    path: "/api/workspace",
    headers: { "accept-encoding": "br, gzip" },
    setupRequest: (req) => asFounder(req),
  };
  return [
    page("/"),
    page("/services/market-analysis"),
    page("/blog"),
    page("/pricing"),
    tool("/api/generate-ideas", IDEAS),
    tool("/api/market-analysis", MARKET),
    tool("/api/customer-discovery", DISCOVERY),
    list,
    {
      kind: "workspace write",
      name: "PATCH /api/workspace/:id (rename)",
      method: "PATCH",
      path: "/api/workspace/x",
      headers: json,
      setupRequest: (req) => ({
        ...asFounder(req, (who) => `/api/workspace/${who.projectId}`),
        body: JSON.stringify({ title: `Yoga studios, take ${++rename}` }),
      }),
    },
    list,
    {
      kind: "workspace write",
      name: "POST /api/market-analysis?project= (save)",
      method: "POST",
      path: "/api/market-analysis",
      headers: json,
      body: JSON.stringify(MARKET),
      setupRequest: (req) =>
        asFounder(
          req,
          (who) => `/api/market-analysis?project=${encodeURIComponent(who.projectId)}`,
        ),
    },
  ];
}
