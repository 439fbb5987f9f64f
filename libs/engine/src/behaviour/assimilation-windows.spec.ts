/**
 * The `personnel-assimilated` response window (issue 15, windows; behaviour/assimilation-windows.ts):
 * 109_052 Mercy Kill (your personnel just assimilated as a drone dies) and 200_019 One with the Borg
 * (once per game, your [Def] drone present goes beneath your deck to assimilate another opposing
 * personnel present, picked at random).
 *   1E rulebook › Borg Rule: Personnel Assimilation; THE PLAY PHASE › Alternating Actions;
 *   Clarifications: Valid responses › When Responses Happen; MISCELLANEOUS RULES › RANDOM SELECTION.
 * given (p2's counterpart Picard controlled by p1, p1's He Will Make an Excellent Drone) / when (the
 * assimilation, then the response) / then (the window, the facts, the refusals).
 */
import { lookupIcon, type Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person } from '../testing/attempt-scene';
import { battleScene, type Placed } from '../testing/battle-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { LASTING_CONTROL } from './captive-control';
import { passResponse as pass } from '../testing/commands';

const withIcons = (card: Card, ...codes: string[]): Card => ({ ...card, icons: codes.map((code) => ({ code, name: code, category: lookupIcon(code)?.category ?? 'staffing' })) });
const explicit = (state: GameState, player: PlayerId): GameState => run(state, [{ type: 'SetAutoPass', actor: player, on: false, every: true }]).state;

/** p2's Picard on the planet, a counterpart under p1's control; p1 holds He Will Make an Excellent Drone; `extra` placed too. */
function counterpartScene(extra: readonly Placed[]) {
  const built = battleScene(
    [
      { label: 'picard', owner: 'p2', at: 'surface', card: '101_215' },
      { label: 'objective', owner: 'p1', at: 'hand', card: 'Assimilate Counterpart' },
      { label: 'drone-card', owner: 'p1', at: 'hand', card: 'He Will Make an Excellent Drone' },
      ...extra,
    ],
    { player: 'p1', number: 1 },
  );
  const picard = built.id('picard');
  const state = evolveAll(
    [
      { type: 'ControlTaken', cards: [picard], by: 'p1', from: 'p2', source: built.id('objective'), until: LASTING_CONTROL },
      { type: 'CardsAssimilated', by: 'p1', cards: [{ card: picard, as: 'counterpart', formerAffiliations: ['Federation'] }], source: built.id('objective') },
    ] as GameEvent[],
    built.state,
  );
  return { state, id: built.id };
}

const makeDrone = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

describe('the personnel-assimilated window', () => {
  it('opens after the assimilation, for the victims’ player first, then the assimilating player', () => {
    const { state, id } = counterpartScene([]);
    const done = run(explicit(state, 'p1'), [makeDrone(id('drone-card'), id('picard'))]);
    expect(ofType(done.events, 'CardsAssimilated')).toHaveLength(1);
    expect(ofType(done.events, 'ResponseWindowOpened').map((e) => [e.window.action, e.window.player])).toEqual([
      ['card-played', 'p2'],
      ['personnel-assimilated', 'p2'],
      ['personnel-assimilated', 'p1'],
    ]);
    expect(done.state.windows?.map((w) => [w.action, w.player, w.cards])).toEqual([['personnel-assimilated', 'p1', [id('picard')]]]);
  });

  it('with both players on automatic pass it does not open', () => {
    const { state, id } = counterpartScene([]);
    const done = run(state, [makeDrone(id('drone-card'), id('picard'))]);
    expect(ofType(done.events, 'CardsAssimilated')).toHaveLength(1);
    expect(ofType(done.events, 'ResponseWindowOpened').filter((e) => e.window.action === 'personnel-assimilated')).toEqual([]);
  });
});

