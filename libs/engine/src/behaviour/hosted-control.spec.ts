/**
 * Control held by a card lying on an opposing personnel (issue 15, helper control; behaviour/hosted-control.ts):
 * 126_019 Ceti Eel, 126_020 Release This Pain.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP (the card is "yours" while you control it; its owner still
 *   owns it); "HERE" AND "PRESENT"; REPORTING FOR DUTY › COMPATIBLE.
 * given (p1's Khan or Sybok in an Away Team at L1 with a p2 personnel; p1's ship at L1) / when (PlayCard, ActivateCard,
 * then Beam / AttemptMission) / then (who controls, who owns, what the personnel is now, who may move and attempt with it).
 */
import { blueprintOf } from '../card-facts';
import { evolveAll } from '../evolve';
import { isLegal } from '../decide';
import { legalCommands } from '../legal';
import { ofType, runAttempt, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { Z } from '../zones';
import { hasSkill } from './site-basics';
import { attributeNumber, type Card } from '@captains-log/cards';

const archaeologist = { skills: 'SCIENCE Archaeology Treachery', affiliation: 'Romulan', i: 6, c: 6, s: 6, title: 'Dig Leader' };

/** p1: `leader` and a Federation officer on L1's surface, a ship at L1 and `hand`; p2: an archaeologist on that surface. */
const given = (leader: string, hand: readonly string[], extra: readonly string[] = []) => {
  const built = scene({ missions: ['Excavation'], awayTeam: [leader, { skills: 'OFFICER', affiliation: 'Federation', i: 5, c: 5, s: 5 }], ship: ship({ affiliation: 'Federation' }), crew: [{ skills: 'OFFICER', affiliation: 'Federation' }], hand, opponentHand: [archaeologist, ...extra] });
  const [theirs, ...others] = built.ids.opponentHand as [string, ...string[]];
  const state = moved(built.state, [theirs, ...others].map((iid) => [iid, Z.surface('L1')] as [string, string]));
  return { state, theirs, others, hand: built.ids.hand, ship: built.ids.ship!, leader: built.ids.awayTeam[0]!, officer: built.ids.awayTeam[1]! };
};
const beamUp = (cards: readonly string[], shipId: string): Command => ({ type: 'Beam', actor: 'p1', cards, to: Z.aboard(shipId), via: shipId });

describe('126_019 Ceti Eel: on the table, then placed on a personnel present with Khan, who is then Non-Aligned, all 3 and under your control', () => {
  const placed = () => {
    const { state, theirs, hand, ship: shipId, officer, leader } = given('Khan', ['Ceti Eel', 'Ceti Eel', 'Ceti Eel']);
    const [eel, second, third] = hand as [string, string, string];
    const onTable = run(state, [{ type: 'PlayCard', actor: 'p1', card: eel }]);
    return { state, onTable: onTable.state, theirs, eel, second, third, shipId, officer, leader };
  };

  it('applies: the p2 personnel becomes p1’s (p2 still owns it), Non-Aligned with attributes 3; p1 may beam it up and attempt with it', () => {
    const { state, onTable, theirs, eel, shipId } = placed();
    expect(onTable.cards[eel]!.zone).toBe(Z.table('p1'));
    // before: the personnel is p2's — p1 may not move it, and p1's attempt fails without its Archaeology
    expect(refused(onTable, beamUp([theirs], shipId))).not.toBeNull();
    const place: Command = { type: 'ActivateCard', actor: 'p1', card: eel, ability: 'place', target: theirs };
    expect(legalCommands(onTable, 'p1')).toContainEqual(place);
    const done = run(onTable, [place]);
    expect(done.state.cards[eel]!.zone).toBe(Z.on(theirs));
    expect(ofType(done.events, 'ControlTaken')).toEqual([expect.objectContaining({ cards: [theirs], by: 'p1', from: 'p2', heldBy: eel })]);
    expect(done.state.cards[theirs]!.owner).toBe('p1');
    expect(done.state.control?.[theirs]?.owner).toBe('p2');
    const now = blueprintOf(done.state, theirs);
    expect(now.affiliations).toEqual(['Non-Aligned']);
    expect([now.personnel!.integrity, now.personnel!.cunning, now.personnel!.strength].map(attributeNumber)).toEqual([3, 3, 3]);
    // moving: p1 beams it up to p1's ship
    expect(isLegal(done.state, beamUp([theirs], shipId))).toBe(true);
    // attempting: its Archaeology solves Excavation for p1
    const attempt = runAttempt(done.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(attempt.events, 'MissionSolved')).toHaveLength(1);
    const without = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(without.events, 'MissionSolved')).toHaveLength(0);
  });

  it('applies: control ends when the eel leaves the personnel (discarded, checked after the next command); the personnel is p2’s again, as printed', () => {
    const { onTable, theirs, eel, shipId, officer } = placed();
    const done = run(onTable, [{ type: 'ActivateCard', actor: 'p1', card: eel, ability: 'place', target: theirs }]);
    const discarded = evolveAll([{ type: 'CardMoved', card: eel, from: Z.on(theirs), to: Z.discard('p1'), faceUp: true, reason: 'test' } as GameEvent], done.state);
    const next = run(discarded, [beamUp([officer], shipId)]);
    expect(ofType(next.events, 'ControlReturned')).toEqual([expect.objectContaining({ cards: [theirs] })]);
    expect(next.state.cards[theirs]!.owner).toBe('p2');
    expect(next.state.control?.[theirs]).toBeUndefined();
    expect(blueprintOf(next.state, theirs).affiliations).toEqual(['Romulan']);
    expect(refused(next.state, beamUp([theirs], shipId))).not.toBeNull();
  });

  it('does not apply: no Khan present, an android, a third eel placed in one turn, nor an eel already lying on a personnel', () => {
    const noKhan = given('Tasha Yar', ['Ceti Eel']);
    const table = run(noKhan.state, [{ type: 'PlayCard', actor: 'p1', card: noKhan.hand[0]! }]).state;
    expect(refused(table, { type: 'ActivateCard', actor: 'p1', card: noKhan.hand[0]!, ability: 'place', target: noKhan.theirs })).toBe('INVALID_TARGET');
    const android = given('Khan', ['Ceti Eel'], ['Data']);
    const withData = run(android.state, [{ type: 'PlayCard', actor: 'p1', card: android.hand[0]! }]).state;
    expect(refused(withData, { type: 'ActivateCard', actor: 'p1', card: android.hand[0]!, ability: 'place', target: android.others[0]! })).toBe('INVALID_TARGET');
    const { state, theirs, eel, second, third, officer, leader } = placed();
    const three = moved(state, [[eel, Z.table('p1')], [second, Z.table('p1')], [third, Z.table('p1')]]);
    const two = run(three, [
      { type: 'ActivateCard', actor: 'p1', card: eel, ability: 'place', target: theirs },
      { type: 'ActivateCard', actor: 'p1', card: second, ability: 'place', target: officer },
    ]);
    expect(refused(two.state, { type: 'ActivateCard', actor: 'p1', card: third, ability: 'place', target: leader })).toBe('ONCE_PER_TURN');
    // lying on the personnel, an eel is no longer on the table: it places nothing more
    expect(legalCommands(two.state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === eel)).toEqual([]);
  });
});

