/**
 * Issue 15 (table-responses): cards on the table that answer a battle, used as responses in the
 * battle's own windows (behaviour/battle-table-responses.ts; response-abilities.ts) — 181_019
 * Resistance Tactics (cancel a battle just initiated involving your Resistance, [Maq] or [DS9][TE]
 * personnel) and 126_018 To Be or Not to Be (just after a battle your opponent initiated: damage
 * every opposing ship in it).
 *   1E rulebook › BATTLE › INITIATING A BATTLE › Clarification: Cancelled Battles; AFTER THE BATTLE;
 *   DAMAGE AND REPAIRS › ROTATION DAMAGE; THE PLAY PHASE › Alternating Actions.
 * given (a battle scene, p2's card moved to p2's table, p2 passing explicitly) / when (p1 attacks,
 * p2 answers with ActivateCard) / then (the battle's end, damage, the refusal's code, the offers).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, person, scene } from '../testing/attempt-scene';
import { moved, play, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const withIcons = (card: Card, codes: readonly string[], property?: string): Card => ({
  ...card,
  icons: [...card.icons, ...codes.map((code) => ({ code, name: code, category: 'test' }))],
  ...(property ? { property } : {}),
});

/** The scene with `card` (p2's) on p2's table and p2 passing explicitly. */
function tableScene(placed: readonly Placed[], card: string, turn?: { player: PlayerId; number: number }) {
  const built = battleScene([...placed, { label: 'card', owner: 'p2', at: 'hand', card }], turn);
  const moved = evolveAll([{ type: 'CardMoved', card: built.id('card'), from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'test' } as GameEvent], built.state);
  return { state: play(moved, [{ type: 'SetAutoPass', actor: 'p2', on: false }]).state, id: built.id };
}
const use = (card: string, ability: string, target: string, actor: PlayerId = 'p2'): Command => ({ type: 'ActivateCard', actor, card, ability, target });
const activations = (state: GameState, player: PlayerId = 'p2') => legalCommands(state, player).filter((command) => command.type === 'ActivateCard');

describe('181_019 Resistance Tactics (discard it to cancel a battle just initiated involving your Resistance, [Maq] or [DS9][TE] personnel)', () => {
  function personnelBattle(defender: Card) {
    const scene = tableScene(
      [
        { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 9, affiliation: 'Klingon' } },
        { label: 'd', owner: 'p2', at: 'surface', card: defender },
      ],
      'Resistance Tactics',
    );
    const state = play(scene.state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
    return { state, id: scene.id, window: state.windows![0]!.card };
  }

  it('given p2’s personnel with Resistance is attacked: p2 discards the event in its window, the battle ends cancelled, nobody is hurt, everyone is stopped', () => {
    const { state, id, window } = personnelBattle(person({ skills: 'SECURITY Resistance', s: 4, affiliation: 'Bajoran' }));
    const cancel = use(id('card'), 'cancel', window);
    expect(activations(state)).toEqual([cancel]);
    const after = play(state, [cancel]);
    expect(ofType(after.events, 'BattleEnded')).toMatchObject([{ cancelled: true, winner: null }]);
    expect(ofType(after.events, 'CombatResolved')).toEqual([]);
    expect(after.state.cards[id('card')]!.zone).toBe(Z.discard('p2'));
    expect(after.state.cards[id('k')]!.stopped).toBe(true);
    expect(after.state.cards[id('d')]!.stopped).toBe(true);
  });

  it('a [DS9] [TE] personnel counts too; a [TE] personnel of another series does not', () => {
    const mirror = personnelBattle(withIcons(person({ skills: 'OFFICER', s: 4, affiliation: 'Federation' }), ['TE'], 'DS9'));
    expect(activations(mirror.state)).toEqual([use(mirror.id('card'), 'cancel', mirror.window)]);
    const other = personnelBattle(withIcons(person({ skills: 'OFFICER', s: 4, affiliation: 'Federation' }), ['TE'], 'TOS'));
    expect(activations(other.state)).toEqual([]);
    expect(refused(other.state, use(other.id('card'), 'cancel', other.window))).toBe('INVALID_TARGET');
  });

  it('without such a personnel of p2’s in the battle there is no target, and passing lets the battle go on', () => {
    const { state, id, window } = personnelBattle(person({ skills: 'SECURITY', s: 4, affiliation: 'Bajoran' }));
    expect(activations(state)).toEqual([]);
    expect(refused(state, use(id('card'), 'cancel', window))).toBe('INVALID_TARGET');
    const passed = play(state, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(passed.events, 'BattleEnded')).toMatchObject([{ cancelled: false }]);
    expect(passed.state.cards[id('card')]!.zone).toBe(Z.table('p2'));
  });

  it('a ship battle involves the crews: a [Maq] personnel aboard p2’s targeted ship lets p2 cancel it; outside a battle it is refused', () => {
    const scene = tableScene(
      [
        { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 9, shields: 6, affiliation: 'Klingon' }) },
        { label: 'k', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
        { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 0, shields: 6, affiliation: 'Federation' }) },
        { label: 'maq', owner: 'p2', at: { aboard: 't' }, card: withIcons(person({ skills: 'ENGINEER', affiliation: 'Federation' }), ['Maq']) },
      ],
      'Resistance Tactics',
    );
    expect(refused(scene.state, use(scene.id('card'), 'cancel', scene.id('t')))).toBe('NO_RESPONSE_WINDOW');
    let state = play(scene.state, [{ type: 'InitiateShipBattle', actor: 'p1', ships: [scene.id('a')], target: scene.id('t') }]).state;
    if (state.battle?.returnFire === undefined) state = play(state, [{ type: 'ReturnFire', actor: 'p2', target: null }]).state;
    const window = state.windows![0]!.card;
    const after = play(state, [use(scene.id('card'), 'cancel', window)]);
    expect(ofType(after.events, 'BattleEnded')).toMatchObject([{ kind: 'ship', cancelled: true }]);
    expect(ofType(after.events, 'ShipsFired')).toEqual([]);
    expect(after.state.cards[scene.id('t')]!.damage ?? 0).toBe(0);
  });
});

