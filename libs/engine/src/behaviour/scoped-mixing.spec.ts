/**
 * Issue 15 (helper mixing): scoped mix permits (behaviour/scoped-mixing.ts) — a `mix` permit limited to
 * the cards at the location of the mission its card lies on (`here`), to cards matching a filter on
 * each side (`who`), or granted to the opponent (`forOpponent`); and cards lying atop missions grant
 * their mixes like table cards.
 *   1E rulebook › REPORTING FOR DUTY › COMPATIBLE (cards of different affiliations are compatible only
 *   when a card lets them "mix", "mix and cooperate" or interact "regardless of affiliation"); EXECUTING
 *   ORDERS › STAFF A SHIP (the crew counted is compatible with the ship).
 * given (a play-phase scene: outposts and missions, the card on a mission or a table) / when
 * (PlayCard, ReportForDuty) / then (the card's place, the report done or refused NOT_COMPATIBLE, staffing).
 */
import type { Card } from '@captains-log/cards';
import { requirement } from '../attempt/requirements';
import { compatible } from '../card-facts';
import { legalCommands } from '../legal';
import { isStaffed } from '../play';
import { person, realCard, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import { siteScene } from '../testing/site-scene';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { evolveAll } from '../evolve';
import { mixesOf } from './play';
import { playCard as playOn, report, specialReport as special } from '../testing/commands';

const icon = (code: string) => ({ code, name: code, category: ['Cmd', 'Stf'].includes(code) ? 'staffing' : 'other' });
const withIcons = (card: Card, icons: string[]): Card => ({ ...card, icons: [...card.icons, ...icons.map(icon)] });
/** A test outpost (reports accepted) of an affiliation, with icons and a property logo. */
function outpost(affiliation: string, extra: { icons?: string[]; property?: string; id?: string } = {}): Card {
  const base = realCard('Federation Outpost');
  return withIcons({ ...base, id: extra.id ?? `t_outpost_${affiliation}_${(extra.icons ?? []).join('')}${extra.property ?? ''}`, title: `${affiliation} Test Outpost`, affiliations: [affiliation as never], ...(extra.property ? { property: extra.property } : {}) }, extra.icons ?? []);
}
/** The card played on the mission lies there (the normal card play then spent: reports are tried in a state where it was put there). */
const playedOn = (state: GameState, card: string, location: string) => {
  expect(run(state, [playOn(card, location)]).state.cards[card]!.zone).toBe(Z.atop(location));
  return moved(state, [[card, Z.atop(location)]]);
};
const reported = (state: GameState, card: string, facility: string) => run(state, [report(card, facility)]).state.cards[card]!.zone === Z.aboard(facility);
const targets = (state: GameState, card: string) => legalCommands(state, 'p1').flatMap((command) => (command.type === 'PlayCard' && command.card === card ? [command.target] : []));

describe('199_089 Planet of Galactic Peace: your cards at its mission mix and cooperate regardless of affiliation', () => {
  const given = () => {
    const vessel = ship({ affiliation: 'Federation' });
    const staffed = { ...vessel, ship: { ...vessel.ship!, staffing: { icons: ['Cmd'], alternatives: [] } } };
    const built = scene({
      missions: ['Excavation', 'Cloaked Mission'],
      ship: staffed,
      // A Federation personnel aboard (staffing needs one of matching affiliation); the [Cmd] icon is the Klingon's.
      crew: [person({ affiliation: 'Federation', skills: 'ENGINEER' }), withIcons(person({ affiliation: 'Klingon', skills: 'OFFICER' }), ['Cmd'])],
      hand: ['Planet of Galactic Peace', outpost('Federation', { id: 't_fed_1' }), outpost('Federation', { id: 't_fed_2' }), { affiliation: 'Klingon', skills: 'SECURITY' }, { affiliation: 'Klingon', skills: 'SECURITY' }],
    });
    const [peace, here, there, klingon] = built.ids.hand as [string, string, string, string];
    const state = moved(built.state, [[here, Z.space('L1')], [there, Z.space('L2')]]);
    return { state, peace, here, there, klingon, vessel: built.ids.ship! };
  };
  it("applies: played on your non-homeworld mission it lies there; a Klingon reports to your Federation outpost there, and a Klingon's [Cmd] icon helps staff your Federation ship there", () => {
    const { state, peace, here, klingon, vessel } = given();
    expect(isStaffed(state, vessel)).toBe(false);
    const after = playedOn(state, peace, 'L1');
    expect(reported(after, klingon, here)).toBe(true);
    expect(isStaffed(after, vessel)).toBe(true);
  });
  it('does not apply: at your outpost at another mission the Klingon is refused, and the ship moved there is unstaffed; without it, refused; a homeworld is no target', () => {
    const { state, peace, here, there, klingon, vessel } = given();
    expect(targets(state, peace)).toEqual(['L1']);
    const after = playedOn(state, peace, 'L1');
    expect(refused(after, report(klingon, there))).toBe('NOT_COMPATIBLE');
    expect(isStaffed(moved(after, [[vessel, Z.space('L2')]]), vessel)).toBe(false);
    expect(refused(state, report(klingon, here))).toBe('NOT_COMPATIBLE');
  });
});

describe('194_077 Kolinahr: your Vulcan cards mix and cooperate regardless of affiliation, and your Vulcans with your [Fed] facilities', () => {
  const given = () => {
    const built = scene({
      missions: ['Deliver Ancient Artifact', 'Excavation'],
      hand: [
        'Kolinahr',
        outpost('Federation', { id: 't_fed_k' }),
        'Vulcan Outpost',
        { affiliation: 'Romulan', skills: 'OFFICER', ch: ['Vulcan/Romulan'] },
        { affiliation: 'Romulan', skills: 'OFFICER', ch: ['Romulan'] },
        { affiliation: 'Federation', skills: 'SCIENCE', ch: ['Vulcan'] },
        { affiliation: 'Federation', skills: 'SCIENCE', ch: ['Human'] },
      ],
    });
    const [kolinahr, fed, vulcanPost, romulanVulcan, romulan, fedVulcan, human] = built.ids.hand as [string, string, string, string, string, string, string];
    const state = moved(built.state, [[fed, Z.space('L2')], [vulcanPost, Z.space('L2')]]);
    return { state, kolinahr, fed, vulcanPost, romulanVulcan, romulan, fedVulcan, human };
  };
  it('applies: played on the Vulcan homeworld, a Romulan Vulcan reports to your Federation outpost elsewhere, and a Federation Vulcan to your Vulcan outpost', () => {
    const { state, kolinahr, fed, vulcanPost, romulanVulcan, fedVulcan } = given();
    expect(targets(state, kolinahr)).toEqual(['L1']);
    const after = playedOn(state, kolinahr, 'L1');
    expect(reported(after, romulanVulcan, fed)).toBe(true);
    expect(reported(after, fedVulcan, vulcanPost)).toBe(true);
  });
  it('does not apply: a non-Vulcan Romulan at the Federation outpost and a Human at the Vulcan outpost are refused; without it, the Romulan Vulcan too', () => {
    const { state, kolinahr, fed, vulcanPost, romulanVulcan, romulan, human } = given();
    const after = playedOn(state, kolinahr, 'L1');
    expect(refused(after, report(romulan, fed))).toBe('NOT_COMPATIBLE');
    expect(refused(after, report(human, vulcanPost))).toBe('NOT_COMPATIBLE');
    expect(refused(state, report(romulanVulcan, fed))).toBe('NOT_COMPATIBLE');
  });
});

describe("113_001 Memory Wipe (seeded on the table): your opponent's cards may mix regardless of affiliation", () => {
  const given = (owner: PlayerId) => {
    const built = scene({ missions: ['Excavation'], hand: [outpost('Federation', { id: 't_fed_m' }), { affiliation: 'Klingon', skills: 'OFFICER' }], opponentHand: ['Memory Wipe'] });
    const [post, klingon] = built.ids.hand as [string, string];
    const wipe = built.ids.opponentHand[0]!;
    const state = moved(built.state, [[post, Z.space('L1')], [wipe, Z.table(owner)]]);
    return { state, post, klingon };
  };
  it("applies: on the opponent's table, your Klingon reports to your Federation outpost", () => {
    const { state, post, klingon } = given('p2');
    expect(reported(state, klingon, post)).toBe(true);
  });
  it('does not apply: on your own table it does not let your cards mix', () => {
    const { state, post, klingon } = given('p1');
    expect(refused(state, report(klingon, post))).toBe('NOT_COMPATIBLE');
  });
});

describe('172_016 They Call Themselves the Maquis: your [Maq] cards may mix', () => {
  const given = (onTable: boolean) => {
    const maquis = (affiliation: string) => withIcons(person({ affiliation, skills: 'OFFICER' }), ['Maq']);
    const built = scene({ missions: ['Excavation'], hand: ['They Call Themselves the Maquis', outpost('Bajoran', { icons: ['Maq'] }), maquis('Federation'), { affiliation: 'Federation', skills: 'OFFICER' }] });
    const [incident, post, rebel, loyal] = built.ids.hand as [string, string, string, string];
    const state = moved(built.state, [[post, Z.space('L1')], ...(onTable ? [[incident, Z.table('p1')] as [string, string]] : [])]);
    return { state, post, rebel, loyal };
  };
  it('applies: your [Maq] Federation personnel reports to your [Maq] Bajoran outpost', () => {
    const { state, post, rebel } = given(true);
    expect(reported(state, rebel, post)).toBe(true);
  });
  it('does not apply: a Federation personnel without [Maq] is refused; without the incident, the [Maq] one too', () => {
    const { state, post, loyal } = given(true);
    expect(refused(state, report(loyal, post))).toBe('NOT_COMPATIBLE');
    const without = given(false);
    expect(refused(without.state, report(without.rebel, without.post))).toBe('NOT_COMPATIBLE');
  });
});

describe('155_028 Mercenary Raiders: your Galen and [TNG] personnel with "Stone of Gol" in lore mix and cooperate regardless of affiliation', () => {
  const lored = (affiliation: string, lore: string): Card => ({ ...person({ affiliation, skills: 'OFFICER' }), property: 'TNG', lore });
  const given = () => {
    const built = scene({ missions: ['Raid Ancient Burial Site', 'Excavation'], hand: ['Mercenary Raiders'] });
    return { state: built.state, raiders: built.ids.hand[0]! };
  };
  it('applies: played on Calder II (Raid Ancient Burial Site), a Romulan and a Federation personnel seeking the Stone of Gol are compatible, and Galen with the Romulan', () => {
    const { state, raiders } = given();
    expect(targets(state, raiders)).toEqual(['L1']);
    const after = playedOn(state, raiders, 'L1');
    const romulan = lored('Romulan', 'Seeks the Stone of Gol.');
    const galen = { ...realCard('Galen'), affiliations: ['Federation' as never] };
    expect(compatible(romulan, lored('Federation', 'Raided for the Stone of Gol.'), mixesOf(after, 'p1'))).toBe(true);
    expect(compatible(galen, romulan, mixesOf(after, 'p1'))).toBe(true);
  });
  it('does not apply: a Federation personnel without the Stone of Gol in lore, or not [TNG], stays incompatible with the Romulan; without it, so do the two', () => {
    const { state, raiders } = given();
    const after = playedOn(state, raiders, 'L1');
    const romulan = lored('Romulan', 'Seeks the Stone of Gol.');
    expect(compatible(romulan, lored('Federation', 'An officer.'), mixesOf(after, 'p1'))).toBe(false);
    expect(compatible(romulan, { ...lored('Federation', 'Seeks the Stone of Gol.'), property: 'DS9' }, mixesOf(after, 'p1'))).toBe(false);
    expect(compatible(romulan, lored('Federation', 'Raided for the Stone of Gol.'), mixesOf(state, 'p1'))).toBe(false);
  });
});

describe('155_030 Scientific Diplomacy: your Dr. Reyga, T\'Pan and [TNG] personnel with "metaphasic shield" in lore mix and cooperate with your [TNG] cards', () => {
  const given = () => {
    const built = scene({
      missions: ['Host Metaphasic Shielding Test', 'Excavation'],
      hand: ['Scientific Diplomacy', 'Federation Outpost', outpost('Federation', { property: 'DS9' }), 'Kurak', { affiliation: 'Klingon', skills: 'SCIENCE' }],
    });
    const [diplomacy, tngPost, ds9Post, kurak, klingon] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [[tngPost, Z.space('L2')], [ds9Post, Z.space('L2')]]);
    return { state, diplomacy, tngPost, ds9Post, kurak, klingon };
  };
  it('applies: played on Veytan (Host Metaphasic Shielding Test), Kurak (Klingon) reports to your [TNG] Federation Outpost', () => {
    const { state, diplomacy, tngPost, kurak } = given();
    expect(targets(state, diplomacy)).toEqual(['L1']);
    const after = playedOn(state, diplomacy, 'L1');
    expect(reported(after, kurak, tngPost)).toBe(true);
  });
  it('does not apply: Kurak at a Federation outpost without [TNG], another Klingon at the [TNG] one, and Kurak without the incident are refused', () => {
    const { state, diplomacy, tngPost, ds9Post, kurak, klingon } = given();
    const after = playedOn(state, diplomacy, 'L1');
    expect(refused(after, report(kurak, ds9Post))).toBe('NOT_COMPATIBLE');
    expect(refused(after, report(klingon, tngPost))).toBe('NOT_COMPATIBLE');
    expect(refused(state, report(kurak, tngPost))).toBe('NOT_COMPATIBLE');
  });
});

