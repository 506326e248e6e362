// Search tokens for a whole page of articles, computed in the worker. Same result as
// articleTokens (src/api/catalogue.ts) for every article, but the words of ingredients and
// manufacturers, which repeat across thousands of articles, are folded once per distinct text.
import { words, type Article } from '../api/catalogue';

/** Bound on the cache of folded texts (distinct ingredients and manufacturers are far fewer). */
const CACHE_MAX = 20_000;

export type Tokenizer = (
  article: Pick<Article, 'pzn' | 'name' | 'ingredient' | 'manufacturer'>,
) => string[];

export function createTokenizer(): Tokenizer {
  const cache = new Map<string, string[]>();
  const cachedWords = (text: string): string[] => {
    let found = cache.get(text);
    if (!found) {
      if (cache.size >= CACHE_MAX) cache.clear();
      found = words(text);
      cache.set(text, found);
    }
    return found;
  };
  return (article) => {
    const tokens = new Set<string>([article.pzn]);
    for (const w of words(article.name)) tokens.add(w);
    for (const w of cachedWords(article.ingredient)) tokens.add(w);
    for (const w of cachedWords(article.manufacturer)) tokens.add(w);
    return [...tokens];
  };
}
