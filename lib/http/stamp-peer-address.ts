import { Server, type IncomingMessage } from "node:http";
import { PEER_ADDRESS_HEADER } from "./peer-address";

type Emit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
const marked = Symbol.for("gatehouse.peerAddress");

// Installed once per process at start (instrumentation.ts): every request any HTTP server of the process receives
// carries its socket's peer address in PEER_ADDRESS_HEADER, whatever the caller sent under that name.
export function stampPeerAddress(): void {
  const prototype = Server.prototype as unknown as { emit: Emit; [marked]?: boolean };
  if (prototype[marked]) return;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event, ...args) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
    }
    return emit.call(this, event, ...args);
  };
  prototype[marked] = true;
}
