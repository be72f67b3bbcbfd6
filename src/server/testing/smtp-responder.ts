import { createServer, type Server, type Socket } from "node:net";

/**
 * A tiny SMTP server on 127.0.0.1 for tests: enough of RFC 5321 for nodemailer (EHLO/HELO, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT), no TLS, no AUTH. It records every message it accepts; with
 * `rejectRecipients` it refuses every RCPT TO, so a test can watch a delivery fail.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The DATA section as sent: headers, a blank line, the body (dot-stuffing undone). */
  data: string;
}

export interface SmtpResponder {
  port: number;
  url: string;
  received: ReceivedMail[];
  rejectRecipients: boolean;
  close(): Promise<void>;
}

export interface SmtpResponderOptions {
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Called with every message accepted, e.g. to hand it to another process (the e2e suite). */
  onMail?: (mail: ReceivedMail) => void;
}

export async function startSmtpResponder(
  options: SmtpResponderOptions = {},
): Promise<SmtpResponder> {
  const sockets = new Set<Socket>();
  const state: SmtpResponder = {
    port: 0,
    url: "",
    received: [],
    rejectRecipients: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let dataLines: string[] = [];
    let from = "";
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const onLine = (line: string) => {
      if (inData) {
        if (line === ".") {
          inData = false;
          const mail: ReceivedMail = {
            from,
            to,
            data: dataLines.map((l) => (l.startsWith("..") ? l.slice(1) : l)).join("\n"),
          };
          state.received.push(mail);
          options.onMail?.(mail);
          dataLines = [];
          from = "";
          to = [];
          reply("250 2.0.0 OK queued");
        } else {
          dataLines.push(line);
        }
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      const argument = line.slice(line.indexOf(":") + 1).trim();
      switch (verb) {
        case "EHLO":
          reply("250-localhost greets you");
          reply("250-8BITMIME");
          reply("250 SMTPUTF8");
          break;
        case "HELO":
          reply("250 localhost");
          break;
        case "MAIL":
          from = argument.replace(/^<|>.*$/g, "");
          reply("250 2.1.0 OK");
          break;
        case "RCPT":
          if (state.rejectRecipients) {
            reply("550 5.1.1 Mailbox unavailable");
          } else {
            to.push(argument.replace(/^<|>.*$/g, ""));
            reply("250 2.1.5 OK");
          }
          break;
        case "DATA":
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
          break;
        case "RSET":
          from = "";
          to = [];
          reply("250 OK");
          break;
        case "NOOP":
          reply("250 OK");
          break;
        case "QUIT":
          reply("221 Bye");
          socket.end();
          break;
        default:
          reply("502 5.5.2 Command not implemented");
      }
    };

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let index = buffer.indexOf("\r\n");
      while (index !== -1) {
        onLine(buffer.slice(0, index));
        buffer = buffer.slice(index + 2);
        index = buffer.indexOf("\r\n");
      }
    });
    socket.on("error", () => {});
    reply("220 localhost ESMTP test responder");
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  state.port = address.port;
  state.url = `smtp://127.0.0.1:${address.port}`;
  return state;
}
