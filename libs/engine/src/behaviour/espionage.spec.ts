/**
 * Espionage events (issue 15): played on a mission showing one affiliation's icon, they let your
 * personnel of another affiliation attempt it, and are discarded once the mission is completed.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT (a matching affiliation icon is
 *   needed unless a card says otherwise); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES ("a few say
 *   to discard them after use"); SOLVING THE MISSION.
 * given (a planet mission with one icon, an Away Team of another affiliation) / when (PlayCard,
 * AttemptMission) / then (the exact facts).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, realCard, scene } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

/** A planet mission (Excavation's requirements: Archaeology OR CUNNING>32) showing one affiliation icon. */
function missionWith(icon: string): Card {
  const base = realCard('Excavation');
  return { ...base, id: `t_mission_${icon}`, title: `Test ${icon} planet`, mission: { ...base.mission!, affiliationIcons: [icon as never] } };
}
const refused = (state: GameState, command: Command) => {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
};
const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

const CASES: [id: string, title: string, who: string, icon: string][] = [
  ['101_071', 'Espionage: Federation on Klingon', 'Federation', 'Klingon'],
  ['101_072', 'Espionage: Klingon on Federation', 'Klingon', 'Federation'],
  ['101_073', 'Espionage: Romulan on Federation', 'Romulan', 'Federation'],
  ['101_074', 'Espionage: Romulan on Klingon', 'Romulan', 'Klingon'],
  ['112_061', 'Espionage: Bajoran on Cardassian', 'Bajoran', 'Cardassian'],
  ['112_062', 'Espionage: Cardassian on Bajoran', 'Cardassian', 'Bajoran'],
  ['112_063', 'Espionage: Cardassian on Federation', 'Cardassian', 'Federation'],
  ['112_064', 'Espionage: Cardassian on Klingon', 'Cardassian', 'Klingon'],
  ['112_065', 'Espionage: Romulan on Bajoran', 'Romulan', 'Bajoran'],
  ['112_066', 'Espionage: Romulan on Cardassian', 'Romulan', 'Cardassian'],
  ['115_021', 'Espionage - Dominion on Federation', 'Dominion', 'Federation'],
  ['115_022', 'Espionage - Dominion on Klingon', 'Dominion', 'Klingon'],
  ['115_023', 'Espionage - Dominion on Romulan', 'Dominion', 'Romulan'],
  ['127_002', 'Espionage: Bajoran on Dominion', 'Bajoran', 'Dominion'],
  ['194_073', 'Espionage: Vulcan on Klingon', 'Vulcan', 'Klingon'],
  ['194_074', 'Espionage: Vulcan on Starfleet', 'Vulcan', 'Starfleet'],
  ['195_003', 'Espionage: Romulan on Vulcan', 'Romulan', 'Vulcan'],
  ['195_004', 'Espionage: Starfleet on Vulcan', 'Starfleet', 'Vulcan'],
  ['195_005', 'Espionage: Vulcan on Andorian', 'Vulcan', 'Non-Aligned'],
];

describe('Espionage events: your personnel of one affiliation may attempt a mission of another', () => {
  for (const [id, title, who, icon] of CASES) {
    it(`${id} ${title}: without it the ${who} team may not attempt the ${icon} mission; with it they attempt and solve it, and it is discarded`, () => {
      const built = scene({ missions: [missionWith(icon)], awayTeam: [{ affiliation: who, skills: 'OFFICER Archaeology' }], hand: [id] });
      const card = built.ids.hand[0]!;
      expect(refused(built.state, attempt)).toBe('NO_MATCHING_AFFILIATION');
      expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card)).toEqual([{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]);
      const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]);
      expect(played.state.cards[card]!.zone).toBe(Z.atop('L1'));
      expect(legalCommands(played.state, 'p1')).toContainEqual(attempt);
      const solved = run(played.state, [attempt]);
      expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
      expect(ofType(solved.events, 'CardMoved').filter((e) => e.card === card).map((e) => e.to)).toEqual([Z.discard('p1')]);
    });
  }

  it('101_071 Espionage: Federation on Klingon: only on a mission with the Klingon icon, and it lets no Romulan attempt', () => {
    const wrongMission = scene({ missions: [missionWith('Romulan')], awayTeam: [{ affiliation: 'Federation', skills: 'OFFICER Archaeology' }], hand: ['101_071'] });
    expect(refused(wrongMission.state, { type: 'PlayCard', actor: 'p1', card: wrongMission.ids.hand[0]!, target: 'L1' })).toBe('INVALID_TARGET');
    const romulans = scene({ missions: [missionWith('Klingon')], awayTeam: [{ affiliation: 'Romulan', skills: 'OFFICER Archaeology' }], hand: ['101_071'] });
    const played = run(romulans.state, [{ type: 'PlayCard', actor: 'p1', card: romulans.ids.hand[0]!, target: 'L1' }]).state;
    expect(refused(played, attempt)).toBe('NO_MATCHING_AFFILIATION');
  });
});
