/**
 * Issue 15 (helper forced): a battle a card requires now (behaviour/forced-battles.ts) — 103_065 Incoming Message:
 * Attack Authorization (on a Federation ship with Treachery aboard: that ship must attack one ship of the card player's
 * choice at its location; a V.I.P. aboard lets it ignore the order).
 *   1E rulebook › BATTLE › INITIATING A BATTLE (leader; Affiliation Attack Restrictions: Federation "when permitted or
 *   required by a card"); SHIP BATTLE; THE PLAY PHASE › Alternating Actions; 1E current rulings › actions – required.
 * 125_034 White Deprivation (as every player's turn begins: one [KW] personnel of each of that player's crews and Away
 * Teams dies at random, and their [KW] personnel battle the opposing non-changelings present) and 115_019 Ketracel-White
 * (where present it prevents White Deprivation). 1E rulebook › PLAYING A CARD › Exception: "Start of turn" actions.
 * given (a battle scene at L1, the interrupt in hand) / when (it is played and resolves) / then (the obligation: what
 * legalCommands offers, what is refused, the battle made).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { view } from '../view';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, person, type PersonSpec } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const CARD = 'Incoming Message: Attack Authorization';
const fedShip = warship({ affiliation: 'Federation', weapons: 8, title: 'Test Fed Ship' });

/** p1 plays the interrupt on `ship` (label) against `target` (label); both players pass automatically. */
function authorized(placed: readonly Placed[], ship: string, target: string, turn?: { player: PlayerId; number: number }) {
  const built = battleScene([...placed, { label: 'card', owner: turn?.player ?? 'p1', at: 'hand', card: CARD }], turn);
  const card: Command = { type: 'PlayCard', actor: turn?.player ?? 'p1', card: built.id('card'), target: `${built.id(ship)}>${built.id(target)}` };
  return { built, card, after: play(built.state, [card]) };
}

const offered = (state: GameState, player: PlayerId) => legalCommands(state, player).filter((command) => command.type !== 'Concede' && command.type !== 'SetAutoPass');

