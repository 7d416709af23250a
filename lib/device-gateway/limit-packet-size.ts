import type { Client } from "aedes";

// Largest MQTT packet the embedded broker takes: a device's payload is at most 4 KB (device-message.ts), its topic
// and header a few hundred bytes more. The packet parser would otherwise buffer a declared 256 MB whole before the
// CONNECT is even checked.
export const MAX_MQTT_PACKET_BYTES = 16 * 1024;

// Follows the packets' fixed headers (a type byte, then the remaining length in 1 to 4 bytes of 7 bits each) across
// the chunks the socket delivers; `accept` is false once a packet declares more than the limit.
export function packetSizeLimit(maxBytes: number) {
  let state: "type" | "length" | "body" = "type";
  let length = 0;
  let multiplier = 1;
  let left = 0;
  return {
    accept(chunk: Uint8Array): boolean {
      for (let at = 0; at < chunk.length;) {
        if (state === "body") {
          const skipped = Math.min(left, chunk.length - at);
          left -= skipped;
          at += skipped;
          if (left === 0) state = "type";
          continue;
        }
        const byte = chunk[at++];
        if (state === "type") {
          [state, length, multiplier] = ["length", 0, 1];
          continue;
        }
        length += (byte & 0x7f) * multiplier;
        multiplier *= 128;
        if (length > maxBytes || (byte & 0x80 && multiplier > 128 ** 3)) return false;
        if (byte & 0x80) continue;
        left = length;
        state = left === 0 ? "type" : "body";
      }
      return true;
    },
  };
}

// Checks every chunk before the client's packet parser buffers it; a packet over the limit ends the connection.
export function limitPacketSize(client: Client, maxBytes: number, refuse: () => void): void {
  const parser = (client as unknown as { _parser: { parse: (chunk: Uint8Array) => number } })._parser;
  const parse = parser.parse.bind(parser);
  const limit = packetSizeLimit(maxBytes);
  parser.parse = (chunk) => (limit.accept(chunk) ? parse(chunk) : (refuse(), 0));
}