describe('126_020 Release This Pain: on a personnel present with your Sybok, who then has no Treachery, shows [SKR], mixes with your [SKR] cards and is under your control', () => {
  const skrShip = (): Card => {
    const plain = ship({ affiliation: 'Federation', title: 'Sha Ka Ree Runner' });
    return { ...plain, icons: [...plain.icons, { code: 'SKR', name: 'Sybok follower (Sha Ka Ree)', category: 'faction' }] };
  };
  const setUp = (shipCard = skrShip(), theirSybok = false) => {
    const built = scene({ missions: ['Excavation'], awayTeam: theirSybok ? [] : ['Sybok'], ship: shipCard, crew: [{ skills: 'OFFICER', affiliation: 'Federation' }], hand: ['Release This Pain'], opponentHand: [archaeologist, ...(theirSybok ? ['Sybok'] : [])] });
    const [theirs, ...others] = built.ids.opponentHand as [string, ...string[]];
    const state = moved(built.state, [theirs, ...others].map((iid) => [iid, Z.surface('L1')] as [string, string]));
    return { state, theirs, pain: built.ids.hand[0]!, shipId: built.ids.ship! };
  };

  it('applies: the p2 personnel is p1’s while the incident lies on it — no Treachery, [SKR]; p1 may beam it aboard p1’s [SKR] ship (not a plain one) and attempt with it', () => {
    const { state, theirs, pain, shipId } = setUp();
    const playIt: Command = { type: 'PlayCard', actor: 'p1', card: pain, target: theirs };
    expect(legalCommands(state, 'p1')).toContainEqual(playIt);
    const done = run(state, [playIt]);
    expect(done.state.cards[pain]!.zone).toBe(Z.on(theirs));
    expect(done.state.cards[theirs]!.owner).toBe('p1');
    expect(done.state.control?.[theirs]).toMatchObject({ owner: 'p2', heldBy: pain });
    const now = blueprintOf(done.state, theirs);
    expect(now.personnel!.skillBox.skills.map((skill) => skill.name)).not.toContain('Treachery');
    expect(now.icons.map((icon) => icon.code)).toContain('SKR');
    expect(now.affiliations).toEqual(['Romulan']);
    // moving: aboard p1's [SKR] ship (compatible through the incident), not aboard a plain Federation one
    expect(isLegal(done.state, beamUp([theirs], shipId))).toBe(true);
    const plain = setUp(ship({ affiliation: 'Federation' }));
    const plainDone = run(plain.state, [{ type: 'PlayCard', actor: 'p1', card: plain.pain, target: plain.theirs }]);
    expect(refused(plainDone.state, beamUp([plain.theirs], plain.shipId))).toBe('HOUSE_ARREST');
    // attempting: its Archaeology solves Excavation for p1 (Sybok and the controlled personnel form p1's Away Team)
    expect(ofType(runAttempt(done.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).events, 'MissionSolved')).toHaveLength(1);
  });

  it('does not apply: only p2’s Sybok present (not yours): no target; and a second play the same turn is refused', () => {
    const theirSybok = setUp(skrShip(), true);
    expect(refused(theirSybok.state, { type: 'PlayCard', actor: 'p1', card: theirSybok.pain, target: theirSybok.theirs })).toBe('INVALID_TARGET');
    const { state, theirs, pain } = setUp();
    const done = run(state, [{ type: 'PlayCard', actor: 'p1', card: pain, target: theirs }]);
    expect(ofType(done.events, 'ControlTaken')).toHaveLength(1);
    const again = moved(done.state, [[pain, Z.hand('p1')]]);
    expect(refused(again, { type: 'PlayCard', actor: 'p1', card: pain, target: theirs })).toBe('ONCE_PER_TURN');
  });
});

