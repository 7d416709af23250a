import { describe, expect, it } from "vitest";
import { LoneSurrogateError, parseJson } from "./parse-json";

describe("parseJson", () => {
  it("parses JSON, a surrogate pair's escapes and raw non-ASCII text included", () => {
    expect(parseJson('{"name":"Zoë \\ud83d\\ude00","tags":["🚪"]}')).toEqual({ name: "Zoë 😀", tags: ["🚪"] });
  });

  it("refuses a lone surrogate in a value, a nested array or a key", () => {
    for (const text of ['{"name":"\\ud800"}', '{"a":[1,["x\\udfff"]]}', '{"\\udbff":1}', '"\\ud83d\\ud83d"'])
      expect(() => parseJson(text), text).toThrow(LoneSurrogateError);
  });

  it("throws JSON's own SyntaxError for malformed JSON", () => {
    expect(() => parseJson('{"name":')).toThrow(SyntaxError);
    expect(() => parseJson('{"name":')).not.toThrow(LoneSurrogateError);
  });
});