describe('219_014 Community Leader: your Quark, Rom and [DS9] Ferengi bartenders, dabo girls and waiters mix with your cards', () => {
  const given = (onTable: boolean) => {
    const built = scene({ missions: ['Excavation'], hand: ['Community Leader', outpost('Federation', { id: 't_fed_c' }), realCard('117_097'), 'Frool', 'Grand Nagus Zek'] });
    const [leader, post, quark, frool, zek] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [[post, Z.space('L1')], ...(onTable ? [[leader, Z.table('p1')] as [string, string]] : [])]);
    return { state, post, quark, frool, zek };
  };
  it('applies: Quark and Frool (a waiter) report to your Federation outpost', () => {
    const { state, post, quark, frool } = given(true);
    expect(reported(state, quark, post)).toBe(true);
    expect(reported(state, frool, post)).toBe(true);
  });
  it('does not apply: Grand Nagus Zek (no bar staff) is refused; without the incident, Quark too', () => {
    const { state, post, zek } = given(true);
    expect(refused(state, report(zek, post))).toBe('NOT_COMPATIBLE');
    const without = given(false);
    expect(refused(without.state, report(without.quark, without.post))).toBe('NOT_COMPATIBLE');
  });
});

describe.each([
  ['122_033', 'Emblem of the Alliance', 'KCA', 'Klingon'],
  ['122_034', 'Emblem of the Empire', 'TE', 'Federation'],
])('%s %s: its icon\'s cards, Rom and Quark (among others) may mix', (id, title, code, affiliation) => {
  const given = (onTable: boolean) => {
    const built = scene({ missions: ['Excavation'], hand: [realCard(id), outpost(affiliation, { icons: [code] }), outpost(affiliation, { id: `t_plain_${code}` }), realCard('117_097'), 'Frool'] });
    const [emblem, iconPost, plainPost, quark, frool] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [[iconPost, Z.space('L1')], [plainPost, Z.space('L1')], ...(onTable ? [[emblem, Z.table('p1')] as [string, string]] : [])]);
    return { state, iconPost, plainPost, quark, frool };
  };
  it(`applies: Quark (Ferengi) reports to your [${code}] ${affiliation} outpost`, () => {
    const { state, iconPost, quark } = given(true);
    expect(reported(state, quark, iconPost)).toBe(true);
  });
  it(`does not apply: Quark at a ${affiliation} outpost without [${code}], Frool (not named) at the [${code}] one, and Quark without ${title} are refused`, () => {
    const { state, iconPost, plainPost, quark, frool } = given(true);
    expect(refused(state, report(quark, plainPost))).toBe('NOT_COMPATIBLE');
    expect(refused(state, report(frool, iconPost))).toBe('NOT_COMPATIBLE');
    const without = given(false);
    expect(refused(without.state, report(without.quark, without.iconPost))).toBe('NOT_COMPATIBLE');
  });
});

