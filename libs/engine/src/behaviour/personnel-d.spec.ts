/**
 * Issue 15, personnel pass (helper personnel-d): personnel whose only manual part was a special skill,
 * scripted with the words the first pass added — personnel abilities (`ActivateCard`), skill nullification
 * (`NullifyBySkill`), protection from nullification, free plays granted.
 *   1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; › CAPTURE; THE PLAY PHASE ›
 *   Clarifications: Valid responses; PLAYING "FOR FREE".
 * given (a table built from events) / when (a command) / then (the facts and the table after them).
 */
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { person, realCard, scene, ofType, ship as testShip, type PersonSpec, type SceneSpec } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import { lookupIcon, type Card } from '@captains-log/cards';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { protectedFromNullification } from './nullify-protection';
import { memberOf } from '../attempt/requirements';
import { shipAttribute } from './ship-modifiers';
import { battleScene, type Placed } from '../testing/battle-scene';

type Entry = string | Card | PersonSpec;
const resolve = (entry: Entry): Card => (typeof entry === 'string' ? realCard(entry) : 'type' in entry ? (entry as Card) : person(entry as PersonSpec));
const refusal = (state: GameState, command: Command): string | null => {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
};
const use = (card: string, ability: string, target?: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, ...(target ? { target } : {}) });
const offered = (state: GameState) => legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard');
const run = (state: GameState, command: Command) => {
  const events = decide(state, command);
  return { events, state: evolveAll(events, state) };
};
const moved = (card: string, from: string, to: string): GameEvent => ({ type: 'CardMoved', card, from, to, faceUp: true, reason: 'test' });
const nextTurn = (state: GameState, number = 3) => evolveAll([{ type: 'TurnBegan', player: 'p1', number } as GameEvent], state);

/** p1's Away Team on the planet L1, p2's personnel there too. */
function planet(mine: readonly Entry[], theirs: readonly Entry[] = [], spec: Partial<SceneSpec> = {}) {
  const built = scene({ missions: ['Excavation'], awayTeam: mine.map(resolve), opponentHand: theirs.map(resolve), ...spec });
  const moves = built.ids.opponentHand.map((iid) => moved(iid, Z.hand('p2'), Z.surface('L1')));
  return { state: evolveAll(moves, built.state), mine: built.ids.awayTeam, theirs: built.ids.opponentHand };
}

describe('personnel who capture one opposing personnel present once per game (held by their Away Team: behaviour/captives.ts)', () => {
  const captured = (events: readonly GameEvent[]) => ofType(events, 'PersonnelCaptured').map((e) => [e.card, e.to]);
  for (const [id, title] of [
    ['116_073', 'Ilon Tandro'],
    ['167_053', 'Investigator Odo'],
  ] as const) {
    it(`${id} ${title}: captures an opposing personnel present, not one of yours; once per game`, () => {
      const t = planet([id, { skills: 'OFFICER' }], [{ skills: 'SECURITY' }, { skills: 'MEDICAL' }]);
      const [self, ally] = t.mine as [string, string];
      const [foe, other] = t.theirs as [string, string];
      expect(offered(t.state)).toEqual([use(self, 'capture', foe), use(self, 'capture', other)]);
      expect(refusal(t.state, use(self, 'capture', ally))).toBe('INVALID_TARGET');
      const after = run(t.state, use(self, 'capture', foe));
      expect(captured(after.events)).toEqual([[foe, Z.held('p1', 'L1')]]);
      expect(refusal(nextTurn(after.state), use(self, 'capture', other))).toBe('ONCE_PER_GAME');
    });
    it(`${id} ${title}: an opposing personnel elsewhere is no target`, () => {
      const built = scene({ missions: ['Excavation', 'Excavation'], awayTeam: [id], opponentHand: [person({ skills: 'SECURITY' })] });
      const state = evolveAll([moved(built.ids.opponentHand[0]!, Z.hand('p2'), Z.surface('L2'))], built.state);
      expect(offered(state)).toEqual([]);
      expect(refusal(state, use(built.ids.awayTeam[0]!, 'capture', built.ids.opponentHand[0]!))).toBe('INVALID_TARGET');
    });
  }
});

