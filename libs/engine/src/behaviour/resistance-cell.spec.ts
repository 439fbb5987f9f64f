/**
 * Issue 15 (helper tail3): 125_047 Bajoran Resistance Cell — one free report a turn for a [Baj] Resistance personnel
 * (to your [Baj] facility: `free-report` `to.facilityOf`; aboard your [Baj] ship or onto a Bajor Region planet:
 * `tableReports` `aboardShipsMatching` / `toRegionPlanets`); your Bajoran espionage cards protected from nullification
 * from the table (`protectsFromNullification.fromTable`); once each turn a Bajoran espionage card downloaded onto your
 * unsolved mission where none lies (`withoutAtopTitled`), then two cards drawn with two [Baj] Resistance personnel in play.
 *   1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY › SPECIAL REPORTING; DOWNLOADING; THE CARDS › EVENTS.
 * given (p1's turn, the objective on p1's table, the normal card play spent) / when (ReportForDuty, SpecialReport,
 * ActivateCard, PlayCard) / then (free or paid reports, the download and draw, or the refusal).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, ship as testShip, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { report, specialReport as special } from '../testing/commands';

function personnel(spec: PersonSpec & { resistance?: boolean }): Card {
  const base = person(spec);
  const skills = spec.resistance ? [...base.personnel!.skillBox.skills, { name: 'Resistance', level: 1, regular: true }] : base.personnel!.skillBox.skills;
  return { ...base, personnel: { ...base.personnel!, skillBox: { ...base.personnel!.skillBox, skills } } };
}
function outpostOf(affiliation: string): Card {
  const base = realCard('Federation Outpost');
  return { ...base, id: `t_outpost_${affiliation}`, title: `${affiliation} Test Outpost`, affiliations: [affiliation as never] };
}
/** A planet mission (Excavation's requirements) showing the Cardassian icon: Espionage: Bajoran on Cardassian plays there. */
const cardassianPlanet: Card = (() => {
  const base = realCard('Excavation');
  return { ...base, id: 't_cardassian_planet', title: 'Test Cardassian planet', mission: { ...base.mission!, affiliationIcons: ['Cardassian' as never] } };
})();

const activate = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'download-espionage', target });
const spent = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: true } });

/** p1's missions L1, L2 (Cardassian planets, Bajor Region unless `outside`: L2 then lies elsewhere); a Bajoran outpost and a Bajoran ship at L1. */
function cellScene(opts: { without?: boolean; outside?: boolean; resistanceInPlay?: number } = {}) {
  const built = scene({
    missions: [cardassianPlanet, { ...cardassianPlanet, id: 't_cardassian_planet_2', title: 'Test Cardassian planet 2' }],
    region: 'Bajor Region',
    hand: [
      'Bajoran Resistance Cell',
      outpostOf('Bajoran'),
      outpostOf('Federation'),
      testShip({ affiliation: 'Bajoran' }),
      personnel({ affiliation: 'Bajoran', resistance: true, title: 'Fighter 1' }),
      personnel({ affiliation: 'Bajoran', resistance: true, title: 'Fighter 2' }),
      personnel({ affiliation: 'Bajoran', title: 'Farmer' }),
      personnel({ affiliation: 'Bajoran', resistance: true, title: 'Fighter 3' }),
      personnel({ affiliation: 'Bajoran', resistance: true, title: 'Fighter 4' }),
      'Kevin Uxbridge',
    ],
    drawTop: ['Espionage: Bajoran on Cardassian', 'Espionage: Bajoran on Cardassian'],
  });
  const [cell, bajPost, fedPost, bajShip, fighter, second, farmer, veteran, elder, kevin] = built.ids.hand as [string, string, string, string, string, string, string, string, string, string];
  const inPlay = [veteran, elder].slice(0, opts.resistanceInPlay ?? 0).map((iid): [string, string] => [iid, Z.surface('L1')]);
  let state = moved(built.state, [[bajPost, Z.space('L1')], [fedPost, Z.space('L2')], [bajShip, Z.space('L1')], ...inPlay, ...(opts.without ? [] : [[cell, Z.table('p1')] as [string, string]])]);
  if (opts.outside) state = { ...state, locations: { ...state.locations, L2: { ...state.locations.L2!, region: 'Elsewhere' } } };
  return { state: spent(state), cell, bajPost, fedPost, bajShip, fighter, second, farmer, espionage: built.ids.deck as [string, string], kevin };
}

