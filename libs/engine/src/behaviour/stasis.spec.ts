/**
 * Stasis (issue 15; behaviour/stasis.ts, stasis-facts.ts): 105_037 Off Switch, 103_057 Dead in Bed,
 * 122_040 Vulcan "Death Grip", 103_080 Vulcan Nerve Pinch, 112_089 Extraordinary Methods (a delayed
 * death, behaviour/delayed-deaths.ts), and what stasis means for the rest of the engine.
 *   1E rulebook › GETTING HURT › STASIS (no actions, no targeting, no battle; suspended effects),
 *   › SEPARATED, › Clarification: Death Terminates Disability; 1E DS9 expansion rules › Glossary › stasis.
 * given (a scene: p1's Away Team on Excavation, the cards in hand) / when (PlayCard, EndTurn, an attempt
 * whose dilemma kills) / then (the facts, the card's stasis, stopped and disabled state, the view, the
 * targets offered).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, runAttempt, scene, type PersonSpec } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Card } from '@captains-log/cards';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { view } from '../view';
import { Z } from '../zones';
import { suspendedByStasis } from './stasis';
import { battleScene, type Placed } from '../testing/battle-scene';

const DATA = '101_204';
const WEAK = 'The Weak Will Perish'; // every member with printed STRENGTH under 5 killed (no random selection)
const ARMUS = 'Armus - Skin of Evil'; // one member killed at random

const play = (card: string, target: string, actor: PlayerId = 'p1', mode?: number): Command => ({ type: 'PlayCard', actor, card, target, ...(mode !== undefined ? { mode } : {}) });
const placed = (card: string, source = 'a test', endsAfterTurn?: number): GameEvent => ({ type: 'PlacedInStasis', card, source, ...(endsAfterTurn !== undefined ? { endsAfterTurn } : {}) });
const playsOf = (state: GameState, card: string, player: PlayerId = 'p1') => legalCommands(state, player).filter((command) => command.type === 'PlayCard' && command.card === card);

/** p1's Away Team: Data and a human (p1's), with `hand` held. */
function given(hand: readonly string[], opponentHand: readonly string[] = []) {
  const built = scene({ missions: ['Excavation'], awayTeam: [DATA, { skills: 'SCIENCE Biology', s: 6 }], hand, opponentHand });
  const [data, human] = built.ids.awayTeam as [string, string];
  return { state: built.state, data, human, hand: built.ids.hand, opponentHand: built.ids.opponentHand };
}

describe('105_037 Off Switch', () => {
  it('applies: an android is placed in stasis (stopped, disabled, shown in the view) until the end of the turn, then comes back as it was', () => {
    const { state, data, hand } = given(['Off Switch']);
    const after = run(state, [play(hand[0]!, data)]);
    expect(ofType(after.events, 'PlacedInStasis')).toEqual([expect.objectContaining({ card: data, source: 'Off Switch', endsAfterTurn: 1, immuneTo: ['Android Nightmares', 'Chinese Finger Puzzle', 'Dead in Bed'] })]);
    expect(after.state.cards[data]).toMatchObject({ stopped: true, disabled: true, stasis: { source: 'Off Switch', endsAfterTurn: 1, before: {} } });
    const seen = view(after.state, 'spectator').zones[Z.surface('L1')]!.find((card) => 'iid' in card && card.iid === data);
    expect(seen).toMatchObject({ stopped: true, disabled: true, stasis: { source: 'Off Switch', endsAfterTurn: 1 } });
    const ended = run(after.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(ended.events, 'StasisEnded')).toEqual([expect.objectContaining({ card: data, reason: 'expired' })]);
    expect(ended.state.cards[data]!.stasis).toBeUndefined();
    expect(ended.state.cards[data]).toMatchObject({ stopped: false, disabled: false });
  });

  it('does not apply: a non-android is no target; an android already in stasis is no target of another card', () => {
    const { state, data, human, hand } = given(['Off Switch', 'Off Switch']);
    expect(playsOf(state, hand[0]!).map((command) => (command as { target?: string }).target)).toEqual([data]);
    expect(refused(state, play(hand[0]!, human))).not.toBeNull();
    const held = run(state, [play(hand[0]!, data)]).state;
    expect(playsOf(held, hand[1]!).filter((command) => (command as { mode?: number }).mode === undefined)).toEqual([]);
    expect(refused(held, play(hand[1]!, data))).not.toBeNull();
  });

  it('the other way: the opponent cancels an Off Switch just played with their own; without one in hand it resolves', () => {
    const { state, data, hand, opponentHand } = given(['Off Switch'], ['Off Switch']);
    const open = run(state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(hand[0]!, data)]).state;
    expect(open.cards[data]!.stasis).toBeUndefined();
    // The one way that fits (the cancel) is offered without a mode number.
    expect(playsOf(open, opponentHand[0]!, 'p2')).toEqual([play(opponentHand[0]!, hand[0]!, 'p2')]);
    const after = run(open, [play(opponentHand[0]!, hand[0]!, 'p2')]);
    expect(after.state.cards[data]!.stasis).toBeUndefined();
    expect(after.state.cards[hand[0]!]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'PlacedInStasis')).toEqual([]);
    const alone = given(['Off Switch']);
    const resolved = run(alone.state, [play(alone.hand[0]!, alone.data)]);
    expect(resolved.state.cards[alone.data]!.stasis?.source).toBe('Off Switch');
  });
});

