/**
 * Issue 15 (helper trophies): behaviour/trophies.ts — cards just destroyed or killed by yours into your point area,
 * and points that vary with what a card's host does or holds.
 *   116_035 Ultimatum (a ship just destroyed by your [Dom] ship: discard it, the ship to your point area for its highest
 *   printed attribute); 124_029 Relics of the Chase (an opponent's personnel your Hirogen using a Hirogen Talon just
 *   killed in personnel battle, or an Alpha-Hirogen's captive); 155_018 Heart of Glory (5 points for each personnel its
 *   Klingon stuns or mortally wounds, three at most); 200_019 One with the Borg (on a ship you assimilated, worth its
 *   highest printed attribute while your [Com] is aboard).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (4. Combat; 6. Resolution); SHIP BATTLE; AFTER THE BATTLE; SCORING POINTS;
 *   Borg Rule: Ship Assimilation; 1E current rulings › Ultimatum.
 * given (a battle scene, the battle fought, the battle-ended window) / when (ActivateCard, PlayCard) / then (zones, points).
 */
import type { Card } from '@captains-log/cards';
import { Ctx } from '../context';
import { evolveAll } from '../evolve';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { person } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { settleHeldWorth } from './trophies';
import { actionConditionHolds } from './ability-targets';
import { behaviourOf } from './registry';
import { activate } from '../testing/commands';

const toTable = (state: GameState, card: string, owner: PlayerId): GameState =>
  evolveAll([{ type: 'CardMoved', card, from: Z.hand(owner), to: Z.table(owner), faceUp: true, reason: 'scene' } as GameEvent], state);


describe('116_035 Ultimatum (a ship just destroyed by your [Dom] ship to your point area, scoring its highest printed attribute)', () => {
  /** p1's ship `a` (of `affiliation`) destroys p2's `t` (RANGE 7, WEAPONS 4, SHIELDS 5: highest 7) with a direct hit. */
  function destroyed(affiliation: string) {
    const built = battleScene([
      { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 13, shields: 6, affiliation }) },
      { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation } },
      { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 0, shields: 5, affiliation: 'Romulan' }) },
      { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
      { label: 'u', owner: 'p1', at: 'hand', card: 'Ultimatum' },
    ]);
    let state = play(toTable(built.state, built.id('u'), 'p1'), [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('a')], target: built.id('t') }]).state;
    if (state.battle?.returnFire === undefined && state.battle) state = play(state, [{ type: 'ReturnFire', actor: 'p2', target: built.id('a') }]).state;
    state = play(state, [{ type: 'PassResponse', actor: 'p1' }]).state;
    return { state, id: built.id };
  }

  it('applies: a Dominion ship destroyed the ship; p1 discards Ultimatum and the ship scores 7 in p1’s point area', () => {
    const { state, id } = destroyed('Dominion');
    expect(state.windows?.at(-1)).toMatchObject({ action: 'battle-ended', player: 'p1' });
    expect(state.cards[id('t')]!.zone).toBe(Z.discard('p2'));
    const after = play(state, [activate(id('u'), 'trophy', id('t'))]).state;
    expect(after.cards[id('t')]!.zone).toBe(Z.bonus('p1'));
    expect(after.score.p1.bonus - state.score.p1.bonus).toBe(7);
    expect(after.cards[id('u')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: the ship was destroyed by a Klingon ship only', () => {
    const { state, id } = destroyed('Klingon');
    expect(state.cards[id('t')]!.zone).toBe(Z.discard('p2'));
    expect(refused(state, activate(id('u'), 'trophy', id('t')))).toBe('INVALID_TARGET');
  });
});

const hirogen = (skills: string, ch: readonly string[]): Card => ({ ...person({ skills, s: 9, ch, affiliation: 'Hirogen' }), title: `Test ${ch.join(' ')} Hunter` });

