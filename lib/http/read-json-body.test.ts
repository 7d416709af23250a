import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./error-codes";
import { readCsvBody } from "./read-csv-body";
import { MAX_BODY_BYTES, readJsonBody } from "./read-json-body";

const schema = z.object({ name: z.string() }).strict();
const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "none";
  } catch (error) {
    return error instanceof ApiError ? error.code : error instanceof z.ZodError ? "ZOD" : "OTHER";
  }
}

describe("readJsonBody", () => {
  it("parses a valid body with the schema", async () => {
    await expect(readJsonBody(post('{"name":"Lobby"}'), schema)).resolves.toEqual({ name: "Lobby" });
  });

  it("refuses a content type other than JSON with 415", async () => {
    expect(await codeOf(readJsonBody(post('{"name":"x"}', { "content-type": "text/plain" }), schema))).toBe(
      "UNSUPPORTED_MEDIA_TYPE",
    );
    expect(
      await codeOf(readJsonBody(post("name=x", { "content-type": "application/x-www-form-urlencoded" }), schema)),
    ).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("takes JSON in UTF-8 only, with or without its charset named", async () => {
    for (const type of [
      "application/json; charset=utf-8",
      'application/json;charset="UTF-8"',
      "application/json; CHARSET=utf8",
    ])
      await expect(readJsonBody(post('{"name":"x"}', { "content-type": type }), schema), type).resolves.toEqual({
        name: "x",
      });
    for (const type of [
      "application/json; charset=utf-16",
      "application/json; charset=latin1",
      "application/json; charset=utf-8x",
    ])
      expect(await codeOf(readJsonBody(post('{"name":"x"}', { "content-type": type }), schema)), type).toBe(
        "UNSUPPORTED_MEDIA_TYPE",
      );
  });

  it("refuses malformed JSON with 400", async () => {
    expect(await codeOf(readJsonBody(post('{"name":'), schema))).toBe("VALIDATION_ERROR");
  });

  it("refuses unknown fields and wrong types through the schema", async () => {
    expect(await codeOf(readJsonBody(post('{"name":"x","extra":1}'), schema))).toBe("ZOD");
    expect(await codeOf(readJsonBody(post('{"name":5}'), schema))).toBe("ZOD");
  });

  it("refuses a body over 1 MiB with 413, whether or not its length is declared", async () => {
    const big = JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES) });
    expect(await codeOf(readJsonBody(post(big), schema))).toBe("PAYLOAD_TOO_LARGE");
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(64 * 1024)));
        controller.close();
      },
    });
    expect(await codeOf(readJsonBody(post(stream), schema))).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("readCsvBody", () => {
  it("takes text/csv in UTF-8 only, and refuses another type or charset with 415", async () => {
    for (const type of ["text/csv", "text/csv; charset=utf-8", "TEXT/CSV;charset=UTF-8"])
      await expect(readCsvBody(post("a,b\n1,2\n", { "content-type": type }), 1000), type).resolves.toBe("a,b\n1,2\n");
    for (const type of ["text/csv; charset=latin1", "text/csv; charset=utf-16", "application/vnd.ms-excel", ""])
      expect(await codeOf(readCsvBody(post("a,b\n", { "content-type": type }), 1000)), type).toBe(
        "UNSUPPORTED_MEDIA_TYPE",
      );
  });
});
