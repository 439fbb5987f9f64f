/**
 * Issue 15: a dilemma the engine cannot carry out never changes the game silently, and ties are
 * broken by the encountering player's opponent.
 *   DESIGN.md › Card behaviour (an encountered card the engine cannot carry out pauses for a person
 *   to resolve it on the record); 1E rulebook › ATTEMPT A MISSION › CONDITIONAL EFFECTS (an unmet
 *   condition fails the attempt); 1E rulebook › MISCELLANEOUS RULES › TIES (the opponent of the player encountering the
 *   dilemma breaks the tie; Archer is the rulebook's example).
 * given (a scene built from events) / when (commands) / then (the exact facts).
 */
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { RULES } from '../rules';
import { ofType, runAttempt, scene, ship, type Scene } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const SPACE = 'Study Stellar Collision'; // Stellar Cartography
const solvers = [{ skills: 'OFFICER Stellar Cartography' }, { skills: 'OFFICER' }];

function encounterUnscripted(): { built: Scene; state: GameState; events: GameEvent[] } {
  // Silent Enemy (Broken Bow) has no behaviour model (it battles the attempting ship; battle is not modelled): the engine must not skip it.
  const built = scene({ missions: [SPACE], seeds: ['Silent Enemy'], ship: ship(), crew: solvers });
  const { events, state } = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! });
  return { built, state, events };
}

