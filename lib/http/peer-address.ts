// The socket's peer address, written by the server onto every request (a caller's own value is overwritten), since
// Next.js hands route handlers a Request without the socket (server-entry.ts).
export const PEER_ADDRESS_HEADER = "x-gatehouse-peer-address";
