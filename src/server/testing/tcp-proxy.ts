import { createConnection, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 between the app and its PostgreSQL, for the outage tests: `cut()`
 * takes the database away without touching either side, `restore()` brings it back.
 *
 * - "refuse": every open connection is reset and new ones are reset at once (the database's
 *   host is up but PostgreSQL is not: connection refused / reset).
 * - "blackhole": nothing answers any more: open connections go silent and new ones are
 *   accepted and never answered (a network partition; only timeouts end a request).
 */
export type CutMode = "refuse" | "blackhole";

export class TcpProxy {
  private mode: "open" | CutMode = "open";
  private readonly sockets = new Set<Socket>();

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
      else silence(socket);
    }
  }

  restore(): void {
    // Connections left silent by a partition are dead to both ends once it heals.
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    this.mode = "open";
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
    this.track(downstream);
    if (this.mode === "refuse") {
      downstream.resetAndDestroy();
      return;
    }
    if (this.mode === "blackhole") {
      silence(downstream);
      return;
    }
    const upstream = createConnection({ host, port });
    this.track(upstream);
    (upstream as Socket & { peer?: Socket }).peer = downstream;
    (downstream as Socket & { peer?: Socket }).peer = upstream;
    downstream.pipe(upstream);
    upstream.pipe(downstream);
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
  const peer = (socket as Socket & { peer?: Socket }).peer;
  if (peer) {
    socket.unpipe(peer);
    peer.unpipe(socket);
  }
  socket.removeAllListeners("data");
  socket.on("data", () => {});
  socket.resume();
}
