import { describe, expect, it } from 'vitest';
import { articleTokens, foldText, words } from '../../../src/api/catalogue';
import { createTokenizer } from '../../../src/worker/catalogueTokens';
import { queryTerms } from '../../../src/catalogue/search';
import { article } from './support';

describe('search tokens', () => {
  it('fold umlauts, ß and accents to plain lower case', () => {
    expect(foldText('Müller ÄÖÜ Straße Crème')).toBe('muller aou strasse creme');
    expect(words('Grüne Salbe')).toEqual(['grune', 'salbe']);
    expect(words('STRASSE')).toEqual(['strasse']);
    expect(words('Fußbad')).toEqual(['fussbad']);
  });

  it('split on punctuation, keep digits as words', () => {
    expect(words('Ibuprofen-ratiopharm® 400mg, 20 St.')).toEqual([
      'ibuprofen',
      'ratiopharm',
      '400mg',
      '20',
      'st',
    ]);
    expect(words('  ---  ')).toEqual([]);
  });

  it('an article has its PZN and the words of name, ingredient and manufacturer, once each', () => {
    const tokens = articleTokens(
      article({
        pzn: '0123454',
        name: 'Ibuprofen Genericon 400 mg',
        ingredient: 'Ibuprofen',
        manufacturer: 'Genericon Pharma GmbH',
        dosageForm: 'Filmtabletten',
      }),
    );
    expect(tokens).toEqual(['0123454', 'ibuprofen', 'genericon', '400', 'mg', 'pharma', 'gmbh']);
    // The dosage form is shown, not indexed.
    expect(tokens).not.toContain('filmtabletten');
  });

  it("the worker's caching tokenizer gives exactly articleTokens", () => {
    const tokenize = createTokenizer();
    const samples = [
      article({
        pzn: '1000009',
        name: 'Ölbad Kühl',
        ingredient: 'Sojaöl',
        manufacturer: 'Dr. Böhm',
      }),
      article({
        pzn: '1000017',
        name: 'Sojaöl Kapseln',
        ingredient: 'Sojaöl',
        manufacturer: 'Dr. Böhm',
      }),
      article({ pzn: '1000025', name: 'Süßholz', ingredient: '', manufacturer: 'Süß & Co' }),
    ];
    for (const a of [...samples, ...samples]) expect(tokenize(a)).toEqual(articleTokens(a));
  });

  it('query terms: folded words, duplicates and covered prefixes dropped', () => {
    expect(queryTerms('  Müll  ')).toEqual(['mull']);
    expect(queryTerms('ibu IBUPROFEN 400')).toEqual(['ibuprofen', '400']);
    expect(queryTerms('ratio ratio')).toEqual(['ratio']);
    expect(queryTerms('123')).toEqual(['123']);
    expect(queryTerms(' ,. ')).toEqual([]);
  });
});