/** Issue 15 (helper mixing): `tableReports` read on a card lying atop a mission (table-reports.ts). */

describe('155_028 Mercenary Raiders: once each turn, Galen or a [TNG] personnel with "Stone of Gol" in lore reports aboard your Mercenary Ship for free', () => {
  const given = (placed: boolean) => {
    const built = scene({ missions: ['Raid Ancient Burial Site', 'Excavation'], hand: ['Mercenary Raiders', 'Mercenary Ship', 'Baran', 'Galen', 'Kurak'] });
    const [raiders, vessel, baran, galen, kurak] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [[vessel, Z.space('L2')], ...(placed ? [[raiders, Z.atop('L1')] as [string, string]] : [])]);
    return { state, vessel, baran, galen, kurak };
  };
  it('applies: Baran reports aboard the Mercenary Ship (at another mission) for free; Galen may too on his own', () => {
    const { state, vessel, baran, galen } = given(true);
    const after = run(state, [special(baran, Z.aboard(vessel))]).state;
    expect(after.cards[baran]!.zone).toBe(Z.aboard(vessel));
    expect(run(state, [special(galen, Z.aboard(vessel))]).state.cards[galen]!.zone).toBe(Z.aboard(vessel));
  });
  it('does not apply: a second one the same turn, Kurak (no Stone of Gol in lore), and Baran without the incident are refused', () => {
    const { state, vessel, baran, galen, kurak } = given(true);
    const after = run(state, [special(baran, Z.aboard(vessel))]).state;
    expect(refused(after, special(galen, Z.aboard(vessel)))).toBe('ONCE_PER_TURN');
    expect(refused(state, special(kurak, Z.aboard(vessel)))).toBe('NO_SPECIAL_REPORTING');
    const without = given(false);
    expect(refused(without.state, special(without.baran, Z.aboard(without.vessel)))).toBe('NO_SPECIAL_REPORTING');
  });
});

