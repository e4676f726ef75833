import type { IncomingMessage } from "node:http";

/**
 * The address of the TCP peer, as a request header only the server itself sets. Next's route
 * handlers never see the socket, and Next fills X-Forwarded-For from it only when the client did
 * not send one, so a client could choose "its" address (issue 12 §2). Installed once per process
 * (instrumentation.ts); any client-sent value of this header is overwritten.
 */
export const PEER_HEADER = "x-scuba-peer-address";

let installed = false;

export async function installPeerAddressHeader() {
  if (installed) return;
  installed = true;
  const http = await import("node:http");
  const proto = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const original = proto.emit;
  proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "";
    }
    return original.call(this, event, ...args);
  };
}
