/**
 * Issue 15 (helper shipsaves): Remote Interference — a card drawn when your [Rom] Drone-class ship moves to where the
 * opponent has a ship (twice each turn), and its start-of-turn way to return an empty drone ship to hand or download one
 * (ship-arrival-draws.ts, choice-ships.ts › yourEmptyShips). Given (the table) / when (the command) / then (the facts),
 * where it applies and where it does not.
 *   1E rulebook › EXECUTING ORDERS › MOVE SHIPS; PLAYING A CARD › YOUR NORMAL CARD PLAY › "Start of turn" actions; DOWNLOADING.
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, play as run } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const drone = (title: string, shipClass = 'Drone Class'): Card => {
  const base = ship({ affiliation: 'Romulan', title, range: 20 });
  return { ...base, ship: { ...base.ship!, shipClass } };
};

describe('141_022 Remote Interference (objective: a card drawn as your [Rom] Drone-class ship moves where the opponent has a ship, twice each turn; start of turn: an empty drone ship to hand, or a discard to download one)', () => {
  function table(opts: { shipClass?: string; opponentThere?: boolean } = {}) {
    const built = scene({
      missions: ['Study Stellar Collision', 'Excavation', 'Wormhole Negotiations'],
      ship: drone('Test Drone', opts.shipClass),
      crew: [{ skills: 'OFFICER', affiliation: 'Romulan' }],
      hand: ['Remote Interference'],
      opponentHand: [
        ship({ title: 'Opposing Ship' }) as never,
        ship({ title: 'Second Opposing Ship' }) as never,
      ],
    });
    const [card] = built.ids.hand as [string];
    const [theirs, second] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [
      [card, Z.table('p1')],
      ...(opts.opponentThere === false
        ? []
        : ([
            [theirs, Z.space('L2')],
            [second, Z.space('L3')],
          ] as [string, string][])),
    ]);
    return { built, card, state, ship: built.ids.ship! };
  }
  const fly = (ship: string, to: string): Command => ({ type: 'Fly', actor: 'p1', ship, to });

  it('applies: the drone flies to L2 where p2 has a ship — p1 draws one card; a second flight the same turn draws again, a third does not', () => {
    const { card, state, ship } = table();
    const first = run(state, [fly(ship, 'L2')]);
    expect(
      ofType(first.events, 'CardEffectResolved')
        .filter((e) => e.card === card)
        .map((e) => e.effect),
    ).toEqual(['Test Drone moved where the opponent has a ship: a card drawn', 'p1 draws 1']);
    expect(ofType(first.events, 'CardsDrawn')).toMatchObject([
      { player: 'p1', reason: 'card-effect' },
    ]);
    const second = run(first.state, [fly(ship, 'L3')]);
    expect(ofType(second.events, 'CardsDrawn')).toHaveLength(1);
    const third = run(second.state, [fly(ship, 'L2')]);
    expect(ofType(third.events, 'CardsDrawn')).toEqual([]);
  });

  it('does not apply: no opposing ship where it arrives, a ship of another class, or the "may" declined beforehand', () => {
    const empty = table({ opponentThere: false });
    expect(ofType(run(empty.state, [fly(empty.ship, 'L2')]).events, 'CardsDrawn')).toEqual([]);
    const other = table({ shipClass: 'Warbird' });
    expect(ofType(run(other.state, [fly(other.ship, 'L2')]).events, 'CardsDrawn')).toEqual([]);
    const declining = table();
    const declined = accepted(declining.state, {
      type: 'ActivateCard',
      actor: 'p1',
      card: declining.card,
      ability: 'decline',
    }).state;
    expect(ofType(run(declined, [fly(declining.ship, 'L2')]).events, 'CardsDrawn')).toEqual([]);
  });

  it('applies at the start of the turn: an empty drone ship returns to hand; with a crew aboard there is nothing to return', () => {
    const { built, card, state, ship } = table();
    const emptied = moved(state, [[built.ids.crew[0]!, Z.surface('L1')]]);
    const returned = run(emptied, [
      { type: 'ActivateCard', actor: 'p1', card, ability: 'return-drone' },
    ]);
    expect(returned.state.cards[ship]!.zone).toBe(Z.hand('p1'));
    const crewed = run(state, [
      { type: 'ActivateCard', actor: 'p1', card, ability: 'return-drone' },
    ]);
    expect(crewed.state.cards[ship]!.zone).toBe(Z.space('L1'));
    expect(ofType(crewed.events, 'CardEffectResolved').map((e) => e.effect)).toContain(
      'nothing to choose from',
    );
  });

  it('applies at the start of the turn: a card discarded downloads a drone ship to hand; the two ways share one use a turn', () => {
    const built = scene({
      missions: ['Study Stellar Collision'],
      hand: ['Remote Interference', { skills: 'OFFICER' }],
      drawTop: [drone('Deck Drone')],
    });
    const [card, fodder] = built.ids.hand as [string, string];
    const spare = built.ids.deck[0]!;
    const state = moved(built.state, [[card, Z.table('p1')]]);
    const activate: Command = {
      type: 'ActivateCard',
      actor: 'p1',
      card,
      ability: 'download-drone',
    };
    expect(legalCommands(state, 'p1')).toContainEqual(activate);
    const paid = run(state, [activate]);
    expect(paid.state.cards[fodder]!.zone).toBe(Z.discard('p1'));
    const found = run(paid.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [spare] }]);
    expect(found.state.cards[spare]!.zone).toBe(Z.hand('p1'));
    expect(legalCommands(found.state, 'p1')).not.toContainEqual(activate);
    expect(legalCommands(found.state, 'p1')).not.toContainEqual({
      ...activate,
      ability: 'return-drone',
    });
  });
});
