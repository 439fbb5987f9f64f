/**
 * Issue 15 (ships, pass E): special download icons naming a kind of card ("DL/ Any [TE][OS] personnel")
 * (behaviour/download-kinds.ts, read by behaviour/downloads.ts).
 *   1E rulebook › SPECIAL DOWNLOAD (suspends play; "here"; once per game per card title);
 *   1E rulebook › DOWNLOADING (searched in the draw deck and hand, reshuffled).
 * given (a ship or personnel with the icon in play, cards placed in p1's draw deck) / when (commands) / then (the facts).
 */
import { loadLackeyCsvFile } from '@captains-log/cards';
import * as path from 'node:path';
import { coverageTable } from '../coverage';
import { legalCommands } from '../legal';
import { realCard, scene, withDeck } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { downloadKind } from './download-kinds';
import { DOWNLOAD_RULES } from './downloads';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}
/** The scene with the named cards moved from p1's hand into p1's draw deck (on top, in order). */
const downloads = (state: GameState, actor: PlayerId) => legalCommands(state, actor).filter((c) => c.type === 'SpecialDownload');
const targets = (state: GameState) => downloads(state, 'p1').map((c) => (c as { target: string }).target);

// The [OS], [Films] and [22] cards these icons download show [AU]: the scenes give p1 an Alternate Universe Door (alternate-universe.ts).
describe('reading an icon that names a kind of card', () => {
  it('icons, affiliations (icons and words), infiltration icons, Universal and the noun are read', () => {
    expect(downloadKind('Any [Univ] [TE][OS] personnel')).toEqual({ type: 'Personnel', icons: ['TE', 'OS'], affiliations: [], infiltration: [], universal: true });
    expect(downloadKind('Any [Univ] [OS] Klingon or Romulan')).toEqual({ type: 'Personnel', icons: ['OS'], affiliations: ['Klingon', 'Romulan'], infiltration: [], universal: true });
    expect(downloadKind('Any <Fed>[OS] personnel')).toEqual({ type: 'Personnel', icons: ['OS'], affiliations: [], infiltration: ['Federation'], universal: false });
    expect(downloadKind('Any [Univ] Federation [OS] personnel')).toEqual({ type: 'Personnel', icons: ['OS'], affiliations: ['Federation'], infiltration: [], universal: true });
    expect(downloadKind('Any [Pursuit] card')).toEqual({ type: 'card', icons: ['Pursuit'], affiliations: [], infiltration: [], universal: false });
    expect(downloadKind('Any [Sta] ship')).toEqual({ type: 'Ship', icons: [], affiliations: ['Starfleet'], infiltration: [], universal: false });
    expect(downloadKind('Any Equipment card')).toEqual({ type: 'Equipment', icons: [], affiliations: [], infiltration: [], universal: false });
    expect(downloadKind('Any [OS] Equipment card')).toEqual({ type: 'Equipment', icons: ['OS'], affiliations: [], infiltration: [], universal: false });
    expect(downloadKind('Any [AU][Holo] personnel')).toEqual({ type: 'Personnel', icons: ['AU', 'Holo'], affiliations: [], infiltration: [], universal: false });
  });

  it('a title, or a text the grammar does not know, is no kind (it stays a title icon or manual)', () => {
    for (const text of ['James T. Kirk', 'Any card', 'Any Captain\'s Order card', 'Any PADD', 'Any Romulan treaty', 'Any [Sch]', 'Any SCIENCE-related Equipment card', 'Any [Univ][Rom] personnel with INTEGRITY>6', 'Any [Fer][22] personnel OR any [22] equipment'])
      expect(downloadKind(text)).toBeUndefined();
  });
});

