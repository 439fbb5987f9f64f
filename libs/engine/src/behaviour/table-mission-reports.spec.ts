/**
 * Issue 15 (helper domir): a card on its owner's table that lets their cards report to every mission of a kind
 * (behaviour/atop-mission-reports.ts › reportsToMissions) — 181_027 Plenty of Captains: your [DS9][TE] personnel and
 * ships report to any Mirror Quadrant Badlands Region planet mission; once each turn one such Federation or Non-Aligned
 * personnel does so for free.
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE".
 * given (the incident on p1's table, a mission at L1) / when (ReportForDuty naming the mission) / then (the report, or the refusal).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, ship } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { Z } from '../zones';
import { report } from '../testing/commands';

function terran(affiliation: string, opts: { ds9?: boolean; title?: string } = {}): Card {
  const base = person({ affiliation, skills: 'OFFICER', ...(opts.title ? { title: opts.title } : {}) });
  return { ...base, property: opts.ds9 === false ? 'TNG' : 'DS9', icons: [{ code: 'TE', name: 'TE', category: 'test' }] };
}

/** p1's turn, Plenty of Captains on p1's table (unless `without`), L1 the mission given (Mirror Quadrant, Badlands Region unless `region`). */
function given(hand: Card[], opts: { mission?: string; region?: string; without?: boolean } = {}) {
  const built = scene({ missions: [opts.mission ?? 'Search for Rebels'], quadrant: 'Mirror', region: opts.region ?? 'Badlands Region', hand: ['Plenty of Captains', ...hand] });
  const [incident, ...cards] = built.ids.hand as [string, ...string[]];
  const events: GameEvent[] = opts.without ? [] : [{ type: 'CardMoved', card: incident, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }];
  return { state: evolveAll(events, built.state), cards, mission: built.ids.missions[0]! };
}