describe('103_057 Dead in Bed', () => {
  it('applies: kills a personnel in stasis (its stasis ends with its death)', () => {
    const { state, human, hand } = given(['Dead in Bed']);
    const held = evolveAll([placed(human, 'a test', 3)], state);
    expect(playsOf(held, hand[0]!)).toEqual([play(hand[0]!, human)]);
    const after = run(held, [play(hand[0]!, human)]);
    expect(ofType(after.events, 'CardLeftPlay')).toEqual([expect.objectContaining({ card: human, how: 'killed' })]);
    expect(after.state.cards[human]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[human]!.stasis).toBeUndefined();
  });

  it('does not apply: nobody in stasis, or only an android Off Switch holds (immune to it)', () => {
    const { state, data, human, hand } = given(['Dead in Bed', 'Off Switch']);
    expect(playsOf(state, hand[0]!)).toEqual([]);
    expect(refused(state, play(hand[0]!, human))).not.toBeNull();
    const switched = run(state, [play(hand[1]!, data)]).state;
    expect(switched.cards[data]!.stasis).toBeDefined();
    expect(playsOf(switched, hand[0]!)).toEqual([]);
    expect(refused(switched, play(hand[0]!, data))).not.toBeNull();
  });
});

describe('122_040 Vulcan "Death Grip"', () => {
  const vulcan: PersonSpec = { skills: 'SCIENCE', s: 6, ch: ['Vulcan'], affiliation: 'Federation' };
  function meet(dilemma: string, team: readonly (PersonSpec | Card | string)[]) {
    const built = scene({ missions: ['Excavation'], seeds: [dilemma], awayTeam: team, hand: ['Vulcan "Death Grip"'] });
    const after = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    return { ...after, team: built.ids.awayTeam, grip: built.ids.hand[0]! };
  }
  const killed = (events: readonly GameEvent[]) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card);

  it('applies: your personnel about to die with your other Vulcan present is placed in stasis until the end of the turn instead', () => {
    const met = meet(WEAK, [{ skills: 'OFFICER', s: 3 }, vulcan]);
    const [victim] = met.team as [string, string];
    expect(killed(met.events)).toEqual([]);
    expect(ofType(met.events, 'CardPlayed').map((e) => e.card)).toEqual([met.grip]);
    expect(ofType(met.events, 'PlacedInStasis')).toEqual([expect.objectContaining({ card: victim, source: 'Vulcan "Death Grip"', endsAfterTurn: 1 })]);
    expect(met.state.cards[victim]).toMatchObject({ stopped: true, disabled: true });
    const ended = run(met.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ended.state.cards[victim]!.stasis).toBeUndefined();
  });

  it('applies to a random selection too (Armus; two Vulcans, so another is present whoever is picked): the one selected is held in stasis', () => {
    const met = meet(ARMUS, [{ skills: 'OFFICER', s: 3 }, vulcan, vulcan]);
    const chosen = ofType(met.events, 'RandomCardsSelected').flatMap((e) => e.outcome);
    const victim = chosen.find((iid) => met.team.includes(iid))!;
    expect(victim).toBeDefined();
    expect(killed(met.events)).toEqual([]);
    expect(met.state.cards[victim]!.stasis?.source).toBe('Vulcan "Death Grip"');
  });

  it('does not apply: an android dies; without another Vulcan present the death goes ahead and the card stays in hand', () => {
    const android = meet(WEAK, [person({ skills: 'OFFICER', s: 3, ch: ['Android'] }), vulcan]);
    expect(killed(android.events)).toEqual([android.team[0]]);
    expect(android.state.cards[android.grip]!.zone).toBe(Z.hand('p1'));
    const alone = meet(WEAK, [{ skills: 'OFFICER', s: 3 }, { skills: 'SCIENCE', s: 6 }]);
    expect(killed(alone.events)).toEqual([alone.team[0]]);
    expect(alone.state.cards[alone.grip]!.zone).toBe(Z.hand('p1'));
  });
});

