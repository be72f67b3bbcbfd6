import * as z from "zod/mini";

export const pitchRequestSchema = z.object({
  product: z.string().check(z.trim(), z.minLength(1, "Name your product."), z.maxLength(200)),
  audience: z.string().check(z.trim(), z.minLength(1, "Say who it is for."), z.maxLength(200)),
});
export type PitchRequest = z.infer<typeof pitchRequestSchema>;

export const pitchResultSchema = z.object({
  pitch: z.string(),
  dataSource: z.string(),
});
export type PitchResult = z.infer<typeof pitchResultSchema>;
