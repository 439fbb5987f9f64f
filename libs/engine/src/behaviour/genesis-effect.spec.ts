/**
 * Issue 15 (helper tail3): 138_017 The Genesis Effect — played atop your mission no attempt has begun at; its player
 * names a dilemma (choice pool `dilemma-titles`, fate `select-option`); the nullifier `named-dilemma-here` cancels that
 * dilemma when the owner's team, having begun the attempt with 3 to 7 personnel, encounters it attempting this mission.
 * 1E rulebook › THE CARDS › INCIDENTS; ATTEMPT A MISSION › NULLIFIERS.
 * given (p1's Excavation with Firestorm seeded beneath by p2, p1's Away Team there) / when (PlayCard, MakeChoice,
 * AttemptMission) / then (the dilemma nullified — or it kills the INTEGRITY 4 personnel).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { accepted, play as run, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';

function attemptScene(team: number, opts: { attempted?: boolean } = {}) {
  const built = scene({
    missions: ['Excavation', 'Cloaked Mission'],
    seeds: ['Firestorm'],
    opponentHand: ['Armus - Skin of Evil'],
    awayTeam: [{ skills: 'OFFICER Archaeology', i: 4 }, ...Array.from({ length: team - 1 }, () => ({ skills: 'ENGINEER', i: 8 }))],
    hand: ['The Genesis Effect'],
  });
  const state: GameState = opts.attempted ? { ...built.state, locations: { ...built.state.locations, L1: { ...built.state.locations.L1!, attempted: true } } } : built.state;
  return { built, state, card: built.ids.hand[0]!, firestorm: built.ids.seeds[0]! };
}

/** p1 plays the incident on Excavation and names `name`; the state after the naming. */
function named(state: GameState, card: string, name: string): GameState {
  const played = accepted(state, { type: 'PlayCard', actor: 'p1', card, target: 'L1' }).state;
  return run(played, [{ type: 'MakeChoice', actor: 'p1', chosen: [name] }]).state;
}

const attempt = (state: GameState) => run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]).events;

describe('138_017 The Genesis Effect (name a dilemma as it is played atop your unexamined mission; nullified there when your team began with 3 to 7 personnel)', () => {
  it('applies: played on Excavation, the dilemma titles of the game offered, Firestorm named — a team of three encounters Firestorm: nullified, nobody killed', () => {
    const { state, card, firestorm } = attemptScene(3);
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card, target: 'L1' }).state;
    expect(played.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(played.pendingChoice?.options).toEqual(['Armus - Skin of Evil', 'Firestorm']);
    expect(legalCommands(played, 'p1')).toContainEqual({ type: 'MakeChoice', actor: 'p1', chosen: ['Firestorm'] });
    const ready = run(played, [{ type: 'MakeChoice', actor: 'p1', chosen: ['Firestorm'] }]).state;
    expect(ready.selected?.[card]).toBe('Firestorm');
    const events = attempt(ready);
    expect(ofType(events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[firestorm, 'nullified']]);
    expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toEqual([]);
  });

  it('applies at the other bound: a team of seven', () => {
    const { state, card, firestorm } = attemptScene(7);
    const events = attempt(named(state, card, 'Firestorm'));
    expect(ofType(events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[firestorm, 'nullified']]);
  });

  it('does not apply: a team of two or of eight, or another dilemma named — Firestorm kills the INTEGRITY 4 personnel', () => {
    for (const [team, name] of [
      [2, 'Firestorm'],
      [8, 'Firestorm'],
      [3, 'Armus - Skin of Evil'],
    ] as const) {
      const { built, state, card } = attemptScene(team);
      const events = attempt(named(state, card, name));
      expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card)).toContain(built.ids.awayTeam[0]!);
    }
  });

  it('does not apply: not on a mission an attempt has begun at, nor on a mission of the opponent', () => {
    const { state, card } = attemptScene(3, { attempted: true });
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card, target: 'L1' })).not.toBeNull();
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === card)).toEqual([expect.objectContaining({ target: 'L2' })]);
    const theirs = scene({ missions: ['Excavation'], missionOwner: 'p2', hand: ['The Genesis Effect'] });
    expect(refused(theirs.state, { type: 'PlayCard', actor: 'p1', card: theirs.ids.hand[0]!, target: 'L1' })).not.toBeNull();
  });
});
