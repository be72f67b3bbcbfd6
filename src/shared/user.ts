import { z } from "zod";

/** The signed-in user as GET /api/auth/user returns it (spec §3: firstName; more with accounts). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
