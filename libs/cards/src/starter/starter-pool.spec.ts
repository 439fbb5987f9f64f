import { CardCatalogue } from '../catalogue/card-catalogue';
import { checkDeckList } from '../decks/check-deck';
import { modernBanList } from '../decks/validate-deck';
import { sharedCardList } from '../testing/shared-card-list';
import { starterCards, starterDeckLists } from './starter-pool';

describe('built-in starter pool', () => {
  const cards = starterCards();

  it('validates both preconstructed decks using only the built-in cards', () => {
    const catalogue = new CardCatalogue(cards);
    const decks = starterDeckLists();
    expect(decks.map((deck) => deck.name)).toEqual(['Federation starter (Premiere)', 'Klingon starter (Premiere)']);
    for (const deck of decks) {
      const check = checkDeckList(deck.text, catalogue);
      expect(check.errors).toEqual([]);
      expect(check.validation.problems).toEqual([]);
      expect(check.validation.counts.missions).toBe(6);
    }
  });

  it('uses one affiliation per deck for personnel and ships', () => {
    const catalogue = new CardCatalogue(cards);
    const [federation, klingon] = starterDeckLists().map((deck) => checkDeckList(deck.text, catalogue).deck);
    const affiliations = (entries: typeof federation.entries) =>
      new Set(entries.filter((e) => e.card.personnel || e.card.ship).flatMap((e) => e.card.affiliations));
    expect(affiliations(federation!.entries)).toEqual(new Set(['Federation']));
    expect(affiliations(klingon!.entries)).toEqual(new Set(['Klingon']));
  });

  it('parses every starter mission requirement and dilemma condition', () => {
    for (const card of cards.filter((c) => c.mission)) expect(card.mission?.requirements).toBeDefined();
  });

  it('carries no lore and no printed game text from the card list', () => {
    const shared = new Map(sharedCardList().cards.map((card) => [card.id, card]));
    for (const card of cards) {
      expect(card.lore).toBeUndefined();
      const original = shared.get(card.id)!;
      expect(original.title).toBe(card.title);
      if (original.text && card.text) expect(card.text).not.toContain(original.text.slice(0, 40));
    }
  });

  it('matches the shared card list on every fact it carries and stays legal in Modern', () => {
    const shared = new Map(sharedCardList().cards.map((card) => [card.id, card]));
    for (const card of cards) {
      const original = shared.get(card.id)!;
      expect(card.type).toBe(original.type);
      if (card.personnel) {
        expect(card.personnel.classification).toBe(original.personnel!.classification);
        expect([card.personnel.integrity, card.personnel.cunning, card.personnel.strength]).toEqual([
          original.personnel!.integrity,
          original.personnel!.cunning,
          original.personnel!.strength,
        ]);
        expect(card.personnel.skillBox.skills).toEqual(original.personnel!.skillBox.skills);
      }
      if (card.mission) expect(card.mission.requirements).toEqual(original.mission!.requirements);
    }
    const banned = new Set(modernBanList(sharedCardList().cards));
    expect(cards.filter((card) => banned.has(card.id))).toEqual([]);
  });
});
