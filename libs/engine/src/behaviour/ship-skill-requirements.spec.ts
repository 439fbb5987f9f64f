/**
 * Ships' skills added to a mission's requirements by a card atop it (issue 15, helper evq; ship-skill-requirements.ts).
 *   1E rulebook › SOLVING THE MISSION; SKILLS › Clarifications: Ships with Skills.
 * given (p2's planet mission at L1, p1's Away Team there, a ship at L1) / when (PlayCard, AttemptMission) / then (RequirementChecked, MissionSolved or MissionAttemptFailed).
 */
import { legalCommands } from '../legal';
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

describe('244_008 Vulcan Observation (on an opponent’s planet mission: each Vulcan ship’s skills there added to its requirements, doubled at a [Fed] or [Sta] mission)', () => {
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  /** p1 attempts its own mission at L1; p2's Vulcan Observation lies atop it (p1's mission is p2's opponent's), a ship of p2's in orbit. */
  function table(options: { mission?: string; team: PersonSpec[]; observation?: boolean; vessel?: 'vulcan' | 'other' }) {
    const built = scene({ missions: [options.mission ?? 'Excavation', 'Survey Mission'], awayTeam: options.team, opponentHand: ['Vulcan Observation', options.vessel === 'other' ? ship({ affiliation: 'Federation' }) : "D'kyr"] });
    const [card, vessel] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [[vessel, Z.space('L1')], ...(options.observation === false ? [] : ([[card, Z.atop('L1')]] as [string, string][]))]);
    return { state };
  }
  const outcome = (state: ReturnType<typeof table>['state']) => {
    const events = run(state, [attempt]).events;
    return { solved: ofType(events, 'MissionSolved').length === 1, checked: ofType(events, 'RequirementChecked').find((e) => e.purpose === 'mission')?.requirement };
  };

  it('plays only on the opponent’s planet mission (not their space mission; not on a mission of your own) and lies atop it', () => {
    const theirs = scene({ missions: ['Excavation', 'Survey Mission'], missionOwner: 'p2', hand: ['Vulcan Observation'] });
    const card = theirs.ids.hand[0]!;
    const targets = legalCommands(theirs.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card).map((c) => (c as { target?: string }).target);
    expect(targets).toEqual(['L1']);
    expect(run(theirs.state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]).state.cards[card]!.zone).toBe(Z.atop('L1'));
    const own = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'Archaeology' }], hand: ['Vulcan Observation'] });
    expect(legalCommands(own.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === own.ids.hand[0])).toEqual([]);
  });
  it('applies: with D’kyr (SCIENCE) at the [Fed] Excavation, SCIENCE x2 joins each alternative — Archaeology alone fails, with two SCIENCE it solves', () => {
    const alone = outcome(table({ team: [{ skills: 'Archaeology' }] }).state);
    expect(alone).toEqual({ solved: false, checked: 'Archaeology OR CUNNING>32 + SCIENCE x2 (added)' });
    expect(outcome(table({ team: [{ skills: 'Archaeology' }, { skills: 'SCIENCE' }] }).state).solved).toBe(false);
    expect(outcome(table({ team: [{ skills: 'Archaeology' }, { skills: 'SCIENCE' }, { skills: 'SCIENCE' }] }).state).solved).toBe(true);
  });
  it('applies once (not doubled) at the [Rom][Kli] Plunder Site: one SCIENCE more suffices', () => {
    const team: PersonSpec[] = [{ affiliation: 'Romulan', skills: 'OFFICER Treachery Archaeology', s: 20 }, { affiliation: 'Romulan', skills: 'SCIENCE', s: 15 }];
    expect(outcome(table({ mission: 'Plunder Site', team }).state)).toEqual({ solved: true, checked: 'Treachery + Archaeology + STRENGTH>30 + SCIENCE (added)' });
    expect(outcome(table({ mission: 'Plunder Site', team: [team[0]!, { affiliation: 'Romulan', skills: 'OFFICER', s: 15 }] }).state).solved).toBe(false);
  });
  it('does not apply: without the event, or with no Vulcan ship at the location, Archaeology alone solves Excavation', () => {
    expect(outcome(table({ team: [{ skills: 'Archaeology' }], observation: false }).state)).toEqual({ solved: true, checked: 'Archaeology OR CUNNING>32' });
    expect(outcome(table({ team: [{ skills: 'Archaeology' }], vessel: 'other' }).state).solved).toBe(true);
  });
});
