import { describe, expect, it } from "vitest";
import { UnreadableTextError, parseJson } from "./parse-json";

describe("parseJson", () => {
  it("parses JSON, a surrogate pair's escapes and raw non-ASCII text included", () => {
    expect(parseJson('{"name":"Zoë \\ud83d\\ude00","tags":["🚪"]}')).toEqual({ name: "Zoë 😀", tags: ["🚪"] });
  });

  it("refuses a lone surrogate in a value, a nested array or a key", () => {
    for (const text of ['{"name":"\\ud800"}', '{"a":[1,["x\\udfff"]]}', '{"\\udbff":1}', '"\\ud83d\\ud83d"'])
      expect(() => parseJson(text), text).toThrow(UnreadableTextError);
  });

  it("refuses a NUL in a value or a key, and keeps an escaped backslash before u0000", () => {
    for (const text of ['{"firmware":"a\\u0000b"}', '{"a":["\\u0000"]}', '{"\\u0000":1}'])
      expect(() => parseJson(text), text).toThrow(UnreadableTextError);
    expect(parseJson('{"path":"C:\\\\u0000"}')).toEqual({ path: "C:\\u0000" });
  });

  it("reads UTF-8 bytes and refuses bytes that are not UTF-8", () => {
    expect(parseJson(Buffer.from('{"name":"Zoë"}'))).toEqual({ name: "Zoë" });
    for (const bytes of [
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d],
      [0x22, 0xc3, 0x22],
      [0x22, 0xed, 0xa0, 0x80, 0x22],
    ])
      expect(() => parseJson(Uint8Array.from(bytes)), String(bytes)).toThrow(UnreadableTextError);
  });

  it("throws JSON's own SyntaxError for malformed JSON", () => {
    expect(() => parseJson('{"name":')).toThrow(SyntaxError);
    expect(() => parseJson('{"name":')).not.toThrow(UnreadableTextError);
  });
});