describe('124_029 Relics of the Chase (your Hirogen using a Hirogen Talon: an opponent’s personnel he just killed to your point area)', () => {
  /** p1's personnel `h` (with or without a Hirogen Talon) mortally wounds p2's `v` (INTEGRITY 8, CUNNING 5, STRENGTH 2). */
  function hunted(hunter: Card, talon: boolean) {
    const placed: Placed[] = [
      { label: 'h', owner: 'p1', at: 'surface', card: hunter },
      { label: 'v', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', i: 8, c: 5, s: 2, affiliation: 'Federation' } },
      { label: 'r', owner: 'p1', at: 'hand', card: 'Relics of the Chase' },
      ...(talon ? [{ label: 'talon', owner: 'p1', at: 'surface', card: 'Hirogen Talon' } as Placed] : []),
    ];
    const built = battleScene(placed);
    const state = play(toTable(built.state, built.id('r'), 'p1'), [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }, { type: 'PassResponse', actor: 'p1' }]).state;
    return { state, id: built.id };
  }

  it('applies: the battle records the Hirogen as the killer; the victim goes to p1’s point area for its INTEGRITY 8', () => {
    const { state, id } = hunted(hirogen('OFFICER', ['Hirogen']), true);
    expect(state.lastBattle?.killed).toEqual([id('v')]);
    expect(state.lastBattle?.hurtBy?.[id('v')]).toBe(id('h'));
    const after = play(state, [activate(id('r'), 'trophy', id('v'))]).state;
    expect(after.cards[id('v')]!.zone).toBe(Z.bonus('p1'));
    expect(after.score.p1.bonus - state.score.p1.bonus).toBe(8);
    expect(after.cards[id('r')]!.zone).toBe(Z.table('p1'));
  });

  it('does not apply: without a Hirogen Talon, or when the killer is no Hirogen', () => {
    const bare = hunted(hirogen('OFFICER', ['Hirogen']), false);
    expect(bare.state.lastBattle?.killed).toEqual([bare.id('v')]);
    expect(refused(bare.state, activate(bare.id('r'), 'trophy', bare.id('v')))).toBe('INVALID_TARGET');
    const klingon = hunted({ ...person({ skills: 'OFFICER', s: 9, ch: ['Klingon'], affiliation: 'Klingon' }), title: 'Test Klingon Hunter' }, true);
    expect(klingon.state.lastBattle?.killed).toEqual([klingon.id('v')]);
    expect(refused(klingon.state, activate(klingon.id('r'), 'trophy', klingon.id('v')))).toBe('INVALID_TARGET');
  });
});