describe('126_018 To Be or Not to Be (just after a battle your opponent initiated: discard it to damage every opposing ship in it)', () => {
  const fleets: Placed[] = [
    { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 7, shields: 6, affiliation: 'Klingon' }) },
    { label: 'a2', owner: 'p1', at: 'space', card: warship({ weapons: 7, shields: 6, affiliation: 'Klingon' }) },
    { label: 'k', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    { label: 'k2', owner: 'p1', at: { aboard: 'a2' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 0, shields: 20, affiliation: 'Romulan' }) },
    { label: 'r', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
  ];
  /** p1 attacks p2's ship with both its ships; p2 passes its battle window; the battle-ended window reaches p2. */
  function afterShipBattle() {
    const scene = tableScene(fleets, 'To Be or Not to Be');
    let state = play(scene.state, [{ type: 'InitiateShipBattle', actor: 'p1', ships: [scene.id('a'), scene.id('a2')], target: scene.id('t') }]).state;
    if (state.battle?.returnFire === undefined) state = play(state, [{ type: 'ReturnFire', actor: 'p2', target: null }]).state;
    state = play(state, [{ type: 'PassResponse', actor: 'p2' }]).state;
    return { state, id: scene.id };
  }

  it('given p1’s two ships attacked p2’s ship: in p2’s window after the battle, both of p1’s ships take a damage and the event is discarded', () => {
    const { state, id } = afterShipBattle();
    const top = state.windows![state.windows!.length - 1]!;
    expect([top.action, top.player]).toEqual(['battle-ended', 'p2']);
    const damage = use(id('card'), 'damage', top.card);
    expect(activations(state)).toEqual([damage]);
    const after = play(state, [damage]);
    expect(ofType(after.events, 'ShipDamaged').map((event) => event.ship).sort()).toEqual([id('a'), id('a2')].sort());
    expect(after.state.cards[id('t')]!.damage ?? 0).toBe(0);
    expect(after.state.cards[id('card')]!.zone).toBe(Z.discard('p2'));
  });

  it('a ship damaged once already is destroyed by the second damage (rotation damage)', () => {
    const { state, id } = afterShipBattle();
    const hurt = evolveAll([{ type: 'ShipDamaged', ship: id('a'), damage: 1, source: 'test' } as GameEvent], state);
    const after = play(hurt, [use(id('card'), 'damage', state.windows![0]!.card)]);
    expect(after.state.cards[id('a')]!.zone).not.toBe(Z.space('L1'));
    expect(after.state.cards[id('k')]!.zone).not.toBe(Z.aboard(id('a')));
  });

  it('after a battle p2 itself initiated it is refused (not the opponent’s battle)', () => {
    const armed = fleets.map((placed): Placed => (placed.label === 't' ? { ...placed, card: warship({ weapons: 8, shields: 20, affiliation: 'Romulan' }) } : placed));
    const scene = tableScene(armed, 'To Be or Not to Be', { player: 'p2', number: 2 });
    let state = play(scene.state, [{ type: 'InitiateShipBattle', actor: 'p2', ships: [scene.id('t')], target: scene.id('a') }]).state;
    if (state.battle?.returnFire === undefined) state = play(state, [{ type: 'ReturnFire', actor: 'p1', target: null }]).state;
    while (state.windows?.at(-1)?.action === 'battle-initiated') state = play(state, [{ type: 'PassResponse', actor: state.windows.at(-1)!.player }]).state;
    const top = state.windows!.at(-1)!;
    expect(top).toMatchObject({ action: 'battle-ended', by: 'p2', player: 'p2' });
    expect(activations(state)).toEqual([]);
    expect(refused(state, use(scene.id('card'), 'damage', top.card))).toBe('NOT_OPPONENTS_ACTION');
  });

  it('after a personnel battle there is no ship to damage: no target', () => {
    const scene = tableScene(
      [
        { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 9, affiliation: 'Klingon' } },
        { label: 'd', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', s: 4, affiliation: 'Romulan' } },
      ],
      'To Be or Not to Be',
    );
    let state = play(scene.state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
    state = play(state, [{ type: 'PassResponse', actor: 'p2' }]).state;
    const top = state.windows!.at(-1)!;
    expect([top.action, top.player]).toEqual(['battle-ended', 'p2']);
    expect(activations(state)).toEqual([]);
    expect(refused(state, use(scene.id('card'), 'damage', top.card))).toBe('INVALID_TARGET');
  });
});

