/**
 * Issue 15 (equipment-e): equipment and artifacts of the equipment-e pool, each card with the path where
 * its text applies and one where it does not.
 *   1E rulebook › THE CARDS › EQUIPMENT; THE CARDS › ARTIFACTS; GETTING HURT › KILLED OR DESTROYED;
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a play-phase scene) / when (a command through decide, or an attempt) / then (skills, zones, refusals).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { ofType, runAttempt, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { activate, explicitPass as explicit, playCard as play } from '../testing/commands';

const activations = (state: GameState, card: string) => legalCommands(state, 'p1').filter((cmd) => cmd.type === 'ActivateCard' && cmd.card === card);
const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

const chancellor: PersonSpec = { affiliation: 'Klingon', skills: 'OFFICER', ch: ['Klingon', 'Chancellor'] };
const general: PersonSpec = { affiliation: 'Klingon', skills: 'OFFICER', ch: ['Klingon', 'General'] };
const guard: PersonSpec = { affiliation: 'Klingon', skills: 'SECURITY', ch: ['Klingon'] };

describe('227_006 Mantle of the Empire: with your Klingon chancellor, your Klingon SECURITY present gain Leadership; discarded to keep the chancellor from a dilemma kill', () => {
  it('applies: the SECURITY Klingon present with the chancellor and the Mantle has Leadership', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [chancellor, guard], equipment: ['227_006'] });
    expect(skillLevel(memberOf(built.state, built.ids.awayTeam[1]!), 'Leadership')).toBe(1);
  });
  it('does not apply: without a chancellor present (a general instead), or without the Mantle, no Leadership', () => {
    const noChancellor = scene({ missions: ['Excavation'], awayTeam: [general, guard], equipment: ['227_006'] });
    expect(skillLevel(memberOf(noChancellor.state, noChancellor.ids.awayTeam[1]!), 'Leadership')).toBe(0);
    const noMantle = scene({ missions: ['Excavation'], awayTeam: [chancellor, guard] });
    expect(skillLevel(memberOf(noMantle.state, noMantle.ids.awayTeam[1]!), 'Leadership')).toBe(0);
  });
  it('applies: Armus would kill the lone chancellor — the Mantle is discarded, the chancellor stays in play', () => {
    const built = scene({ missions: ['Investigate Disturbance'], seeds: ['Armus - Skin of Evil'], awayTeam: [chancellor], equipment: ['227_006'] });
    const [member, mantle] = [built.ids.awayTeam[0]!, built.ids.equipment[0]!];
    const after = runAttempt(built.state, attempt);
    expect(after.state.cards[member]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[mantle]!.zone).toBe(Z.discard('p1'));
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardEffectResolved', card: mantle, target: member }));
  });
  it('does not apply: a lone Klingon general with the Mantle is killed, the Mantle stays', () => {
    const built = scene({ missions: ['Investigate Disturbance'], seeds: ['Armus - Skin of Evil'], awayTeam: [general], equipment: ['227_006'] });
    const after = runAttempt(built.state, attempt);
    expect(after.state.cards[built.ids.awayTeam[0]!]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[built.ids.equipment[0]!]!.zone).toBe(Z.surface('L1'));
  });
});

describe("238_001 Kirk's Reading Glasses: played onto your table as soon as earned; once each turn, a card from hand for one from your discard pile", () => {
  function earned() {
    // Kirk's Reading Glasses shows [AU]: p1's Alternate Universe Door lets it play once earned (alternate-universe.ts).
    const built = scene({ missions: ['Excavation'], seeds: [{ card: "Kirk's Reading Glasses", owner: 'p1' }], awayTeam: [{ skills: 'OFFICER Archaeology' }], hand: ['Tricorder', 'Medical Kit', 'Scan'], auDoor: ['p1'] });
    const after = run(built.state, [explicit('p1'), attempt]);
    const [tricorder, kit, scan] = built.ids.hand as [string, string, string];
    return { glasses: built.ids.seeds[0]!, tricorder, kit, scan, state: after.state };
  }
  it('applies: earned, played onto the table; Tricorder from hand for Scan from the discard pile; a second use that turn is refused', () => {
    const { glasses, tricorder, kit, scan, state } = earned();
    expect(state.cards[glasses]!.zone).toBe(Z.hand('p1'));
    const onTable = run(state, [play(glasses)]).state;
    expect(onTable.cards[glasses]!.zone).toBe(Z.table('p1'));
    const ready = moved(onTable, [[scan, Z.discard('p1')]]);
    expect(activations(ready, glasses)).toContainEqual(activate(glasses, 'exchange', `${tricorder}>${scan}`));
    const after = run(ready, [activate(glasses, 'exchange', `${tricorder}>${scan}`)]);
    expect([after.state.cards[tricorder]!.zone, after.state.cards[scan]!.zone]).toEqual([Z.discard('p1'), Z.hand('p1')]);
    expect(refused(after.state, activate(glasses, 'exchange', `${kit}>${tricorder}`))).toBe('ONCE_PER_TURN');
  });
  it('does not apply: not "immediately" (after the window that follows the solving) it is not played; with an empty discard pile there is nothing to exchange', () => {
    const { glasses, state } = earned();
    const later = run(state, [{ type: 'PassResponse', actor: 'p1' }]).state;
    expect(refused(later, play(glasses))).not.toBeNull();
    const onTable = run(state, [play(glasses)]).state;
    expect(cardsIn(onTable, Z.discard('p1'))).toEqual([]);
    expect(activations(onTable, glasses)).toEqual([]);
  });
});

describe('124_011 Borg Data Node: with your [Com] Borg present, once each turn: an Adapt card to hand, OR a glance at a crew, OR at the top card of a draw deck', () => {
  /** p1's Borg (`borg`) with the node on the planet; Adapt: Modulate Shields in p1's draw deck; p2's ship in orbit with a crew member. */
  function node(borg: string) {
    const built = scene({ missions: ['Excavation'], awayTeam: [borg], equipment: ['124_011'], hand: ['Adapt: Modulate Shields'], opponentHand: [ship(), { skills: 'OFFICER' }] });
    const adapt = built.ids.hand[0]!;
    const [theirShip, crew] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [[adapt, Z.draw('p1')], [theirShip, Z.space('L1')], [crew, Z.aboard(theirShip)]]);
    return { node: built.ids.equipment[0]!, adapt, theirShip, crew, state };
  }
  it('applies (Eleven of Nineteen, [Com]): Adapt: Modulate Shields comes to hand and the deck is shuffled; then the glances are spent for the turn', () => {
    const { node: dataNode, adapt, theirShip, state } = node('Eleven of Nineteen');
    expect(activations(state, dataNode)).toContainEqual(activate(dataNode, 'download-adapt', adapt));
    const after = run(state, [activate(dataNode, 'download-adapt', adapt)]);
    expect(after.state.cards[adapt]!.zone).toBe(Z.hand('p1'));
    expect(ofType(after.events, 'DeckShuffled').map((e) => e.zone)).toEqual([Z.draw('p1')]);
    expect(refused(after.state, activate(dataNode, 'glance-crew', theirShip))).toBe('ONCE_PER_TURN');
  });
  it("applies: a glance at the opponent's crew, or at the top card of their draw deck, is shown to p1 alone", () => {
    const { node: dataNode, theirShip, crew, state } = node('Eleven of Nineteen');
    const crewShown = ofType(run(state, [activate(dataNode, 'glance-crew', theirShip)]).events, 'CardsShown');
    expect(crewShown.map((e) => [e.to, e.cards.map((c) => c.iid)])).toEqual([['p1', [crew]]]);
    const top = cardsIn(state, Z.draw('p2'))[0]!;
    const deckShown = ofType(run(state, [activate(dataNode, 'glance-deck', 'p2')]).events, 'CardsShown');
    expect(deckShown.map((e) => [e.to, e.zone, e.cards.map((c) => c.iid)])).toEqual([['p1', Z.draw('p2'), [top]]]);
  });
  it('does not apply: with a Borg without [Com] (Eight of Nineteen) present, none of the three may be used', () => {
    const { node: dataNode, adapt, theirShip, state } = node('Eight of Nineteen');
    expect(activations(state, dataNode)).toEqual([]);
    expect(refused(state, activate(dataNode, 'download-adapt', adapt))).toBe('CONDITION_UNMET');
    expect(refused(state, activate(dataNode, 'glance-crew', theirShip))).toBe('CONDITION_UNMET');
  });
});

