/**
 * Countdowns of equipment in play (issue 15, stasis pass; behaviour/equipment-countdowns.ts): 115_019
 * Ketracel-White, 117_020 Small Cloaking Device, 191_006 Suliban Cloaking Device, 115_041 Jem'Hadar
 * Sacrifice (keeping them from counting down), 115_031 Primary Supply Depot and 115_032 Remote Supply
 * Depot (resetting them).
 *   1E rulebook › END OF TURN › COUNTDOWNS (at the end of each of your turns; discarded at zero); CLOAK.
 * given (a scene: p1's Away Team on Excavation or p1's ship there, the equipment with it) / when (EndTurn,
 * PlayCard) / then (the CountdownTicked facts, where the equipment goes).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { cardsIn, Z } from '../zones';

const WHITE = '115_019';
const withIcon = (spec: PersonSpec, code: string): Card => ({ ...person(spec), icons: [{ code, name: code, category: 'test' }] });
const jemHadar = () => withIcon({ skills: 'SECURITY', s: 8, affiliation: 'Dominion', ch: ["Jem'Hadar"] }, 'KW');
const vorta: PersonSpec = { skills: 'OFFICER', s: 4, affiliation: 'Dominion', ch: ['Vorta'] };

const ticks = (events: readonly GameEvent[]) => ofType(events, 'CountdownTicked').map((e) => [e.card, e.remaining]);
/** p1 ends the turn, p2 ends theirs, and so on (`count` ends in all). */
function endTurns(state: GameState, count: number) {
  const events: GameEvent[] = [];
  let current = state;
  for (let i = 0; i < count; i += 1) {
    const after = run(current, [{ type: 'EndTurn', actor: current.turn!.player }]);
    events.push(...after.events);
    current = after.state;
  }
  return { events, state: current };
}

describe('115_019 Ketracel-White', () => {
  it('applies: with a [KW] personnel of yours present it counts down at the end of each of your turns and is discarded at zero', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [jemHadar()], equipment: [WHITE] });
    const white = built.ids.equipment[0]!;
    const first = endTurns(built.state, 1);
    expect(ticks(first.events)).toEqual([[white, 2]]);
    expect(first.state.cards[white]!.countdown).toBe(2);
    // The opponent's turn does not count; the next two of p1's do.
    const rest = endTurns(first.state, 4);
    expect(ticks(rest.events)).toEqual([
      [white, 1],
      [white, 0],
    ]);
    expect(rest.state.cards[white]!.zone).toBe(Z.discard('p1'));
    // Out of play it keeps no counter (a later copy in play starts full).
    expect(rest.state.cards[white]!.countdown).toBeUndefined();
  });

  it('does not apply: with no [KW] personnel present it does not count down', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY', s: 8 }], equipment: [WHITE] });
    const after = endTurns(built.state, 3);
    expect(ticks(after.events)).toEqual([]);
    expect(after.state.cards[built.ids.equipment[0]!]!.zone).toBe(Z.surface('L1'));
  });

  it('rationed: with your Vorta present only one of your copies there counts down; without the Vorta both do', () => {
    const rationed = scene({ missions: ['Excavation'], awayTeam: [jemHadar(), vorta], equipment: [WHITE, WHITE] });
    const [first] = rationed.ids.equipment as [string, string];
    expect(ticks(endTurns(rationed.state, 1).events)).toEqual([[first, 2]]);
    const plain = scene({ missions: ['Excavation'], awayTeam: [jemHadar()], equipment: [WHITE, WHITE] });
    expect(ticks(endTurns(plain.state, 1).events)).toEqual(plain.ids.equipment.map((iid) => [iid, 2]));
  });
});