describe('116_098 Tharket: nullifies a Rescue Captives just played, once per game', () => {
  const skillUses = (state: GameState, player: PlayerId) => legalCommands(state, player).filter((c) => c.type === 'NullifyBySkill');
  /** p2's Tharket on the planet at L1, the named cards in p1's hand; p2 answers its windows itself. */
  const opposed = (hand: readonly string[]) => {
    const built = scene({ missions: ['Excavation'], hand: [...hand], opponentHand: ['Tharket'] });
    const state = evolveAll([moved(built.ids.opponentHand[0]!, Z.hand('p2'), Z.surface('L1')), { type: 'AutoPassSet', player: 'p2', on: false } as GameEvent], built.state);
    return { state, source: built.ids.opponentHand[0]!, hand: built.ids.hand };
  };
  const justPlayed = (state: GameState, card: string) =>
    evolveAll([moved(card, Z.hand('p1'), Z.table('p1')), { type: 'ResponseWindowOpened', window: { action: 'card-played', card, by: 'p1', player: 'p2' } } as GameEvent], state);
  it('in p2’s window Tharket nullifies it (to the discard pile); the second one is not offered; another interrupt is not', () => {
    const { state, source, hand } = opposed(['Rescue Captives', 'Rescue Captives', 'Hail']);
    const windowed = justPlayed(state, hand[0]!);
    expect(skillUses(windowed, 'p2')).toEqual([{ type: 'NullifyBySkill', actor: 'p2', source, skill: 0, target: hand[0] }]);
    const used = run(windowed, skillUses(windowed, 'p2')[0]!);
    expect(used.state.cards[hand[0]!]!.zone).toBe(Z.discard('p1'));
    expect(skillUses(justPlayed(used.state, hand[1]!), 'p2')).toEqual([]);
    expect(skillUses(justPlayed(state, hand[2]!), 'p2')).toEqual([]);
  });
});

describe('234_016 Captain Kirk (Second Star to the Right): every treaty is protected from nullification', () => {
  /** p2's treaty in play, p1's Admiral Cartwright on the planet; Kirk (p1's or p2's) on L2 when `kirk` says whose. */
  const table = (treaty: string, kirk?: 'p1' | 'p2') => {
    const built = scene({ missions: ['Excavation', 'Excavation'], awayTeam: ['Admiral Cartwright'], opponentHand: [treaty], hand: kirk === 'p1' ? ['234_016'] : [], ...(kirk === 'p2' ? { opponentHand: [treaty, '234_016'] } : {}) });
    const [card, theirKirk] = built.ids.opponentHand as [string, string | undefined];
    const moves: GameEvent[] = [moved(card, Z.hand('p2'), Z.table('p2'))];
    if (theirKirk) moves.push(moved(theirKirk, Z.hand('p2'), Z.surface('L2')));
    if (kirk === 'p1') moves.push(moved(built.ids.hand[0]!, Z.hand('p1'), Z.surface('L2')));
    return { state: evolveAll(moves, built.state), treaty: card, cartwright: built.ids.awayTeam[0]! };
  };
  it('with Kirk in play (either player\'s) Admiral Cartwright has no target; without him he has', () => {
    for (const whose of ['p1', 'p2'] as const) {
      const guarded = table('Treaty: Federation/Klingon', whose);
      expect(protectedFromNullification(guarded.state, guarded.treaty)).toBe('Captain Kirk (Second Star to the Right)');
      expect(offered(guarded.state)).toEqual([]);
      expect(refusal(guarded.state, use(guarded.cartwright, 'nullify-treaty', guarded.treaty))).toBe('INVALID_TARGET');
    }
    const open = table('Treaty: Federation/Klingon');
    expect(protectedFromNullification(open.state, open.treaty)).toBeUndefined();
    expect(offered(open.state)).toEqual([use(open.cartwright, 'nullify-treaty', open.treaty)]);
  });
  it('a card that is no treaty is not protected', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['234_016'], opponentHand: ['Orb of Wisdom'] });
    const state = evolveAll([moved(built.ids.opponentHand[0]!, Z.hand('p2'), Z.table('p2'))], built.state);
    expect(protectedFromNullification(state, built.ids.opponentHand[0]!)).toBeUndefined();
  });
});

