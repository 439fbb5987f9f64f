import { CardCatalogue } from '../catalogue/card-catalogue';
import { sharedCardList } from '../testing/shared-card-list';
import { checkDeckList } from './check-deck';
import { modernBanList, RULES } from './validate-deck';

// Deck rules: 1E rulebook › BUILDING YOUR DECK (SEED DECK, DRAW DECK, Borg Rule, BANNED CARDS).
describe('validateDeck (1E Modern / OTF construction)', () => {
  const imported = sharedCardList();
  const catalogue = new CardCatalogue(imported.cards);
  const personnel = (count: number) =>
    imported.cards
      .filter((card) => card.release === 'premiere' && card.type === 'Personnel' && card.affiliations[0] === 'Federation')
      .slice(0, count)
      .map((card) => `1x ${card.title}`)
      .join('\n');

  const missions = ['Avert Disaster', 'Diplomacy Mission', 'First Contact', 'Study Nebula', 'Investigate Rogue Comet', 'Repair Mission'];
  const goodDeck = `Missions\n${missions.map((m) => `1x ${m}`).join('\n')}\nSeed Deck\n1x Federation Outpost\n2x Chalnoth\nDraw Deck\n${personnel(30)}\n`;

  it('accepts a deck with 6 distinct missions, a small seed deck and 30 draw cards', () => {
    const check = checkDeckList(goodDeck, catalogue);
    expect(check.errors).toEqual([]);
    expect(check.validation.problems).toEqual([]);
    expect(check.validation.counts).toEqual({ missions: 6, seedDeck: 3, sites: 0, drawDeck: 30 });
  });

  // Issue 15: 1E rulebook › OUT-OF-PLAY — cards brought from outside the game are not part of the deck.
  it('does not count or check the cards listed as outside the game (a mission there is no stray mission)', () => {
    const check = checkDeckList(`${goodDeck}Outside the Game\n1x Excavation\n3x Chalnoth\n`, catalogue);
    expect(check.errors).toEqual([]);
    expect(check.validation.problems).toEqual([]);
    expect(check.validation.counts).toEqual({ missions: 6, seedDeck: 3, sites: 0, drawDeck: 30 });
    expect(check.deck.entries.filter((entry) => entry.zone === 'outside').map((entry) => [entry.card.title, entry.count])).toEqual([
      ['Excavation', 1],
      ['Chalnoth', 3],
    ]);
    // The same cards in the seed deck are checked: a seventh mission, three copies of a dilemma.
    expect(checkDeckList(`${goodDeck}Seed Deck\n1x Excavation\n`, catalogue).validation.problems.map((problem) => problem.code)).toContain('MISSION_COUNT');
  });

  it('reports every problem at once, each with its rule reference', () => {
    const bad = [
      'Missions',
      '1x Avert Disaster',
      '1x Avert Disaster', // same location twice (1E rulebook › SEED DECK)
      '1x Covert Installation',
      '1x Covert Installation II',
      '3x Analyze Radiation', // universal: copies allowed
      'Seed Deck',
      '3x Chalnoth', // dilemma seed limit
      '28x Armus - Skin of Evil',
      'Draw Deck',
      '1x Kurn',
      '1x Evasive Maneuvers', // a Tactic
      '1x Raise the Stakes', // banned in every format
      '1x Locutus of Borg', // Borg restriction with Kurn present
    ].join('\n');
    const check = checkDeckList(bad, catalogue, { banList: modernBanList(imported.cards) });
    expect(check.errors).toEqual([]);
    const codes = check.validation.problems.map((p) => p.code).sort();
    expect(codes).toEqual(
      [
        'BANNED_CARD',
        'BORG_RESTRICTION',
        'DILEMMA_SEED_LIMIT',
        'DILEMMA_SEED_LIMIT',
        'DRAW_DECK_TOO_SMALL',
        'DUPLICATE_MISSION_LOCATION',
        'DUPLICATE_MISSION_LOCATION',
        'MISSION_COUNT',
        'SEED_DECK_TOO_LARGE',
        'SIDE_DECK_CARD_IN_DRAW_DECK',
      ].sort(),
    );
    for (const problem of check.validation.problems) expect(problem.rule).toMatch(/^1E rulebook › /);
    const seedLimit = check.validation.problems.find((p) => p.code === 'DILEMMA_SEED_LIMIT' && p.message.includes('Chalnoth'));
    expect(seedLimit?.rule).toBe(RULES.dilemmaSeedLimit);
    expect(check.validation.counts).toMatchObject({ missions: 7, seedDeck: 31, drawDeck: 4 });
  });

  it('lets up to 6 sites seed for free', () => {
    const sites = imported.cards.filter((card) => card.type === 'Site').slice(0, 7);
    const deck = `${goodDeck}\nSeed Deck\n${sites.map((site) => `1x ${site.title}`).join('\n')}\n`;
    const check = checkDeckList(deck, catalogue);
    expect(check.validation.counts).toMatchObject({ sites: 7, seedDeck: 4 });
    expect(check.validation.valid).toBe(true);
  });

  it('applies a configurable ban list by id or title', () => {
    const check = checkDeckList(goodDeck, catalogue, { banList: ['chalnoth'] });
    expect(check.validation.problems).toEqual([
      expect.objectContaining({ code: 'BANNED_CARD', rule: RULES.banned, cards: ['101_019'] }),
    ]);
  });
});