describe('155_028 Mercenary Raiders: once per game, discarded with two "use as equipment" artifacts in play, or an earned Vulcan Stone of Gol from hand, placed out of play for 15 points (issue 15, helper partials)', () => {
  const activate = (card: string, ability: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, target });
  /** The incident atop L1; Data's Head and Mona Lisa aboard p1's outpost at L2 (`artifacts`); a Vulcan Stone of Gol in hand, earned at L1 when `earned`. */
  const given = (opts: { artifacts?: number; earned?: boolean } = {}) => {
    const built = scene({ missions: ['Raid Ancient Burial Site', 'Excavation'], hand: ['Mercenary Raiders', 'Federation Outpost', "Data's Head", 'Mona Lisa', 'Tricorder', 'Vulcan Stone of Gol'] });
    const [raiders, post, head, lisa, tricorder, stone] = built.ids.hand as [string, string, string, string, string, string];
    const artifacts = [head, lisa].slice(0, opts.artifacts ?? 2);
    let state = moved(built.state, [[raiders, Z.atop('L1')], [post, Z.space('L2')], [tricorder, Z.aboard(post)], ...artifacts.map((iid) => [iid, Z.aboard(post)] as [string, string])]);
    if (opts.earned) state = evolveAll([{ type: 'SeedCardEarned', card: stone, player: 'p1', location: 'L1', to: Z.hand('p1') } as never], state);
    return { state, raiders, head, lisa, tricorder, stone };
  };
  const scored = (events: readonly { type: string }[]) => events.filter((event) => event.type === 'PointsScored');

  it("applies: Data's Head and Mona Lisa go out of play, the incident is discarded and 15 bonus points scored", () => {
    const { state, raiders, head, lisa } = given();
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === raiders);
    expect(offers).toEqual([activate(raiders, 'score-artifacts', `${head}+${lisa}`)]);
    const done = run(state, [activate(raiders, 'score-artifacts', `${head}+${lisa}`)]);
    expect(done.state.cards[head]!.zone).toBe(Z.out('p1'));
    expect(done.state.cards[lisa]!.zone).toBe(Z.out('p1'));
    expect(done.state.cards[raiders]!.zone).toBe(Z.discard('p1'));
    expect(scored(done.events)).toEqual([expect.objectContaining({ player: 'p1', points: 15, bonus: true })]);
  });

  it('applies: the earned Vulcan Stone of Gol from hand goes out of play for the points instead', () => {
    const { state, raiders, stone } = given({ artifacts: 0, earned: true });
    expect(state.cards[stone]!.zone).toBe(Z.hand('p1'));
    const done = run(state, [activate(raiders, 'score-stone', stone)]);
    expect(done.state.cards[stone]!.zone).toBe(Z.out('p1'));
    expect(scored(done.events)).toEqual([expect.objectContaining({ points: 15 })]);
    // Once per game for both ways: a later copy of the incident may not score again.
    const again: GameState = { ...done.state, cards: { ...done.state.cards, [raiders]: { ...done.state.cards[raiders]!, zone: Z.atop('L1') } } };
    expect(refused(again, activate(raiders, 'score-stone', stone))).toBe('ONCE_PER_GAME');
  });

  it('does not apply: one artifact and a Tricorder (no artifact) make no pair; a Vulcan Stone of Gol in hand not earned is no target', () => {
    const { state, raiders, head, tricorder, stone } = given({ artifacts: 1 });
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === raiders)).toEqual([]);
    expect(refused(state, activate(raiders, 'score-artifacts', `${head}+${tricorder}`))).toBe('INVALID_TARGET');
    expect(refused(state, activate(raiders, 'score-stone', stone))).toBe('INVALID_TARGET');
  });
});

