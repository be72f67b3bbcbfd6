import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import type { CompatibleModelConfig } from "../../config";

/**
 * A scripted OpenAI-compatible chat server on 127.0.0.1 for the model path's tests (issue 4):
 * each POST /v1/chat/completions takes the next scripted reply (a model answer, an HTTP error,
 * or a delay) and is recorded with its headers and JSON body. Test-only; started on port 0.
 */

export interface FakeReply {
  /** The assistant message's content (a model answer). */
  content?: string;
  /** An HTTP status other than 200, answered with `errorBody`. */
  status?: number;
  errorBody?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
  finishReason?: "stop" | "length";
}

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
}

/** The parts of an OpenAI chat request the tests look at. */
export interface ChatRequestBody {
  model?: string;
  max_tokens?: number;
  messages?: { role: string; content: unknown }[];
  response_format?: {
    type: string;
    json_schema?: { name?: string; strict?: boolean; schema?: Record<string, unknown> };
  };
  [key: string]: unknown;
}

export class FakeOpenAIServer {
  readonly requests: RecordedRequest[] = [];
  private readonly replies: FakeReply[] = [];

  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
  ) {}

  /** Starts a server on 127.0.0.1 on a free port. */
  static async start(): Promise<FakeOpenAIServer> {
    let fake: FakeOpenAIServer | undefined;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        fake?.handle(request.url ?? "", request.headers, Buffer.concat(chunks), response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeOpenAIServer(server, `http://127.0.0.1:${port}/v1`);
    return fake;
  }

  /**
   * A configured OpenAI-compatible model that talks to this server: the tests' one model
   * configuration, each test overriding only what it is about (a budget, a timeout, a key).
   */
  modelConfig(overrides: Partial<CompatibleModelConfig> = {}): CompatibleModelConfig {
    return {
      provider: "openai-compatible",
      model: "llama3.1",
      apiKey: undefined,
      baseUrl: this.baseUrl,
      structuredOutputs: true,
      timeoutMs: 5000,
      maxOutputTokens: 4000,
      maxInputChars: 24_000,
      dailyCallBudget: 100,
      cacheTtlMs: 3_600_000,
      ...overrides,
    };
  }

  /** Queues replies, answered in order. */
  enqueue(...replies: FakeReply[]): void {
    this.replies.push(...replies);
  }

  /** The scripted replies not yet used. */
  get pending(): number {
    return this.replies.length;
  }

  /** Forgets recorded requests and pending replies. */
  reset(): void {
    this.requests.length = 0;
    this.replies.length = 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(
    path: string,
    headers: IncomingHttpHeaders,
    raw: Buffer,
    response: ServerResponse,
  ): void {
    let body: ChatRequestBody = {};
    try {
      body = JSON.parse(raw.toString("utf8")) as ChatRequestBody;
    } catch {
      // Recorded as an empty body; the test will notice.
    }
    this.requests.push({ path, headers, body });
    const reply = this.replies.shift() ?? {
      status: 500,
      errorBody: { error: { message: "The fake server has no scripted reply left." } },
    };
    const send = () => {
      if (response.destroyed) return;
      const status = reply.status ?? 200;
      const payload = status === 200 ? completion(reply, body.model) : (reply.errorBody ?? {});
      response.writeHead(status, { "content-type": "application/json", ...reply.headers });
      response.end(JSON.stringify(payload));
    };
    if (reply.delayMs === undefined) send();
    else setTimeout(send, reply.delayMs);
  }
}

function completion(reply: FakeReply, model: string | undefined): Record<string, unknown> {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model: model ?? "fake",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: reply.content ?? "" },
        finish_reason: reply.finishReason ?? "stop",
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}