describe('103_065 Incoming Message: Attack Authorization', () => {
  it('given p1’s Federation ship with Treachery aboard (no leader) and p2’s Klingon ship: p1 must attack it with that ship alone — nothing else is offered or accepted until then; the battle needs no leader, ignores the Federation restriction and keeps the card play', () => {
    const { built, after } = authorized(
      [
        { label: 'fed', owner: 'p1', at: 'space', card: fedShip },
        { label: 'traitor', owner: 'p1', at: { aboard: 'fed' }, card: { skills: 'ENGINEER Treachery', affiliation: 'Federation' } },
        { label: 'other', owner: 'p1', at: 'space', card: warship({ affiliation: 'Federation' }) },
        { label: 'captain', owner: 'p1', at: { aboard: 'other' }, card: { skills: 'OFFICER', affiliation: 'Federation' } },
        { label: 'kli', owner: 'p2', at: 'space', card: warship({ weapons: 3, shields: 5 }) },
        { label: 'crew', owner: 'p2', at: { aboard: 'kli' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      ],
      'fed',
      'kli',
    );
    const state = after.state;
    const attack: Command = { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('fed')], target: built.id('kli') };
    expect(state.forcedBattle).toMatchObject({ player: 'p1', ships: [built.id('fed')], targets: [built.id('kli')] });
    expect(state.awaiting).toEqual([{ player: 'p1', kind: 'initiate-battle', options: [built.id('card')] }]);
    // the obligation is public: the opponent's view shows it
    expect(view(state, { player: 'p2' }).forcedBattle).toMatchObject({ player: 'p1', source: built.id('card') });
    expect(offered(state, 'p1')).toEqual([attack]);
    expect(refused(state, { type: 'DeclineForcedBattle', actor: 'p1' })).toBe('MUST_BATTLE');
    expect(refused(state, { type: 'EndTurn', actor: 'p1' } as Command)).toBe('AWAITING_FORCED_BATTLE');
    expect(refused(state, { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('fed'), built.id('other')], target: built.id('kli') })).toBe('FORCED_BATTLE');
    const battle = play(state, [attack]);
    expect(ofType(battle.events, 'BattleInitiated')).toMatchObject([{ battle: { attacker: 'p1', attacking: [built.id('fed')], target: built.id('kli') } }]);
    expect(ofType(battle.events, 'OrdersBegan')).toEqual([]);
    expect(battle.state.forcedBattle).toBeNull();
    expect(battle.state.turn!.stage).toBe('card-play');
    // the battle goes on as any other: p2 declares return fire.
    expect(battle.state.awaiting).toMatchObject([{ player: 'p2', kind: 'return-fire' }]);
  });

  it('played on p2’s Federation ship: p2 must attack the ship of p1’s choice on p1’s turn; with a V.I.P. aboard p2 may ignore the order', () => {
    const placed: Placed[] = [
      { label: 'mine', owner: 'p1', at: 'space', card: warship({ shields: 5 }) },
      { label: 'crew', owner: 'p1', at: { aboard: 'mine' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'fed', owner: 'p2', at: 'space', card: fedShip },
      { label: 'traitor', owner: 'p2', at: { aboard: 'fed' }, card: { skills: 'SECURITY Treachery', affiliation: 'Federation' } },
    ];
    const { built, after } = authorized(placed, 'fed', 'mine');
    const attack: Command = { type: 'InitiateShipBattle', actor: 'p2', ships: [built.id('fed')], target: built.id('mine') };
    expect(after.state.awaiting).toEqual([{ player: 'p2', kind: 'initiate-battle', options: [built.id('card')] }]);
    expect(offered(after.state, 'p2')).toEqual([attack]);
    expect(offered(after.state, 'p1')).toEqual([]);
    expect(ofType(play(after.state, [attack]).events, 'BattleInitiated')).toMatchObject([{ battle: { attacker: 'p2', defender: 'p1' } }]);

    const vip = authorized([...placed, { label: 'vip', owner: 'p2', at: { aboard: 'fed' }, card: { skills: 'V.I.P. Diplomacy', affiliation: 'Federation' } }], 'fed', 'mine');
    expect(offered(vip.after.state, 'p2')).toEqual([{ ...attack, ships: [vip.built.id('fed')], target: vip.built.id('mine') }, { type: 'DeclineForcedBattle', actor: 'p2' }]);
    const declined = play(vip.after.state, [{ type: 'DeclineForcedBattle', actor: 'p2' }]);
    expect(ofType(declined.events, 'ForcedBattleDeclined')).toMatchObject([{ player: 'p2', reason: 'ignored: V.I.P. aboard' }]);
    expect(declined.state.forcedBattle).toBeNull();
    expect(declined.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
  });

  it('does not apply: no Treachery aboard, or the ship stopped — the interrupt resolves without effect and play goes on', () => {
    const base: Placed[] = [
      { label: 'kli', owner: 'p2', at: 'space', card: warship() },
      { label: 'crew', owner: 'p2', at: { aboard: 'kli' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    ];
    const honest = authorized([{ label: 'fed', owner: 'p1', at: 'space', card: fedShip }, { label: 'p', owner: 'p1', at: { aboard: 'fed' }, card: { skills: 'OFFICER', affiliation: 'Federation' } }, ...base], 'fed', 'kli');
    expect(honest.after.state.forcedBattle ?? null).toBeNull();
    expect(ofType(honest.after.events, 'CardEffectResolved').map((event) => event.effect)).toContain('no attack: no Treachery aboard');
    expect(legalCommands(honest.after.state, 'p1').some((command) => command.type === 'EndTurn')).toBe(true);

    const stopped = authorized([{ label: 'fed', owner: 'p1', at: 'space', card: fedShip, stopped: true }, { label: 't', owner: 'p1', at: { aboard: 'fed' }, card: { skills: 'ENGINEER Treachery', affiliation: 'Federation' } }, ...base], 'fed', 'kli');
    expect(stopped.after.state.forcedBattle ?? null).toBeNull();
    expect(ofType(stopped.after.events, 'BattleInitiated')).toEqual([]);
  });

  it('its targets are a Federation ship and a ship of the other player at its location: a Klingon ship is no host, and the ship’s own player’s ships are not offered', () => {
    const { built } = authorized(
      [
        { label: 'fed', owner: 'p1', at: 'space', card: fedShip },
        { label: 'mine', owner: 'p1', at: 'space', card: warship() },
        { label: 'kli', owner: 'p2', at: 'space', card: warship() },
      ],
      'fed',
      'kli',
    );
    const plays = legalCommands(built.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === built.id('card'));
    expect(plays.map((command) => (command as { target?: string }).target)).toEqual([`${built.id('fed')}>${built.id('kli')}`]);
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.id('card'), target: `${built.id('fed')}>${built.id('mine')}` })).toBe('INVALID_TARGET');
  });
});

const kw = (spec: PersonSpec): Card => {
  const card = person({ affiliation: 'Dominion', ...spec });
  return { ...card, icons: [...card.icons, { code: 'KW', name: 'KW', category: 'test' }] };
};

/** White Deprivation on p1's table; p2's turn 1, then p2 ends it so that p1's turn 2 begins. */
function deprived(placed: readonly Placed[]) {
  const built = battleScene([...placed, { label: 'wd', owner: 'p1', at: 'hand', card: 'White Deprivation' }], { player: 'p2', number: 1 });
  const onTable = evolveAll([{ type: 'CardMoved', card: built.id('wd'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' } as GameEvent], built.state);
  return { id: built.id, before: onTable, after: play(onTable, [{ type: 'EndTurn', actor: 'p2' }]) };
}

describe('125_034 White Deprivation', () => {
  const jemHadar: Placed[] = [
    { label: 'j1', owner: 'p1', at: 'surface', card: kw({ skills: 'SECURITY', s: 9, title: "Jem'Hadar One" }) },
    { label: 'j2', owner: 'p1', at: 'surface', card: kw({ skills: 'SECURITY', s: 9, title: "Jem'Hadar Two" }) },
    { label: 'vorta', owner: 'p1', at: 'surface', card: { skills: 'V.I.P.', s: 4, affiliation: 'Dominion' } },
  ];

  it('as p1’s turn begins: one of p1’s [KW] personnel on the planet dies at random; the survivor must battle p2’s non-changeling there (the changeling and p1’s other personnel stay out) before anything else, without a leader, keeping the card play', () => {
    const { id, after } = deprived([
      ...jemHadar,
      { label: 'kli', owner: 'p2', at: 'surface', card: { skills: 'ENGINEER', s: 3, affiliation: 'Klingon' } },
      { label: 'odo', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 3, affiliation: 'Bajoran', ch: ['Changeling'] } },
    ]);
    const died = ofType(after.events, 'RandomCardsSelected');
    expect(died).toHaveLength(1);
    expect(died[0]!.candidates).toEqual([id('j1'), id('j2')]);
    const victim = died[0]!.outcome[0]!;
    const survivor = victim === id('j1') ? id('j2') : id('j1');
    expect(after.state.cards[victim]!.zone).toBe(Z.discard('p1'));
    const state = after.state;
    const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
    expect(state.awaiting).toEqual([{ player: 'p1', kind: 'initiate-battle', options: [id('wd')] }]);
    expect(offered(state, 'p1')).toEqual([attack]);
    expect(refused(state, { type: 'EndTurn', actor: 'p1' })).toBe('AWAITING_FORCED_BATTLE');
    expect(refused(state, { type: 'DeclineForcedBattle', actor: 'p1' })).toBe('MUST_BATTLE');
    const battle = play(state, [attack]);
    expect(ofType(battle.events, 'BattleInitiated')).toMatchObject([{ battle: { attacker: 'p1', attacking: [survivor], defending: [id('kli')] } }]);
    expect(ofType(battle.events, 'OrdersBegan')).toEqual([]);
    expect(battle.state.forcedBattle).toBeNull();
    expect(battle.state.turn!.stage).toBe('card-play');
  });

  it('two places: a battle is owed at each, one at a time, in the player’s order', () => {
    const ship = warship({ affiliation: 'Dominion', title: 'Test Bug' });
    const { id, after } = deprived([
      ...jemHadar,
      { label: 'kli', owner: 'p2', at: 'surface', card: { skills: 'ENGINEER', s: 3, affiliation: 'Klingon' } },
      { label: 'bug', owner: 'p1', at: 'space', card: ship },
      { label: 'j3', owner: 'p1', at: { aboard: 'bug' }, card: kw({ skills: 'OFFICER', s: 8, title: "Jem'Hadar Three" }) },
      { label: 'j4', owner: 'p1', at: { aboard: 'bug' }, card: kw({ skills: 'OFFICER', s: 8, title: "Jem'Hadar Four" }) },
      { label: 'intruder', owner: 'p2', at: { aboard: 'bug' }, card: { skills: 'SECURITY', s: 2, affiliation: 'Klingon' } },
    ]);
    expect(ofType(after.events, 'RandomCardsSelected')).toHaveLength(2);
    const zones = [Z.aboard(id('bug')), Z.surface('L1')].sort();
    expect(offered(after.state, 'p1')).toEqual(zones.map((zone) => ({ type: 'InitiatePersonnelBattle', actor: 'p1', zone })));
    const first = play(after.state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]);
    expect(ofType(first.events, 'BattleEnded')).toHaveLength(1);
    expect(first.state.forcedBattle?.personnel?.zones).toEqual([Z.aboard(id('bug'))]);
    expect(offered(first.state, 'p1')).toEqual([{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.aboard(id('bug')) }]);
  });

  it('does not apply: with 115_019 Ketracel-White present nobody dies and no battle is owed; with only a changeling opposing, the death happens and the battle is left to the players (said so on the record)', () => {
    const white = deprived([...jemHadar, { label: 'white', owner: 'p1', at: 'surface', card: 'Ketracel-White' }, { label: 'kli', owner: 'p2', at: 'surface', card: { skills: 'ENGINEER', s: 3, affiliation: 'Klingon' } }]);
    expect(ofType(white.after.events, 'RandomCardsSelected')).toEqual([]);
    expect(white.after.state.forcedBattle ?? null).toBeNull();
    expect(legalCommands(white.after.state, 'p1').some((command) => command.type === 'EndTurn')).toBe(true);

    const odo = deprived([...jemHadar, { label: 'odo', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 3, affiliation: 'Bajoran', ch: ['Changeling'] } }]);
    expect(ofType(odo.after.events, 'RandomCardsSelected')).toHaveLength(1);
    expect(odo.after.state.forcedBattle ?? null).toBeNull();
    expect(ofType(odo.after.events, 'CardEffectResolved').some((event) => event.effect.startsWith('manual:'))).toBe(true);
  });

  // Issue 15 (helper domir): 227_010 Alliance with the Son'a — "while your Son'a personnel is in play, you may ignore White Deprivation" (turn-start-battles.ts › ignoresCards).
  describe("with 227_010 Alliance with the Son'a on p1's table", () => {
    const allied = (sona: boolean) => {
      const extra: Placed[] = [
        { label: 'alliance', owner: 'p1', at: 'hand', card: "Alliance with the Son'a" },
        { label: 'kli', owner: 'p2', at: 'surface', card: { skills: 'ENGINEER', s: 3, affiliation: 'Klingon' } },
        ...(sona ? [{ label: 'ruafo', owner: 'p1', at: 'space', card: "Ru'afo" } as Placed] : []),
      ];
      const built = battleScene([...jemHadar, ...extra, { label: 'wd', owner: 'p1', at: 'hand', card: 'White Deprivation' }], { player: 'p2', number: 1 });
      const onTable = evolveAll(
        ['wd', 'alliance'].map((label) => ({ type: 'CardMoved', card: built.id(label), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }) as GameEvent),
        built.state,
      );
      return play(onTable, [{ type: 'EndTurn', actor: 'p2' }]);
    };
    it('applies: a Son’a personnel of p1 in play — p1’s turn ignores White Deprivation: nobody dies, no battle is owed', () => {
      const after = allied(true);
      expect(ofType(after.events, 'RandomCardsSelected')).toEqual([]);
      expect(after.state.forcedBattle ?? null).toBeNull();
    });
    it('does not apply: no Son’a personnel of p1 in play — the death and the battle happen as usual', () => {
      const after = allied(false);
      expect(ofType(after.events, 'RandomCardsSelected')).toHaveLength(1);
      expect(after.state.forcedBattle).toBeTruthy();
    });
  });

  it('does not apply on the turn of a player without [KW] personnel', () => {
    const built = battleScene([...jemHadar, { label: 'wd', owner: 'p1', at: 'hand', card: 'White Deprivation' }, { label: 'kli', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', s: 3, affiliation: 'Klingon' } }], { player: 'p1', number: 1 });
    const onTable = evolveAll([{ type: 'CardMoved', card: built.id('wd'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' } as GameEvent], built.state);
    const p2turn = play(onTable, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(p2turn.events, 'RandomCardsSelected')).toEqual([]);
    expect(p2turn.state.forcedBattle ?? null).toBeNull();
  });
});