describe('155_030 Scientific Diplomacy: once each turn, Dr. Reyga, T\'Pan or a [TNG] personnel with "metaphasic shield" in lore reports for free to your ship or outpost here', () => {
  const given = () => {
    const built = scene({ missions: ['Host Metaphasic Shielding Test', 'Excavation'], hand: ['Scientific Diplomacy', 'Federation Outpost', outpost('Federation', { id: 't_fed_far' }), "T'Pan", 'Beverly', 'Baran'] });
    const [diplomacy, here, far, tpan, beverly, baran] = built.ids.hand as [string, string, string, string, string, string];
    const state = moved(built.state, [[here, Z.space('L1')], [far, Z.space('L2')], [diplomacy, Z.atop('L1')]]);
    return { state, here, far, tpan, beverly, baran };
  };
  it("applies: T'Pan reports for free to your Federation Outpost at Veytan; Beverly (metaphasic shield in lore) may too on her own", () => {
    const { state, here, tpan, beverly } = given();
    expect(run(state, [special(tpan, Z.aboard(here))]).state.cards[tpan]!.zone).toBe(Z.aboard(here));
    expect(run(state, [special(beverly, Z.aboard(here))]).state.cards[beverly]!.zone).toBe(Z.aboard(here));
  });
  it("does not apply: T'Pan to your outpost at another mission, Baran (not named) here, and a second report the same turn are refused", () => {
    const { state, here, far, tpan, beverly, baran } = given();
    expect(refused(state, special(tpan, Z.aboard(far)))).toBe('NO_SPECIAL_REPORTING');
    expect(refused(state, special(baran, Z.aboard(here)))).toBe('NO_SPECIAL_REPORTING');
    const after = run(state, [special(tpan, Z.aboard(here))]).state;
    expect(refused(after, special(beverly, Z.aboard(here)))).toBe('ONCE_PER_TURN');
  });
});