describe('125_047 Bajoran Resistance Cell (free reports of [Baj] Resistance personnel; Bajoran espionage protected and downloaded)', () => {
  it('applies: a Resistance personnel reports for free to your Bajoran outpost; a second one that turn is refused (the card play spent)', () => {
    const { state, bajPost, bajShip, fighter, second } = cellScene();
    expect(legalCommands(state, 'p1')).toContainEqual(report(fighter, bajPost));
    const free = accepted(state, report(fighter, bajPost));
    expect(ofType(free.events, 'CardReported')).toEqual([expect.objectContaining({ card: fighter, normalCardPlay: false })]);
    expect(refused(free.state, report(second, bajPost))).not.toBeNull();
    expect(refused(free.state, special(second, Z.aboard(bajShip)))).not.toBeNull();
  });
  it('applies: aboard your Bajoran ship, or onto a Bajor Region planet, for free', () => {
    const { state, bajShip, fighter } = cellScene();
    const aboard = accepted(state, special(fighter, Z.aboard(bajShip)));
    expect(ofType(aboard.events, 'CardReported')).toEqual([expect.objectContaining({ card: fighter, to: Z.aboard(bajShip), normalCardPlay: false })]);
    const planet = accepted(state, special(fighter, Z.surface('L2')));
    expect(ofType(planet.events, 'CardReported')).toEqual([expect.objectContaining({ card: fighter, to: Z.surface('L2'), normalCardPlay: false })]);
  });
  it('does not apply: a Bajoran without Resistance, a Federation outpost, a planet outside the Bajor Region, or without the objective', () => {
    const { state, bajPost, fedPost, farmer, fighter } = cellScene({ outside: true });
    expect(refused(state, report(farmer, bajPost))).not.toBeNull();
    expect(refused(state, special(farmer, Z.surface('L1')))).not.toBeNull();
    expect(refused(state, report(fighter, fedPost))).not.toBeNull();
    expect(refused(state, special(fighter, Z.surface('L2')))).not.toBeNull();
    const none = cellScene({ without: true });
    expect(refused(none.state, report(none.fighter, none.bajPost))).not.toBeNull();
    expect(refused(none.state, special(none.fighter, Z.surface('L1')))).not.toBeNull();
  });

  it('applies: once each turn a Bajoran espionage card is downloaded onto your unsolved mission; with two Resistance personnel in play two cards are drawn', () => {
    const { state, cell, espionage } = cellScene({ resistanceInPlay: 2 });
    expect(legalCommands(state, 'p1')).toContainEqual(activate(cell, `${espionage[0]}>L1`));
    const done = accepted(state, activate(cell, `${espionage[0]}>L1`));
    expect(done.state.cards[espionage[0]]!.zone).toBe(Z.atop('L1'));
    expect(ofType(done.events, 'CardsDrawn').flatMap((e) => e.cards)).toHaveLength(2);
    // Once each turn; and (limit one per mission) not again onto L1 the next turn either.
    expect(refused(done.state, activate(cell, `${espionage[1]}>L2`))).not.toBeNull();
  });
  it('does not apply: with one Resistance personnel in play no cards are drawn; not onto a mission where one already lies; not onto a solved mission', () => {
    const one = cellScene({ resistanceInPlay: 1 });
    const done = accepted(one.state, activate(one.cell, `${one.espionage[0]}>L1`));
    expect(ofType(done.events, 'CardsDrawn')).toEqual([]);
    const placed = moved(one.state, [[one.espionage[0], Z.atop('L1')]]);
    expect(refused(placed, activate(one.cell, `${one.espionage[1]}>L1`))).not.toBeNull();
    expect(accepted(placed, activate(one.cell, `${one.espionage[1]}>L2`)).state.cards[one.espionage[1]]!.zone).toBe(Z.atop('L2'));
    const solved: GameState = { ...one.state, completed: { ...one.state.completed, p1: ['L1'] } };
    expect(refused(solved, activate(one.cell, `${one.espionage[0]}>L1`))).not.toBeNull();
  });

  it('applies: Kevin Uxbridge (an interrupt) may not nullify your Bajoran espionage card while the objective is on your table; without it he may', () => {
    const { state, espionage, kevin } = cellScene();
    const placed = moved(state, [[espionage[0], Z.atop('L1')]]);
    expect(refused(placed, { type: 'PlayCard', actor: 'p1', card: kevin, target: espionage[0] })).not.toBeNull();
    const none = cellScene({ without: true });
    const bare = moved(none.state, [[none.espionage[0], Z.atop('L1')]]);
    expect(refused(bare, { type: 'PlayCard', actor: 'p1', card: none.kevin, target: none.espionage[0] })).toBeNull();
  });
});
