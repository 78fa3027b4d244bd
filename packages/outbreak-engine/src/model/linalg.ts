/**
 * The little dense linear algebra the regression models need (p ≤ ~12
 * columns), kept here rather than pulling a matrix library into the API.
 */
export type Matrix = number[][];

export function zeros(rows: number, cols: number): Matrix {
  return Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
}

/**
 * Cholesky factor L (lower) of a symmetric positive-definite matrix, with a
 * small ridge added when the matrix is numerically singular (e.g. a
 * day-of-week column that is all zero in a short baseline), so that the fit
 * degrades gracefully instead of throwing.
 */
export function cholesky(a: Matrix): Matrix {
  const n = a.length;
  for (let attempt = 0; attempt < 6; attempt++) {
    const ridge = attempt === 0 ? 0 : 1e-10 * 100 ** attempt;
    const l = zeros(n, n);
    let ok = true;
    for (let i = 0; i < n && ok; i++) {
      const li = l[i]!;
      for (let j = 0; j <= i; j++) {
        const lj = l[j]!;
        let sum = a[i]![j]! + (i === j ? ridge * Math.max(1, Math.abs(a[i]![i]!)) : 0);
        for (let k = 0; k < j; k++) sum -= li[k]! * lj[k]!;
        if (i === j) {
          if (!(sum > 0)) {
            ok = false;
            break;
          }
          li[i] = Math.sqrt(sum);
        } else {
          li[j] = sum / lj[j]!;
        }
      }
    }
    if (ok) return l;
  }
  throw new Error('matrix is not positive definite');
}

/** Solves (L Lᵀ) x = b. */
export function choleskySolve(l: Matrix, b: readonly number[]): number[] {
  const n = l.length;
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i]![k]! * y[k]!;
    y[i] = sum / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k]![i]! * x[k]!;
    x[i] = sum / l[i]![i]!;
  }
  return x;
}

/** Inverse of L Lᵀ, column by column. */
export function choleskyInverse(l: Matrix): Matrix {
  const n = l.length;
  const inv = zeros(n, n);
  for (let c = 0; c < n; c++) {
    const e = new Array<number>(n).fill(0);
    e[c] = 1;
    const col = choleskySolve(l, e);
    for (let r = 0; r < n; r++) inv[r]![c] = col[r]!;
  }
  return inv;
}

export function quadForm(x: readonly number[], m: Matrix): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) {
    const mi = m[i]!;
    let row = 0;
    for (let j = 0; j < x.length; j++) row += mi[j]! * x[j]!;
    s += x[i]! * row;
  }
  return s;
}

export function dot(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}
