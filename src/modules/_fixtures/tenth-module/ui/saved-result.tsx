import type { SavedResultProps } from "../../../define-module";
import { pitchResultSchema } from "../schema";

export default function SavedPitch({ output, fallback }: SavedResultProps) {
  const parsed = pitchResultSchema.safeParse(output);
  return parsed.success ? <p data-testid="pitch">{parsed.data.pitch}</p> : fallback;
}
