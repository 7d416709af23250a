import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./format-csv";

describe("csvCell", () => {
  it("quotes what RFC 4180 asks and leaves the rest bare", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(false)).toBe("false");
    expect(csvCell({ a: 1, b: "x" })).toBe('"{""a"":1,""b"":""x""}"');
    expect(csvCell(["x", "y"])).toBe('"[""x"",""y""]"');
  });

  it("prefixes text starting with = + - @ tab or CR so a spreadsheet shows it instead of running it", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+15005550006")).toBe("'+15005550006");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x.test","y")')).toBe(`"'=HYPERLINK(""http://x.test"",""y"")"`);
    expect(csvCell("a=b")).toBe("a=b");
    // Numbers are data, not text a spreadsheet would parse as a formula.
    expect(csvCell(-2)).toBe("-2");
  });

  it("ends each record with CRLF", () => {
    expect(csvRow(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });
});