describe('122_120 I.S.S. Enterprise: DL/ any [TE][OS] personnel', () => {
  const setup = () => withDeck({ missions: ['Excavation'], auDoor: ['p1'], ship: realCard('122_120'), crew: [{ skills: 'OFFICER' }] }, ['Chief Engineer Scott', 'Admiral Kirk']);

  it('offers the [TE][OS] personnel in the deck only (not Admiral Kirk, a [Films] personnel)', () => {
    const { built, state } = setup();
    expect(downloads(state, 'p1')).toEqual([{ type: 'SpecialDownload', actor: 'p1', source: built.ids.ship!, icon: 0, target: 'Chief Engineer Scott' }]);
  });

  it('downloads Chief Engineer Scott aboard the ship; the icon is then spent for the game', () => {
    const { built, deck, state } = setup();
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: built.ids.ship!, icon: 0, target: 'Chief Engineer Scott' }]);
    expect(after.events[0]).toEqual({
      type: 'CardDownloaded',
      player: 'p1',
      card: deck[0],
      title: 'Chief Engineer Scott',
      from: Z.draw('p1'),
      to: Z.aboard(built.ids.ship!),
      source: built.ids.ship!,
      spent: 'p1|I.S.S. Enterprise|0',
      personnelTurn: 1,
      rule: `${DOWNLOAD_RULES.special}; ${DOWNLOAD_RULES.here}`,
    });
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.aboard(built.ids.ship!));
    expect(downloads(after.state, 'p1')).toEqual([]);
  });

  it('refuses a personnel of another kind (NOT_THE_ICONS_TARGET) and a title in neither deck nor hand (INVALID_DOWNLOAD)', () => {
    const { built, state } = setup();
    expect(refused(state, { type: 'SpecialDownload', actor: 'p1', source: built.ids.ship!, icon: 0, target: 'Admiral Kirk' })).toBe('NOT_THE_ICONS_TARGET');
    expect(refused(state, { type: 'SpecialDownload', actor: 'p1', source: built.ids.ship!, icon: 0, target: 'Chief Navigator Chekov' })).toBe('INVALID_DOWNLOAD');
  });
});

describe('126_111 Starship Constitution (The Motion Pictures): DL/ any [Univ] [Fed] [Films] personnel', () => {
  it('a universal [Fed][Films] personnel is offered and downloaded; a unique one (Admiral Cartwright) is not', () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], auDoor: ['p1'], ship: realCard('126_111'), crew: [{ skills: 'OFFICER' }] }, ['Admiral Cartwright', 'Henreid']);
    expect(targets(state)).toEqual(['Henreid']);
    expect(refused(state, { type: 'SpecialDownload', actor: 'p1', source: built.ids.ship!, icon: 0, target: 'Admiral Cartwright' })).toBe('NOT_THE_ICONS_TARGET');
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: built.ids.ship!, icon: 0, target: 'Henreid' }]);
    expect(after.state.cards[deck[1]!]!.zone).toBe(Z.aboard(built.ids.ship!));
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.draw('p1'));
  });
});

describe('122_129 Battle Cruiser: DL/ any [Univ] [OS] Klingon or Romulan', () => {
  it('offers universal [OS] Klingons and Romulans (every title found), not a universal [OS] personnel of another affiliation', () => {
    const { state } = withDeck({ missions: ['Excavation'], auDoor: ['p1'], ship: realCard('122_129'), crew: [{ skills: 'OFFICER', affiliation: 'Klingon' }] }, ['Daval', "D'vano", 'Henreid']);
    expect(targets(state).sort()).toEqual(["D'vano", 'Daval']);
  });
});

describe('223_061 I.K.S. Molor: DL/ any <Fed> [OS] personnel (an infiltration icon)', () => {
  it('offers Arne Darvin (an [OS] Klingon who may infiltrate the Federation), not an [OS] personnel without the infiltration icon', () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], auDoor: ['p1'], ship: realCard('223_061'), crew: [{ skills: 'OFFICER', affiliation: 'Klingon' }] }, ['Arne Darvin', 'Daval']);
    expect(targets(state)).toEqual(['Arne Darvin']);
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: built.ids.ship!, icon: 0, target: 'Arne Darvin' }]);
    expect(after.events[0]).toMatchObject({ type: 'CardDownloaded', card: deck[0], to: Z.aboard(built.ids.ship!) });
  });
});

describe('126_114 U.S.S. Enterprise-A: DL/ any [Fed] [Films] personnel OR James T. Kirk', () => {
  it('offers both alternatives: the [Fed][Films] personnel found and James T. Kirk by title', () => {
    const { state } = withDeck({ missions: ['Excavation'], auDoor: ['p1'], ship: realCard('126_114'), crew: [{ skills: 'OFFICER' }] }, ['Amanda Grayson', 'James T. Kirk', 'Daval']);
    expect(targets(state)).toEqual(['Amanda Grayson', 'James T. Kirk']);
  });

  it('the one icon is spent by either alternative', () => {
    const { built, state } = withDeck({ missions: ['Excavation'], auDoor: ['p1'], ship: realCard('126_114'), crew: [{ skills: 'OFFICER' }] }, ['Amanda Grayson', 'James T. Kirk']);
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: built.ids.ship!, icon: 0, target: 'James T. Kirk' }]);
    expect(after.events[0]).toMatchObject({ type: 'CardDownloaded', title: 'James T. Kirk', spent: 'p1|U.S.S. Enterprise-A|0' });
    expect(refused(after.state, { type: 'SpecialDownload', actor: 'p1', source: built.ids.ship!, icon: 0, target: 'Amanda Grayson' })).toBe('ICON_SPENT');
  });
});