describe('124_029 Relics of the Chase, the captive (your Alpha-Hirogen using a Hirogen Talon: a captive he escorts to your point area)', () => {
  function escorted(hunter: Card, twice = false) {
    const built = battleScene([
      { label: 'a', owner: 'p1', at: 'space', card: warship({ affiliation: 'Hirogen' }) },
      { label: 'h', owner: 'p1', at: { aboard: 'a' }, card: hunter },
      { label: 'talon', owner: 'p1', at: { aboard: 'a' }, card: 'Hirogen Talon' },
      { label: 'v', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', i: 6, c: 7, s: 3, affiliation: 'Federation' } },
      ...(twice ? [{ label: 'w', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', affiliation: 'Federation' } } as Placed] : []),
      { label: 'r', owner: 'p1', at: 'hand', card: 'Relics of the Chase' },
    ]);
    const captives = twice ? ['v', 'w'] : ['v'];
    const state = evolveAll(
      captives.map((label) => ({ type: 'PersonnelCaptured', card: built.id(label), from: Z.surface('L1'), to: Z.held('p1', built.id('a')), captor: 'p1', source: 'test' }) as GameEvent),
      toTable(built.state, built.id('r'), 'p1'),
    );
    return { state, id: built.id };
  }

  it('applies: the captive goes to p1’s point area for its CUNNING 7; a second trophy the same turn is refused (one limit for both)', () => {
    const { state, id } = escorted(hirogen('OFFICER', ['Hirogen', 'Alpha-Hirogen']), true);
    const after = play(state, [activate(id('r'), 'captive-trophy', id('v'))]).state;
    expect(after.cards[id('v')]!.zone).toBe(Z.bonus('p1'));
    expect(after.score.p1.bonus - state.score.p1.bonus).toBe(7);
    expect(refused(after, activate(id('r'), 'captive-trophy', id('w')))).toBe('ONCE_PER_TURN');
  });

  it('does not apply: the escort is a Hirogen but no Alpha-Hirogen', () => {
    const { state, id } = escorted(hirogen('OFFICER', ['Hirogen']));
    expect(refused(state, activate(id('r'), 'captive-trophy', id('v')))).toBe('INVALID_TARGET');
  });
});

describe('155_018 Heart of Glory (5 points for each personnel its Klingon stuns or mortally wounds, three at most)', () => {
  function scene(klingonStrength: number) {
    const built = battleScene([
      { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: klingonStrength, ch: ['Klingon'], affiliation: 'Klingon' } },
      { label: 'e', owner: 'p1', at: 'surface', card: { skills: 'ENGINEER', s: 1, ch: ['Human'], affiliation: 'Federation' } },
      { label: 'v', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 4, affiliation: 'Romulan' } },
      { label: 'hog', owner: 'p1', at: 'hand', card: 'Heart of Glory' },
    ]);
    return { state: built.state, id: built.id };
  }
  const fight = (state: GameState) => play(state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]);

  it('applies: played on the Klingon, who mortally wounds his adversary — 5 bonus points', () => {
    const { state, id } = scene(9);
    const played = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('hog'), target: id('k') }]).state;
    expect(played.cards[id('hog')]!.zone).toBe(Z.on(id('k')));
    // One personnel each side fights: p1's pile has two, p2's one — the Klingon may not be drawn; place him alone.
    const alone = evolveAll([{ type: 'CardMoved', card: id('e'), from: Z.surface('L1'), to: Z.discard('p1'), faceUp: true, reason: 'scene' } as GameEvent], played);
    const after = fight(alone).state;
    expect(after.lastBattle?.hurtBy?.[id('v')]).toBe(id('k'));
    expect(after.score.p1.bonus - alone.score.p1.bonus).toBe(5);
  });

  it('applies to a stun too (STRENGTH 5 against 4)', () => {
    const { state, id } = scene(5);
    const played = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('hog'), target: id('k') }]).state;
    const alone = evolveAll([{ type: 'CardMoved', card: id('e'), from: Z.surface('L1'), to: Z.discard('p1'), faceUp: true, reason: 'scene' } as GameEvent], played);
    const fought = fight(alone);
    expect(fought.events.filter((e) => e.type === 'CombatResolved').map((e) => (e as { outcome: string }).outcome)).toEqual(['stunned']);
    expect(fought.state.score.p1.bonus - alone.score.p1.bonus).toBe(5);
  });

  it('plays for free on Korris; on another Klingon it uses the normal card play', () => {
    const built = battleScene([
      { label: 'korris', owner: 'p1', at: 'surface', card: 'Korris' },
      { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', ch: ['Klingon'], affiliation: 'Klingon' } },
      { label: 'hog', owner: 'p1', at: 'hand', card: 'Heart of Glory' },
    ]);
    const onKorris = play(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.id('hog'), target: built.id('korris') }]).state;
    expect(onKorris.cards[built.id('hog')]!.zone).toBe(Z.on(built.id('korris')));
    expect(onKorris.turn!.normalCardPlayUsed).toBeFalsy();
    const onOther = play(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.id('hog'), target: built.id('k') }]).state;
    expect(onOther.turn!.normalCardPlayUsed).toBe(true);
  });

  it('applies up to three: with 15 points already scored, nothing more', () => {
    const { state, id } = scene(9);
    const played = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('hog'), target: id('k') }]).state;
    const alone = evolveAll([{ type: 'CardMoved', card: id('e'), from: Z.surface('L1'), to: Z.discard('p1'), faceUp: true, reason: 'scene' } as GameEvent], played);
    const full: GameState = { ...alone, heldPoints: { [id('hog')]: 15 } };
    expect(fight(full).state.score.p1.bonus).toBe(full.score.p1.bonus);
  });

  it('does not apply: not on a non-Klingon; a Klingon who loses his pairing scores nothing', () => {
    const { state, id } = scene(2);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('hog'), target: id('e') })).toBe('INVALID_TARGET');
    const played = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('hog'), target: id('k') }]).state;
    const alone = evolveAll([{ type: 'CardMoved', card: id('e'), from: Z.surface('L1'), to: Z.discard('p1'), faceUp: true, reason: 'scene' } as GameEvent], played);
    const after = fight(alone).state;
    expect(after.score.p1.bonus).toBe(alone.score.p1.bonus);
  });
});

