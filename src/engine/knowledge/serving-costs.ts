/**
 * The compute a customer costs each month for products that process video, audio or models
 * (issue 26: the financial model had no inference or hosting cost, so a computer-vision product
 * showed a software gross margin). Each entry starts from a provider's published price (a
 * `fromSource` figure) and states the usage it assumes; the cost a customer a month is an
 * `estimate` whose method is that arithmetic, to replace with the founder's own bill.
 */
import { escapeRegExp } from "../text";
import { estimate, fromSource, type ServingCostEntry, usd } from "./schema";

/** Hours in an average month: 24 × 365 ÷ 12. */
const HOURS_A_MONTH = 730;

const T4_HOUR = usd(
  0.526,
  2024,
  fromSource(
    "aws-ec2-on-demand-pricing-2024",
    "g4dn.xlarge (one NVIDIA T4 GPU, 4 vCPUs, 16 GiB) at $0.526 an hour on demand",
  ),
);
const A10G_HOUR = usd(
  1.006,
  2024,
  fromSource(
    "aws-ec2-on-demand-pricing-2024",
    "g5.xlarge (one NVIDIA A10G GPU, 4 vCPUs, 16 GiB) at $1.006 an hour on demand",
  ),
);

export const SERVING_COSTS: readonly ServingCostEntry[] = [
  {
    type: "video-streams",
    label: "continuous video analysis (camera feeds)",
    cues: [
      "cctv",
      "camera feed",
      "camera feeds",
      "security camera",
      "security cameras",
      "video analytics",
      "computer vision",
      "live video",
      "video stream",
      "surveillance",
    ],
    unitPrice: T4_HOUR,
    unit: "an hour of one NVIDIA T4 GPU (AWS g4dn.xlarge)",
    perCustomerMonth: usd(
      96,
      2024,
      estimate(
        `One T4 GPU running all month: ${HOURS_A_MONTH} hours × $0.526 = $383.98; assume it ` +
          "analyses 16 camera streams at a few frames a second with a small detection model, so " +
          "$383.98 ÷ 16 = $24.00 a camera; × 4 cameras a customer (an assumption for a small " +
          "site) = $96 a month. Edge devices or fewer frames lower it; replace it with your bill.",
      ),
    ),
  },
  {
    type: "video-files",
    label: "video processing (uploaded or generated video)",
    cues: [
      "video editing",
      "video editor",
      "edit video",
      "video generation",
      "generate video",
      "transcode",
      "transcoding",
      "video upload",
      "video clips",
      "video",
    ],
    unitPrice: T4_HOUR,
    unit: "an hour of one NVIDIA T4 GPU (AWS g4dn.xlarge)",
    perCustomerMonth: usd(
      2.1,
      2024,
      estimate(
        "Assume a customer processes 120 minutes of video a month at 2 GPU-minutes per minute " +
          "of video (decode, model, encode): 240 GPU-minutes = 4 hours × $0.526 an hour on a " +
          "T4 = $2.10 a month, storage and delivery not included.",
      ),
    ),
  },
  {
    type: "audio",
    label: "audio and speech processing",
    cues: [
      "transcription",
      "transcribe",
      "speech to text",
      "speech-to-text",
      "voice notes",
      "call recording",
      "call recordings",
      "voice recordings",
      "voice assistant",
      "audio",
    ],
    unitPrice: usd(
      0.006,
      2024,
      fromSource("openai-api-pricing-2024", "Whisper speech to text at $0.006 a minute of audio"),
    ),
    unit: "a minute of audio transcribed (OpenAI Whisper API)",
    perCustomerMonth: usd(
      3.6,
      2024,
      estimate(
        "Assume a customer sends 600 minutes (10 hours) of audio a month: 600 × $0.006 a " +
          "minute = $3.60 a month.",
      ),
    ),
  },
  {
    type: "language-model",
    label: "language-model calls (an AI assistant or generator)",
    cues: [
      "llm",
      "large language model",
      "gpt",
      "chatbot",
      "chat bot",
      "ai assistant",
      "ai agent",
      "generative ai",
      "genai",
      "ai-powered",
      "ai powered",
      "ai",
    ],
    unitPrice: usd(
      10,
      2024,
      fromSource(
        "openai-api-pricing-2024",
        "GPT-4o at $2.50 a million input tokens and $10.00 a million output tokens",
      ),
    ),
    unit: "a million output tokens of GPT-4o ($2.50 a million input tokens)",
    perCustomerMonth: usd(
      10,
      2024,
      estimate(
        "Assume a customer makes 1,000 requests a month of 2,000 tokens in and 500 out: 2 " +
          "million input tokens × $2.50 = $5.00, plus 0.5 million output tokens × $10.00 = " +
          "$5.00, so $10.00 a month. A smaller model costs a fraction of it.",
      ),
    ),
  },
  {
    type: "ml-model",
    label: "machine-learning inference on a GPU",
    cues: [
      "machine learning",
      "image recognition",
      "object detection",
      "deep learning",
      "neural network",
      "predictive model",
      "ml model",
      "inference",
    ],
    unitPrice: A10G_HOUR,
    unit: "an hour of one NVIDIA A10G GPU (AWS g5.xlarge)",
    perCustomerMonth: usd(
      10.06,
      2024,
      estimate(
        "Assume a customer's requests keep a GPU busy 10 hours a month: 10 × $1.006 an hour on " +
          "an A10G = $10.06 a month.",
      ),
    ),
  },
];

/**
 * The product type a venture's words name: the entries are tried in order (camera feeds before
 * other video, video before audio, language models before other machine learning), each cue a
 * whole word or phrase; undefined when none matches (a product that processes no video, audio or
 * model).
 */
export function servingCostFor(text: string): { entry: ServingCostEntry; cue: string } | undefined {
  const lower = ` ${text.toLowerCase()} `;
  for (const entry of SERVING_COSTS) {
    for (const cue of entry.cues) {
      const pattern = new RegExp(`(?<![a-z0-9])${escapeRegExp(cue)}(?![a-z0-9])`, "u");
      if (pattern.test(lower)) return { entry, cue };
    }
  }
  return undefined;
}
