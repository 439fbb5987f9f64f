/**
 * Premiere cards that look or send back (issue 15, second pass): Scan and Full Planet Scan (start of
 * turn: stop the scanning crew, look at the bottom seed card), Alien Probe (hands face up for
 * everyone), Energy Vortex (a card just played goes back to hand, the card play is given back).
 *   1E rulebook › PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions;
 *   MISCELLANEOUS RULES › LOOKING AT CARDS; THE PLAY PHASE › Alternating Actions (responses);
 *   GETTING HURT › STOPPED.
 * given (a play-phase scene) / when (commands, views) / then (the facts, what each viewer sees).
 */
import type { Card } from '@captains-log/cards';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { redactEvent, view } from '../view';
import { Z } from '../zones';
import { playCard as play } from '../testing/commands';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}

/** A test ship with two staffing icons. */
function staffedShip(): Card {
  const base = ship();
  return { ...base, ship: { ...base.ship!, staffing: { icons: ['Cmd', 'Stf'], alternatives: [] } } };
}

describe('101_135 Scan (start of turn, your ship at a space mission: stop Computer Skill and Stellar Cartography, look at the bottom seed card)', () => {
  function scanScene(crew: { skills: string }[], missions = ['Study Stellar Collision'], card = 'Scan') {
    const built = scene({ missions, seeds: ['Archer', 'Wind Dancer'], ship: staffedShip(), crew, hand: [card, 'Kivas Fajo - Collector'] });
    return { built, card: built.ids.hand[0]!, shipId: built.ids.ship! };
  }
  it('the two skilled personnel are stopped; p1 alone sees the bottom seed card (Archer)', () => {
    const { built, card, shipId } = scanScene([{ skills: 'OFFICER Computer Skill' }, { skills: 'SCIENCE Stellar Cartography' }, { skills: 'ENGINEER' }]);
    const { events } = run(built.state, [play(card, shipId)]);
    expect(ofType(events, 'CardStopped').map((e) => e.card)).toEqual(built.ids.crew.slice(0, 2));
    const shown = ofType(events, 'CardsShown');
    expect(shown.map((e) => [e.to, e.zone, e.cards.map((c) => c.title)])).toEqual([['p1', Z.under('L1'), ['Archer']]]);
    expect(JSON.stringify(redactEvent(built.state, shown[0]!, { player: 'p2' }))).not.toContain('Archer');
  });
  it('not after the normal card play (no longer the start of the turn)', () => {
    const { built, card, shipId } = scanScene([{ skills: 'OFFICER Computer Skill' }, { skills: 'SCIENCE Stellar Cartography' }]);
    const after = run(built.state, [play(built.ids.hand[1]!, 'p1')]).state;
    expect(refused(after, play(card, shipId))).toBe('NOT_START_OF_TURN');
  });
  it('no valid target without Stellar Cartography aboard, or at a planet mission', () => {
    const missing = scanScene([{ skills: 'OFFICER Computer Skill' }]);
    expect(refused(missing.built.state, play(missing.card, missing.shipId))).toBe('INVALID_TARGET');
    const planet = scanScene([{ skills: 'OFFICER Computer Skill' }, { skills: 'SCIENCE Stellar Cartography' }], ['Excavation']);
    expect(refused(planet.built.state, play(planet.card, planet.shipId))).toBe('INVALID_TARGET');
  });
  it('101_117 Full Planet Scan: at a planet mission one personnel with Computer Skill and Geology is stopped; the bottom seed card is shown', () => {
    const { built, card, shipId } = scanScene([{ skills: 'SCIENCE Computer Skill Geology' }, { skills: 'OFFICER' }], ['Excavation'], 'Full Planet Scan');
    const { events } = run(built.state, [play(card, shipId)]);
    expect(ofType(events, 'CardStopped').map((e) => e.card)).toEqual([built.ids.crew[0]]);
    expect(ofType(events, 'CardsShown').map((e) => e.cards.map((c) => c.title))).toEqual([['Archer']]);
  });
});

describe('101_066 Alien Probe (event: both hands face up for everyone)', () => {
  it('before: p2 and spectators see p1’s hand hidden; after: face up, and later draws are shown to all', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Alien Probe', 'Tricorder'], opponentHand: ['Archer'] });
    const hidden = (state: GameState, viewer: { player: PlayerId } | 'spectator', zone: string) => view(state, viewer).zones[zone]!.every((c) => 'hidden' in c);
    expect(hidden(built.state, { player: 'p2' }, Z.hand('p1'))).toBe(true);
    const { state } = run(built.state, [play(built.ids.hand[0]!)]);
    expect(hidden(state, { player: 'p2' }, Z.hand('p1'))).toBe(false);
    expect(hidden(state, 'spectator', Z.hand('p2'))).toBe(false);
    const ended = run(state, [{ type: 'EndTurn', actor: 'p1' }]);
    const drawn = ofType(ended.events, 'CardsDrawn')[0]!;
    expect(redactEvent(state, drawn, { player: 'p2' })).toMatchObject({ cards: drawn.cards });
  });
  it('nullified (Kevin Uxbridge), hands are private again', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Alien Probe', 'Kevin Uxbridge', 'Tricorder'] });
    const [probe, kevin] = built.ids.hand as [string, string];
    const { state } = run(built.state, [play(probe), play(kevin, probe)]);
    expect(view(state, { player: 'p2' }).zones[Z.hand('p1')]!.every((c) => 'hidden' in c)).toBe(true);
  });
});

describe('101_115 Energy Vortex (response: a non-Interrupt card just played goes back to hand; the card play is given back)', () => {
  it('p1 plays Kivas Fajo - Collector; p2 responds: it returns to p1’s hand unresolved (nobody draws); p1 may play another card', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kivas Fajo - Collector', 'Res-Q'], opponentHand: ['Energy Vortex'] });
    const [kivas] = built.ids.hand as [string, string];
    const vortex = built.ids.opponentHand[0]!;
    const explicit = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }]).state;
    const { events, state } = run(explicit, [play(kivas, 'p1'), play(vortex, kivas, 'p2')]);
    expect(ofType(events, 'PlayNullified').map((e) => [e.card, e.by])).toEqual([[kivas, vortex]]);
    expect(ofType(events, 'CardsDrawn')).toEqual([]);
    expect(state.cards[kivas]!.zone).toBe(Z.hand('p1'));
    expect(state.turn!.normalCardPlayUsed).toBe(false);
  });
  it('an Interrupt just played is no valid target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler'], opponentHand: ['Energy Vortex'] });
    const explicit = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }]).state;
    const opened = run(explicit, [play(built.ids.hand[0]!, 'p2')]).state;
    expect(refused(opened, play(built.ids.opponentHand[0]!, built.ids.hand[0]!, 'p2'))).toBe('INVALID_TARGET');
  });
});
