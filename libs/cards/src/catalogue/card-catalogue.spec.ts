import { sharedCardList } from '../testing/shared-card-list';
import { CardCatalogue } from './card-catalogue';

describe('CardCatalogue search', () => {
  const catalogue = new CardCatalogue(sharedCardList().cards);

  it('finds cards by title words, ranking title matches first', () => {
    const result = catalogue.search({ query: 'picard' });
    expect(result.total).toBeGreaterThan(5);
    expect(result.items[0]!.title.toLowerCase()).toContain('picard');
  });

  it('ranks the card named exactly as asked first, then cards whose own title has every word, then personas', () => {
    const result = catalogue.search({ query: 'Jean-Luc Picard', pageSize: 50 });
    expect(result.items[0]!.title).toBe('Jean-Luc Picard');
    const own = result.items.map((card) => /jean-luc picard/i.test(card.title));
    // every card titled "Jean-Luc Picard (…)" before any card that matches by its persona or its text
    expect(own.indexOf(false)).toBeGreaterThan(1);
    expect(own.slice(own.indexOf(false))).not.toContain(true);
    expect(catalogue.search({ query: 'federation outpost' }).items[0]!.title).toBe('Federation Outpost');
  });

  it('filters by type, affiliation and set, and pages', () => {
    const all = catalogue.search({ type: 'Mission', affiliation: 'Klingon', set: 'premiere', pageSize: 200 });
    expect(all.total).toBeGreaterThan(5);
    for (const card of all.items) {
      expect(card.type).toBe('Mission');
      expect(card.release).toBe('premiere');
      expect(card.mission!.affiliationIcons).toContain('Klingon');
    }
    const page2 = catalogue.search({ type: 'Mission', affiliation: 'Klingon', set: 'premiere', page: 2, pageSize: 5 });
    expect(page2.items).toEqual(all.items.slice(5, 10));
  });

  it('matches skills and prefixes, and requires every query word', () => {
    const result = catalogue.search({ query: 'diplom klingon', type: 'Personnel', pageSize: 200 });
    expect(result.total).toBeGreaterThan(0);
    for (const card of result.items) {
      expect(card.affiliations.join(' ') + card.characteristics.join(' ') + (card.text ?? '')).toMatch(/klingon/i);
    }
    expect(catalogue.search({ query: 'zzzz-no-such-card' }).total).toBe(0);
  });

  it('looks cards up by id and by title', () => {
    expect(catalogue.get('101_215')?.title).toBe('Jean-Luc Picard');
    expect(catalogue.findByTitle('jean-luc picard').map((card) => card.id)).toEqual(['101_215']);
  });
});
