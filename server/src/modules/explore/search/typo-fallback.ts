import type { Db } from '../../../platform/db/connect.js';
import { editDistance, typosAllowed } from './edit-distance.js';
import { findTermCandidates, hasTermStartingWith } from './search.repo.js';

/** Shorter words are left as typed: too many words are one letter away from them. */
const MIN_LENGTH = 3;

/**
 * The typo-tolerant fallback, for a search that found nothing: each word no word of the
 * dictionary (asset_terms) starts with is replaced by the dictionary word within reach (one typo up
 * to five letters, two above; same first letter) held by the most assets. Returns the corrected
 * words, or null when every word is known or none could be corrected.
 */
export async function correctWords(db: Db, words: readonly string[]): Promise<string[] | null> {
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    if (word.length < MIN_LENGTH || /^\d/.test(word) || (await hasTermStartingWith(db, word))) {
      corrected.push(word);
      continue;
    }
    const best = await closestTerm(db, word);
    changed ||= best !== null;
    corrected.push(best ?? word);
  }
  return changed ? corrected : null;
}

async function closestTerm(db: Db, word: string): Promise<string | null> {
  const max = typosAllowed(word);
  const candidates = await findTermCandidates(db, word[0]!, word.length - max, word.length + max);
  let best: { term: string; docs: number; distance: number } | null = null;
  for (const { term, docs } of candidates) {
    const distance = editDistance(word, term, max);
    if (distance > max || distance === 0) continue;
    if (!best || docs > best.docs || (docs === best.docs && distance < best.distance))
      best = { term, docs, distance };
  }
  return best?.term ?? null;
}
