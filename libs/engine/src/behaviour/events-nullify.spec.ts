/**
 * Later-set interrupts that nullify named cards (issue 15, third pass), each in one of three ways:
 * a dilemma as it is encountered (a response in the encountering player's window), a card just
 * played (a response in its window), or a card lying in play (played as an interrupt). Their other
 * modes stay manual (the cards count as partly automated).
 *   1E rulebook › ATTEMPT A MISSION › NULLIFIERS; THE PLAY PHASE › Alternating Actions;
 *   Clarifications: Valid responses › When Responses Happen; THE CARDS › INTERRUPTS.
 * given (a scene) / when (AttemptMission or PlayCard, then the nullifier) / then (the facts).
 */
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { ofType, realCard, scene, ship } from '../testing/attempt-scene';
import { play as run, moved, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { Z } from '../zones';
import { playCard as play } from '../testing/commands';


/** p1 meets `dilemma` in an attempt (a planet mission, or a space one for space dilemmas) and waits in its own window with `card` in hand. */
function encounter(card: string, dilemma: string) {
  const space = realCard(dilemma).dilemmaKind === 'space';
  const built = space
    ? scene({ missions: ['Study Stellar Collision'], seeds: [dilemma], ship: ship(), crew: [{ skills: 'OFFICER' }, { skills: 'SCIENCE' }], hand: [card] })
    : scene({ missions: ['Excavation'], seeds: [dilemma], awayTeam: [{ skills: 'OFFICER' }, { skills: 'SCIENCE' }], hand: [card] });
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1', ...(space ? { ship: built.ids.ship! } : {}) };
  const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, attempt]).state;
  return { state, card: built.ids.hand[0]!, dilemma: built.ids.seeds[0]! };
}

/** `titles` lies face up on p2's table; p1 holds `card`. */
function inPlay(card: string, title: string) {
  const built = scene({ missions: ['Excavation'], hand: [card], opponentHand: [title] });
  const target = built.ids.opponentHand[0]!;
  return { state: moved(built.state, [[target, Z.table('p2')]]), card: built.ids.hand[0]!, target };
}

/** p1 plays `played` (with `target`); p2 holds `card` and passes explicitly, so p2's window waits. */
function justPlayed(card: string, played: string, target?: string) {
  const built = scene({ missions: ['Excavation'], hand: [played], opponentHand: [card] });
  const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(built.ids.hand[0]!, target)]).state;
  return { state, card: built.ids.opponentHand[0]!, played: built.ids.hand[0]! };
}

const ENCOUNTERED: [id: string, title: string, dilemma: string][] = [
  ['112_097', 'Preparation', 'Lack of Preparation'],
  ['112_104', 'Wormhole Navigation Schematic', 'The Three Vipers'],
  ['115_038', 'Caught Red-Handed', 'Common Thief'],
  ['152_024', 'Cold Warriors', 'Ankari "Spirits"'],
  ['219_020', 'Not Programmed to Respond', 'Kelvan Show of Force'],
  ['223_015', 'Team of Ambassadors', 'Misinterpreted History'],
  ['241_022', 'Change of Heart', 'Rules of Obedience'],
  ['105_039', 'Plexing', 'Frame of Mind'],
  ['112_095', 'Oof!', "Fightin' Words"],
  ['103_063', 'Howard Heirloom Candle', 'Coalescent Organism'],
  ['103_067', 'Jamaharon', 'Parallel Romance'],
  ['122_039', "I'm a Doctor, Not a Bricklayer", 'Horta'],
];

describe('nullifying a dilemma just encountered (a response in the encountering player’s window)', () => {
  for (const [id, title, dilemma] of ENCOUNTERED) {
    it(`${id} ${title} nullifies ${dilemma}: it leaves play and the attempt goes on`, () => {
      const { state, card, dilemma: iid } = encounter(id, dilemma);
      expect(state.windows?.map((w) => [w.action, w.player, w.card])).toEqual([['dilemma-encountered', 'p1', iid]]);
      const after = run(state, [play(card, iid)]);
      expect(ofType(after.events, 'PlayNullified').map((e) => e.card)).toEqual([iid]);
      expect(ofType(after.events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[iid, 'nullified']]);
      expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
    });
  }
  it('against another dilemma (Archer) none of them has a target', () => {
    for (const [id] of ENCOUNTERED) {
      const { state, card, dilemma } = encounter(id, 'Archer');
      expect(refused(state, play(card, dilemma))).toBe('INVALID_TARGET');
    }
  });
});

const IN_PLAY: [id: string, title: string, target: string][] = [
  ['109_053', 'Remodulation', 'Adapt: Modulate Shields'],
  ['109_057', 'Temporal Wake', 'Anti-Time Anomaly'],
  ['105_039', 'Plexing', 'Thought Maker'],
  ['103_067', 'Jamaharon', "Horga'hn"],
  ['103_056', 'Countermanda', 'Telepathic Alien Kidnappers'],
  ['109_048', 'Deactivation', 'Static Warp Bubble'],
  ['106_001', 'Data Laughing', 'Calamarain'],
  ['109_043', 'Assimilate This!', 'Orbital Bombardment'],
  ['181_032', 'Shrouded Assailant', 'Handshake'],
  ['188_008', 'Khan!', 'The Genesis Effect'],
];