function run(state: GameState, commands: readonly Command[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let current = state;
  for (const command of commands) {
    const produced = decide(current, command);
    events.push(...produced);
    current = evolveAll(produced, current);
  }
  return { state: current, events };
}

describe('no silent skips: an encountered dilemma without a model pauses the attempt (DESIGN.md › Card behaviour)', () => {
  it('given Silent Enemy under the mission, when the crew attempts, then the attempt pauses for the opponent to declare its effect', () => {
    const { built, state, events } = encounterUnscripted();
    const dilemma = built.ids.seeds[0]!;
    expect(ofType(events, 'DilemmaEncountered').map((e) => e.card)).toEqual([dilemma]);
    expect(ofType(events, 'DilemmaManualResolutionRequested')).toEqual([
      { type: 'DilemmaManualResolutionRequested', card: dilemma, declarer: 'p2', step: 0, reason: 'not automated: the whole card', rule: RULES.manualEffects },
    ]);
    expect(ofType(events, 'MissionSolved')).toHaveLength(0);
    expect(ofType(events, 'PointsScored')).toHaveLength(0);
    expect(state.awaiting).toEqual([{ player: 'p2', kind: 'resolve-dilemma', options: [dilemma] }]);
    expect(state.attempt?.manualDilemma).toEqual({ card: dilemma, declarer: 'p2', step: 0 });
  });

  it('while paused, the attempting player can do nothing else, cannot declare it, and fail-attempt is refused outside an encounter', () => {
    const { built, state } = encounterUnscripted();
    const endTurn = when(state, { type: 'EndTurn', actor: 'p1' });
    expect('violation' in endTurn && endTurn.violation.code).toBe('AWAITING_DILEMMA_EFFECT');
    const byP1 = when(state, { type: 'DeclareManualEffect', actor: 'p1', source: built.ids.seeds[0]!, description: 'x', primitives: [{ kind: 'fail-attempt' }] });
    expect('violation' in byP1 && byP1.violation.code).toBe('NOT_YOUR_DECISION');
    const outside = when(built.state, { type: 'DeclareManualEffect', actor: 'p1', source: built.ids.crew[0]!, description: 'x', primitives: [{ kind: 'fail-attempt' }] });
    expect('violation' in outside && outside.violation.code).toBe('INVALID_PRIMITIVE');
    // legalCommands offers the opponent the two templates, and the attempting player only Concede.
    expect(legalCommands(state, 'p2').filter((c) => c.type === 'DeclareManualEffect')).toHaveLength(2);
    expect(legalCommands(state, 'p1')).toEqual([{ type: 'Concede', actor: 'p1' }]);
  });

  it('when the opponent declares "the attempt fails" and it is accepted, then the attempt fails, the crew is stopped and the dilemma is reseeded (CONDITIONAL EFFECTS)', () => {
    const { built, state } = encounterUnscripted();
    const dilemma = built.ids.seeds[0]!;
    const after = run(state, [
      { type: 'DeclareManualEffect', actor: 'p2', source: dilemma, description: 'fewer than 3 OFFICER with STRENGTH>5', primitives: [{ kind: 'fail-attempt' }] },
      { type: 'RespondToManualEffect', actor: 'p1', accept: true },
    ]);
    expect(ofType(after.events, 'DilemmaManuallyResolved')).toEqual([
      { type: 'DilemmaManuallyResolved', card: dilemma, effect: 'fewer than 3 OFFICER with STRENGTH>5', accepted: true, failed: true, rule: RULES.manualEffects },
    ]);
    expect(ofType(after.events, 'DilemmaReseeded')).toEqual([{ type: 'DilemmaReseeded', card: dilemma, location: 'L1', rule: RULES.conditionalEffects }]);
    expect(ofType(after.events, 'MissionAttemptFailed')[0]).toMatchObject({ player: 'p1', location: 'L1', reason: 'failed to overcome Silent Enemy' });
    expect(ofType(after.events, 'CardStopped').map((e) => e.card).sort()).toEqual([built.ids.ship!, ...built.ids.crew].sort());
    expect(after.state.attempt).toBeNull();
    expect(after.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
  });

  it('when the opponent declares it overcome and it is accepted, then the attempt goes on and the mission is solved', () => {
    const { built, state } = encounterUnscripted();
    const dilemma = built.ids.seeds[0]!;
    const after = run(state, [
      { type: 'DeclareManualEffect', actor: 'p2', source: dilemma, description: 'three OFFICER with STRENGTH>5 present', primitives: [{ kind: 'reveal', card: dilemma }] },
      { type: 'RespondToManualEffect', actor: 'p1', accept: true },
    ]);
    expect(ofType(after.events, 'DilemmaRemoved')).toEqual([
      { type: 'DilemmaRemoved', card: dilemma, from: Z.encounter('L1'), to: Z.out('p2'), reason: 'effects-resolved', rule: RULES.automaticEffects },
    ]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
  });

  it('when the declared effect is disputed, then the dispute is on the record, nothing of it is applied, and the attempt goes on', () => {
    const { built, state } = encounterUnscripted();
    const dilemma = built.ids.seeds[0]!;
    const victim = built.ids.crew[1]!;
    const after = run(state, [
      { type: 'DeclareManualEffect', actor: 'p2', source: dilemma, description: 'kill one and fail', primitives: [{ kind: 'kill', card: victim }, { kind: 'fail-attempt' }] },
      { type: 'RespondToManualEffect', actor: 'p1', accept: false, reason: 'Silent Enemy does not apply' },
    ]);
    expect(ofType(after.events, 'ManualEffectDisputed')).toHaveLength(1);
    // the dispute keeps the declared effect for a judge's ruling (issue 13: resolve-dispute)
    expect(after.state.disputes).toEqual([
      expect.objectContaining({ effect: 'm1', by: 'p1', reason: 'Silent Enemy does not apply', description: 'kill one and fail', primitives: [{ kind: 'kill', card: victim }, { kind: 'fail-attempt' }] }),
    ]);
    expect(after.state.cards[victim]!.zone).toBe(Z.aboard(built.ids.ship!));
    expect(ofType(after.events, 'DilemmaManuallyResolved')[0]).toMatchObject({ accepted: false, failed: false });
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
  });
});

describe('1E rulebook › MISCELLANEOUS RULES › TIES: the opponent of the encountering player breaks a tie for a just-encountered dilemma', () => {
  it('given Archer and two personnel tied for the highest total attributes, then the opponent (p2) chooses the victim', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Archer'], awayTeam: [{ i: 7 }, { i: 7 }, {}] });
    const events = decide(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(events, 'DilemmaChoiceRequested')).toEqual([
      {
        type: 'DilemmaChoiceRequested',
        card: built.ids.seeds[0]!,
        choice: { player: 'p2', purpose: 'step:0', options: [built.ids.awayTeam[0]!, built.ids.awayTeam[1]!], pick: 1 },
        rule: RULES.ties,
      },
    ]);
    const state = evolveAll(events, built.state);
    expect(state.awaiting).toEqual([{ player: 'p2', kind: 'dilemma-choice', options: [built.ids.awayTeam[0]!, built.ids.awayTeam[1]!] }]);
    const chosen = run(state, [{ type: 'ChooseForDilemma', actor: 'p2', chosen: [built.ids.awayTeam[1]!] }]);
    expect(ofType(chosen.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[built.ids.awayTeam[1]!, 'killed']]);
  });
  it('given Archer and a clear highest, then no choice is asked', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Archer'], awayTeam: [{ i: 9 }, { i: 7 }] });
    const events = decide(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(events, 'DilemmaChoiceRequested')).toHaveLength(0);
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).toEqual([built.ids.awayTeam[0]!]);
  });
  it('the same holds for Anaphasic Organism, El-Adrel Creature and Alien Abduction (ties at the boundary go to p2)', () => {
    const cases: [string, object[]][] = [
      ['Anaphasic Organism', [{ ch: ['Female'], i: 7 }, { ch: ['Female'], i: 7 }]],
      ['El-Adrel Creature', [{ s: 8 }, { s: 6 }, { s: 6 }]],
      ['Alien Abduction', [{ c: 8 }, { c: 8 }]],
    ];
    for (const [title, awayTeam] of cases) {
      const built = scene({ missions: ['Excavation'], seeds: [title], awayTeam: awayTeam as never });
      const events = decide(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
      expect(ofType(events, 'DilemmaChoiceRequested').map((e) => e.choice.player)).toEqual(['p2']);
    }
  });
});
