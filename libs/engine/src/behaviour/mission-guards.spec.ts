/**
 * A card on a mission guarding it against attempts (issue 15, borg: behaviour/mission-guards.ts, read by
 * attempt/beginning.ts › checkAttemptTeam), and its play condition "your temporal agent here or adjacent".
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; THE CARDS › EVENTS, INCIDENTS, &
 *   OBJECTIVES; MISCELLANEOUS RULES › "HERE" AND "PRESENT".
 * given (three planet missions L1–L3 on one spaceline, p1's Away Team on L1) / when (PlayCard on a
 * mission, AttemptMission) / then (the card atop the mission, or the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { person, scene, type PersonSpec } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { Z } from '../zones';
import { playCard as play } from '../testing/commands';

function withIcons(spec: PersonSpec, icons: readonly string[]): Card {
  const base = person(spec);
  return { ...base, icons: icons.map((code) => ({ code, name: code, category: 'test' })) };
}
const MISSIONS = ['Excavation', 'Evacuation', 'Relief Mission'];
const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

describe('200_006 Bigger on the Inside (played where your temporal agent is or next to it; the mission is attempted only with four [Cmd] or any Intelligence)', () => {
  it('with a temporal agent of yours on L1: plays on L1 or the adjacent L2, not on L3; without one it does not play', () => {
    const agent = scene({ missions: MISSIONS, awayTeam: [{ skills: 'SCIENCE Physics', ch: ['Temporal Agent'] }], hand: ['200_006'] });
    const card = agent.ids.hand[0]!;
    expect(accepted(agent.state, play(card, 'L1')).state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(accepted(agent.state, play(card, 'L2')).state.cards[card]!.zone).toBe(Z.atop('L2'));
    expect(refused(agent.state, play(card, 'L3'))).toBe('PLAY_CONDITION');
    const none = scene({ missions: MISSIONS, awayTeam: [{ skills: 'SCIENCE Physics' }], hand: ['200_006'] });
    expect(refused(none.state, play(none.ids.hand[0]!, 'L1'))).toBe('PLAY_CONDITION');
  });
  function guarded(team: readonly (PersonSpec | Card)[]) {
    const built = scene({ missions: MISSIONS, awayTeam: team, hand: ['200_006'] });
    return evolveAll([{ type: 'CardMoved', card: built.ids.hand[0]!, from: Z.hand('p1'), to: Z.atop('L1'), faceUp: true, reason: 'test' } as GameEvent], built.state);
  }
  it('on the mission: a team without Intelligence and with three [Cmd] is refused; one with Intelligence, or four [Cmd], may attempt', () => {
    const cmd = (n: number) => Array.from({ length: n }, () => withIcons({ skills: 'OFFICER' }, ['Cmd']));
    expect(refused(guarded([{ skills: 'OFFICER Diplomacy' }]), attempt)).toBe('ATTEMPT_GUARDED');
    expect(refused(guarded(cmd(3)), attempt)).toBe('ATTEMPT_GUARDED');
    expect(refused(guarded(cmd(4)), attempt)).toBeNull();
    expect(refused(guarded([{ skills: 'OFFICER Intelligence' }]), attempt)).toBeNull();
  });
  it('without the card the same team attempts', () => {
    const built = scene({ missions: MISSIONS, awayTeam: [{ skills: 'OFFICER Diplomacy' }] });
    expect(refused(built.state, attempt)).toBeNull();
  });
});
