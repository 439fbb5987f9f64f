/**
 * Titles a card's text names (card-facts.ts › isTitled, titledAmong): the title itself or any version of it the card list
 * tells apart with parentheses. 1E rulebook › DUPLICATION AND PERSONAS: cards with the exact same card title share it (the
 * rulebook's example: Benjamin Sisko and Benjamin Sisko (Chain of Command)); the list's parentheses are not printed.
 * given (cards, a play-phase scene) / when (PlayCard) / then (accepted or refused).
 */
import { isTitled, titledAmong } from './card-facts';
import { scene } from './testing/attempt-scene';
import { play as run } from './testing/scenario';
import { playCard as play } from './testing/commands';
import { Z } from './zones';

const titled = (title: string) => ({ title });

describe('isTitled / titledAmong (1E rulebook › DUPLICATION AND PERSONAS)', () => {
  it('a version the card list names "Title (Version)" bears the printed title; the title itself bears it too', () => {
    expect(isTitled(titled('Geordi La Forge (First Contact)'), 'Geordi La Forge')).toBe(true);
    expect(isTitled(titled('Geordi La Forge'), 'Geordi La Forge')).toBe(true);
    expect(titledAmong(['Worf', 'Geordi La Forge'], titled('Geordi La Forge (Nemesis)'))).toBe(true);
  });
  it('a text naming a version means that version only; a longer title or another name is not the title; none named: false', () => {
    expect(isTitled(titled('Geordi La Forge'), 'Geordi La Forge (First Contact)')).toBe(false);
    expect(isTitled(titled('Geordi La Forge (Nemesis)'), 'Geordi La Forge (First Contact)')).toBe(false);
    expect(isTitled(titled("Data's Head"), 'Data')).toBe(false);
    expect(isTitled(titled('U.S.S. Enterprise-E (Chain of Command)'), 'U.S.S. Enterprise')).toBe(false);
    expect(isTitled(titled('Data'), undefined)).toBe(false);
    expect(titledAmong(undefined, titled('Data'))).toBe(false);
    expect(titledAmong(['Worf'], titled('Worf Son of Mogh'))).toBe(false);
  });
});

describe('a card naming a personnel is met by every version of it (202_015 Intuition: played for free while your Deanna Troi is in play)', () => {
  const playedFree = (personnel: string) => {
    const built = scene({ missions: ['Excavation'], awayTeam: [personnel], hand: ['Intuition'] });
    const played = run(built.state, [play(built.ids.hand[0]!)]).state;
    expect(played.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    return !played.turn!.normalCardPlayUsed;
  };
  it('applies: free with Deanna Troi (The Borg), as with Deanna Troi', () => {
    expect(playedFree('Deanna Troi (The Borg)')).toBe(true);
    expect(playedFree('Deanna Troi')).toBe(true);
  });
  it('does not apply: with another personnel (Worf) it takes the normal card play', () => {
    expect(playedFree('Worf')).toBe(false);
  });
});
