/**
 * Issue 15 (lead): the Contender chain (behaviour/contender.ts) — Assert Authority, Betray Captain, Consolidate Power,
 * Declare New Sovereign, and Empress.
 *   1E rulebook › THE CARDS › OBJECTIVES; BONUS POINTS; MATCHING COMMANDER; THE CARDS › MISSIONS › Tip: Homeworlds.
 * given (p1's objectives on the table, Commander Archer (unique [MU][22]) aboard p1's staffed ship, the record of an
 * earlier stage where a test starts later in the chain) / when (EndTurn, a ship battle won, a homeworld solved, Empress
 * used) / then (the objective in the point area with its points, the Contender's record, draws and the next download).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { memberOf } from '../attempt/requirements';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, realCard, runAttempt, scene, ship } from '../testing/attempt-scene';
import { moved, play, refused } from '../testing/scenario';
import { matchingCommanderAboard } from './fleet-modifiers';
import { shipAttribute } from './ship-modifiers';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const contender = (state: GameState, personnel: string, stage: number, ship?: string, player: PlayerId = 'p1'): GameState =>
  evolveAll([{ type: 'ContenderAdvanced', player, personnel, stage, ...(ship ? { ship } : {}), rule: 'test' } as GameEvent], state);
const endTurn: Command = { type: 'EndTurn', actor: 'p1' };

describe('191_029 Assert Authority (stage 1: at the end of your turn, a unique [MU][22] aboard your staffed ship at an opponent’s mission)', () => {
  function table(missionOwner: PlayerId) {
    const built = scene({ missions: ['Excavation'], missionOwner, ship: ship({ affiliation: 'Starfleet' }), crew: ['Commander Archer'], hand: ['Assert Authority'], drawTop: ['Betray Captain'] });
    const [objective] = built.ids.hand as [string];
    return { state: moved(built.state, [[objective, Z.table('p1')]]), objective, archer: built.ids.crew[0]!, deck: built.ids.deck };
  }

  it('applies: at the opponent’s mission it completes — 5 bonus points, Archer is the Contender, Betray Captain downloaded to the table', () => {
    const { state, objective, archer, deck } = table('p2');
    const { state: after, events } = play(state, [endTurn]);
    expect(after.cards[objective]!.zone).toBe(Z.bonus('p1'));
    expect(ofType(events, 'PointsScored')).toContainEqual(expect.objectContaining({ player: 'p1', points: 5, bonus: true, source: objective }));
    expect(after.contenders?.p1).toEqual({ personnel: archer, stage: 1 });
    expect(after.cards[deck[0]!]!.zone).toBe(Z.table('p1'));
  });

  it('does not apply at your own (non-universal) mission: the objective stays, no Contender', () => {
    const { state, objective } = table('p1');
    const after = play(state, [endTurn]).state;
    expect(after.cards[objective]!.zone).toBe(Z.table('p1'));
    expect(after.contenders).toBeUndefined();
  });
});

describe('191_030 Betray Captain (stage 2: your ship at your unique mission with its matching commander and the Contender aboard)', () => {
  const commanded = (): Card => {
    const base = ship({ affiliation: 'Starfleet', title: 'Test Enterprise' });
    return { ...base, commandedBy: ['Captain Forrest'] };
  };
  function table(withForrest: boolean, stage = 1) {
    const built = scene({ missions: ['Excavation'], ship: commanded(), crew: ['Commander Archer', ...(withForrest ? ['Captain Forrest'] : [])], hand: ['Betray Captain'], drawTop: ['Consolidate Power'] });
    const [objective] = built.ids.hand as [string];
    const archer = built.ids.crew[0]!;
    const state = contender(built.state, archer, stage);
    return { state, objective, archer, forrest: built.ids.crew[1], vessel: built.ids.ship!, deck: built.ids.deck };
  }

  it('plays only once Assert Authority is complete', () => {
    const { state, objective } = table(true, 0);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: objective })).toBe('PLAY_CONDITION');
    const ready = table(true).state;
    expect(legalCommands(ready, 'p1')).toContainEqual({ type: 'PlayCard', actor: 'p1', card: objective });
  });

  it('applies: Captain Forrest is killed; 8 points; Archer is now the ship’s matching commander; Consolidate Power downloaded', () => {
    const { state, objective, archer, forrest, vessel, deck } = table(true);
    const { state: after, events } = play(state, [{ type: 'PlayCard', actor: 'p1', card: objective }, endTurn]);
    expect(after.cards[forrest!]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[objective]!.zone).toBe(Z.bonus('p1'));
    expect(ofType(events, 'PointsScored')).toContainEqual(expect.objectContaining({ points: 8, bonus: true }));
    expect(after.contenders?.p1).toEqual({ personnel: archer, stage: 2, ship: vessel });
    expect(matchingCommanderAboard(after, vessel)).toBe(true);
    expect(after.cards[deck[0]!]!.zone).toBe(Z.table('p1'));
  });

  it('does not apply without the matching commander aboard: nothing happens', () => {
    const { state, objective, vessel } = table(false);
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: objective }, endTurn]).state;
    expect(after.cards[objective]!.zone).toBe(Z.table('p1'));
    expect(after.contenders?.p1?.stage).toBe(1);
    expect(matchingCommanderAboard(after, vessel)).toBe(false);
  });
});

describe('191_031 Consolidate Power (stage 3: you just won a ship battle with two of your ships and the Contender)', () => {
  function table(ships: 1 | 2) {
    const placed: Placed[] = [
      { label: 'a0', owner: 'p1', at: 'space', card: warship({ affiliation: 'Starfleet', weapons: 20 }) },
      { label: 'archer', owner: 'p1', at: { aboard: 'a0' }, card: 'Commander Archer' },
      ...(ships === 2
        ? ([
            { label: 'a1', owner: 'p1', at: 'space', card: warship({ affiliation: 'Starfleet', weapons: 20 }) },
            { label: 'a1-crew', owner: 'p1', at: { aboard: 'a1' }, card: { skills: 'OFFICER', affiliation: 'Starfleet' } },
          ] as Placed[])
        : []),
      { label: 'o', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan', weapons: 0, shields: 4 }) },
      { label: 'cp', owner: 'p1', at: 'hand', card: 'Consolidate Power' },
    ];
    const built = battleScene(placed);
    const state = contender(moved(built.state, [[built.id('cp'), Z.table('p1')]]), built.id('archer'), 2, built.id('a0'));
    const attack: Command = { type: 'InitiateShipBattle', actor: 'p1', ships: ships === 2 ? [built.id('a0'), built.id('a1')] : [built.id('a0')], target: built.id('o') };
    return { state, id: built.id, attack };
  }

  it('applies: the battle won completes it — 12 points, Archer an Admiral, his ship +2 to RANGE, WEAPONS and SHIELDS', () => {
    const { state, id, attack } = table(2);
    const before = shipAttribute(state, id('a0'), 'RANGE');
    const { state: after, events } = play(state, [attack]);
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: 'p1' });
    expect(after.cards[id('cp')]!.zone).toBe(Z.bonus('p1'));
    expect(ofType(events, 'PointsScored')).toContainEqual(expect.objectContaining({ points: 12, bonus: true }));
    expect(memberOf(after, id('archer')).characteristics).toContain('Admiral');
    expect(shipAttribute(after, id('a0'), 'RANGE')).toBe(before + 2);
    expect(shipAttribute(after, id('a1'), 'RANGE')).toBe(before);
  });

  it('does not apply with one ship in the battle', () => {
    const { state, id, attack } = table(1);
    const { state: after, events } = play(state, [attack]);
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: 'p1' });
    expect(after.cards[id('cp')]!.zone).toBe(Z.table('p1'));
    expect(memberOf(after, id('archer')).characteristics).not.toContain('Admiral');
  });
});

describe('191_032 Declare New Sovereign (stage 4: the Contender helps solve a homeworld of its affiliation)', () => {
  // Earth's mission (Research Devastating Attack), its attempt icons opened to Starfleet for the test.
  const earth = (): Card => {
    const base = realCard('Research Devastating Attack');
    return { ...base, mission: { ...base.mission!, affiliationIcons: ['Starfleet'] } };
  };
  const plain = (): Card => {
    const base = realCard('Excavation');
    return { ...base, mission: { ...base.mission!, affiliationIcons: ['Starfleet'], requirementText: 'Diplomacy', requirements: { kind: 'skill', skill: 'Diplomacy', count: 1 } as never } };
  };
  function table(mission: Card) {
    const built = scene({
      missions: [mission],
      awayTeam: ['Commander Archer', { skills: 'Diplomacy Exobiology Archaeology Anthropology OFFICER', affiliation: 'Starfleet' }],
      hand: ['Declare New Sovereign'],
    });
    const [objective] = built.ids.hand as [string];
    const archer = built.ids.awayTeam[0]!;
    return { state: contender(moved(built.state, [[objective, Z.table('p1')]]), archer, 3), objective, archer };
  }

  it('applies: solving Earth with the Contender completes it — 15 points, Archer an Emperor', () => {
    const { state, objective, archer } = table(earth());
    const { state: after, events } = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
    expect(after.cards[objective]!.zone).toBe(Z.bonus('p1'));
    expect(ofType(events, 'PointsScored')).toContainEqual(expect.objectContaining({ points: 15, bonus: true }));
    expect(memberOf(after, archer).characteristics).toContain('Emperor');
  });

  /** p1's turn after the Emperor was made: Declare New Sovereign in the point area, a Federation Outpost at L1, a Federation OFFICER on top of the deck. */
  function emperor() {
    const built = scene({
      missions: [earth()],
      awayTeam: ['Commander Archer', { skills: 'Diplomacy Exobiology Archaeology Anthropology OFFICER', affiliation: 'Starfleet' }],
      hand: ['Declare New Sovereign', 'Federation Outpost'],
      drawTop: [{ skills: 'OFFICER', affiliation: 'Federation' }],
    });
    const [objective, outpost] = built.ids.hand as [string, string];
    const archer = built.ids.awayTeam[0]!;
    const state = contender(moved(built.state, [[objective, Z.table('p1')], [outpost, Z.space('L1')]]), archer, 3);
    const solved = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).state;
    return { state: play(solved, [endTurn, { type: 'EndTurn', actor: 'p2' }]).state, objective, archer, outpost, officer: built.ids.deck[0]! };
  }

  it('applies (from the point area): stop the Emperor to download a personnel to your facility', () => {
    const { state, objective, archer, outpost, officer } = emperor();
    const download: Command = { type: 'ActivateCard', actor: 'p1', card: objective, ability: 'download-personnel', target: `${officer}>${outpost}` };
    expect(legalCommands(state, 'p1')).toContainEqual(download);
    const after = play(state, [download]).state;
    expect(after.cards[officer]!.zone).toBe(Z.aboard(outpost));
    expect(after.cards[archer]!.stopped).toBe(true);
  });

  it('applies (from the point area): once each turn, stop the Emperor to draw four cards — then not the other way too', () => {
    const { state: mine, objective, archer } = emperor();
    expect(mine.cards[objective]!.zone).toBe(Z.bonus('p1'));
    expect(mine.cards[archer]!.stopped).toBeFalsy();
    const draw: Command = { type: 'ActivateCard', actor: 'p1', card: objective, ability: 'draw-four' };
    expect(legalCommands(mine, 'p1')).toContainEqual(draw);
    const hand = mine.zones[Z.hand('p1')]?.length ?? 0;
    const after = play(mine, [draw]).state;
    expect(after.zones[Z.hand('p1')]?.length ?? 0).toBe(hand + 4);
    expect(after.cards[archer]!.stopped).toBe(true);
    // The other way shares the use: not again this turn.
    expect(legalCommands(after, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === objective)).toEqual([]);
  });

  it('does not apply (from the point area): the Emperor stopped, nothing to pay with', () => {
    const { state, objective, archer } = table(earth());
    const solved = evolveAll([{ type: 'CardStopped', card: archer, rule: 'test' } as GameEvent], runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).state);
    expect(refused(solved, { type: 'ActivateCard', actor: 'p1', card: objective, ability: 'draw-four' })).toBe('COST_UNPAYABLE');
  });

  it('does not apply at a mission that is not a homeworld', () => {
    const { state, objective } = table(plain());
    const { state: after, events } = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
    expect(after.cards[objective]!.zone).toBe(Z.table('p1'));
  });
});