describe('141_023 Straight and Steady (when your [22] card is attacked: discard it, your [22] cards in that battle have every attribute +5 until it ends)', () => {
  const twentySecond = (card: Card) => withIcons(card, ['22']);
  function personnelBattle(icons: readonly string[]) {
    const scene = tableScene(
      [
        { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 9, affiliation: 'Klingon' } },
        { label: 'd', owner: 'p2', at: 'surface', card: withIcons(person({ skills: 'OFFICER', s: 6, affiliation: 'Federation' }), icons) },
      ],
      'Straight and Steady',
    );
    const state = play(scene.state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
    return { state, id: scene.id, window: state.windows![0]!.card };
  }
  const strengthOf = (events: readonly GameEvent[], card: string) =>
    ofType(events, 'CombatResolved').flatMap((event) => event.adversaries.flatMap((adversary, index) => (adversary === card ? [event.strengths[index]] : [])));

  it('given p2’s [22] personnel (STRENGTH 6) is attacked by STRENGTH 9: with the objective discarded it fights at 11 and the attacker is the one stunned', () => {
    const { state, id, window } = personnelBattle(['22']);
    const steady = use(id('card'), 'steady', window);
    expect(activations(state)).toEqual([steady]);
    const after = play(state, [steady]);
    expect(after.state.cards[id('card')]!.zone).toBe(Z.discard('p2'));
    expect(strengthOf(after.events, id('d'))).toEqual([11]);
    expect(ofType(after.events, 'CombatResolved')[0]).toMatchObject({ loser: id('k') });
    expect(after.state.battle ?? null).toBeNull();
  });

  it('a personnel without [22] attacked is no target: no offer, refused; passing, it fights at its own 6', () => {
    const { state, id, window } = personnelBattle([]);
    expect(activations(state)).toEqual([]);
    expect(refused(state, use(id('card'), 'steady', window))).toBe('INVALID_TARGET');
    const passed = play(state, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(strengthOf(passed.events, id('d'))).toEqual([6]);
  });

  it('a ship battle: p2’s [22] ship targeted has SHIELDS 6+5 (a miss instead of a hit) and fires back with WEAPONS 5+5', () => {
    const scene = tableScene(
      [
        { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 9, shields: 30, affiliation: 'Klingon' }) },
        { label: 'k', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
        { label: 't', owner: 'p2', at: 'space', card: twentySecond(warship({ weapons: 5, shields: 6, affiliation: 'Federation' })) },
        { label: 'f', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Federation' } },
      ],
      'Straight and Steady',
    );
    let state = play(scene.state, [{ type: 'InitiateShipBattle', actor: 'p1', ships: [scene.id('a')], target: scene.id('t') }]).state;
    state = play(state, [{ type: 'ReturnFire', actor: 'p2', target: scene.id('a') }]).state;
    const after = play(state, [use(scene.id('card'), 'steady', state.windows![0]!.card)]);
    expect(ofType(after.events, 'ShipsFired').map((event) => [event.stage, event.attack, event.defense, event.result])).toEqual([
      ['open-fire', 9, 11, 'miss'],
      ['return-fire', 10, 30, 'miss'],
    ]);
  });
});

describe('202_011 Sleeper Ship (when your ship wins a battle with its matching commander aboard: report a personnel aboard it)', () => {
  /** p1 (WEAPONS 5) attacks p2's ship (SHIELDS 20, WEAPONS `weapons`), which returns fire; p2 then holds the battle-ended window. */
  function afterBattle(opts: { commander: boolean; weapons: number }) {
    const ship = { ...warship({ weapons: opts.weapons, shields: 20, affiliation: 'Federation' }), commandedBy: ['Captain Sleeper'] };
    const scene = tableScene(
      [
        { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 5, shields: 6, affiliation: 'Klingon' }) },
        { label: 'k', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
        { label: 't', owner: 'p2', at: 'space', card: ship },
        { label: 'cmd', owner: 'p2', at: { aboard: 't' }, card: { title: opts.commander ? 'Captain Sleeper' : 'Someone Else', skills: 'OFFICER', affiliation: 'Federation' } },
        { label: 'new', owner: 'p2', at: 'hand', card: { title: 'New Crewman', skills: 'ENGINEER', affiliation: 'Federation' } },
        { label: 'foe', owner: 'p2', at: 'hand', card: { title: 'Incompatible', skills: 'ENGINEER', affiliation: 'Klingon' } },
      ],
      'Sleeper Ship',
    );
    let state = play(scene.state, [{ type: 'InitiateShipBattle', actor: 'p1', ships: [scene.id('a')], target: scene.id('t') }]).state;
    if (state.battle?.returnFire === undefined) state = play(state, [{ type: 'ReturnFire', actor: 'p2', target: scene.id('a') }]).state;
    state = play(state, [{ type: 'PassResponse', actor: 'p2' }]).state;
    return { state, id: scene.id };
  }

  it('given p2’s ship with its commander aboard won (p1’s ship hit, p2’s missed): p2 reports a compatible personnel from hand aboard, the event stays', () => {
    const { state, id } = afterBattle({ commander: true, weapons: 9 });
    const top = state.windows!.at(-1)!;
    expect([top.action, top.player, state.lastShipBattle?.winner]).toEqual(['battle-ended', 'p2', 'p2']);
    const report = use(id('card'), 'report', `${id('t')}>${id('new')}`);
    expect(activations(state)).toEqual([report]);
    const after = play(state, [report]);
    expect(ofType(after.events, 'CardReported')).toMatchObject([{ card: id('new'), to: Z.aboard(id('t')), normalCardPlay: false }]);
    expect(after.state.cards[id('new')]!.zone).toBe(Z.aboard(id('t')));
    expect(after.state.cards[id('card')]!.zone).toBe(Z.table('p2'));
    expect(refused(after.state, report)).toBe('NO_RESPONSE_WINDOW');
  });

  it('without the matching commander aboard, or when the battle was not won, there is no target', () => {
    const noCommander = afterBattle({ commander: false, weapons: 9 });
    expect(activations(noCommander.state)).toEqual([]);
    expect(refused(noCommander.state, use(noCommander.id('card'), 'report', `${noCommander.id('t')}>${noCommander.id('new')}`))).toBe('INVALID_TARGET');
    const noWin = afterBattle({ commander: true, weapons: 0 });
    expect(noWin.state.lastShipBattle?.winner).not.toBe('p2');
    expect(activations(noWin.state)).toEqual([]);
  });
});

