/**
 * The little of fast-formula-parser (a devDependency, MIT) the XLSX test uses to recompute the
 * exported workbook's formulas (decision 014); the package ships no types.
 */
declare module "fast-formula-parser" {
  export interface CellRef {
    sheet: string;
    row: number;
    col: number;
  }
  export interface RangeRef {
    sheet: string;
    from: { row: number; col: number };
    to: { row: number; col: number };
  }
  export default class FormulaParser {
    constructor(config: {
      functions?: Record<string, (...args: { value: unknown }[]) => unknown>;
      onCell: (ref: CellRef) => unknown;
      onRange: (ref: RangeRef) => unknown[][];
    });
    parse(formula: string, position: CellRef, allowReturnArray?: boolean): unknown;
  }
}
