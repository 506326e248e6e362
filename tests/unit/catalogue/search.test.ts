import { describe, expect, it } from 'vitest';
import type { Article } from '../../../src/api/catalogue';
import {
  findArticle,
  matchesTerms,
  searchArticles,
  sortResults,
} from '../../../src/catalogue/search';
import { article, freshCatalogueDb, pzns, store } from './support';

const names = (list: readonly Article[]) => list.map((a) => a.name);

async function smallCatalogue() {
  const db = await freshCatalogueDb();
  const [p1, p2, p3, p4, p5, p6] = pzns(6, 123_450);
  await store(
    db,
    [
      article({
        pzn: p1,
        name: 'Ibuprofen Genericon 400 mg',
        ingredient: 'Ibuprofen',
        manufacturer: 'Genericon',
      }),
      article({
        pzn: p2,
        name: 'Ibuprofen ratiopharm 200 mg',
        ingredient: 'Ibuprofen',
        manufacturer: 'ratiopharm',
      }),
      article({
        pzn: p3,
        name: 'Aspirin 500 mg',
        ingredient: 'Acetylsalicylsäure',
        manufacturer: 'Bayer',
      }),
      article({
        pzn: p4,
        name: 'Grüne Salbe Müller',
        ingredient: 'Kamille',
        manufacturer: 'Müller & Söhne',
      }),
      article({
        pzn: p5,
        name: 'Paracetamol ratiopharm 500 mg',
        ingredient: 'Paracetamol',
        manufacturer: 'ratiopharm',
      }),
      article({ pzn: p6, name: 'Fußbad Kräuter', ingredient: '', manufacturer: 'Weißkirchen' }),
    ],
    { stats: true },
  );
  return { db, pzn: [p1, p2, p3, p4, p5, p6] as string[] };
}

