/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and
 * swaps of two neighbouring letters each cost one), stopping as soon as it exceeds `max`: the typo
 * fallback only wants to know whether a word is within reach.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, beforePrev[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    beforePrev = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** How many typos a word may hold: one up to five letters, two above. */
export const typosAllowed = (word: string): number => (word.length <= 5 ? 1 : 2);
