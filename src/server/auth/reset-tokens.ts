import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { verification } from "../db/schema";

/**
 * Better Auth keeps each password reset link as a `verification` row, identifier
 * `reset-password:<token>` and value the user's id; a reset consumes only the link it used.
 * This deletes every outstanding one of a user's links, so an older link mailed before a reset
 * or a password change can no longer set the password. Returns how many were revoked.
 */
export async function revokeResetTokens(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)))
    .returning({ id: verification.id });
  return rows.length;
}
