/**
 * Issue 15 (helper forced): a battle a card requires now (behaviour/forced-battles.ts) — 103_065 Incoming Message:
 * Attack Authorization (on a Federation ship with Treachery aboard: that ship must attack one ship of the card player's
 * choice at its location; a V.I.P. aboard lets it ignore the order).
 *   1E rulebook › BATTLE › INITIATING A BATTLE (leader; Affiliation Attack Restrictions: Federation "when permitted or
 *   required by a card"); SHIP BATTLE; THE PLAY PHASE › Alternating Actions; 1E current rulings › actions – required.
 * given (a battle scene at L1, the interrupt in hand) / when (it is played and resolves) / then (the obligation: what
 * legalCommands offers, what is refused, the battle made).
 */
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';

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
