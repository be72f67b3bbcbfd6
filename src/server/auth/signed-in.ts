/**
 * A request's session as the server holds it: what the session lookup (session.ts) returns and
 * the request context (http/context.ts) keeps once it is looked up.
 */

/** The signed-in user as the session lookup returns it. */
export interface SessionUserRecord {
  id: string;
  email: string;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  trialStartedAt?: Date | string | null;
  createdAt: Date | string;
}

export interface SignedIn {
  user: SessionUserRecord;
  session: { id: string; token: string; userId: string; expiresAt: Date };
}