// Issue 15 (helper incidents): the choice fate `to-point-area` with `worth: 'INTEGRITY'` (choices.ts).
describe('155_030 Scientific Diplomacy: when you solve this mission, a [TNG] SCIENCE personnel from your discard pile to your point area, worth its INTEGRITY', () => {
  const asMission = (title: string, id: string): Card => {
    const base = realCard(title);
    return { ...base, id, mission: { ...base.mission!, affiliationIcons: ['Federation'], requirementText: 'Acquisition', requirements: requirement('Acquisition') } };
  };
  const scientist = (skills: string): Card => ({ ...person({ skills, i: 7 }), property: 'TNG' });
  /** The incident atop Veytan (L1); your staffed ship with an Acquisition crew at L1 or at Investigate Alien Probe (L2); in your discard pile a [TNG] SCIENCE and a [TNG] MEDICAL personnel. */
  const given = (shipAt: 'L1' | 'L2') => {
    const built = scene({
      missions: [asMission('Host Metaphasic Shielding Test', 't_veytan'), asMission('Investigate Alien Probe', 't_probe')],
      ship: realCard('U.S.S. Galaxy'),
      crew: [{ skills: 'OFFICER Acquisition' }, { skills: 'OFFICER' }, { skills: 'ENGINEER' }],
      hand: ['Scientific Diplomacy', scientist('SCIENCE Physics'), scientist('MEDICAL Biology')],
    });
    const [diplomacy, science, medical] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [[diplomacy, Z.atop('L1')], [science, Z.discard('p1')], [medical, Z.discard('p1')], ...(shipAt === 'L2' ? [[built.ids.ship!, Z.space('L2')] as [string, string]] : [])]);
    return { state, diplomacy, science, medical, ship: built.ids.ship! };
  };
  it('applies: solving Veytan, p1 is offered only the SCIENCE personnel; chosen, it lies in the point area and scores 7 bonus points', () => {
    const { state, diplomacy, science, ship: galaxy } = given('L1');
    const solved = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: galaxy }]);
    expect(solved.state.pendingChoice).toMatchObject({ player: 'p1', source: diplomacy, options: [science] });
    const placed = run(solved.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [science] }]).state;
    expect([placed.cards[science]!.zone, placed.score.p1.bonus]).toEqual([Z.bonus('p1'), 7]);
  });
  it('does not apply: solving another mission (Investigate Alien Probe) offers nothing', () => {
    const { state, science, ship: galaxy } = given('L2');
    const solved = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L2', ship: galaxy }]);
    expect(solved.events.filter((event) => event.type === 'MissionSolved')).toHaveLength(1);
    expect(solved.state.pendingChoice ?? null).toBeNull();
    expect([solved.state.cards[science]!.zone, solved.state.score.p1.bonus]).toEqual([Z.discard('p1'), 0]);
  });
});

