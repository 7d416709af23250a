import { AsyncResource } from "node:async_hooks";
import { db, type Database } from "./client";
import { insideTransaction } from "./transaction-scope";

type Waiting<In, Out> = {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
  // Set for a batch's first caller: its batch runs in that caller's async context, not the one before's.
  send?: () => void;
};

// Calls made while a batch is in flight wait and go together as the next one: under load many callers share one
// round trip, while an idle caller goes at once. `run` answers one output per input, in order (docs/architecture.md,
// "Scale").
export function batchWhileBusy<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  largest = 200,
): (input: In) => Promise<Out> {
  const waiting: Waiting<In, Out>[] = [];
  let busy = false;
  const send = () => {
    if (busy || waiting.length === 0) return;
    busy = true;
    const batch = waiting.splice(0, largest);
    // Through a promise, so a run that throws at once fails its batch rather than leave the batcher busy.
    Promise.resolve()
      .then(() => run(batch.map(({ input }) => input)))
      .then((outputs) => {
        if (outputs.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outputs.length}`);
        batch.forEach(({ resolve }, i) => resolve(outputs[i]));
      })
      .catch((error: unknown) => batch.forEach(({ reject }) => reject(error)))
      .finally(() => {
        busy = false;
        (waiting[0]?.send ?? send)();
      });
  };
  return (input) =>
    new Promise<Out>((resolve, reject) => {
      const heads = busy && waiting.length % largest === 0;
      waiting.push({ input, resolve, reject, send: heads ? AsyncResource.bind(send) : undefined });
      send();
    });
}

// batchWhileBusy for statements on the process's database client, one batcher per client (the tests run several in one
// process) and per `keyOf` of the input: only inputs of one key go together. A batch runs in its first caller's context,
// so a caller inside a transaction is refused before it joins.
export function batchPerClient<In, Out>(
  what: string,
  run: (client: Database, inputs: In[]) => Promise<Out[]>,
  keyOf: (input: In) => string = () => "",
): (input: In) => Promise<Out> {
  const batchers = new WeakMap<Database, Map<string, (input: In) => Promise<Out>>>();
  return (input) => {
    if (insideTransaction()) return Promise.reject(new Error(`${what} runs outside transactions`));
    const client = db();
    let byKey = batchers.get(client);
    if (!byKey) batchers.set(client, (byKey = new Map()));
    const key = keyOf(input);
    let batcher = byKey.get(key);
    if (!batcher) byKey.set(key, (batcher = batchWhileBusy((inputs: In[]) => run(client, inputs))));
    return batcher(input);
  };
}
