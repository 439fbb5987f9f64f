/**
 * A card atop a mission reading the owner's ships there (issue 15, helper history: behaviour/ships-here-numbers.ts):
 * 184_031 Fear Will Keep Them in Line — the download onto an [AU][TE] ship here in place of the card draw, the +1 of
 * those ships with an Agony Booth, the bonus points of their WEAPONS when the mission is solved.
 *   1E rulebook › THE CARDS › OBJECTIVES; DOWNLOADING; END OF TURN › DRAW A CARD, Clarifications: Card Draws; SCORING
 *   POINTS (bonus points).
 * given (a [MU] space mission, p1's ships and crew there, the objective on it) / when (PlayCard targets, ActivateCard,
 * AttemptMission) / then (targets, where the cards went, ship attributes, points scored, the objective discarded).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';
import { validTargets } from './play';
import { behaviourOf } from './registry';
import { shipAttribute } from './ship-modifiers';
import type { TargetSpec } from './vocabulary';

const icon = (code: string) => ({ code, name: code, category: 'test' });
const withIcons = (card: Card, codes: readonly string[]): Card => ({ ...card, icons: codes.map(icon) }) as Card;
const mirrorMission = (): Card => withIcons(realCard('Study Stellar Collision'), ['MU']);
const terran = (weapons: number): Card => withIcons(ship({ weapons }), ['AU', 'TE']);
const cartographer: PersonSpec = { affiliation: 'Federation', skills: 'OFFICER Stellar Cartography', i: 6, c: 6, s: 6 };
const FEAR = '184_031';

/** p1's ship `main` (with a crew that solves L1) at the [MU] mission L1, the objective atop it; `extra` ships of p1 there too. */
function given(main: Card, options: { extra?: readonly Card[]; deck?: readonly string[]; booth?: boolean; extraCrew?: boolean } = {}) {
  const hand = [FEAR, 'Agony Booth', ...(options.extraCrew ? [{ affiliation: 'Federation', skills: 'OFFICER', i: 6, c: 6, s: 6 }] : []), ...(options.extra ?? [])];
  const built = scene({ missions: [mirrorMission(), 'Excavation'], ship: main, crew: [cartographer], hand, drawTop: options.deck ?? [] });
  const [fear, booth, ...rest] = built.ids.hand as [string, string, ...string[]];
  const [officer, extra] = options.extraCrew ? [rest[0], rest.slice(1)] : [undefined, rest];
  let state: GameState = moved(built.state, [[fear, Z.atop('L1')], ...extra.map((iid): [string, string] => [iid, Z.space('L1')])]);
  if (officer) state = moved(state, [[officer, Z.aboard(extra[0]!)]]);
  if (options.booth) state = moved(state, [[booth, Z.on(built.ids.ship!)]]);
  return { state, fear, booth, ship: built.ids.ship!, extra, deck: built.ids.deck, built };
}

describe('184_031 Fear Will Keep Them in Line', () => {
  it('plays on a [MU] mission only', () => {
    const built = scene({ missions: [mirrorMission(), 'Excavation'], hand: [FEAR] });
    const spec = behaviourOf(built.state.cards[built.ids.hand[0]!]!.blueprint)!.targets as TargetSpec;
    expect(validTargets(built.state, 'p1', spec, built.ids.hand[0])).toEqual(['L1']);
  });

  it('in place of the card draw: Agony Booth onto, or the Agonizer aboard, the [AU][TE] ship here — not another ship', () => {
    const { state, fear, ship: terranShip, deck } = given(terran(6), { extra: [ship()], deck: ['Agony Booth', 'Agonizer'] });
    const [booth, agonizer] = deck as [string, string];
    const offered = legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === fear);
    expect(offered.map((command) => (command as { target?: string }).target).sort()).toEqual([`${agonizer}>${terranShip}`, `${booth}>${terranShip}`].sort());
    const onto = run(state, [{ type: 'ActivateCard', actor: 'p1', card: fear, ability: 'download-agony', target: `${booth}>${terranShip}` }]);
    expect(onto.state.cards[booth]!.zone).toBe(Z.on(terranShip));
    const aboard = run(state, [{ type: 'ActivateCard', actor: 'p1', card: fear, ability: 'download-agony', target: `${agonizer}>${terranShip}` }]);
    expect(aboard.state.cards[agonizer]!.zone).toBe(Z.aboard(terranShip));
    // The draw is spent: no second replacement this turn.
    expect(legalCommands(onto.state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === fear)).toEqual([]);
  });

  it('does not apply: no [AU][TE] ship of yours here, nothing to download onto', () => {
    const { state, fear } = given(ship(), { deck: ['Agony Booth'] });
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === fear)).toEqual([]);
  });

  it('your [AU][TE] ship with an Agony Booth is RANGE, WEAPONS and SHIELDS +1; without one, or not [AU][TE], it is not', () => {
    const boothed = given(terran(6), { booth: true });
    expect(['RANGE', 'WEAPONS', 'SHIELDS'].map((name) => shipAttribute(boothed.state, boothed.ship, name as 'RANGE'))).toEqual([9, 7, 7]);
    const bare = given(terran(6));
    expect(shipAttribute(bare.state, bare.ship, 'WEAPONS')).toBe(6);
    const plain = given(ship({ weapons: 6 }), { booth: true });
    expect(shipAttribute(plain.state, plain.ship, 'WEAPONS')).toBe(6);
  });

  it('solved by you: bonus points equal to the WEAPONS of your staffed [AU][TE] ships here, then discarded', () => {
    const { state, fear, ship: terranShip } = given(terran(6), { booth: true });
    const after = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: terranShip }]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(after.events, 'PointsScored').filter((event) => event.source === fear).map((event) => [event.points, event.bonus])).toEqual([[7, true]]);
    expect(after.state.cards[fear]!.zone).toBe(Z.discard('p1'));
  });

  it('an unstaffed [AU][TE] ship here adds nothing; staffed, both count, at most 15 points', () => {
    const lone = given(terran(12), { extra: [terran(9)] });
    const alone = run(lone.state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: lone.ship }]);
    expect(ofType(alone.events, 'PointsScored').filter((event) => event.source === lone.fear).map((event) => event.points)).toEqual([12]);
    const crewed = given(terran(12), { extra: [terran(9)], extraCrew: true });
    const both = run(crewed.state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: crewed.ship }]);
    expect(ofType(both.events, 'PointsScored').filter((event) => event.source === crewed.fear).map((event) => event.points)).toEqual([15]);
  });

  it('does not apply: solved with no [AU][TE] ship here — no points, still discarded', () => {
    const { state, fear, ship: plainShip } = given(ship({ weapons: 9 }));
    const after = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: plainShip }]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(after.events, 'PointsScored').filter((event) => event.source === fear)).toEqual([]);
    expect(after.state.cards[fear]!.zone).toBe(Z.discard('p1'));
  });
});