describe('nullifying a card lying in play (played as an interrupt)', () => {
  for (const [id, title, target] of IN_PLAY) {
    it(`${id} ${title} nullifies ${target} on p2’s table: it goes to p2’s discard pile`, () => {
      const { state, card, target: iid } = inPlay(id, target);
      const after = run(state, [play(card, iid)]);
      expect(ofType(after.events, 'CardMoved').filter((e) => e.card === iid).map((e) => e.to)).toEqual([Z.discard('p2')]);
    });
  }
  it('another card in play (Lower Decks) is no target for any of them', () => {
    for (const [id] of IN_PLAY) {
      const { state, card, target } = inPlay(id, 'Lower Decks');
      expect(refused(state, play(card, target))).toBe('INVALID_TARGET');
    }
  });
});

const JUST_PLAYED: [id: string, title: string, played: string, target?: string][] = [
  // 103_081 Wolf answering Barclay Transporter Phobia: that card now plays only in a beam's window (behaviour/transport-phobia.spec.ts).
  ['109_041', 'Alas, Poor Queen', 'Regenerate'],
  // 109_042 Android Headlock answering Borg Kiss: Borg Kiss now needs a male captive as its target (below).
  ['109_048', 'Deactivation', 'Red Alert!'],
  ['109_057', 'Temporal Wake', 'Anti-Time Anomaly'],
  ['103_056', 'Countermanda', 'Telepathic Alien Kidnappers'],
];

describe('nullifying a card just played (a response in its window)', () => {
  for (const [id, title, played, target] of JUST_PLAYED) {
    it(`${id} ${title} answers ${played}: the play is nullified`, () => {
      const { state, card, played: iid } = justPlayed(id, played, target);
      expect(state.windows?.map((w) => [w.action, w.player, w.card])).toEqual([['card-played', 'p2', iid]]);
      const after = run(state, [play(card, iid, 'p2')]);
      expect(ofType(after.events, 'PlayNullified').map((e) => e.card)).toEqual([iid]);
      expect(after.state.cards[iid]!.zone).toBe(Z.discard('p1'));
    });
  }
  it('109_042 Android Headlock answers Borg Kiss (played on a male p1 holds abducted): the play is nullified', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Borg Kiss'], opponentHand: ['Android Headlock', { skills: 'OFFICER', ch: ['Male'], affiliation: 'Federation' }] });
    const kiss = built.ids.hand[0]!;
    const [headlock, captive] = built.ids.opponentHand as [string, string];
    const held = evolveAll([{ type: 'PersonnelCaptured', card: captive, from: Z.hand('p2'), to: Z.held('p1', 'L1'), captor: 'p1', source: 'test', abducted: true } as GameEvent], built.state);
    const state = run(held, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(kiss, captive)]).state;
    expect(state.windows?.map((w) => [w.action, w.player, w.card])).toEqual([['card-played', 'p2', kiss]]);
    const after = run(state, [play(headlock, kiss, 'p2')]);
    expect(ofType(after.events, 'PlayNullified').map((e) => e.card)).toEqual([kiss]);
    expect(after.state.cards[kiss]!.zone).toBe(Z.discard('p1'));
  });
  it('a different card just played (Kivas Fajo - Collector) is no target for any of them', () => {
    for (const [id] of JUST_PLAYED) {
      const { state, card, played } = justPlayed(id, 'Kivas Fajo - Collector', 'p1');
      expect(refused(state, play(card, played, 'p2'))).toBe('INVALID_TARGET');
    }
  });
  it('119_036 Scan Cycle Check answers a Full Planet Scan just played: nullified, nothing is shown', () => {
    const built = scene({ missions: ['Excavation'], ship: { ...ship(), ship: { ...ship().ship!, staffing: { icons: ['Cmd', 'Stf'], alternatives: [] } } }, crew: [{ skills: 'SCIENCE Computer Skill Geology' }, { skills: 'OFFICER' }], hand: ['Full Planet Scan'], opponentHand: ['Scan Cycle Check'] });
    const scan = built.ids.hand[0]!;
    const check = built.ids.opponentHand[0]!;
    const waiting = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(scan, built.ids.ship!)]).state;
    const after = run(waiting, [play(check, scan, 'p2')]);
    expect(ofType(after.events, 'PlayNullified').map((e) => e.card)).toEqual([scan]);
    expect(ofType(after.events, 'CardsShown')).toEqual([]);
  });
  it('109_041 Alas, Poor Queen is immune to Amanda Rogers: answering a Regenerate, it is no target for p1’s Amanda Rogers', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Regenerate', 'Amanda Rogers'], opponentHand: ['Alas, Poor Queen'] });
    const [regenerate, amanda] = built.ids.hand as [string, string];
    const queen = built.ids.opponentHand[0]!;
    const answered = run(built.state, [
      { type: 'SetAutoPass', actor: 'p1', on: false },
      { type: 'SetAutoPass', actor: 'p2', on: false },
      play(regenerate),
      play(queen, regenerate, 'p2'),
    ]).state;
    expect(answered.windows?.map((w) => [w.player, w.card])).toEqual([
      ['p2', regenerate],
      ['p1', queen],
    ]);
    expect(refused(answered, play(amanda, queen))).toBe('INVALID_TARGET');
  });
});

describe("122_039 I'm a Doctor, Not a Bricklayer (its other mode: a MEDICAL gains Geology until the end of the turn)", () => {
  it('played outside a window on p1’s MEDICAL: Geology until the end of the turn; an OFFICER is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'MEDICAL' }, { skills: 'OFFICER' }], hand: ['122_039'] });
    const [doctor, officer] = built.ids.awayTeam as [string, string];
    const card = built.ids.hand[0]!;
    expect(refused(built.state, play(card, officer))).toBe('INVALID_TARGET');
    const after = run(built.state, [play(card, doctor)]).state;
    expect(memberOf(after, doctor).skills.map((s) => s.name)).toContain('Geology');
    expect(run(after, [{ type: 'EndTurn', actor: 'p1' }]).state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
});
