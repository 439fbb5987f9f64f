/**
 * Skill-sharing in a Borg hive (issue 15, borg: behaviour/hive-skills.ts, read by memberOf).
 *   1E rulebook › PERSONNEL › Clarifications: Skill-Sharing (once, at the highest level); PRESENT.
 * given (p1's Borg on the planet at L1 and aboard a ship there, the Borg Vinculum with them) / when
 * (memberOf and the requirement check every rule reads) / then (the exact skill levels, met or not).
 */
import { skillLevel, type Card } from '@captains-log/cards';
import { meetGroup, memberOf, requirement } from '../attempt/requirements';
import { decide } from '../decide';
import { ofType, person, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { Z } from '../zones';

function borg(spec: PersonSpec, icons: readonly string[] = []): Card {
  const base = person({ ...spec, affiliation: spec.affiliation ?? 'Borg' });
  return { ...base, icons: icons.map((code) => ({ code, name: code, category: 'test' })) };
}
const com = (skills: string) => borg({ skills }, ['Com']);

describe('124_013 Borg Vinculum (your Borg present with a [Com] Borg at its location share regular skills at the highest level)', () => {
  it('the rulebook example: an Away Team and a crew at one location, all four have the hive skills once, at the highest level', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [borg({ skills: 'SCIENCE Astrophysics Navigation' }), com('MEDICAL Computer Skill Honor')],
      ship: ship({ affiliation: 'Borg' }),
      crew: [com('OFFICER Navigation x2'), borg({ skills: 'ENGINEER' })],
      equipment: ['124_013'],
    });
    const [tachyon, heuristics] = built.ids.awayTeam as [string, string];
    const [gibson, interlink] = built.ids.crew as [string, string];
    for (const iid of [tachyon, heuristics, gibson]) {
      const member = memberOf(built.state, iid);
      expect([skillLevel(member, 'Navigation'), skillLevel(member, 'Honor'), skillLevel(member, 'Astrophysics'), skillLevel(member, 'Computer Skill')]).toEqual([2, 1, 1, 1]);
    }
    // The crew's plain drone is aboard with Gibson, a [Com] Borg: it shares too.
    expect(skillLevel(memberOf(built.state, interlink), 'Navigation')).toBe(2);
    // Shared per personnel: the two on the planet together hold Navigation x4.
    expect(meetGroup(built.state, requirement('Navigation x4'), [tachyon, heuristics]).verdict).toBe('met');
  });
  it('a Borg not present with a [Com] Borg keeps its own skills; so does a non-Borg personnel in the hive', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [com('MEDICAL Honor'), person({ skills: 'OFFICER Diplomacy', affiliation: 'Federation' })],
      ship: ship({ affiliation: 'Borg' }),
      crew: [borg({ skills: 'ENGINEER Navigation x2' })],
      equipment: ['124_013'],
    });
    const [hub, stranger] = built.ids.awayTeam as [string, string];
    expect(skillLevel(memberOf(built.state, built.ids.crew[0]!), 'Honor')).toBe(0);
    expect(skillLevel(memberOf(built.state, hub), 'Navigation')).toBe(0);
    expect(skillLevel(memberOf(built.state, stranger), 'Honor')).toBe(0);
  });
  it('without a [Com] Borg present with the Vinculum nothing is shared, and without the Vinculum neither', () => {
    const noHub = scene({ missions: ['Excavation'], awayTeam: [borg({ skills: 'MEDICAL Honor' }), borg({ skills: 'ENGINEER Navigation' })], equipment: ['124_013'] });
    expect(skillLevel(memberOf(noHub.state, noHub.ids.awayTeam[0]!), 'Navigation')).toBe(0);
    const noCard = scene({ missions: ['Excavation'], awayTeam: [com('MEDICAL Honor'), borg({ skills: 'ENGINEER Navigation' })] });
    expect(skillLevel(memberOf(noCard.state, noCard.ids.awayTeam[0]!), 'Navigation')).toBe(0);
    const withCard = scene({ missions: ['Excavation'], awayTeam: [com('MEDICAL Honor'), borg({ skills: 'ENGINEER Navigation' })], equipment: ['124_013'] });
    expect(skillLevel(memberOf(withCard.state, withCard.ids.awayTeam[0]!), 'Navigation')).toBe(1);
  });
  it('immune to Disruptor Overload: with a Tricorder beside it, only the Tricorder is a candidate', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [com('SECURITY')], equipment: ['124_013', 'Tricorder'], hand: ['Disruptor Overload'] });
    const played = decide(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: built.ids.awayTeam[0]! });
    expect(ofType(played, 'RandomCardsSelected').map((event) => event.candidates)).toEqual([[built.ids.equipment[1]]]);
    expect(built.state.cards[built.ids.equipment[0]!]!.zone).toBe(Z.surface('L1'));
  });
});