describe('112_089 Extraordinary Methods (a delayed death)', () => {
  function meet(team: readonly PersonSpec[]) {
    const built = scene({ missions: ['Excavation'], seeds: [WEAK], awayTeam: team, hand: ['Extraordinary Methods'] });
    const after = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    return { ...after, team: built.ids.awayTeam, card: built.ids.hand[0]! };
  }
  const killed = (events: readonly GameEvent[]) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card);

  it('applies: with 3 MEDICAL present your personnel about to die lives on until the end of your next turn, then dies', () => {
    const met = meet([{ skills: 'OFFICER', s: 3 }, { skills: 'MEDICAL x3', s: 6 }]);
    const victim = met.team[0]!;
    expect(killed(met.events)).toEqual([]);
    expect(ofType(met.events, 'DeathDelayed')).toEqual([expect.objectContaining({ card: victim, source: 'Extraordinary Methods', afterTurn: 3 })]);
    expect(met.state.cards[met.card]!.zone).toBe(Z.discard('p1'));
    const twoEnds = run(met.state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);
    expect(killed(twoEnds.events)).toEqual([]);
    const third = run(twoEnds.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(third.events, 'CardLeftPlay')).toEqual([expect.objectContaining({ card: victim, how: 'killed', source: 'Extraordinary Methods' })]);
    expect(third.state.cards[victim]!.diesAfterTurn).toBeUndefined();
  });

  it('applies with MEDICAL and Cybernetics present too', () => {
    const met = meet([{ skills: 'OFFICER', s: 3 }, { skills: 'MEDICAL', s: 6 }, { skills: 'ENGINEER Cybernetics', s: 6 }]);
    expect(killed(met.events)).toEqual([]);
    expect(ofType(met.events, 'DeathDelayed').map((e) => e.card)).toEqual([met.team[0]]);
  });

  it('does not apply: with one MEDICAL and no Cybernetics present the death goes ahead and the card stays in hand', () => {
    const met = meet([{ skills: 'OFFICER', s: 3 }, { skills: 'MEDICAL', s: 6 }]);
    expect(killed(met.events)).toEqual([met.team[0]]);
    expect(met.state.cards[met.card]!.zone).toBe(Z.hand('p1'));
  });
});

