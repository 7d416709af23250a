import { describe, expect, it } from "vitest";
import { CsvSyntaxError, parseCsv } from "./parse-csv";

const rows = (text: string) => parseCsv(text).map((record) => [record.row, ...record.fields]);

describe("parseCsv (RFC 4180)", () => {
  it("splits records on CRLF or LF and fields on commas, keeping empty fields", () => {
    expect(rows("a,b,c\r\n1,,3\n4,5,\n")).toEqual([
      [1, "a", "b", "c"],
      [2, "1", "", "3"],
      [3, "4", "5", ""],
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks as one spreadsheet row", () => {
    expect(rows('name,note\n"Smith, Jo","say ""hi""\nsecond line"\nnext,row')).toEqual([
      [1, "name", "note"],
      [2, "Smith, Jo", 'say "hi"\nsecond line'],
      [3, "next", "row"],
    ]);
  });

  it("drops a byte order mark and blank lines but keeps counting rows past them", () => {
    expect(rows("\ufeffa\n\nb")).toEqual([
      [1, "a"],
      [3, "b"],
    ]);
  });

  it("names the row of an unclosed quote, a stray quote and text after a closing quote", () => {
    const failure = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        return error instanceof CsvSyntaxError ? [error.row, error.issue] : error;
      }
      return "parsed";
    };
    expect(failure('a\nb\n"open,c\nd')).toEqual([3, "a quoted field is never closed"]);
    expect(failure('a\nb"c')).toEqual([2, "a quote inside a field that does not start with one"]);
    expect(failure('a\n"b"c,d')).toEqual([2, "text follows a closing quote"]);
  });
});