describe('200_008 Empress (on your Contender; at the start of your turn, discard it to complete your next Contender objective)', () => {
  function table(onHoshi: boolean) {
    const built = scene({ missions: ['Excavation'], ship: ship({ affiliation: 'Starfleet' }), crew: [onHoshi ? 'Comm Officer Sato' : 'Commander Archer'], hand: ['Empress', 'Betray Captain'] });
    const [empress, objective] = built.ids.hand as [string, string];
    const personnel = built.ids.crew[0]!;
    return { state: contender(moved(built.state, [[objective, Z.table('p1')]]), personnel, 1), empress, objective, personnel, vessel: built.ids.ship! };
  }

  it('applies: played on the Contender (for free on Hoshi), then used at the start of the next turn: Betray Captain completes, no cards drawn', () => {
    const { state, empress, objective, personnel, vessel } = table(true);
    const placed = play(state, [{ type: 'PlayCard', actor: 'p1', card: empress, target: personnel }]).state;
    expect(placed.cards[empress]!.zone).toBe(Z.on(personnel));
    expect(placed.turn!.normalCardPlayUsed).toBeFalsy();
    const mine = play(placed, [endTurn, { type: 'EndTurn', actor: 'p2' }]).state;
    const use: Command = { type: 'ActivateCard', actor: 'p1', card: empress, ability: 'complete' };
    expect(legalCommands(mine, 'p1')).toContainEqual(use);
    const hand = mine.zones[Z.hand('p1')]?.length ?? 0;
    const { state: after, events } = play(mine, [use]);
    expect(after.cards[objective]!.zone).toBe(Z.bonus('p1'));
    expect(ofType(events, 'PointsScored')).toContainEqual(expect.objectContaining({ points: 8 }));
    expect(after.contenders?.p1).toEqual({ personnel, stage: 2, ship: vessel });
    expect(after.cards[empress]!.zone).toBe(Z.discard('p1'));
    expect(after.zones[Z.hand('p1')]?.length ?? 0).toBe(hand);
  });

  it('does not apply: on a Contender who is not Hoshi it uses the normal card play; without a Contender it has no target', () => {
    const { state, empress, personnel } = table(false);
    const placed = play(state, [{ type: 'PlayCard', actor: 'p1', card: empress, target: personnel }]).state;
    expect(placed.turn!.normalCardPlayUsed).toBe(true);
    const built = scene({ missions: ['Excavation'], ship: ship({ affiliation: 'Starfleet' }), crew: ['Commander Archer'], hand: ['Empress'] });
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: built.ids.crew[0]! })).not.toBeNull();
  });
});