describe('103_080 Vulcan Nerve Pinch', () => {
  const ours = (label: string, ch: readonly string[], owner: PlayerId = 'p1'): Placed => ({ label, owner, at: 'surface', card: { skills: 'OFFICER', s: 5, affiliation: 'Klingon', ch } });
  const rom = (label: string, s: number): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s, affiliation: 'Romulan' } });
  /** p1 attacks on L1's planet with `mine`; three Romulans defend; p1 holds the card. */
  function started(mine: readonly Placed[]) {
    const built = battleScene([...mine, rom('r1', 6), rom('r2', 6), rom('r3', 6), { label: 'card', owner: 'p1', at: 'hand', card: 'Vulcan Nerve Pinch' }], { player: 'p1', number: 1 });
    const state = run(built.state, [
      { type: 'SetAutoPass', actor: 'p1', on: false },
      { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') },
    ]).state;
    return { state, id: built.id };
  }

  it('applies: each of your Vulcans and Soong-type androids in the battle places one opposing personnel (random) in stasis until the end of your next turn; they are no casualty', () => {
    const { state, id } = started([ours('v', ['Vulcan']), ours('d', ['Android', 'Soong-type android']), ours('h', ['Human'])]);
    const offered = playsOf(state, id('card'));
    expect(offered).toHaveLength(1);
    let after = run(state, [offered[0]!]);
    // p1 passes the windows left open to them (their own card's, then the battle's) until the battle is over.
    for (let guard = 0; guard < 5 && (after.state.windows ?? []).length > 0; guard += 1) {
      const next = run(after.state, [{ type: 'PassResponse', actor: 'p1' }]);
      after = { events: [...after.events, ...next.events], state: next.state };
    }
    expect(after.state.battle ?? null).toBeNull();
    const held = ofType(after.events, 'PlacedInStasis');
    expect(held).toHaveLength(2);
    expect(new Set(held.map((e) => e.card)).size).toBe(2);
    expect(held.every((e) => [id('r1'), id('r2'), id('r3')].includes(e.card) && e.endsAfterTurn === 3)).toBe(true);
    // Out of the battle: in no combat pile, never the casualty, not killed.
    for (const e of held) {
      expect(ofType(after.events, 'CombatPilesFormed').flatMap((f) => Object.values(f.piles).flat())).not.toContain(e.card);
      expect(ofType(after.events, 'CardLeftPlay').map((f) => f.card)).not.toContain(e.card);
      expect(after.state.cards[e.card]!.stasis?.source).toBe('Vulcan Nerve Pinch');
    }
    // Still held at the end of p1's turn and p2's; released at the end of p1's next turn.
    const p1Ends = run(after.state, [{ type: 'SetAutoPass', actor: 'p1', on: true }, { type: 'EndTurn', actor: 'p1' }]).state;
    const p2Ends = run(p1Ends, [{ type: 'EndTurn', actor: 'p2' }]).state;
    expect(held.every((e) => p2Ends.cards[e.card]!.stasis !== undefined)).toBe(true);
    const released = run(p2Ends, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(released.events, 'StasisEnded').map((e) => e.card).sort()).toEqual(held.map((e) => e.card).sort());
  });

  it('does not apply: with no Vulcan or Soong-type android of yours in the battle it is not offered', () => {
    const { state, id } = started([ours('h', ['Human']), ours('a', ['Android'])]);
    expect(playsOf(state, id('card'))).toEqual([]);
  });
});

describe('stasis in the engine', () => {
  it('a stasis lasting past this turn keeps its card stopped at the end of the turn, then ends at the end of its own turn', () => {
    const { state, human } = given([]);
    const held = evolveAll([placed(human, 'a test', 2)], state);
    const first = run(held, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(first.events, 'StasisEnded')).toEqual([]);
    expect(ofType(first.events, 'StoppedCardsRestored').flatMap((e) => e.cards)).not.toContain(human);
    expect(first.state.cards[human]).toMatchObject({ stopped: true, disabled: true });
    const second = run(first.state, [{ type: 'EndTurn', actor: 'p2' }]);
    expect(ofType(second.events, 'StasisEnded').map((e) => e.card)).toEqual([human]);
    expect(second.state.cards[human]).toMatchObject({ stopped: false, disabled: false });
  });

  it('a card already stopped before stasis is still stopped when it ends mid-turn; one disabled stays disabled', () => {
    const { state, human } = given([]);
    const stopped = evolveAll([{ type: 'CardStopped', card: human } as GameEvent, { type: 'PersonnelDisabled', card: human, source: 'test' } as GameEvent, placed(human)], state);
    const released = evolveAll([{ type: 'StasisEnded', card: human, reason: 'released' }], stopped);
    expect(released.cards[human]).toMatchObject({ stopped: true, disabled: true });
    expect(released.cards[human]!.stasis).toBeUndefined();
  });

  it('a dilemma aimed at a card in stasis is suspended; one aimed at others is not', () => {
    const { state, data, human } = given([]);
    const held = evolveAll([placed(human)], state);
    expect(suspendedByStasis(held, 'L1', [human])).toBe(true);
    expect(suspendedByStasis(held, 'L1', [human, data])).toBe(false);
    expect(suspendedByStasis(held, human, [])).toBe(true);
    expect(suspendedByStasis(state, 'L1', [human])).toBe(false);
  });
});