describe('181_027 Plenty of Captains: [DS9][TE] cards report to Mirror Quadrant Badlands Region planet missions', () => {
  it('applies: a [DS9][TE] Federation personnel reports to the planet for free; a second one that turn takes the normal card play; a third is refused', () => {
    const { state, cards, mission } = given([terran('Federation', { title: 'One' }), terran('Non-Aligned', { title: 'Two' }), terran('Cardassian', { title: 'Three' })]);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ReportForDuty' && c.facility === mission).map((c) => (c as { card: string }).card)).toEqual(cards);
    const first = play(state, [report(cards[0]!, mission)]);
    expect(ofType(first.events, 'CardReported').map((e) => [e.to, e.normalCardPlay])).toEqual([[Z.surface('L1'), false]]);
    const second = play(first.state, [report(cards[1]!, mission)]);
    expect(ofType(second.events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([true]);
    expect(refused(second.state, report(cards[2]!, mission))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('applies: a [DS9][TE] Cardassian is no free report (normal card play)', () => {
    const { state, cards, mission } = given([terran('Cardassian')]);
    expect(ofType(play(state, [report(cards[0]!, mission)]).events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([true]);
  });
  it('does not apply: without the incident, at a space mission, outside the Badlands, or a [TE] personnel without [DS9]', () => {
    const off = given([terran('Federation')], { without: true });
    expect(refused(off.state, report(off.cards[0]!, off.mission))).toBe('NOT_REPORTABLE_HERE');
    const space = given([terran('Federation')], { mission: 'Evade Patrolling Squadron' });
    expect(refused(space.state, report(space.cards[0]!, space.mission))).toBe('NOT_REPORTABLE_HERE');
    const bajor = given([terran('Federation')], { region: 'Bajor Region' });
    expect(refused(bajor.state, report(bajor.cards[0]!, bajor.mission))).toBe('NOT_REPORTABLE_HERE');
    const tng = given([terran('Federation', { ds9: false })]);
    expect(refused(tng.state, report(tng.cards[0]!, tng.mission))).toBe('NOT_REPORTABLE_HERE');
  });
});

/**
 * Issue 15 (helper tail4): 172_016 They Call Themselves the Maquis — table-reports.ts › `toRegionPlanets`, `toShipsLocation`:
 * your equipment, [Maq] personnel and [Maq] ships report (SpecialReport) to your Liberty or to a Badlands or Demilitarized
 * Zone Region planet mission; once each turn one unique [Maq] personnel for free, the rest with the normal card play.
 */
describe('172_016 They Call Themselves the Maquis: reports to Liberty and to Badlands / Demilitarized Zone planets', () => {
  const maquis = (title: string, universal = false): Card => ({ ...person({ affiliation: 'Non-Aligned', skills: 'ENGINEER', universal, title }), icons: [{ code: 'Maq', name: 'Maq', category: 'test' }] });
  const raider = (): Card => ({ ...ship({ affiliation: 'Non-Aligned', title: 'Test Raider' }), icons: [{ code: 'Maq', name: 'Maq', category: 'test' }] });
  /** p1's turn; L1 a planet (or space) mission of `region`; the incident on p1's table unless `without`; Liberty at L1 with `liberty`. */
  function maquisScene(hand: (Card | string)[], opts: { region?: string; mission?: string; without?: boolean; liberty?: boolean } = {}) {
    const built = scene({ missions: [opts.mission ?? 'Excavation'], region: opts.region ?? 'Badlands Region', ...(opts.liberty ? { ship: realCard('Liberty'), crew: [maquis('Crewman', true)] } : {}), hand: ['They Call Themselves the Maquis', ...hand] });
    const [incident, ...cards] = built.ids.hand as [string, ...string[]];
    const events: GameEvent[] = [];
    if (!opts.without) events.push({ type: 'CardMoved', card: incident, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' });
    return { state: evolveAll(events, built.state), cards, liberty: built.ids.ship };
  }
  const special = (card: string, to: string): Command => ({ type: 'SpecialReport', actor: 'p1', card, to });

  it('applies: a unique [Maq] personnel onto the Badlands planet for free; a second unique one takes the normal card play; a third is refused', () => {
    const { state, cards } = maquisScene([maquis('One'), maquis('Two'), maquis('Three')]);
    const first = play(state, [special(cards[0]!, Z.surface('L1'))]);
    expect(ofType(first.events, 'CardReported').map((e) => [e.card, e.to, e.normalCardPlay])).toEqual([[cards[0], Z.surface('L1'), false]]);
    const second = play(first.state, [special(cards[1]!, Z.surface('L1'))]);
    expect(ofType(second.events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([true]);
    expect(refused(second.state, special(cards[2]!, Z.surface('L1')))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('applies: at a Demilitarized Zone Region planet, a universal [Maq] personnel and equipment take the normal card play; a [Maq] ship reports to space there', () => {
    const { state, cards } = maquisScene([maquis('Universal', true), 'Tricorder', raider()], { region: 'Demilitarized Zone Region' });
    expect(ofType(play(state, [special(cards[0]!, Z.surface('L1'))]).events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([true]);
    expect(ofType(play(state, [special(cards[1]!, Z.surface('L1'))]).events, 'CardReported').map((e) => [e.to, e.normalCardPlay])).toEqual([[Z.surface('L1'), true]]);
    expect(ofType(play(state, [special(cards[2]!, Z.space('L1'))]).events, 'CardReported').map((e) => [e.to, e.normalCardPlay])).toEqual([[Z.space('L1'), true]]);
    expect(legalCommands(state, 'p1').some((c) => c.type === 'SpecialReport' && c.card === cards[2] && c.to === Z.space('L1'))).toBe(true);
  });
  it('applies: with Liberty at a Bajor Region mission, a unique [Maq] personnel aboard it for free, equipment aboard it, a [Maq] ship to space beside it', () => {
    const { state, cards, liberty } = maquisScene([maquis('One'), 'Tricorder', raider()], { region: 'Bajor Region', liberty: true });
    const aboard = play(state, [special(cards[0]!, Z.aboard(liberty!))]);
    expect(ofType(aboard.events, 'CardReported').map((e) => [e.to, e.normalCardPlay])).toEqual([[Z.aboard(liberty!), false]]);
    expect(ofType(play(state, [special(cards[1]!, Z.aboard(liberty!))]).events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([true]);
    expect(ofType(play(state, [special(cards[2]!, Z.space('L1'))]).events, 'CardReported').map((e) => e.to)).toEqual([Z.space('L1')]);
    // Not at the Bajor Region planet itself (no Liberty reference there).
    expect(refused(state, special(cards[0]!, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
  it('does not apply: a personnel without [Maq], a space mission of the Badlands, another region, or without the incident', () => {
    const plain = maquisScene([person({ affiliation: 'Non-Aligned', skills: 'ENGINEER', universal: false, title: 'Plain' })]);
    expect(refused(plain.state, special(plain.cards[0]!, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
    const space = maquisScene([maquis('One')], { mission: 'Evade Patrolling Squadron' });
    expect(refused(space.state, special(space.cards[0]!, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
    const bajor = maquisScene([maquis('One'), raider()], { region: 'Bajor Region' });
    expect(refused(bajor.state, special(bajor.cards[0]!, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
    expect(refused(bajor.state, special(bajor.cards[1]!, Z.space('L1')))).toBe('NO_SPECIAL_REPORTING');
    const off = maquisScene([maquis('One')], { without: true });
    expect(refused(off.state, special(off.cards[0]!, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
});