describe('109_052 Mercy Kill, its assimilation way (your personnel just assimilated as a drone dies)', () => {
  it('applies: p2 kills its Picard, just made a drone under p1’s control', () => {
    const { state, id } = counterpartScene([{ label: 'mercy', owner: 'p2', at: 'hand', card: 'Mercy Kill' }]);
    const assimilated = run(explicit(state, 'p2'), [makeDrone(id('drone-card'), id('picard')), pass('p2')]);
    expect(assimilated.state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-assimilated', 'p2']]);
    const command: Command = { type: 'PlayCard', actor: 'p2', card: id('mercy'), target: id('picard') };
    expect(legalCommands(assimilated.state, 'p2')).toContainEqual(command);
    const killed = run(assimilated.state, [command]);
    expect(ofType(killed.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[id('picard'), 'killed']]);
  });

  it('does not apply: a personnel of the Borg player’s own (not yours) is no target; outside the window it is no response', () => {
    const { state, id } = counterpartScene([
      { label: 'mercy', owner: 'p1', at: 'hand', card: 'Mercy Kill' },
      { label: 'other-mercy', owner: 'p2', at: 'hand', card: 'Mercy Kill' },
    ]);
    const assimilated = run(explicit(state, 'p1'), [makeDrone(id('drone-card'), id('picard'))]);
    expect(assimilated.state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-assimilated', 'p1']]);
    // p1 assimilated p2's Picard: not p1's personnel.
    expect(refused(assimilated.state, { type: 'PlayCard', actor: 'p1', card: id('mercy'), target: id('picard') })).toBe('INVALID_TARGET');
    expect(refused(state, { type: 'PlayCard', actor: 'p2', card: id('other-mercy'), target: id('picard') })).not.toBeNull();
  });
});

describe('200_019 One with the Borg (once per game, just after you assimilate: your [Def] drone present beneath your deck, the incident discarded, another opposing personnel present assimilated at random)', () => {
  const drone = withIcons(person({ affiliation: 'Borg', skills: 'Navigation', ch: ['Drone'] }), 'Def');
  const table = (extra: readonly Placed[] = []) =>
    counterpartScene([
      { label: 'incident', owner: 'p1', at: 'hand', card: 'One with the Borg' },
      { label: 'drone', owner: 'p1', at: 'surface', card: drone },
      ...extra,
    ]);
  function onTable(extra: readonly Placed[] = []) {
    const { state, id } = table(extra);
    const placed = evolveAll([{ type: 'CardMoved', card: id('incident'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' }] as GameEvent[], state);
    const assimilated = run(explicit(placed, 'p1'), [makeDrone(id('drone-card'), id('picard'))]);
    return { id, state: assimilated.state };
  }
  const use = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'another', target });

  it('applies: the drone goes beneath p1’s draw deck, the incident is discarded, and p2’s other personnel present is assimilated', () => {
    const { id, state } = onTable([{ label: 'riker', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Federation' } }]);
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-assimilated', 'p1']]);
    expect(legalCommands(state, 'p1')).toContainEqual(use(id('incident'), id('drone')));
    const after = run(state, [use(id('incident'), id('drone'))]);
    const deck = cardsIn(after.state, Z.draw('p1'));
    expect(deck[deck.length - 1]).toBe(id('drone'));
    expect(after.state.cards[id('incident')]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardsAssimilated').flatMap((e) => e.cards.map((c) => [c.card, c.as]))).toEqual([[id('riker'), 'drone']]);
    expect(after.state.cards[id('riker')]!.owner).toBe('p1');
  });

  it('does not apply: no [Def] drone of yours present → no target; not in the opponent’s window', () => {
    const { id, state } = onTable([{ label: 'riker', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Federation' } }]);
    const away = evolveAll([{ type: 'CardMoved', card: id('drone'), from: Z.surface('L1'), to: Z.hand('p1'), faceUp: false, reason: 'scene' }] as GameEvent[], state);
    expect(away.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-assimilated', 'p1']]);
    expect(refused(away, use(id('incident'), id('drone')))).toBe('INVALID_TARGET');
    expect(legalCommands(away, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === id('incident'))).toEqual([]);
    // Once the window is passed, the ability has no window to answer.
    expect(refused(run(state, [pass('p1')]).state, use(id('incident'), id('drone')))).toBe('NO_RESPONSE_WINDOW');
  });
});