describe('199_094 Mellis: once each turn, your Hunting Group plays for free (on its target mission, L1)', () => {
  it('the first Hunting Group plays for free (the normal card play stays); the second the same turn uses the normal card play; next turn free again', () => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: testShip({}), crew: ['Mellis'], hand: ['Hunting Group', 'Hunting Group', 'Hunting Group'] });
    const [first, second, third] = built.ids.hand as [string, string, string];
    const one = run(built.state, { type: 'PlayCard', actor: 'p1', card: first, target: 'L1' });
    expect(ofType(one.events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([false]);
    expect(one.state.turn!.normalCardPlayUsed).toBe(false);
    const two = run(one.state, { type: 'PlayCard', actor: 'p1', card: second, target: 'L1' });
    expect(ofType(two.events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([true]);
    const later = run(nextTurn(one.state), { type: 'PlayCard', actor: 'p1', card: third, target: 'L1' });
    expect(ofType(later.events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([false]);
  });
  it('without Mellis a Hunting Group uses the normal card play', () => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: testShip({}), crew: [{ skills: 'OFFICER' }], hand: ['Hunting Group'] });
    expect(ofType(run(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: 'L1' }).events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([true]);
  });
});

const attrs = (state: GameState, iid: string) => {
  const member = memberOf(state, iid);
  return [member.integrity, member.cunning, member.strength];
};

describe('163_046 Morik: X = the other Non-Aligned Borg present (either player\'s), at most 6', () => {
  const naBorg: PersonSpec = { affiliation: 'Non-Aligned', ch: ['Borg'] };
  it('two of his owner\'s and one of the opponent\'s: X = 3 (INTEGRITY 4, CUNNING and STRENGTH 4+X)', () => {
    const t = planet(['163_046', naBorg, naBorg], [naBorg]);
    expect(attrs(t.state, t.mine[0]!)).toEqual([4, 7, 7]);
  });
  it('seven of them: X stops at 6', () => {
    const t = planet(['163_046', naBorg, naBorg, naBorg, naBorg, naBorg, naBorg, naBorg]);
    expect(attrs(t.state, t.mine[0]!)).toEqual([4, 10, 10]);
  });
  it('a Borg-affiliation Borg or a Non-Aligned non-Borg does not count: X = 0', () => {
    const t = planet(['163_046', { affiliation: 'Borg', ch: ['Borg'] }, { affiliation: 'Non-Aligned', ch: ['Human'] }]);
    expect(attrs(t.state, t.mine[0]!)).toEqual([4, 4, 4]);
  });
});

describe('personnel whose ship has WEAPONS and SHIELDS +4 in a ship battle against an affiliation (the rest of their text manual)', () => {
  const table = (id: string, affiliation: string) => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: testShip({ weapons: 6, shields: 6 }), crew: [realCard(id)], opponentHand: [testShip({ affiliation })] });
    const mine = built.ids.ship!;
    const theirs = built.ids.opponentHand[0]!;
    return { state: evolveAll([moved(theirs, Z.hand('p2'), Z.space('L1'))], built.state), mine, theirs };
  };
  const inBattle = (state: GameState, attacker: string, target: string, by: PlayerId): GameState => ({
    ...state,
    battle: { kind: 'ship', attacker: by, defender: by === 'p1' ? 'p2' : 'p1', location: 'L1', attacking: [attacker], defending: [target], target, counterAttack: false },
  });
  for (const [id, title, against, other] of [
    ['114_010', 'Gowron of Borg', 'Klingon', 'Romulan'],
    ['114_012', 'Tomalak of Borg', 'Romulan', 'Klingon'],
  ] as const) {
    it(`${id} ${title}: +4 against a ${against} ship (attacking or attacked); nothing against a ${other} ship or outside battle`, () => {
      const { state, mine, theirs } = table(id, against);
      const attacking = inBattle(state, mine, theirs, 'p1');
      expect([shipAttribute(attacking, mine, 'WEAPONS'), shipAttribute(attacking, mine, 'SHIELDS')]).toEqual([10, 10]);
      expect(shipAttribute(inBattle(state, theirs, mine, 'p2'), mine, 'SHIELDS')).toBe(10);
      expect(shipAttribute(state, mine, 'WEAPONS')).toBe(6);
      const otherTable = table(id, other);
      expect(shipAttribute(inBattle(otherTable.state, otherTable.mine, otherTable.theirs, 'p1'), otherTable.mine, 'WEAPONS')).toBe(6);
    });
  }
});