describe('123_044 Transporter Control Module: aboard your facility with your ENGINEER or Transporter Skill personnel, it has transporters', () => {
  /** p1's Kazon Outpost (no transporters) in orbit of Excavation with `member` aboard, and the module aboard when `module`. */
  function outpost(member: PersonSpec, module: boolean) {
    const built = scene({ missions: ['Excavation'], hand: ['Kazon Outpost', member, ...(module ? ['123_044'] : [])] });
    const [post, person, gear] = built.ids.hand as [string, string, string | undefined];
    const state = moved(built.state, [[post, Z.space('L1')], [person, Z.aboard(post)], ...(gear ? ([[gear, Z.aboard(post)]] as [string, string][]) : [])]);
    return { state, post, person, beam: { type: 'Beam', actor: 'p1', cards: [person], to: Z.surface('L1'), via: post } as Command };
  }
  it('applies: with an ENGINEER aboard, the module lets the Kazon Outpost beam its personnel down', () => {
    const { state, person, beam } = outpost({ affiliation: 'Kazon', skills: 'ENGINEER' }, true);
    expect(run(state, [beam]).state.cards[person]!.zone).toBe(Z.surface('L1'));
  });
  it('does not apply: without the module, or with only a SECURITY personnel aboard, the outpost has no transporters', () => {
    const bare = outpost({ affiliation: 'Kazon', skills: 'ENGINEER' }, false);
    expect(refused(bare.state, bare.beam)).toBe('NO_TRANSPORTER');
    const security = outpost({ affiliation: 'Kazon', skills: 'SECURITY' }, true);
    expect(refused(security.state, security.beam)).toBe('NO_TRANSPORTER');
  });
});