describe('a kind download outside the deck: the hand is searched too, and nothing of the kind means nothing offered', () => {
  it('119_108 Starship Enterprise (any Federation [OS] personnel) finds Chief Engineer Scott in hand; with only Klingons, nothing', () => {
    const inHand = scene({ missions: ['Excavation'], auDoor: ['p1'], ship: realCard('119_108'), crew: [{ skills: 'OFFICER' }], hand: ['Chief Engineer Scott'] });
    expect(targets(inHand.state)).toEqual(['Chief Engineer Scott']);
    const none = withDeck({ missions: ['Excavation'], auDoor: ['p1'], ship: realCard('119_108'), crew: [{ skills: 'OFFICER' }] }, ['Daval']);
    expect(targets(none.state)).toEqual([]);
  });
});

describe('personnel icons naming a kind: 141_040 Daniel Leonard (any [Sta] ship) and 117_061 Hanok (any [Rule] card)', () => {
  it('Daniel Leonard downloads a Starfleet ship into space at his location, not a ship of another affiliation', () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], auDoor: ['p1'], awayTeam: [realCard('141_040')] }, ['Imperial Interceptor', 'Injector Assembly One']);
    const leonard = built.ids.awayTeam[0]!;
    expect(downloads(state, 'p1')).toEqual([{ type: 'SpecialDownload', actor: 'p1', source: leonard, icon: 0, target: 'Imperial Interceptor' }]);
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: leonard, icon: 0, target: 'Imperial Interceptor' }]);
    expect(after.events[0]).toMatchObject({ type: 'CardDownloaded', card: deck[0], to: Z.space('L1'), spent: 'p1|Daniel Leonard|0' });
    expect(refused(state, { type: 'SpecialDownload', actor: 'p1', source: leonard, icon: 0, target: 'Injector Assembly One' })).toBe('NOT_THE_ICONS_TARGET');
  });

  it('Hanok offers the [Rule] events in the deck (a played card), not an event without the icon', () => {
    const { state } = withDeck({ missions: ['Excavation'], awayTeam: [realCard('117_061')] }, ['211th Rule of Acquisition', 'Red Alert!']);
    expect(targets(state)).toContain('211th Rule of Acquisition');
    expect(targets(state)).not.toContain('Red Alert!');
  });
});

describe('125_058 Mila: DL/ any Equipment card (a card type named before "card")', () => {
  it('offers the equipment in the deck (not a personnel), downloaded with her on the planet', () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], awayTeam: [realCard('125_058')] }, ['Tricorder', 'Daval']);
    const mila = built.ids.awayTeam[0]!;
    expect(targets(state)).toEqual(['Tricorder']);
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: mila, icon: 0, target: 'Tricorder' }]);
    expect(after.events[0]).toMatchObject({ type: 'CardDownloaded', card: deck[0], to: Z.surface('L1'), spent: 'p1|Mila|0' });
    expect(refused(state, { type: 'SpecialDownload', actor: 'p1', source: mila, icon: 0, target: 'Daval' })).toBe('NOT_THE_ICONS_TARGET');
  });
});

describe('coverage: the icons naming a kind count as carried out when every card of the kind is downloadable', () => {
  const cards = loadLackeyCsvFile(process.env['CARDS_CSV'] ?? path.resolve(__dirname, '../../../../../shared/cards/st1e-cards.csv')).cards;
  const rows = coverageTable(cards);
  const status = (title: string) => rows.flatMap((row) => row.tested).find((entry) => entry.title === title);
  const partial = (title: string) => rows.flatMap((row) => row.partialCards).find((entry) => entry.title === title);

  it.each([
    'I.S.S. Enterprise',
    'I.S.S. Constitution',
    'Battle Cruiser',
    'Class J Cargo Ship',
    'I.K.S. Molor',
    "I.K.S. K't'inga",
    'Kronos One',
    'Starship Constitution (The Motion Pictures)',
    'U.S.S. Enterprise-A',
    "Gal Gath'thong",
    "I.K.C. Gr'oth",
    'Starship Constitution',
    'Starship Enterprise',
    'Vetar',
    // Mila, Bareil, First Officer Spock and Revised Tuvok name their class in their scripts (personnel-e: class-downloads.spec.ts covers them).
  ])('%s is automated, exercised by this spec', (title) => {
    expect(status(title)).toMatchObject({ status: 'automated', test: 'libs/engine/src/behaviour/download-kinds.spec.ts' });
  });

  it('an icon whose kind no card of the card list has ([TNG] is not shown on any card) stays manual: Bralek', () => {
    expect(partial('Bralek')).toEqual({ title: 'Bralek', manual: ['special download: Any [TNG] [Car] personnel'] });
  });
});
