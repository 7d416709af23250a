import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { drainState } from "../lifecycle/drain-state";
import { PEER_ADDRESS_HEADER } from "./peer-address";

type Emit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
const marked = Symbol.for("gatehouse.peerAddress");

// Installed once per process at start (instrumentation.ts): every request any HTTP server of the process receives
// carries its socket's peer address in PEER_ADDRESS_HEADER, whatever the caller sent under that name, and is counted
// until its response closes.
export function stampPeerAddress(): void {
  const prototype = Server.prototype as unknown as { emit: Emit; [marked]?: boolean };
  if (prototype[marked]) return;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event, ...args) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
      // Counted until answered, for the drain on shutdown (drain-on-signal.ts).
      const state = drainState();
      state.received++;
      (args[1] as ServerResponse).once("close", () => state.received--);
    }
    return emit.call(this, event, ...args);
  };
  prototype[marked] = true;
}