describe('searchArticles', () => {
  it('several words are ANDed prefixes over name, ingredient and manufacturer', async () => {
    const { db } = await smallCatalogue();
    expect(names(await searchArticles(db, 'ibu'))).toEqual([
      'Ibuprofen Genericon 400 mg',
      'Ibuprofen ratiopharm 200 mg',
    ]);
    expect(names(await searchArticles(db, 'ratio ibu'))).toEqual(['Ibuprofen ratiopharm 200 mg']);
    expect(names(await searchArticles(db, 'ratiopharm 500'))).toEqual([
      'Paracetamol ratiopharm 500 mg',
    ]);
    // Ingredient and manufacturer words count too.
    expect(names(await searchArticles(db, 'acetyl'))).toEqual(['Aspirin 500 mg']);
    expect(names(await searchArticles(db, 'bayer'))).toEqual(['Aspirin 500 mg']);
  });

  it('umlauts and ß match with or without them, in any case', async () => {
    const { db } = await smallCatalogue();
    expect(names(await searchArticles(db, 'MÜLL'))).toEqual(['Grüne Salbe Müller']);
    expect(names(await searchArticles(db, 'mull grun'))).toEqual(['Grüne Salbe Müller']);
    expect(names(await searchArticles(db, 'söhne'))).toEqual(['Grüne Salbe Müller']);
    expect(names(await searchArticles(db, 'fuss'))).toEqual(['Fußbad Kräuter']);
    expect(names(await searchArticles(db, 'Fußb weiß'))).toEqual(['Fußbad Kräuter']);
  });

  it('a PZN prefix finds by PZN; the exact PZN comes first', async () => {
    const { db, pzn } = await smallCatalogue();
    const exact = await searchArticles(db, pzn[2] ?? '');
    expect(exact.map((a) => a.pzn)).toEqual([pzn[2]]);
    const prefix = await searchArticles(db, (pzn[0] ?? '').slice(0, 4));
    expect(prefix.map((a) => a.pzn).sort()).toEqual([...pzn].sort());
    expect(await findArticle(db, pzn[3] ?? '')).toMatchObject({ name: 'Grüne Salbe Müller' });
  });

  it('no hits, an empty query and punctuation only give nothing', async () => {
    const { db } = await smallCatalogue();
    expect(await searchArticles(db, 'xyz')).toEqual([]);
    expect(await searchArticles(db, 'ibu bayer')).toEqual([]);
    expect(await searchArticles(db, '')).toEqual([]);
    expect(await searchArticles(db, ' - ')).toEqual([]);
    expect(await searchArticles(db, '9999999')).toEqual([]);
  });

  it.each([
    ['with the token statistics', true],
    ['without them (probing the ranges)', false],
  ])(
    'stops at the limit and keeps every word, whatever the sizes of the ranges, %s',
    async (_, stats) => {
      const db = await freshCatalogueDb();
      // 1,600 articles: 'vitamin' and 'brause' match all of them, 'sandoz' two thirds, 'hermes'
      // a third, 'mg' every fourth; each PZN is one of a kind.
      const many = pzns(1600, 200_000).map((pzn, i) =>
        article({
          pzn,
          name: [
            `Vitamin C ${String(1600 - i).padStart(4, '0')} ${i % 4 === 0 ? 'mg' : 'g'} Brause`,
            i % 8 === 1 ? 'forte' : 'Dose',
            i % 9 === 2 ? 'junior' : '',
          ].join(' '),
          ingredient: 'Ascorbinsäure',
          manufacturer: i % 3 === 0 ? 'Hermes' : 'Sandoz',
        }),
      );
      await store(db, many, { stats });
      const pznsOf = (list: readonly Article[]) => list.map((a) => a.pzn);

      // One common word: the first articles of its range, sorted by name.
      const first = await searchArticles(db, 'vit', 10);
      expect(first).toHaveLength(10);
      expect(names(first)).toEqual([...names(first)].sort());

      // Two common words: walked until the limit.
      const both = await searchArticles(db, 'vitamin hermes', 25);
      expect(both).toHaveLength(25);
      expect(both.every((a) => a.manufacturer === 'Hermes')).toBe(true);

      // Every word matches more than a walk would probe: still right.
      const all = await searchArticles(db, 'brause vitamin', 30);
      expect(all).toHaveLength(30);
      const rare = await searchArticles(db, 'mg hermes brause');
      expect(rare).toHaveLength(50);
      expect(rare.every((a) => a.manufacturer === 'Hermes' && a.name.includes(' mg '))).toBe(true);

      // A rare word: its few articles checked against the common words.
      const one = many[8];
      expect(pznsOf(await searchArticles(db, `vitamin ${one?.pzn ?? ''}`))).toEqual([one?.pzn]);
      expect(pznsOf(await searchArticles(db, `sandoz ${one?.pzn ?? ''}`))).toEqual([one?.pzn]);
      expect(await searchArticles(db, `hermes ${one?.pzn ?? ''}`)).toEqual([]);
      // Two middling words that rarely meet: 22 articles hold both.
      const rarelyTogether = many.filter(
        (a) => a.name.includes('forte') && a.name.includes('junior'),
      );
      expect(rarelyTogether).toHaveLength(22);
      expect(pznsOf(await searchArticles(db, 'forte junior')).sort()).toEqual(
        pznsOf(rarelyTogether).sort(),
      );
      // Two words that never meet, one of them common: all of the rarer one's rows are read.
      expect(await searchArticles(db, 'forte dose')).toEqual([]);
      // All of a middling word's articles, more than the usual limit.
      const juniors = await searchArticles(db, 'junior brause', 200);
      expect(juniors).toHaveLength(178);
      expect(juniors.every((a) => a.name.includes('junior'))).toBe(true);

      // A small range checked against a common word.
      const numbered = many.filter((a) => a.name.includes(' 0001 ')).map((a) => a.pzn);
      expect(pznsOf(await searchArticles(db, '0001 vitamin'))).toEqual(numbered);
    },
  );

  it('orders: exact PZN, then names starting with the first word, then by name', () => {
    const list = [
      article({ pzn: '1111119', name: 'Zinksalbe' }),
      article({ pzn: '2222222', name: 'Aloe Zink' }),
      article({ pzn: '3333335', name: 'Zink 10 mg' }),
      article({ pzn: '4444448', name: 'Zink 2 mg' }),
    ];
    expect(names(sortResults(list, ['zink']))).toEqual([
      'Zink 2 mg',
      'Zink 10 mg',
      'Zinksalbe',
      'Aloe Zink',
    ]);
    expect(sortResults(list, ['2222222'])[0]?.pzn).toBe('2222222');
  });

  it('matchesTerms wants every term as a prefix of some token', () => {
    expect(matchesTerms(['ibuprofen', 'ratiopharm'], ['ibu', 'rat'])).toBe(true);
    expect(matchesTerms(['ibuprofen', 'ratiopharm'], ['ibu', 'gen'])).toBe(false);
    expect(matchesTerms(['ibuprofen'], [])).toBe(true);
  });
});