describe('200_019 One with the Borg, its other way (on a ship you assimilated: worth its highest printed attribute while your [Com] is aboard)', () => {
  const com = (): Card => ({ ...person({ skills: 'OFFICER', affiliation: 'Borg', ch: ['Drone'] }), icons: [{ code: 'Com', name: 'Com', category: 'staffing' }] } as Card);
  function scene(withCom: boolean, assimilated: boolean) {
    const built = battleScene([
      { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 9, shields: 6, affiliation: 'Romulan' }) },
      { label: 'd', owner: 'p1', at: { aboard: 'a' }, card: withCom ? com() : { skills: 'ENGINEER', affiliation: 'Borg' } },
      { label: 'owb', owner: 'p1', at: 'hand', card: 'One with the Borg' },
    ]);
    const state: GameState = assimilated ? { ...built.state, assimilated: { [built.id('a')]: { as: 'ship', by: 'p1', formerAffiliations: ['Romulan'] } } } : built.state;
    return { state, id: built.id };
  }

  it('applies: played on the assimilated ship with a [Com] aboard — 9 points (its WEAPONS); they go when the [Com] leaves', () => {
    const { state, id } = scene(true, true);
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('owb'), target: id('a'), mode: 1 }]).state;
    expect(after.cards[id('owb')]!.zone).toBe(Z.on(id('a')));
    expect(after.score.p1.bonus - state.score.p1.bonus).toBe(9);
    // Its table way (assimilating another personnel) is not offered while it lies on the ship.
    const another = behaviourOf(after.cards[id('owb')]!.blueprint)!.abilities!.find((ability) => ability.id === 'another')!;
    expect(actionConditionHolds(after, 'p1', id('owb'), 'self-on-table', another)).toBe(false);
    expect(actionConditionHolds(toTable(state, id('owb'), 'p1'), 'p1', id('owb'), 'self-on-table', another)).toBe(true);
    const ctx = new Ctx(evolveAll([{ type: 'CardMoved', card: id('d'), from: Z.aboard(id('a')), to: Z.discard('p1'), faceUp: true, reason: 'scene' } as GameEvent], after));
    settleHeldWorth(ctx);
    expect(ctx.state.score.p1.bonus).toBe(state.score.p1.bonus);
  });

  it('does not apply: a ship not assimilated is no target; without a [Com] aboard it is worth nothing', () => {
    const plain = scene(true, false);
    expect(refused(plain.state, { type: 'PlayCard', actor: 'p1', card: plain.id('owb'), target: plain.id('a'), mode: 1 })).toBe('INVALID_TARGET');
    const { state, id } = scene(false, true);
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('owb'), target: id('a'), mode: 1 }]).state;
    expect(after.cards[id('owb')]!.zone).toBe(Z.on(id('a')));
    expect(after.score.p1.bonus).toBe(state.score.p1.bonus);
  });
});
