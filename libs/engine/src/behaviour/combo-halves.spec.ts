/**
 * Combo dilemmas and half of one nullified (issue 15, helper history: behaviour/combo-halves.ts): 184_024 Renewed
 * Spirit's second way, a response to Ancient Computer & Microvirus just encountered.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (responses before the dilemma's effects); NULLIFIERS.
 * given (p1's Away Team meets a dilemma, Renewed Spirit in p1's hand) / when (PlayCard on a half, or not) / then (the
 * targets offered, the steps nullified, the requirements checked).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { play as run } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';

const COMBO = 'Ancient Computer & Microvirus';
/** Neither Computer Skill nor three SCIENCE or ENGINEER; MEDICAL and SECURITY meet Microvirus. */
const team = [
  { affiliation: 'Federation', skills: 'MEDICAL', i: 6, c: 6, s: 6 },
  { affiliation: 'Federation', skills: 'SECURITY', i: 6, c: 6, s: 6 },
];

function encounter(dilemma: string) {
  const built = scene({ missions: ['Excavation'], seeds: [dilemma], awayTeam: team, hand: ['Renewed Spirit'] });
  const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
  return { state, spirit: built.ids.hand[0]!, dilemma: built.ids.seeds[0]! };
}

const offered = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((command): command is Extract<Command, { type: 'PlayCard' }> => command.type === 'PlayCard' && command.card === card)
    .map((command) => command.target);

/** p1 passes every window still open to it (the attempt goes on). */
function settle(from: { events: GameEvent[]; state: GameState }) {
  let current = from;
  while ((current.state.windows ?? []).some((window) => window.player === 'p1')) {
    const next = run(current.state, [{ type: 'PassResponse', actor: 'p1' }]);
    current = { events: [...current.events, ...next.events], state: next.state };
  }
  return current;
}

const requirements = (events: GameEvent[]) => ofType(events, 'RequirementChecked').map((event) => event.requirement);
const nullifiedSteps = (events: GameEvent[], dilemma: string) =>
  ofType(events, 'DilemmaStepResolved').filter((event) => event.card === dilemma && event.effect === 'nullified (half of a Combo dilemma)').map((event) => event.step);

describe('184_024 Renewed Spirit, its second way (nullifies half of a Combo dilemma just encountered)', () => {
  it('offers each half of a Combo dilemma; none for a dilemma of one half (Archer)', () => {
    const { state, spirit, dilemma } = encounter(COMBO);
    expect(offered(state, spirit)).toEqual([`${dilemma}#1`, `${dilemma}#2`]);
    const archer = encounter('Archer');
    expect(offered(archer.state, archer.spirit)).toEqual([]);
  });

  it('does not apply: not played, both halves resolve — Ancient Computer is not met, Microvirus is', () => {
    const { state, dilemma } = encounter(COMBO);
    const after = settle({ events: [], state });
    expect(requirements(after.events).slice(0, 2)).toEqual(['Computer Skill x2 OR SCIENCE x3 OR ENGINEER x3', 'MEDICAL + SECURITY']);
    expect(nullifiedSteps(after.events, dilemma)).toEqual([]);
  });

  it('the first half nullified: no Computer Skill is asked; Microvirus still is', () => {
    const { state, spirit, dilemma } = encounter(COMBO);
    const after = settle(run(state, [{ type: 'PlayCard', actor: 'p1', card: spirit, target: `${dilemma}#1`, mode: 1 }]));
    expect(nullifiedSteps(after.events, dilemma)).toEqual([0]);
    expect(requirements(after.events)[0]).toBe('MEDICAL + SECURITY');
  });

  it('the second half nullified: Ancient Computer is still asked; Microvirus is not', () => {
    const { state, spirit, dilemma } = encounter(COMBO);
    const after = settle(run(state, [{ type: 'PlayCard', actor: 'p1', card: spirit, target: `${dilemma}#2`, mode: 1 }]));
    expect(nullifiedSteps(after.events, dilemma)).toEqual([1]);
    expect(requirements(after.events)).toContain('Computer Skill x2 OR SCIENCE x3 OR ENGINEER x3');
    expect(requirements(after.events)).not.toContain('MEDICAL + SECURITY');
  });
});
