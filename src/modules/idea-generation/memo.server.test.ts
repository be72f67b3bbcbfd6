import { describe, expect, it } from "vitest";
import { memoByEntry, memoByPair, memoByText } from "./memo.server";

describe("memo caches", () => {
  it("computes once per key object", () => {
    let calls = 0;
    const size = memoByEntry((list: readonly string[]) => {
      calls += 1;
      return list.length;
    });
    const list = ["a", "b"];
    expect(size(list)).toBe(2);
    expect(size(list)).toBe(2);
    expect(size(["a", "b"])).toBe(2);
    expect(calls).toBe(2);
  });

  it("keeps falsy values (0, '', null) as hits", () => {
    let calls = 0;
    const empty = memoByEntry((_key: object) => {
      calls += 1;
      return "";
    });
    const key = {};
    empty(key);
    empty(key);
    expect(calls).toBe(1);
  });

  it("computes once per pair, in argument order", () => {
    let calls = 0;
    const join = memoByPair((a: { name: string }, b: { name: string }) => {
      calls += 1;
      return `${a.name}|${b.name}`;
    });
    const x = { name: "x" };
    const y = { name: "y" };
    expect(join(x, y)).toBe("x|y");
    expect(join(y, x)).toBe("y|x");
    expect(join(x, y)).toBe("x|y");
    expect(calls).toBe(2);
  });

  it("stays correct when the text cache fills and clears", () => {
    let calls = 0;
    const upper = memoByText((text: string) => {
      calls += 1;
      return text.toUpperCase();
    }, 2);
    for (const text of ["a", "b", "c", "a", "b", "c"]) expect(upper(text)).toBe(text.toUpperCase());
    expect(upper("c")).toBe("C");
    expect(calls).toBeLessThanOrEqual(6);
  });
});