describe('194_077 Kolinahr: once each turn, if you do not have Protect the Timeline in play, one personnel may report for free', () => {
  const given = (timeline: boolean) => {
    const built = scene({ missions: ['Deliver Ancient Artifact', 'Excavation'], hand: ['Kolinahr', 'Protect the Timeline', 'Federation Outpost', { skills: 'OFFICER', ch: ['Vulcan'] }, { skills: 'OFFICER', ch: ['Vulcan'] }, { skills: 'OFFICER', ch: ['Vulcan'] }] });
    const [kolinahr, timelineCard, post, first, second, third] = built.ids.hand as [string, string, string, string, string, string];
    const state = moved(built.state, [[post, Z.space('L2')], [kolinahr, Z.atop('L1')], ...(timeline ? [[timelineCard, Z.atop('L2')] as [string, string]] : [])]);
    return { state: run(state, [report(first, post)]).state, post, second, third };
  };
  it('applies: with the normal card play spent, a second personnel reports for free', () => {
    const { state, post, second } = given(false);
    expect(reported(state, second, post)).toBe(true);
  });
  it('does not apply: a third the same turn is refused, and with Protect the Timeline in play the second is too', () => {
    const { state, post, second, third } = given(false);
    const after = run(state, [report(second, post)]).state;
    expect(refused(after, report(third, post))).toBe('NORMAL_CARD_PLAY_USED');
    const timeline = given(true);
    expect(refused(timeline.state, report(timeline.second, timeline.post))).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe('194_077 Kolinahr: discarded if you play any non-Vulcan personnel', () => {
  const given = () => {
    const built = scene({ missions: ['Deliver Ancient Artifact', 'Excavation'], hand: ['Kolinahr', 'Federation Outpost', { skills: 'OFFICER', ch: ['Human'] }, { skills: 'OFFICER', ch: ['Vulcan/Human'] }] });
    const [kolinahr, post, human, halfVulcan] = built.ids.hand as [string, string, string, string];
    return { state: moved(built.state, [[post, Z.space('L2')], [kolinahr, Z.atop('L1')]]), kolinahr, post, human, halfVulcan };
  };
  it('applies: a Human personnel reported to your outpost — the incident is discarded', () => {
    const { state, kolinahr, post, human } = given();
    expect(run(state, [report(human, post)]).state.cards[kolinahr]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: a Vulcan/Human personnel reported — it stays on the Vulcan homeworld', () => {
    const { state, kolinahr, post, halfVulcan } = given();
    expect(run(state, [report(halfVulcan, post)]).state.cards[kolinahr]!.zone).toBe(Z.atop('L1'));
  });
});

describe.each([
  ['122_033', 'Emblem of the Alliance', 'KCA'],
  ['122_034', 'Emblem of the Empire', 'TE'],
])('%s %s: a force of nothing but its group has no affiliation attack restrictions (personnel battle)', (id, _title, code) => {
  /** p1's Federation force aboard p1's Federation ship with p2's Romulan aboard; the Emblem on p1's table or not. */
  const given = (force: readonly Card[], withCard: boolean) => {
    const built = scene({ missions: ['Excavation'], ship: realCard('U.S.S. Phoenix'), crew: force, hand: [realCard(id)], opponentHand: [person({ skills: 'SECURITY', affiliation: 'Romulan', s: 5 })] });
    const moves: [string, string][] = [[built.ids.opponentHand[0]!, Z.aboard(built.ids.ship!)], ...(withCard ? [[built.ids.hand[0]!, Z.table('p1')] as [string, string]] : [])];
    return { state: moved(built.state, moves), attack: { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.aboard(built.ids.ship!) } as Command };
  };
  const member = () => withIcons(person({ skills: 'OFFICER', affiliation: 'Federation', s: 8 }), [code]);
  it(`applies: a Federation [${code}] force attacks the Romulan aboard`, () => {
    const { state, attack } = given([member()], true);
    expect(refused(state, attack)).toBeNull();
  });
  it(`does not apply: with a non-[${code}] Federation personnel in the force, or without the Emblem, the Federation restriction holds`, () => {
    const mixed = given([member(), person({ skills: 'OFFICER', affiliation: 'Federation' })], true);
    expect(refused(mixed.state, mixed.attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
    const without = given([member()], false);
    expect(refused(without.state, without.attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});

describe('194_077 Kolinahr: your Vulcans may use Vulcan ships', () => {
  const given = (crewman: Card, placed: boolean) => {
    const base = ship({ affiliation: 'Vulcan' });
    const vessel = { ...base, ship: { ...base.ship!, staffing: { icons: ['Cmd'], alternatives: [] } } };
    const built = scene({ missions: ['Deliver Ancient Artifact', 'Excavation'], ship: vessel, crew: [crewman], hand: ['Kolinahr'] });
    return { state: placed ? moved(built.state, [[built.ids.hand[0]!, Z.atop('L1')]]) : built.state, vessel: built.ids.ship! };
  };
  const officer = (ch: string) => withIcons(person({ affiliation: 'Federation', skills: 'OFFICER', ch: [ch] }), ['Cmd']);
  it('applies: a Federation Vulcan commander alone staffs your Vulcan ship', () => {
    const { state, vessel } = given(officer('Vulcan'), true);
    expect(isStaffed(state, vessel)).toBe(true);
  });
  it('does not apply: a Federation Human commander does not; without the incident, neither does the Vulcan', () => {
    const human = given(officer('Human'), true);
    expect(isStaffed(human.state, human.vessel)).toBe(false);
    const without = given(officer('Vulcan'), false);
    expect(isStaffed(without.state, without.vessel)).toBe(false);
  });
});

describe("219_014 Community Leader: all personnel may mix at Quark's Bar", () => {
  /** p1's Nor (Cardassian) at L1 with Ops, Quark's Bar and Docking Ports in a row; p1's Federation personnel at the Docking Ports; the incident on p1's table or not. */
  const given = (withCard: boolean) =>
    siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: '112_082' },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: '112_272' },
      { label: 'bar', owner: 'p1', at: { row: 'nor' }, card: '117_128' },
      { label: 'ports', owner: 'p1', at: { row: 'nor' }, card: '112_267' },
      { label: 'visitor', owner: 'p1', at: { at: 'ports' }, card: { skills: 'CIVILIAN', affiliation: 'Federation' } },
      ...(withCard ? [{ label: 'leader', owner: 'p1' as const, at: 'hand' as const, card: 'Community Leader' }] : []),
    ]);
  const walk = (card: string, to: string): Command => ({ type: 'Walk', actor: 'p1', cards: [card], to });
  it("applies: the Federation personnel walks into Quark's Bar on the Cardassian Nor", () => {
    const { state, id } = given(true);
    const placed = moved(state, [[id('leader'), Z.table('p1')]]);
    expect(run(placed, [walk(id('visitor'), Z.aboard(id('bar')))]).state.cards[id('visitor')]!.zone).toBe(Z.aboard(id('bar')));
  });
  it("does not apply: into Ops it is refused (house arrest); without the incident, into Quark's Bar too", () => {
    const { state, id } = given(true);
    const placed = moved(state, [[id('leader'), Z.table('p1')]]);
    expect(refused(placed, walk(id('visitor'), Z.aboard(id('ops'))))).toBe('HOUSE_ARREST');
    const without = given(false);
    expect(refused(without.state, walk(without.id('visitor'), Z.aboard(without.id('bar'))))).toBe('HOUSE_ARREST');
  });
});