describe('personnel who change the skills or attributes of personnel present (the rest of their text manual)', () => {
  it('138_024 Kurn (Life From Lifelessness): SECURITY personnel present (either player\'s) are all +1; an OFFICER is not; elsewhere nothing', () => {
    const t = planet(['138_024', { skills: 'SECURITY', i: 5, c: 5, s: 5 }, { skills: 'OFFICER', i: 5, c: 5, s: 5 }], [{ skills: 'SECURITY', i: 5, c: 5, s: 5 }]);
    expect(attrs(t.state, t.mine[1]!)).toEqual([6, 6, 6]);
    expect(attrs(t.state, t.mine[2]!)).toEqual([5, 5, 5]);
    expect(attrs(t.state, t.theirs[0]!)).toEqual([6, 6, 6]);
    const without = planet([{ skills: 'SECURITY', i: 5, c: 5, s: 5 }]);
    expect(attrs(without.state, without.mine[0]!)).toEqual([5, 5, 5]);
  });
  it('103_103 Targ: Klingons present are STRENGTH +1; another Targ and a non-Klingon are not', () => {
    const t = planet(['103_103', { affiliation: 'Klingon', skills: 'SECURITY', s: 5 }, { affiliation: 'Romulan', skills: 'SECURITY', s: 5 }, '103_103']);
    const [targ, klingon, romulan, other] = t.mine as [string, string, string, string];
    expect(memberOf(t.state, klingon).strength).toBe(6);
    expect(memberOf(t.state, romulan).strength).toBe(5);
    expect(memberOf(t.state, other).strength).toBe(memberOf(t.state, targ).strength);
    const alone = planet([{ affiliation: 'Klingon', skills: 'SECURITY', s: 5 }]);
    expect(memberOf(alone.state, alone.mine[0]!).strength).toBe(5);
  });
});

