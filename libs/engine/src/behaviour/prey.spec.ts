/**
 * Issue 15 (lead): 124_030 Rituals of the Hunt — played on an opponent's personnel (its prey; target `personnel` …
 * `whose: 'opponents'`); your Hirogen with Anthropology add the prey's printed regular skills (prey.ts › preySkills);
 * your equipment and Hirogen personnel may report aboard your Hirogen ships (tableReports read on a card lying on a
 * card); your Hirogen present with the prey and your Hirogen Talon may capture it, the incident then discarded
 * (`hunter-with-prey`, `capture-prey`); the incident may return to your hand at any time.
 *   1E rulebook › THE CARDS › INCIDENTS; USING SKILLS; REPORTING FOR DUTY; CAPTURING (DS9 rules › capture).
 * given (Karon, Anthropology x2, and a Hirogen without it on the planet at L1; p2's Data there; p1's Hunting Vessel in
 * orbit) / when (PlayCard, ActivateCard, ReportForDuty) / then (skills, where the cards lie, the capture).
 */
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { GameEvent } from '../types';
import { Z } from '../zones';
import { activate, playCard as playOn } from '../testing/commands';

const hunter = () => ({ ...person({ affiliation: 'Hirogen', skills: 'SECURITY', ch: ['Hirogen'] }), title: 'Test Hirogen Hunter' });

/** Karon and a plain Hirogen down on L1 with `equipment`; p2's Data beside them; the Hunting Vessel in orbit; the incident in hand. */
function hunt(spec: { equipment?: string[]; hand?: string[] } = {}) {
  const built = scene({
    missions: ['Excavation'],
    quadrant: 'Delta',
    ship: realCard('Hunting Vessel'),
    awayTeam: ['Karon', hunter()],
    equipment: spec.equipment ?? [],
    hand: ['Rituals of the Hunt', ...(spec.hand ?? [])],
    opponentHand: ['Data'],
  });
  const [rituals, ...hand] = built.ids.hand as [string, ...string[]];
  const data = built.ids.opponentHand[0]!;
  const moves: GameEvent[] = [{ type: 'CardMoved', card: data, from: Z.hand('p2'), to: Z.surface('L1'), faceUp: true, reason: 'scene' }];
  const [karon, plain] = built.ids.awayTeam as [string, string];
  return { state: evolveAll(moves, built.state), rituals, hand, data, karon, plain, vessel: built.ids.ship! };
}
const skillNames = (member: { skills: readonly { name: string }[] }) => member.skills.map((skill) => skill.name);

describe('124_030 Rituals of the Hunt: the prey and its skills', () => {
  it('plays only on an opponent\'s personnel', () => {
    const { state, rituals, data, karon } = hunt();
    const targets = legalCommands(state, 'p1').flatMap((command) => (command.type === 'PlayCard' && command.card === rituals ? [command.target] : []));
    expect(targets).toEqual([data]);
    expect(refused(state, playOn(rituals, karon))).toBe('INVALID_TARGET');
  });

  it('applies: Karon (Anthropology) adds Data\'s printed regular skills; the Hirogen without Anthropology and Data himself gain nothing', () => {
    const { state, rituals, data, karon, plain } = hunt();
    const before = skillNames(memberOf(state, karon));
    const played = accepted(state, playOn(rituals, data)).state;
    expect(played.cards[rituals]!.zone).toBe(Z.on(data));
    const after = skillNames(memberOf(played, karon));
    expect(after).toEqual(expect.arrayContaining([...before, 'Computer Skill', 'Astrophysics', 'Music']));
    expect(after.length).toBe(before.length + skillNames(memberOf(state, data)).length);
    expect(skillNames(memberOf(played, plain))).toEqual(skillNames(memberOf(state, plain)));
    expect(skillNames(memberOf(played, data))).toEqual(skillNames(memberOf(state, data)));
  });

  it('returns to hand at any time, and the skills go with it', () => {
    const { state, rituals, data, karon } = hunt();
    const played = accepted(state, playOn(rituals, data)).state;
    const back = accepted(played, activate(rituals, 'return')).state;
    expect(back.cards[rituals]!.zone).toBe(Z.hand('p1'));
    expect(skillNames(memberOf(back, karon))).toEqual(skillNames(memberOf(state, karon)));
  });
});

describe('124_030 Rituals of the Hunt: capture your prey', () => {
  it('applies: with a Hirogen Talon present, Karon captures Data and the incident is discarded', () => {
    const { state, rituals, data, karon } = hunt({ equipment: ['Hirogen Talon'] });
    const played = accepted(state, playOn(rituals, data)).state;
    const offers = legalCommands(played, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === rituals && command.ability === 'capture');
    expect(offers).toEqual(expect.arrayContaining([activate(rituals, 'capture', karon)]));
    const done = accepted(played, activate(rituals, 'capture', karon));
    expect(ofType(done.events, 'PersonnelCaptured')).toEqual([expect.objectContaining({ card: data, captor: 'p1' })]);
    expect(done.state.cards[rituals]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: without a Hirogen Talon present there is no capture', () => {
    const { state, rituals, data, karon } = hunt();
    const played = accepted(state, playOn(rituals, data)).state;
    expect(legalCommands(played, 'p1').filter((command) => command.type === 'ActivateCard' && command.ability === 'capture')).toEqual([]);
    expect(refused(played, activate(rituals, 'capture', karon))).toBe('INVALID_TARGET');
  });
});

describe('124_030 Rituals of the Hunt: stalk your prey (reports aboard your Hirogen ships)', () => {
  const reportsAboard = (state: ReturnType<typeof hunt>['state'], card: string, vessel: string) =>
    legalCommands(state, 'p1').filter((command) => command.type === 'SpecialReport' && command.card === card && command.to === Z.aboard(vessel));
  it('applies: a Hirogen personnel and an equipment in hand may report aboard the Hunting Vessel (by the normal card play)', () => {
    const { state, rituals, data, hand, vessel } = hunt({ hand: ['Harkan', 'Hirogen Talon'] });
    const [harkan, talon] = hand as [string, string];
    // The incident already lies on its prey (played on an earlier turn): this turn's card play is unused.
    const lying = evolveAll([{ type: 'CardMoved', card: rituals, from: Z.hand('p1'), to: Z.on(data), faceUp: true, reason: 'scene' }], state);
    expect(reportsAboard(lying, harkan, vessel)).toHaveLength(1);
    expect(reportsAboard(lying, talon, vessel)).toHaveLength(1);
    const reported = accepted(lying, reportsAboard(lying, harkan, vessel)[0]!).state;
    expect(reported.cards[harkan]!.zone).toBe(Z.aboard(vessel));
    // A normal report: the card play is spent.
    expect(reportsAboard(reported, talon, vessel)).toEqual([]);
  });
  it('does not apply: without the incident, nothing reports aboard the Hunting Vessel', () => {
    const { state, hand, vessel } = hunt({ hand: ['Harkan', 'Hirogen Talon'] });
    const [harkan, talon] = hand as [string, string];
    expect([...reportsAboard(state, harkan, vessel), ...reportsAboard(state, talon, vessel)]).toEqual([]);
  });
});