describe('141_023 Straight and Steady, the other way (issue 15, helper windows: at the end of the opponent’s turn, discard it to move your [22] ship one location toward your facility or homeworld)', () => {
  /** L1–L3 on one spaceline; p2's [22] ship at `at`, p2's outpost at L3, the objective on p2's table; p2 answers every window when `every`. */
  function endScene(opts: { at?: string; every?: boolean; icons?: readonly string[] } = {}) {
    const built = scene({ missions: ['Excavation', 'Reported Activity', 'Study Stellar Collision'], opponentHand: [withIcons(warship({ affiliation: 'Federation' }), opts.icons ?? ['22']), 'Federation Outpost', 'Straight and Steady'] });
    const [ship, outpost, card] = built.ids.opponentHand as [string, string, string];
    const placed = moved(built.state, [
      [ship, Z.space(opts.at ?? 'L1')],
      [outpost, Z.space('L3')],
      [card, Z.table('p2')],
    ]);
    const state = opts.every === false ? placed : play(placed, [{ type: 'SetAutoPass', actor: 'p2', on: false, every: true }]).state;
    return { state, ship, card };
  }
  const endTurn = (actor: PlayerId): Command => ({ type: 'EndTurn', actor });

  it('applies: p1 ends the turn, p2 answers the end-of-turn window — the objective is discarded, the ship moves from L1 to L2, then the turn ends', () => {
    const { state, ship, card } = endScene();
    const ending = play(state, [endTurn('p1')]);
    expect(ending.state.windows?.at(-1)).toMatchObject({ action: 'turn-ending', player: 'p2', by: 'p1' });
    expect(ofType(ending.events, 'TurnEnded')).toEqual([]);
    const home = use(card, 'home', `${ship}>L2`);
    expect(activations(ending.state)).toEqual([home]);
    const after = play(ending.state, [home]);
    expect(after.state.cards[ship]!.zone).toBe(Z.space('L2'));
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p2'));
    expect(ofType(after.events, 'TurnEnded').map((event) => event.player)).toEqual(['p1']);
    expect(after.state.turn).toMatchObject({ player: 'p2', number: 2 });
    // What follows is the window after p1's end-of-turn card draw (p2 passes windows explicitly).
    expect(after.state.windows?.map((window) => window.action)).toEqual(['card-drawn']);
  });

  it('does not apply: passing keeps the ship; at the end of p2’s own turn no offer; a ship at the outpost or without [22] has no way; without anyone answering every window the turn ends at once', () => {
    const { state, ship, card } = endScene();
    const passed = play(state, [endTurn('p1'), { type: 'PassResponse', actor: 'p2' }, { type: 'PassResponse', actor: 'p2' }]).state;
    expect(passed.cards[ship]!.zone).toBe(Z.space('L1'));
    expect(passed.turn).toMatchObject({ player: 'p2', number: 2 });
    // p2's own end of turn: p1 (automatic pass) first, then p2's window, where the ability does not answer.
    const own = play(passed, [endTurn('p2')]).state;
    expect(own.windows?.at(-1)).toMatchObject({ action: 'turn-ending', player: 'p2', by: 'p2' });
    expect(activations(own)).toEqual([]);
    expect(refused(own, use(card, 'home', `${ship}>L2`))).toBe('NOT_OPPONENTS_ACTION');
    const there = endScene({ at: 'L3' });
    expect(activations(play(there.state, [endTurn('p1')]).state)).toEqual([]);
    const plain = endScene({ icons: [] });
    expect(activations(play(plain.state, [endTurn('p1')]).state)).toEqual([]);
    const auto = endScene({ every: false });
    const ended = play(auto.state, [endTurn('p1')]);
    expect(ofType(ended.events, 'ResponseWindowOpened')).toEqual([]);
    expect(ended.state.turn).toMatchObject({ player: 'p2', number: 2 });
  });
});