describe('personnel who exchange themselves for a personnel in the discard pile (card-in-discard, exchange-with-discard-target)', () => {
  /** p1's `self` on the planet L1 with an OFFICER; `discards` in p1's discard pile; `inPlay` on the planet too. */
  const table = (self: string, discards: readonly Entry[], inPlay: readonly Entry[] = []) => {
    const built = scene({ missions: ['Excavation'], awayTeam: [self, { skills: 'OFFICER' }, ...inPlay].map(resolve), hand: discards.map(resolve) });
    const state = evolveAll(built.ids.hand.map((iid) => moved(iid, Z.hand('p1'), Z.discard('p1'))), built.state);
    return { state, self: built.ids.awayTeam[0]!, pile: built.ids.hand };
  };
  const leader: PersonSpec = { affiliation: 'Bajoran', skills: 'OFFICER' };
  it('167_040 Borum: a Bajoran leader (OFFICER, or Leadership) in the discard pile is offered; a Bajoran non-leader or a Federation OFFICER is not', () => {
    const t = table('167_040', [leader, { affiliation: 'Bajoran', skills: 'SCIENCE Leadership' }, { affiliation: 'Bajoran', skills: 'ENGINEER' }, { affiliation: 'Federation', skills: 'OFFICER' }]);
    const [officer, led, engineer, federation] = t.pile as [string, string, string, string];
    expect(offered(t.state)).toEqual([use(t.self, 'exchange', officer), use(t.self, 'exchange', led)]);
    expect(refusal(t.state, use(t.self, 'exchange', engineer))).toBe('INVALID_TARGET');
    expect(refusal(t.state, use(t.self, 'exchange', federation))).toBe('INVALID_TARGET');
  });
  it('167_040 Borum: the leader takes his place (stopped as he was); he goes to the discard pile', () => {
    const t = table('167_040', [leader]);
    const stopped = evolveAll([{ type: 'CardStopped', card: t.self } as GameEvent], t.state);
    const after = run(stopped, use(t.self, 'exchange', t.pile[0]!));
    expect(after.state.cards[t.pile[0]!]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[t.pile[0]!]!.stopped).toBe(true);
    expect(after.state.cards[t.self]!.zone).toBe(Z.discard('p1'));
    const unstopped = run(t.state, use(t.self, 'exchange', t.pile[0]!));
    expect(unstopped.state.cards[t.pile[0]!]!.stopped).toBeFalsy();
  });
  it('167_040 Borum: a unique leader already in play is no target', () => {
    const unique: PersonSpec = { ...leader, title: 'Unique Leader', universal: false };
    const t = table('167_040', [unique], [unique]);
    expect(offered(t.state)).toEqual([]);
    expect(refusal(t.state, use(t.self, 'exchange', t.pile[0]!))).toBe('INVALID_TARGET');
  });
  it('172_041 Macias: a [Maq] personnel in the discard pile takes his place; one without the icon is no target; in hand none is offered', () => {
    const maquis = { ...person({ affiliation: 'Non-Aligned', skills: 'ENGINEER' }), icons: [lookupIcon('Maq')!] } as Card;
    const t = table('172_041', [maquis, { affiliation: 'Non-Aligned', skills: 'ENGINEER' }]);
    const [maq, plain] = t.pile as [string, string];
    expect(offered(t.state)).toEqual([use(t.self, 'exchange', maq)]);
    expect(refusal(t.state, use(t.self, 'exchange', plain))).toBe('INVALID_TARGET');
    const after = run(t.state, use(t.self, 'exchange', maq));
    expect([after.state.cards[maq]!.zone, after.state.cards[t.self]!.zone]).toEqual([Z.surface('L1'), Z.discard('p1')]);
    const inHand = scene({ missions: ['Excavation'], hand: ['172_041', maquis] });
    expect(offered(evolveAll([moved(inHand.ids.hand[1]!, Z.hand('p1'), Z.discard('p1'))], inHand.state))).toEqual([]);
  });
});

