import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { drainState } from "../lifecycle/drain-state";
import { answerAtEntry, answerClientError } from "./answer-at-entry";
import { ApiError } from "./error-codes";
import { PEER_ADDRESS_HEADER } from "./peer-address";

type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;
type Emit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
const marked = Symbol.for("gatehouse.serverEntry");

// Installed once per process at start (instrumentation.ts), around every HTTP server of the process: each request
// carries its socket's peer address in PEER_ADDRESS_HEADER, whatever the caller sent under that name, and is counted
// until its response closes; TRACE, which no route serves (Next.js answers it with a bare 500), is answered 405; and
// what Node's parser refuses is answered in the error shape rather than with Node's empty body. Each of `answersEarly`
// may answer a request itself (returning true) before Next.js sees it.
export function installServerEntry(...answersEarly: EarlyAnswer[]): void {
  const prototype = Server.prototype as unknown as { emit: Emit; [marked]?: boolean };
  if (prototype[marked]) return;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event, ...args) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      const response = args[1] as ServerResponse;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
      // Counted until answered, for the drain on shutdown (drain-on-signal.ts).
      const state = drainState();
      state.received++;
      response.once("close", () => state.received--);
      if (request.method === "TRACE") {
        const path = (request.url ?? "").split("?")[0];
        answerAtEntry(request, response, new ApiError("METHOD_NOT_ALLOWED", "TRACE is not served"), path);
        return true;
      }
      if (answersEarly.some((answers) => answers(request, response))) return true;
    }
    if (event === "clientError" && this.listenerCount("clientError") === 0)
      if (answerClientError(args[0] as NodeJS.ErrnoException, args[1] as Duplex)) return true;
    return emit.call(this, event, ...args);
  };
  prototype[marked] = true;
}