describe('115_041 Jem\'Hadar Sacrifice (keeping Ketracel-White from counting down)', () => {
  it('applies: your [KW] personnel dies and your Ketracel-White present does not count down this turn (it does the next)', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [jemHadar(), jemHadar()], equipment: [WHITE], hand: ["Jem'Hadar Sacrifice"] });
    const [victim] = built.ids.awayTeam as [string, string];
    const white = built.ids.equipment[0]!;
    const sacrifice = built.ids.hand[0]!;
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: sacrifice, target: victim }]);
    expect(ofType(played.events, 'CardLeftPlay')).toEqual([expect.objectContaining({ card: victim, how: 'killed' })]);
    const ended = endTurns(played.state, 1);
    expect(ticks(ended.events)).toEqual([]);
    expect(ticks(endTurns(ended.state, 2).events)).toEqual([[white, 2]]);
  });

  it('does not apply: a personnel without the [KW] icon is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY', s: 8 }], equipment: [WHITE], hand: ["Jem'Hadar Sacrifice"] });
    expect(legalCommands(built.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === built.ids.hand[0])).toEqual([]);
  });
});

describe('115_031 Primary Supply Depot, 115_032 Remote Supply Depot', () => {
  for (const depot of ['115_031', '115_032']) {
    it(`${depot} applies: Ketracel-White aboard goes back to a full countdown and does not count down; aboard a ship it counts down`, () => {
      const built = scene({ missions: ['Excavation'], ship: ship({ affiliation: 'Dominion' }), crew: [jemHadar()], equipment: [WHITE], hand: [realCard(depot), jemHadar(), WHITE] });
      const [outpost, keeper, aboardWhite] = built.ids.hand as [string, string, string];
      const atShip = built.ids.equipment[0]!;
      let state = moved(built.state, [
        [outpost, Z.space('L1')],
        [keeper, Z.aboard(outpost)],
        [aboardWhite, Z.aboard(outpost)],
      ]);
      state = evolveAll([{ type: 'CountdownTicked', card: aboardWhite, remaining: 1 }], state);
      const after = endTurns(state, 1);
      // The reset to full, and no tick, aboard the depot; the copy on the ship ticks.
      expect(ticks(after.events)).toHaveLength(2);
      expect(ticks(after.events)).toEqual(expect.arrayContaining([
        [atShip, 2],
        [aboardWhite, 3],
      ]));
      expect(after.state.cards[aboardWhite]!.countdown).toBe(3);
      expect(cardsIn(after.state, Z.aboard(outpost))).toContain(aboardWhite);
    });
  }
});

describe('115_033 The Great Link', () => {
  it('applies: Ketracel-White on the planet of its location does not count down; does not apply: aboard a ship there it does', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [jemHadar()], equipment: [WHITE], ship: ship({ affiliation: 'Dominion' }), hand: [realCard('115_033'), jemHadar(), WHITE] });
    const [link, keeper, aboardWhite] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [
      [link, Z.space('L1')],
      [keeper, Z.aboard(built.ids.ship!)],
      [aboardWhite, Z.aboard(built.ids.ship!)],
    ]);
    expect(ticks(endTurns(state, 1).events)).toEqual([[aboardWhite, 2]]);
  });
});

describe('117_020 Small Cloaking Device', () => {
  it('applies: aboard your cloaked ship (the device engaged) it counts down', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 5 }], equipment: ['117_020'] });
    const device = built.ids.equipment[0]!;
    const cloaked = evolveAll([{ type: 'ShipCloaked', player: 'p1', ship: built.ids.ship!, mode: 'cloaked', turn: 1 } as GameEvent], built.state);
    expect(ticks(endTurns(cloaked, 1).events)).toEqual([[device, 3]]);
  });

  it('does not apply: aboard an uncloaked ship it does not count down', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 5 }], equipment: ['117_020'] });
    expect(ticks(endTurns(built.state, 3).events)).toEqual([]);
  });
});

describe('191_006 Suliban Cloaking Device', () => {
  it('applies: with cards in your hand it counts down at the end of your turn (before the draw)', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 5 }], equipment: ['191_006'], hand: [{ skills: 'OFFICER' }] });
    expect(ticks(endTurns(built.state, 1).events)).toEqual([[built.ids.equipment[0]!, 1]]);
  });

  it('does not apply: with an empty hand it does not count down', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 5 }], equipment: ['191_006'] });
    expect(cardsIn(built.state, Z.hand('p1'))).toEqual([]);
    expect(ticks(endTurns(built.state, 1).events)).toEqual([]);
  });
});
