/**
 * Issue 15 (helper evint): Renewed Spirit — an interrupt that unstops your non-Borg Away Team, or your
 * non-Borg ship and its crew, at one of your universal missions, once per game per mission title.
 *   1E rulebook › GETTING HURT › STOPPED; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a play-phase scene) / when (PlayCard) / then (the exact facts and state).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { RULES } from '../rules';
import { ofType, realCard, scene, ship } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import type { GameEvent } from '../types';
import { targetsOf } from './targets';
import { playCard as play } from '../testing/commands';

const spec = { kind: 'your-group-at-your-universal-mission' } as const;
const universalMission: Card = { ...realCard('Excavation'), id: 't_umission', title: 'Test Universal Mission', universal: true };

function stoppedScene(mission: Card | string, shipSpec: Parameters<typeof ship>[0] = {}) {
  const built = scene({ missions: [mission], ship: ship(shipSpec), crew: [{ skills: 'OFFICER' }], awayTeam: [{ skills: 'SCIENCE' }], hand: ['Renewed Spirit', 'Renewed Spirit'] });
  const stopped = [built.ids.ship!, ...built.ids.crew, ...built.ids.awayTeam];
  const state = evolveAll(stopped.map((card): GameEvent => ({ type: 'CardStopped', card })), built.state);
  return { built, state, missionId: built.ids.missions[0]! };
}

describe('184_024 Renewed Spirit (interrupt: your stopped non-Borg Away Team, or ship and crew, at your universal mission unstopped)', () => {
  it('given a stopped Away Team and ship at your universal mission, when played on the Away Team, then only the Away Team is unstopped; a second copy on the same mission title is refused', () => {
    const { built, state, missionId } = stoppedScene(universalMission);
    const shipId = built.ids.ship!;
    expect(targetsOf(state, 'p1', spec)).toEqual([`${missionId}>planet`, `${missionId}>${shipId}`]);
    const after = run(state, [play(built.ids.hand[0]!, `${missionId}>planet`)]);
    expect(ofType(after.events, 'StoppedCardsRestored')).toEqual([{ type: 'StoppedCardsRestored', cards: built.ids.awayTeam, rule: RULES.cardEffects }]);
    expect(after.state.cards[built.ids.awayTeam[0]!]!.stopped).toBe(false);
    expect(after.state.cards[shipId]!.stopped).toBe(true);
    const again = when(after.state, play(built.ids.hand[1]!, `${missionId}>${shipId}`));
    expect('violation' in again && again.violation.code).toBe('ONCE_PER_GAME');
  });

  it('when played on the ship, then the ship and its crew are unstopped', () => {
    const { built, state, missionId } = stoppedScene(universalMission);
    const shipId = built.ids.ship!;
    const after = run(state, [play(built.ids.hand[0]!, `${missionId}>${shipId}`)]);
    expect(ofType(after.events, 'StoppedCardsRestored')).toEqual([{ type: 'StoppedCardsRestored', cards: [shipId, ...built.ids.crew], rule: RULES.cardEffects }]);
  });

  it('given a mission that is not universal, or a Borg ship, then that group is no target', () => {
    const plain = stoppedScene('Excavation');
    expect(targetsOf(plain.state, 'p1', spec)).toEqual([]);
    expect('violation' in when(plain.state, play(plain.built.ids.hand[0]!, `${plain.missionId}>planet`))).toBe(true);
    const borg = stoppedScene(universalMission, { affiliation: 'Borg' });
    expect(targetsOf(borg.state, 'p1', spec)).toEqual([`${borg.missionId}>planet`]);
  });
});
