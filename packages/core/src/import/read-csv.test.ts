import { describe, expect, it } from "vitest";
import { readCsv } from "./read-csv.ts";

const rowsOf = (text: string) => {
  const table = readCsv(text);
  if (!table.ok) throw new Error(table.problem.key);
  return table.value;
};

describe("reading CSV text", () => {
  it("splits comma-separated rows and says which line each starts on", () => {
    expect(rowsOf("Bank,Rate\r\nSBI,7.1\r\nPNB,6.8\r\n")).toEqual({
      delimiter: ",",
      rows: [
        { line: 1, cells: ["Bank", "Rate"] },
        { line: 2, cells: ["SBI", "7.1"] },
        { line: 3, cells: ["PNB", "6.8"] },
      ],
    });
  });

  it("reads Excel's semicolon CSV, where amounts keep their grouping commas", () => {
    const table = rowsOf(
      'Bank;Principal;Rate\nSBI;1,50,000;7,1\n"HDFC; Pune";"2,00,000";7\n',
    );
    expect(table.delimiter).toBe(";");
    expect(table.rows.map((row) => row.cells)).toEqual([
      ["Bank", "Principal", "Rate"],
      ["SBI", "1,50,000", "7,1"],
      ["HDFC; Pune", "2,00,000", "7"],
    ]);
  });

  it("reads tab-separated text, as Excel's Unicode Text saves it", () => {
    const table = rowsOf("Bank\tPrincipal\nSBI\t1,50,000\n");
    expect(table.delimiter).toBe("\t");
    expect(table.rows[1]!.cells).toEqual(["SBI", "1,50,000"]);
  });

  it("takes the separator Excel's sep= line names, and counts that line", () => {
    const table = rowsOf("sep=;\r\nBank,Branch;Rate\r\nSBI, Pune;7\r\n");
    expect(table.delimiter).toBe(";");
    expect(table.rows).toEqual([
      { line: 2, cells: ["Bank,Branch", "Rate"] },
      { line: 3, cells: ["SBI, Pune", "7"] },
    ]);
  });

  it("keeps line breaks and doubled quotes inside a quoted cell; the row keeps the line it starts on", () => {
    const text =
      'Bank,Notes\r\nSBI,"Joint with Priya, ""either or survivor""\r\nBranch: Pune"\r\nPNB,x\r\n';
    expect(rowsOf(text).rows).toEqual([
      { line: 1, cells: ["Bank", "Notes"] },
      {
        line: 2,
        cells: [
          "SBI",
          'Joint with Priya, "either or survivor"\r\nBranch: Pune',
        ],
      },
      { line: 4, cells: ["PNB", "x"] },
    ]);
  });

  it("skips blank lines and rows of empty cells, counting them", () => {
    expect(rowsOf("Bank,Rate\n\n,\n  \nSBI,7\r\rPNB,6\n").rows).toEqual([
      { line: 1, cells: ["Bank", "Rate"] },
      { line: 5, cells: ["SBI", "7"] },
      { line: 7, cells: ["PNB", "6"] },
    ]);
  });

  it("reads a last row without a line break", () => {
    expect(rowsOf("Bank\nSBI").rows[1]).toEqual({ line: 2, cells: ["SBI"] });
  });

  it("drops a byte-order mark left in the text", () => {
    expect(rowsOf("\uFEFFBank,Rate\n").rows[0]!.cells).toEqual([
      "Bank",
      "Rate",
    ]);
  });

  it("keeps a quote inside an unquoted cell as written", () => {
    expect(rowsOf('Notes\n12" pipe\n').rows[1]!.cells).toEqual(['12" pipe']);
  });

  it("refuses a quote never closed, naming the line it opens on", () => {
    expect(readCsv('Bank,Notes\nSBI,ok\nPNB,"never\nclosed\n')).toEqual({
      ok: false,
      problem: { key: "file.unclosedQuote", values: { line: 3 } },
    });
  });
});