describe('238_012 He Put Creatures in our Bodies: your Ceti Eel on a personnel you control that p2 owns is nullified, p2 relocates it anywhere, your augments there gain a skill you name', () => {
  /** p1: Khan and Wajahut (augments) on L1 with p2's archaeologist, an eel placed on it; p2: a ship at L1; p1 holds the interrupt. */
  const setUp = (placeOn: 'theirs' | 'officer' = 'theirs') => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Khan', 'Wajahut', { skills: 'OFFICER', affiliation: 'Federation' }], hand: ['Ceti Eel', 'He Put Creatures in our Bodies'], opponentHand: [archaeologist, ship({ affiliation: 'Romulan' })] });
    const [theirs, theirShip] = built.ids.opponentHand as [string, string];
    const [khan, wajahut, officer] = built.ids.awayTeam as [string, string, string];
    const [eel, creatures] = built.ids.hand as [string, string];
    const start = moved(built.state, [[theirs, Z.surface('L1')], [theirShip, Z.space('L1')]]);
    const placed = run(start, [
      { type: 'PlayCard', actor: 'p1', card: eel },
      { type: 'ActivateCard', actor: 'p1', card: eel, ability: 'place', target: placeOn === 'theirs' ? theirs : officer },
    ]).state;
    return { state: placed, theirs, theirShip, khan, wajahut, officer, eel, creatures };
  };

  it('applies: the eel goes to p1’s discard pile, p2 controls the archaeologist again and moves it aboard its ship; Khan and Wajahut have Diplomacy this turn', () => {
    const { state, theirs, theirShip, khan, wajahut, officer, eel, creatures } = setUp();
    expect(hasSkill(state, khan, 'Diplomacy')).toBe(false);
    const playIt: Command = { type: 'PlayCard', actor: 'p1', card: creatures, target: `${theirs}>Diplomacy` };
    expect(legalCommands(state, 'p1')).toContainEqual(playIt);
    const played = run(state, [playIt]);
    expect(played.state.cards[eel]!.zone).toBe(Z.discard('p1'));
    expect(played.state.cards[theirs]!.owner).toBe('p2');
    expect(played.state.control?.[theirs]).toBeUndefined();
    expect([khan, wajahut].map((iid) => hasSkill(played.state, iid, 'Diplomacy'))).toEqual([true, true]);
    expect(hasSkill(played.state, officer, 'Diplomacy')).toBe(false);
    // p2 picks the place: its ship at L1 or the planet
    expect(played.state.awaiting).toEqual([expect.objectContaining({ player: 'p2' })]);
    const chosen = run(played.state, [{ type: 'MakeChoice', actor: 'p2', chosen: [theirShip] }]);
    expect(chosen.state.cards[theirs]!.zone).toBe(Z.aboard(theirShip));
  });

  it('does not apply: an eel on p1’s own personnel (no control taken from p2) is no target; nor is a personnel after its eel is gone', () => {
    const own = setUp('officer');
    expect(refused(own.state, { type: 'PlayCard', actor: 'p1', card: own.creatures, target: `${own.officer}>Diplomacy` })).toBe('INVALID_TARGET');
    expect(legalCommands(own.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === own.creatures)).toEqual([]);
    const { state, theirs, eel, creatures } = setUp();
    const gone = evolveAll([{ type: 'CardMoved', card: eel, from: Z.on(theirs), to: Z.discard('p1'), faceUp: true, reason: 'test' } as GameEvent], state);
    expect(refused(gone, { type: 'PlayCard', actor: 'p1', card: creatures, target: `${theirs}>Diplomacy` })).toBe('INVALID_TARGET');
  });
});
