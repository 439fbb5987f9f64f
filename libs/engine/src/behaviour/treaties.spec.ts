/**
 * Treaties of later sets (issue 15): the same `mix` permit as the Premiere treaties — on your
 * table, two affiliations are compatible (1E rulebook › REPORTING FOR DUTY › COMPATIBLE: cards that
 * let affiliations "mix and cooperate"). Their "plays for free if …" parts: behaviour/free-plays.spec.ts.
 * given (your outpost of the first affiliation, a personnel of the second in hand) / when
 * (ReportForDuty, with and without the treaty on your table) / then (refused, or aboard).
 */
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { realCard, scene } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Card } from '@captains-log/cards';
import type { GameEvent } from '../types';
import { Z } from '../zones';
import { behaviourOf } from './registry';

/** A test outpost of an affiliation (reports accepted, Alpha Quadrant). */
function outpostOf(affiliation: string): Card {
  const base = realCard('Federation Outpost');
  return { ...base, id: `t_outpost_${affiliation}`, title: `${affiliation} Test Outpost`, affiliations: [affiliation as never] };
}

const TREATIES: readonly [string, string][] = [
  ['112_074', 'Treaty: Federation/Bajoran'],
  ['112_076', 'Treaty: Romulan/Cardassian'],
  ['194_075', 'Treaty: Starfleet/Vulcan'],
  ['112_073', 'Treaty: Bajoran/Klingon'],
  ['112_075', 'Treaty: Federation/Cardassian'],
  ['115_028', 'Treaty: Bajoran/Dominion'],
  ['115_029', 'Treaty: Cardassian/Dominion'],
  ['115_030', 'Treaty: Romulan/Dominion'],
  ['119_020', 'Treaty: Cardassian/Bajoran'],
  ['119_021', 'Treaty: Romulan/Bajoran'],
  ['122_025', 'Treaty: Federation/Dominion'],
  ['207_003', 'Treaty: Cardassian/Kazon'],
];

describe.each(TREATIES)('%s %s (two affiliations mix and cooperate)', (id, title) => {
  const permit = behaviourOf(id)!.permits!.find((p) => p.kind === 'mix') as { affiliations: readonly [string, string] };
  const [first, second] = permit.affiliations;
  function setup(withTreaty: boolean, affiliation: string) {
    const built = scene({ missions: ['Excavation'], hand: [realCard(id), outpostOf(first), { skills: 'OFFICER', affiliation }] });
    const [treaty, post, personnel] = built.ids.hand as [string, string, string];
    const moves = [[post, Z.space('L1')], ...(withTreaty ? [[treaty, Z.table('p1')]] : [])] as [string, string][];
    const state = evolveAll(moves.map(([card, to]) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to, faceUp: true, reason: 'test' }) as GameEvent), built.state);
    return { state, command: { type: 'ReportForDuty' as const, actor: 'p1' as const, card: personnel, facility: post } };
  }
  it(`${title}: with it on your table a ${second} personnel reports to your ${first} outpost; without it, refused`, () => {
    const withIt = setup(true, second);
    expect(evolveAll(decide(withIt.state, withIt.command), withIt.state).cards[withIt.command.card]!.zone).toBe(Z.aboard(withIt.command.facility));
    const without = setup(false, second);
    const outcome = when(without.state, without.command);
    expect('violation' in outcome && outcome.violation.code).toBe('NOT_COMPATIBLE');
  });
});