describe('159_005 Mr. Tricorder: reports where any Data is; androids at its location (anyone\'s) are attributes all -6', () => {
  it('applies: it reports to the planet where Data is; there Data is INTEGRITY, CUNNING and STRENGTH -6, as is an opposing android at the location', () => {
    const built = scene({ missions: ['Excavation', 'Test Mission'], awayTeam: ['Data'], hand: ['159_005'], opponentHand: [{ skills: 'ENGINEER', ch: ['Android'] }] });
    const [data, tricorder, theirs] = [built.ids.awayTeam[0]!, built.ids.hand[0]!, built.ids.opponentHand[0]!];
    const state = moved(built.state, [[theirs, Z.surface('L1')]]);
    const before = [memberOf(state, data), memberOf(state, theirs)];
    const after = run(state, [{ type: 'SpecialReport', actor: 'p1', card: tricorder, to: Z.surface('L1') }]).state;
    expect(after.cards[tricorder]!.zone).toBe(Z.surface('L1'));
    const [d, t] = [memberOf(after, data), memberOf(after, theirs)];
    expect([d.integrity, d.cunning, d.strength]).toEqual([before[0]!.integrity - 6, before[0]!.cunning - 6, before[0]!.strength - 6]);
    expect(t.strength).toBe(before[1]!.strength - 6);
  });
  it('does not apply: no Data in play, no special report; an android at another location, or a non-android here, is unchanged', () => {
    const built = scene({ missions: ['Excavation', 'Test Mission'], awayTeam: [{ skills: 'OFFICER' }], hand: ['159_005', { skills: 'ENGINEER', ch: ['Android'] }] });
    const [human, tricorder, android] = [built.ids.awayTeam[0]!, built.ids.hand[0]!, built.ids.hand[1]!];
    expect(refused(built.state, { type: 'SpecialReport', actor: 'p1', card: tricorder, to: Z.surface('L1') })).not.toBeNull();
    const state = moved(built.state, [[android, Z.surface('L2')]]);
    const before = [memberOf(state, human), memberOf(state, android)];
    const placed = moved(state, [[tricorder, Z.surface('L1')]]);
    expect(memberOf(placed, human).strength).toBe(before[0]!.strength);
    expect(memberOf(placed, android).strength).toBe(before[1]!.strength);
  });
});

describe('artifacts "used as Equipment": they report for duty aboard your outpost like equipment (their other text stays manual)', () => {
  const artifacts: readonly [string, string][] = [
    ['117_001', 'Orb of Wisdom'],
    ['115_003', 'The Earring of Li Nalas'],
    ['105_003', 'Mona Lisa'],
    ['112_003', 'Orb Fragment'],
    ['115_001', "Croden's Key"],
    ['125_001', "The City of B'hala"],
    ['112_001', 'Alien Gambling Device'],
    ['161_001', 'Trilithium Weapon'],
    ['119_001', 'Orb of Time'],
    ['109_001', 'Antique Machine Gun'],
    ['109_003', "Zefram Cochrane's Telescope"],
    ['115_002', 'Orb of Prophecy and Change'],
  ];
  it.each(artifacts)('%s %s: reported aboard your Federation Outpost; not to a mission with no facility of yours', (id) => {
    const built = scene({ missions: ['Excavation', 'Test Mission'], hand: ['Federation Outpost', id] });
    const [post, artifact] = built.ids.hand as [string, string];
    const state = moved(built.state, [[post, Z.space('L1')]]);
    expect(run(state, [{ type: 'ReportForDuty', actor: 'p1', card: artifact, facility: post }]).state.cards[artifact]!.zone).toBe(Z.aboard(post));
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: artifact, facility: built.ids.missions[1]! })).not.toBeNull();
  });
  it('117_001 Orb of Wisdom: your personnel at its location are INTEGRITY +3 (on the planet below the outpost); the opponent\'s are not, nor yours elsewhere', () => {
    const built = scene({ missions: ['Excavation', 'Test Mission'], awayTeam: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], hand: ['Federation Outpost', '117_001'], opponentHand: [{ skills: 'SCIENCE' }] });
    const [mine, elsewhere] = built.ids.awayTeam as [string, string];
    const [post, orb] = built.ids.hand as [string, string];
    const theirs = built.ids.opponentHand[0]!;
    const state = moved(built.state, [[post, Z.space('L1')], [theirs, Z.surface('L1')], [elsewhere, Z.surface('L2')]]);
    const before = [mine, elsewhere, theirs].map((iid) => memberOf(state, iid).integrity);
    const withOrb = moved(state, [[orb, Z.aboard(post)]]);
    expect([mine, elsewhere, theirs].map((iid) => memberOf(withOrb, iid).integrity)).toEqual([before[0]! + 3, before[1], before[2]]);
  });
});
