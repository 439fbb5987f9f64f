/**
 * Table cards that name more places a card reports to (behaviour/report-places.ts, read by
 * table-reports.ts and `SpecialReport`): a ship matched by icons and affiliation at a mission an
 * opponent seeded or worth 40 or more points, ships with two or more staffing icons, a ship landing as it
 * reports on a planet of its affiliation, a personnel with a skill at a level; and who reports: "support
 * personnel".
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"; EXECUTING ORDERS › LAND &
 *   TAKE OFF; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a scene on p1's turn: the card on p1's table, a ship or personnel in play) / when
 * (SpecialReport, ReportForDuty) / then (the facts, the zones, or the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved as moves, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { Z } from '../zones';
import { isSupportPersonnel } from './report-places';
import { specialReport as special } from '../testing/commands';

const tng = (spec: PersonSpec): Card => ({ ...person(spec), property: 'TNG' });

describe('125_018 Dominion War Efforts: your Assign Support Personnel downloads a [Dom] or [Car] support personnel without being discarded (issue 15, helper voyent)', () => {
  const staffed = (affiliation: string): Card => {
    const base = ship({ affiliation });
    return { ...base, ship: { ...base.ship!, staffing: { icons: ['Cmd', 'Stf'], alternatives: [] } } };
  };
  function given(affiliation: string, efforts: boolean) {
    const built = scene({
      missions: ['Avert Disaster'],
      ship: staffed(affiliation),
      hand: ['119_039', 'Dominion War Efforts'],
      drawTop: [person({ skills: 'ENGINEER Computer Skill Navigation', affiliation, title: `Test ${affiliation} Support` })],
    });
    const [objective, warEfforts] = built.ids.hand as [string, string];
    const state = moves(built.state, [[objective, Z.table('p1')], ...(efforts ? ([[warEfforts, Z.table('p1')]] as [string, string][]) : [])]);
    return { state, objective, ship: built.ids.ship!, support: built.ids.deck[0]! };
  }
  const use = (objective: string, ability: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: objective, ability, target });
  it('applies: with Dominion War Efforts on the table, a Dominion support personnel is downloaded aboard and Assign Support Personnel stays; the plain download is then spent for the turn', () => {
    const { state, objective, ship: host, support } = given('Dominion', true);
    expect(legalCommands(state, 'p1')).toContainEqual(use(objective, 'download-kept', `${support}>${host}`));
    const done = accepted(state, use(objective, 'download-kept', `${support}>${host}`)).state;
    expect(done.cards[support]!.zone).toBe(Z.aboard(host));
    expect(done.cards[objective]!.zone).toBe(Z.table('p1'));
    expect(refused(done, use(objective, 'download', `${support}>${host}`))).not.toBeNull();
  });
  it('does not apply: without Dominion War Efforts, or for a Federation support personnel, only the download that discards it is offered', () => {
    const without = given('Dominion', false);
    expect(refused(without.state, use(without.objective, 'download-kept', `${without.support}>${without.ship}`))).not.toBeNull();
    const federation = given('Federation', true);
    expect(refused(federation.state, use(federation.objective, 'download-kept', `${federation.support}>${federation.ship}`))).toBe('INVALID_TARGET');
    const plain = accepted(federation.state, use(federation.objective, 'download', `${federation.support}>${federation.ship}`)).state;
    expect(plain.cards[federation.objective]!.zone).toBe(Z.discard('p1'));
  });
});

describe('163_016 Taken Prisoner: once each turn a [TNG] Cardassian reports for free aboard your [TNG] Cardassian ship at a mission an opponent seeded or worth 40 or more points', () => {
  function given(mission: string, missionOwner: 'p1' | 'p2' = 'p1') {
    const built = scene({ missions: [mission], missionOwner, ship: realCard('Trager'), hand: ['163_016', tng({ affiliation: 'Cardassian' }), tng({ affiliation: 'Cardassian' }), person({ affiliation: 'Cardassian' })] });
    const [incident, first, second, notTng] = built.ids.hand as [string, string, string, string];
    return { state: moves(built.state, [[incident, Z.table('p1')]]), first, second, notTng, ship: built.ids.ship! };
  }
  it('applies at a 40-point mission of your own: one reports aboard for free, a second that turn is refused (the one free report of the card)', () => {
    const { state, first, second, ship } = given('Avert Disaster');
    expect(legalCommands(state, 'p1')).toContainEqual(special(first, Z.aboard(ship)));
    const done = accepted(state, special(first, Z.aboard(ship)));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: first, to: Z.aboard(ship), normalCardPlay: false })]);
    expect(done.state.turn!.normalCardPlayUsed).toBe(false);
    expect(refused(done.state, special(second, Z.aboard(ship)))).toBe('ONCE_PER_TURN');
  });
  it('applies at a 30-point mission the opponent seeded', () => {
    const { state, first, ship } = given('Diplomacy Mission', 'p2');
    expect(accepted(state, special(first, Z.aboard(ship))).state.cards[first]!.zone).toBe(Z.aboard(ship));
  });
  it('does not apply: at your own 30-point mission, for a non-[TNG] Cardassian, or without the incident on the table', () => {
    const own = given('Diplomacy Mission');
    expect(refused(own.state, special(own.first, Z.aboard(own.ship)))).toBe('NO_SPECIAL_REPORTING');
    const rich = given('Avert Disaster');
    expect(refused(rich.state, special(rich.notTng, Z.aboard(rich.ship)))).toBe('NO_SPECIAL_REPORTING');
    const bare = scene({ missions: ['Avert Disaster'], ship: realCard('Trager'), hand: [tng({ affiliation: 'Cardassian' })] });
    expect(refused(bare.state, special(bare.ids.hand[0]!, Z.aboard(bare.ids.ship!)))).toBe('NO_SPECIAL_REPORTING');
  });
});

describe("126_014 Duj Saq: your B'rel-class ships may report on planets that show a matching affiliation icon", () => {
  const brel = (): Card => {
    const base = ship({ affiliation: 'Klingon', title: 'Test Bird-of-Prey' });
    return { ...base, ship: { ...base.ship!, shipClass: "B'rel Class" } };
  };
  function given(missions: string[], event = true) {
    const built = scene({ missions, hand: [...(event ? ['126_014'] : []), brel(), ship({ affiliation: 'Klingon' })] });
    const hand = built.ids.hand;
    const state = event ? moves(built.state, [[hand[0]!, Z.table('p1')]]) : built.state;
    const [bop, other] = event ? [hand[1]!, hand[2]!] : [hand[0]!, hand[1]!];
    return { state, bop, other };
  }
  it('applies: a B\'rel reports landed on a Klingon planet, using the normal card play', () => {
    const { state, bop } = given(['Cloaked Mission']);
    expect(legalCommands(state, 'p1')).toContainEqual(special(bop, Z.surface('L1')));
    const done = accepted(state, special(bop, Z.surface('L1')));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: bop, to: Z.surface('L1'), normalCardPlay: true })]);
    expect(done.state.cards[bop]!.zone).toBe(Z.surface('L1'));
  });
  it('does not apply: a Federation-only planet, a space mission, a ship of another class, or no Duj Saq on the table', () => {
    const fed = given(['Avert Disaster']);
    expect(refused(fed.state, special(fed.bop, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
    const space = given(['Explore Black Cluster']);
    expect(refused(space.state, special(space.bop, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
    const other = given(['Cloaked Mission']);
    expect(refused(other.state, special(other.other, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
    const bare = given(['Cloaked Mission'], false);
    expect(refused(bare.state, special(bare.bop, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
});

describe('support personnel (report-places.ts › isSupportPersonnel)', () => {
  it('exactly two skills (a multiplied skill is one) and no special skill', () => {
    expect(isSupportPersonnel(person({ skills: 'ENGINEER Computer Skill Navigation' }))).toBe(true);
    expect(isSupportPersonnel(person({ skills: 'ENGINEER Computer Skill x2 Navigation' }))).toBe(true);
    expect(isSupportPersonnel(person({ skills: 'ENGINEER Computer Skill' }))).toBe(false);
    expect(isSupportPersonnel(person({ skills: 'ENGINEER Computer Skill Navigation Physics' }))).toBe(false);
    expect(isSupportPersonnel(person({ skills: 'ENGINEER Computer Skill Navigation', downloads: true }))).toBe(false);
  });
});

describe('125_025 Cybernetics Expertise: once each turn an android reports for free if Cybernetics present, or to your Cybernetics x2 personnel; once each turn a hand card exchanged for an android in the discard pile', () => {
  const android = () => person({ ch: ['Android'] });
  function given(opts: { aboard?: string; onPlanet?: string; incident?: boolean } = {}) {
    const built = scene({
      missions: ['Avert Disaster'],
      hand: ['Federation Outpost', '125_025', android(), android(), person({ skills: opts.aboard ?? 'OFFICER' }), person({ skills: opts.onPlanet ?? 'OFFICER' }), person({}), android()],
    });
    const [outpost, incident, first, second, aboard, onPlanet, handCard, inDiscard] = built.ids.hand as [string, string, string, string, string, string, string, string];
    const state = moves(built.state, [
      [outpost, Z.space('L1')],
      [aboard, Z.aboard(outpost)],
      [onPlanet, Z.surface('L1')],
      [inDiscard, Z.discard('p1')],
      ...(opts.incident === false ? [] : ([[incident, Z.table('p1')]] as [string, string][])),
    ]);
    return { state, outpost, incident, first, second, handCard, inDiscard };
  }
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  it('applies: with a Cybernetics personnel aboard your outpost, one android reports there for free; the second uses the normal card play', () => {
    const { state, outpost, first, second } = given({ aboard: 'SCIENCE Cybernetics' });
    const done = accepted(state, report(first, outpost));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: first, normalCardPlay: false })]);
    expect(ofType(accepted(done.state, report(second, outpost)).events, 'CardReported')).toEqual([expect.objectContaining({ card: second, normalCardPlay: true })]);
  });
  it('does not apply: no Cybernetics aboard — the android uses the normal card play; a non-android with Cybernetics aboard does too', () => {
    const none = given();
    expect(ofType(accepted(none.state, report(none.first, none.outpost)).events, 'CardReported')).toEqual([expect.objectContaining({ normalCardPlay: true })]);
    const human = given({ aboard: 'SCIENCE Cybernetics' });
    expect(ofType(accepted(human.state, report(human.handCard, human.outpost)).events, 'CardReported')).toEqual([expect.objectContaining({ normalCardPlay: true })]);
  });
  it('applies: an android reports for free to your Cybernetics x2 personnel on the planet, once that turn; Cybernetics x1 there is not enough', () => {
    const twice = given({ onPlanet: 'SCIENCE Cybernetics x2' });
    expect(legalCommands(twice.state, 'p1')).toContainEqual(special(twice.first, Z.surface('L1')));
    const done = accepted(twice.state, special(twice.first, Z.surface('L1')));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: twice.first, to: Z.surface('L1'), normalCardPlay: false })]);
    expect(refused(done.state, special(twice.second, Z.surface('L1')))).toBe('ONCE_PER_TURN');
    const once = given({ onPlanet: 'SCIENCE Cybernetics' });
    expect(refused(once.state, special(once.first, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
  it('applies: a hand card is exchanged for the android in the discard pile, once that turn; not without the incident', () => {
    const { state, incident, handCard, inDiscard, first } = given();
    const exchange = (hand: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: incident, ability: 'exchange', target: `${hand}>${inDiscard}` });
    const done = accepted(state, exchange(handCard));
    expect(done.state.cards[inDiscard]!.zone).toBe(Z.hand('p1'));
    expect(done.state.cards[handCard]!.zone).toBe(Z.discard('p1'));
    const again = moves(done.state, [[inDiscard, Z.discard('p1')]]);
    expect(refused(again, exchange(first))).toBe('ONCE_PER_TURN');
    const bare = given({ incident: false });
    expect(refused(bare.state, { type: 'ActivateCard', actor: 'p1', card: bare.incident, ability: 'exchange', target: `${bare.handCard}>${bare.inDiscard}` })).toBe('NOT_USABLE');
  });
});

describe('119_039 Assign Support Personnel: support personnel report aboard your compatible ships with two or more staffing icons; discard it to download one (once per game per title) aboard your matching ship or facility', () => {
  const staffed = (icons: string[], affiliation = 'Federation'): Card => {
    const base = ship({ affiliation });
    return { ...base, ship: { ...base.ship!, staffing: { icons, alternatives: [] } } };
  };
  const support = person({ skills: 'ENGINEER Computer Skill Navigation', title: 'Test Support Engineer' });
  function given() {
    const built = scene({
      missions: ['Avert Disaster'],
      ship: staffed(['Cmd', 'Stf']),
      hand: ['119_039', person({ skills: 'ENGINEER Computer Skill Navigation' }), person({ skills: 'ENGINEER Computer Skill Navigation Physics' }), person({ skills: 'ENGINEER Computer Skill Navigation', affiliation: 'Klingon' }), staffed(['Stf'])],
      drawTop: [support, support, person({ skills: 'SCIENCE Biology Physics', affiliation: 'Klingon' }), person({ skills: 'OFFICER Diplomacy Law' })],
    });
    const [objective, helper, expert, klingon, small] = built.ids.hand as [string, string, string, string, string];
    const [deckSupport, deckSupport2, deckKlingon, freshSupport] = built.ids.deck as [string, string, string, string];
    const state = moves(built.state, [[objective, Z.table('p1')], [small, Z.space('L1')]]);
    return { state, objective, helper, expert, klingon, ship: built.ids.ship!, small, deckSupport, deckSupport2, deckKlingon, freshSupport };
  }
  it('applies: a support personnel reports aboard the two-icon ship with the normal card play', () => {
    const { state, helper, ship: two } = given();
    expect(legalCommands(state, 'p1')).toContainEqual(special(helper, Z.aboard(two)));
    const done = accepted(state, special(helper, Z.aboard(two)));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: helper, to: Z.aboard(two), normalCardPlay: true })]);
  });
  it('does not apply: three skills, a one-icon ship, or an incompatible (Klingon) support personnel aboard the Federation ship', () => {
    const { state, expert, helper, klingon, ship: two, small } = given();
    expect(refused(state, special(expert, Z.aboard(two)))).toBe('NO_SPECIAL_REPORTING');
    expect(refused(state, special(helper, Z.aboard(small)))).toBe('NO_SPECIAL_REPORTING');
    expect(refused(state, special(klingon, Z.aboard(two)))).toBe('NOT_COMPATIBLE');
  });
  it('applies: discarded, it downloads a matching support personnel aboard the ship; the same title is refused the next time', () => {
    const { state, objective, ship: two, deckSupport, deckSupport2, freshSupport } = given();
    const use = (card: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: objective, ability: 'download', target: `${card}>${two}` });
    const done = accepted(state, use(deckSupport));
    expect(done.state.cards[deckSupport]!.zone).toBe(Z.aboard(two));
    expect(done.state.cards[objective]!.zone).toBe(Z.discard('p1'));
    // A later turn, the objective back on the table: another copy of the same title is no target; a new title is.
    const again = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], moves(done.state, [[objective, Z.table('p1')]]));
    expect(refused(again, use(deckSupport2))).toBe('INVALID_TARGET');
    expect(refused(again, use(freshSupport))).toBeNull();
  });
  it('does not apply: a non-matching (Klingon) personnel aboard the Federation ship, or aboard the one-icon ship', () => {
    const { state, objective, ship: two, small, deckKlingon, deckSupport } = given();
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: objective, ability: 'download', target: `${deckKlingon}>${two}` })).toBe('INVALID_TARGET');
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: objective, ability: 'download', target: `${deckSupport}>${small}` })).toBe('INVALID_TARGET');
  });
});

describe('163_016 Taken Prisoner: the free report aboard the ship and the one to your Cardassian outpost are one a turn', () => {
  it('after the free report aboard the Cardassian ship, reporting to the Cardassian outpost uses the normal card play', () => {
    const built = scene({ missions: ['Avert Disaster'], ship: realCard('Trager'), hand: ['163_016', 'Cardassian Outpost', tng({ affiliation: 'Cardassian' }), tng({ affiliation: 'Cardassian' })] });
    const [incident, outpost, first, second] = built.ids.hand as [string, string, string, string];
    const state = moves(built.state, [[incident, Z.table('p1')], [outpost, Z.space('L1')]]);
    const done = accepted(state, special(first, Z.aboard(built.ids.ship!)));
    expect(ofType(accepted(done.state, { type: 'ReportForDuty', actor: 'p1', card: second, facility: outpost }).events, 'CardReported')).toEqual([expect.objectContaining({ card: second, normalCardPlay: true })]);
    // Without the ship report first, the outpost report is free.
    expect(ofType(accepted(state, { type: 'ReportForDuty', actor: 'p1', card: second, facility: outpost }).events, 'CardReported')).toEqual([expect.objectContaining({ card: second, normalCardPlay: false })]);
  });
});

describe('117_020 Small Cloaking Device: reports for free if your Smuggling or Acquisition personnel is present', () => {
  function given(skills: string) {
    const built = scene({ missions: ['Avert Disaster'], hand: ['Federation Outpost', '117_020', person({ skills })] });
    const [outpost, device, crew] = built.ids.hand as [string, string, string];
    return { state: moves(built.state, [[outpost, Z.space('L1')], [crew, Z.aboard(outpost)]]), outpost, device };
  }
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  it('applies: an Acquisition personnel aboard the outpost — the device reports there for free', () => {
    const { state, outpost, device } = given('CIVILIAN Acquisition');
    expect(ofType(accepted(state, report(device, outpost)).events, 'CardReported')).toEqual([expect.objectContaining({ card: device, normalCardPlay: false })]);
  });
  it('does not apply: only an OFFICER aboard — the device uses the normal card play', () => {
    const { state, outpost, device } = given('OFFICER Leadership');
    expect(ofType(accepted(state, report(device, outpost)).events, 'CardReported')).toEqual([expect.objectContaining({ card: device, normalCardPlay: true })]);
  });
});

describe('119_030 Resistance Is Futile (on your table: your [Nav] Borg report aboard your Borg Sphere with the normal card play; helper tail7)', () => {
  function given(onTable: boolean) {
    const built = scene({ missions: ['Excavation'], ship: realCard('Borg Sphere'), crew: [{ affiliation: 'Borg', skills: 'ENGINEER' }], hand: ['Resistance Is Futile', 'Six of Eleven', 'Eleven of Nineteen'] });
    const [card, navigator, commander] = built.ids.hand as [string, string, string];
    const state = onTable ? moves(built.state, [[card, Z.table('p1')]]) : built.state;
    return { state, navigator, commander, sphere: built.ids.ship! };
  }
  it('applies: Six of Eleven ([Nav]) reports aboard the Borg Sphere, spending the normal card play', () => {
    const { state, navigator, sphere } = given(true);
    expect(legalCommands(state, 'p1')).toContainEqual(special(navigator, Z.aboard(sphere)));
    const after = accepted(state, special(navigator, Z.aboard(sphere)));
    expect(after.state.cards[navigator]!.zone).toBe(Z.aboard(sphere));
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('does not apply: Eleven of Nineteen (no [Nav]) may not; nor Six of Eleven without the incident on the table', () => {
    const { state, commander, sphere } = given(true);
    expect(refused(state, special(commander, Z.aboard(sphere)))).not.toBeNull();
    const bare = given(false);
    expect(refused(bare.state, special(bare.navigator, Z.aboard(bare.sphere)))).not.toBeNull();
  });
});
