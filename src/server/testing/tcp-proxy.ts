import { createConnection, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 between the app and its PostgreSQL, for the outage tests: `cut()`
 * takes the database away without touching either side, `restore()` brings it back.
 *
 * - "refuse": every open connection is reset and new ones are reset at once (the database's
 *   host is up but PostgreSQL is not: connection refused / reset).
 * - "blackhole": nothing answers any more: open connections go silent and new ones are
 *   accepted and never answered (a network partition; only timeouts end a request).
 * - "hold": a partition as TCP lives through it. Nothing gets through, but what either side wrote
 *   is kept, as the sender's kernel keeps unacknowledged bytes and retransmits them, and
 *   `restore()` delivers it once the network heals: a statement written during the partition
 *   reaches PostgreSQL after it. A side that closed gracefully (FIN) has its bytes delivered,
 *   then the close; a side that reset its connection (RST, as `resetAndDestroy()` does, which
 *   discards the kernel's send queue) has its bytes dropped. New connections wait for the heal.
 */
export type CutMode = "refuse" | "blackhole" | "hold";

/** What a "hold" partition kept of one direction of one connection. */
interface Held {
  chunks: Buffer[];
  /** The writer closed gracefully after these bytes: deliver them, then end. */
  ended: boolean;
  /** The writer reset the connection: nothing it wrote is delivered, the peer is reset. */
  reset: boolean;
}

export class TcpProxy {
  private mode: "open" | CutMode = "open";
  private readonly sockets = new Set<Socket>();
  /** "hold": each socket's bytes kept for its peer, and connections waiting for the heal. */
  private readonly held = new Map<Socket, Held>();
  private readonly waiting: { downstream: Socket; chunks: Buffer[] }[] = [];
  private readonly fromApp = new WeakSet<Socket>();
  private target: { host: string; port: number } = { host: "127.0.0.1", port: 0 };
  /** `holdFrom()`: the bytes whose writing starts the partition. */
  private trigger: Buffer | undefined;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    let proxy: TcpProxy | undefined;
    const server = createServer((downstream) => proxy?.accept(downstream, targetHost, targetPort));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    proxy = new TcpProxy(server, port);
    return proxy;
  }

  /** Connections made through the proxy that are still open (both ends count once each). */
  get openSockets(): number {
    return this.sockets.size;
  }

  cut(mode: CutMode): void {
    this.mode = mode;
    for (const socket of this.sockets) {
      if (mode === "refuse") socket.resetAndDestroy();
      else if (mode === "hold") this.hold(socket);
      else silence(socket);
    }
  }

  restore(): void {
    if (this.mode === "hold") {
      this.heal();
      return;
    }
    // Connections left silent by a partition are dead to both ends once it heals.
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    this.mode = "open";
  }

  /**
   * A "hold" partition that starts exactly when the app writes `bytes` (e.g. a statement's
   * text): that write and everything after it are held. Deterministic where a timer is not: the
   * statement is on the wire, the request's earlier queries went through.
   */
  holdFrom(bytes: string): void {
    this.trigger = Buffer.from(bytes, "utf8");
  }

  /** Copies what `from` writes to `to`; a write carrying the trigger starts the partition. */
  private forward(from: Socket, to: Socket, fromApp: boolean): void {
    from.on("data", (chunk: Buffer) => {
      if (fromApp && this.trigger && chunk.includes(this.trigger)) {
        this.trigger = undefined;
        this.cut("hold");
        this.held.get(from)?.chunks.push(chunk);
        return;
      }
      if (!to.destroyed) to.write(chunk);
    });
    from.on("end", () => {
      if (this.mode === "open" && !to.destroyed) to.end();
    });
  }

  /** Keeps what `socket` writes (and whether it ends or resets) for its peer, until the heal. */
  private hold(socket: Socket): void {
    const held: Held = { chunks: [], ended: false, reset: false };
    this.held.set(socket, held);
    socket.removeAllListeners("data");
    socket.removeAllListeners("end");
    socket.on("data", (chunk: Buffer) => held.chunks.push(chunk));
    socket.on("end", () => {
      held.ended = true;
    });
    socket.on("error", () => {
      held.reset = true;
    });
    socket.resume();
  }

  /** The network is back: every held byte reaches its peer, in order, then any close. */
  private heal(): void {
    this.mode = "open";
    for (const [socket, held] of this.held) {
      const peer = (socket as Socket & { peer?: Socket }).peer;
      socket.removeAllListeners("data");
      if (!peer || peer.destroyed) continue;
      if (held.reset) {
        peer.resetAndDestroy();
        continue;
      }
      for (const chunk of held.chunks) peer.write(chunk);
      socket.removeAllListeners("end");
      if (held.ended || socket.destroyed) peer.end();
      else this.forward(socket, peer, this.fromApp.has(socket));
    }
    this.held.clear();
    for (const { downstream, chunks } of this.waiting.splice(0)) {
      if (downstream.destroyed && chunks.length === 0) continue;
      this.connect(downstream, chunks);
    }
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.once("close", () => this.sockets.delete(socket));
    socket.on("error", () => {});
  }

  private accept(downstream: Socket, host: string, port: number): void {
    this.target = { host, port };
    this.track(downstream);
    if (this.mode === "refuse") {
      downstream.resetAndDestroy();
      return;
    }
    if (this.mode === "blackhole") {
      silence(downstream);
      return;
    }
    if (this.mode === "hold") {
      // The connection is made once the network heals, with what was written meanwhile.
      const waiting = { downstream, chunks: [] as Buffer[] };
      downstream.on("data", (chunk: Buffer) => waiting.chunks.push(chunk));
      downstream.on("error", () => {
        waiting.chunks = [];
      });
      this.waiting.push(waiting);
      return;
    }
    this.connect(downstream, []);
  }

  private connect(downstream: Socket, early: Buffer[]): void {
    const { host, port } = this.target;
    const upstream = createConnection({ host, port });
    for (const chunk of early) upstream.write(chunk);
    if (downstream.destroyed) {
      upstream.end();
      this.track(upstream);
      return;
    }
    downstream.removeAllListeners("data");
    this.track(upstream);
    (upstream as Socket & { peer?: Socket }).peer = downstream;
    (downstream as Socket & { peer?: Socket }).peer = upstream;
    this.fromApp.add(downstream);
    this.forward(downstream, upstream, true);
    this.forward(upstream, downstream, false);
    const end = () => {
      if (this.mode === "open") {
        downstream.destroy();
        upstream.destroy();
      }
    };
    downstream.once("close", end);
    upstream.once("close", end);
  }
}

/** Reads and drops whatever arrives; never writes again. The other end is cut off. */
function silence(socket: Socket): void {
  socket.removeAllListeners("data");
  socket.on("data", () => {});
  socket.resume();
}

/**
 * A proxy in front of the database at `databaseUrl`, and the URL that reaches it through the
 * proxy: a server started on that URL loses its database when the proxy is cut.
 */
export async function proxiedDatabase(
  databaseUrl: string,
): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(databaseUrl);
  const proxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
  const via = new URL(databaseUrl);
  via.hostname = "127.0.0.1";
  via.port = String(proxy.port);
  return { proxy, url: via.toString() };
}