describe('Through the Looking Glass personnel: reporting in the Mirror Quadrant, X, a pair (the rest manual)', () => {
  const places = (state: GameState, card: string) =>
    legalCommands(state, 'p1')
      .filter((c): c is Extract<Command, { type: 'SpecialReport' }> => c.type === 'SpecialReport' && c.card === card)
      .map((c) => c.to);
  it('184_040 Dr. McCoy: in the Mirror Quadrant Mr. Scott reports where he is, for free; in the Alpha Quadrant he does not', () => {
    const mirror = scene({ missions: ['Excavation'], quadrant: 'Mirror', awayTeam: ['184_040'], hand: ['184_048'] });
    const scott = mirror.ids.hand[0]!;
    expect(places(mirror.state, scott)).toEqual([Z.surface('L1')]);
    const after = run(mirror.state, { type: 'SpecialReport', actor: 'p1', card: scott, to: Z.surface('L1') });
    expect(after.state.cards[scott]!.zone).toBe(Z.surface('L1'));
    expect(after.state.turn!.normalCardPlayUsed).toBe(false);
    const alpha = scene({ missions: ['Excavation'], awayTeam: ['184_040'], hand: ['184_048'] });
    expect(places(alpha.state, alpha.ids.hand[0]!)).toEqual([]);
  });
  it('184_037 Captain Kirk: in the Mirror Quadrant X = 2 (8, 10, 10) and Dr. McCoy reports where he is for free; in the Alpha Quadrant X = 0 and no report', () => {
    const mirror = scene({ missions: ['Excavation'], quadrant: 'Mirror', awayTeam: ['184_037'], hand: ['184_040'] });
    expect(attrs(mirror.state, mirror.ids.awayTeam[0]!)).toEqual([8, 10, 10]);
    expect(places(mirror.state, mirror.ids.hand[0]!)).toEqual([Z.surface('L1')]);
    const alpha = scene({ missions: ['Excavation'], awayTeam: ['184_037'], hand: ['184_040'] });
    expect(attrs(alpha.state, alpha.ids.awayTeam[0]!)).toEqual([8, 8, 8]);
    expect(places(alpha.state, alpha.ids.hand[0]!)).toEqual([]);
  });
  it('184_046 Julian Bashir: with Smiley present both are all +2; with someone else neither changes', () => {
    const pair = planet(['184_046', '122_086']);
    const [bashir, smiley] = pair.mine as [string, string];
    expect(attrs(pair.state, bashir)).toEqual([9, 11, 7]);
    const base = planet(['122_086']);
    expect(attrs(pair.state, smiley)).toEqual(attrs(base.state, base.mine[0]!).map((v) => v + 2));
    const alone = planet(['184_046', { skills: 'OFFICER' }]);
    expect(attrs(alone.state, alone.mine[0]!)).toEqual([7, 9, 5]);
  });
});

describe('192_063 Osmotic Eel: reports for free where your Phlox is (the rest manual)', () => {
  const places = (state: GameState, card: string) =>
    legalCommands(state, 'p1')
      .filter((c): c is Extract<Command, { type: 'SpecialReport' }> => c.type === 'SpecialReport' && c.card === card)
      .map((c) => c.to);
  it('with Phlox on the planet it reports there without the normal card play; without Phlox nowhere', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['128_014'], hand: ['192_063'] });
    const eel = built.ids.hand[0]!;
    expect(places(built.state, eel)).toEqual([Z.surface('L1')]);
    const after = run(built.state, { type: 'SpecialReport', actor: 'p1', card: eel, to: Z.surface('L1') });
    expect(after.state.cards[eel]!.zone).toBe(Z.surface('L1'));
    expect(after.state.turn!.normalCardPlayUsed).toBe(false);
    const without = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'MEDICAL' }], hand: ['192_063'] });
    expect(places(without.state, without.ids.hand[0]!)).toEqual([]);
  });
});

describe('123_173 The Pendari Champion: paired first in personnel battle (selecting his adversary manual)', () => {
  it('he tops his side\'s combat pile, attacking or defending; the other side\'s pile is not led by him', () => {
    const p1 = (label: string): Placed => ({ label, owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Klingon' } });
    const p2 = (label: string): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills: 'SECURITY', affiliation: 'Romulan' } });
    const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
    for (const side of ['p1', 'p2'] as const) {
      const champion: Placed = { label: 't', owner: side, at: 'surface', card: '123_173' };
      const built = battleScene([p1('a'), p1('b'), p1('c'), p1('d'), champion, p2('w'), p2('x'), p2('y'), p2('z')]);
      const outcome = when(built.state, attack);
      if ('violation' in outcome) throw new Error(outcome.violation.code);
      const piles = ofType(outcome.events, 'CombatPilesFormed')[0]!.piles;
      expect(piles[side][0]).toBe(built.id('t'));
      expect(piles[side === 'p1' ? 'p2' : 'p1']).not.toContain(built.id('t'));
    }
  });
});
