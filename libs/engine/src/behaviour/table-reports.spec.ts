/**
 * Incidents whose table permit lets one personnel a turn report for free where the reporting rules do
 * not offer (behaviour/table-reports.ts, with `SpecialReport`), a once-per-game ability with the matching
 * commander aboard, a solve bonus, and the downloads and discard of Illegitimate Leader of the Empire.
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"; DOWNLOADING; WINNING THE
 *   GAME; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; THE CARDS › EVENTS, INCIDENTS, &
 *   OBJECTIVES (lasting effects).
 * given (a scene on p1's turn: the incident on p1's table, a ship or personnel in play) / when
 * (SpecialReport, ActivateCard, another command) / then (the facts, the zones, or the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { Ctx } from '../context';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved as moves, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { reportMatches } from './reporting';
import { scoreWhenSolvedBy } from './table-reports';
import { battleScene } from '../testing/battle-scene';
import { homeworldPlayProblem } from './homeworld-guard';
import { shipAttribute } from './ship-modifiers';
import { activate, specialReport as special } from '../testing/commands';

function personnel(spec: PersonSpec & { icons?: string[]; lore?: string; skill?: string }): Card {
  const base = person(spec);
  const skillBox = spec.skill ? { ...base.personnel!.skillBox, skills: [...base.personnel!.skillBox.skills, { name: spec.skill, level: 1, regular: true }] } : base.personnel!.skillBox;
  return { ...base, icons: (spec.icons ?? []).map((code) => ({ code, name: code, category: 'test' })), personnel: { ...base.personnel!, skillBox }, ...(spec.lore ? { lore: spec.lore } : {}) };
}

describe('155_025 Finest Crew in the Fleet: aboard your U.S.S. Enterprise for free; a Federation Flagship card to hand with the matching commander aboard', () => {
  // The ship's "commanded by" list as a test fact (the card list's own list is read the same way: fleet-modifiers.ts › matchingCommanderAboard).
  const commander = 'Test Captain';
  const enterprise: Card = { ...realCard('U.S.S. Enterprise'), id: 't_enterprise', commandedBy: [commander] };
  function crewScene(opts: { commander?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation'],
      ship: enterprise,
      crew: opts.commander ? [personnel({ title: commander, affiliation: 'Federation' })] : [],
      hand: ['155_025', personnel({ icons: ['TNG'], lore: 'Served aboard the U.S.S. Enterprise.' }), personnel({ icons: ['TNG'], lore: 'Served aboard the U.S.S. Enterprise.' }), personnel({ icons: ['TNG'], lore: 'Served at a starbase.' }), '149_022'],
    });
    const [incident, crew1, crew2, other, flagship] = built.ids.hand as [string, string, string, string, string];
    const state = moves(built.state, [[incident, Z.table('p1')], [flagship, Z.draw('p1')]]);
    return { state, incident, crew1, crew2, other, flagship, ship: built.ids.ship! };
  }
  it('one crewman of the Enterprise reports aboard it for free, a second that turn does not; one whose lore does not name it never', () => {
    const { state, crew1, crew2, other, ship } = crewScene();
    expect(legalCommands(state, 'p1')).toContainEqual(special(crew1, Z.aboard(ship)));
    const first = accepted(state, special(crew1, Z.aboard(ship)));
    expect(ofType(first.events, 'CardReported')).toEqual([expect.objectContaining({ card: crew1, to: Z.aboard(ship), normalCardPlay: false })]);
    expect(first.state.turn!.normalCardPlayUsed).toBe(false);
    expect(refused(first.state, special(crew2, Z.aboard(ship)))).toBe('ONCE_PER_TURN');
    expect(refused(state, special(other, Z.aboard(ship)))).toBe('NO_SPECIAL_REPORTING');
  });
  it('without the incident on your table, nothing reports aboard specially', () => {
    const { state, incident, crew1, ship } = crewScene();
    const without = moves(state, [[incident, Z.hand('p1')]]);
    expect(refused(without, special(crew1, Z.aboard(ship)))).toBe('NO_SPECIAL_REPORTING');
  });
  it('with the matching commander aboard the Enterprise: once per game a Federation Flagship card goes from the deck to hand; without him, no use', () => {
    const withHim = crewScene({ commander: true });
    const done = accepted(withHim.state, activate(withHim.incident, 'flagship-to-hand', withHim.flagship));
    expect(done.state.cards[withHim.flagship]!.zone).toBe(Z.hand('p1'));
    const later = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], moves(done.state, [[withHim.flagship, Z.draw('p1')]]));
    expect(refused(later, activate(withHim.incident, 'flagship-to-hand', withHim.flagship))).toBe('ONCE_PER_GAME');
    const alone = crewScene();
    expect(refused(alone.state, activate(alone.incident, 'flagship-to-hand', alone.flagship))).not.toBeNull();
  });
});

describe("161_015 Illegitimate Leader of the Empire: free reports to Duras's side, Duras downloads, discarded by Gowron", () => {
  function leaderScene(extra: readonly (string | Card)[] = []) {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: ['Duras'],
      hand: ['161_015', personnel({ affiliation: 'Klingon', icons: ['TNG'] }), personnel({ affiliation: 'Klingon', icons: ['TNG'], skill: 'Honor' }), realCard('Klingon Outpost'), 'Klingon Civil War', ...extra],
    });
    const [incident, plain, honorable, post, civilWar, ...rest] = built.ids.hand as [string, string, string, string, string, ...string[]];
    const state = moves(built.state, [[incident, Z.table('p1')], [post, Z.space('L1')], [civilWar, Z.draw('p1')]]);
    return { state, incident, plain, honorable, post, civilWar, rest, duras: built.ids.awayTeam[0]! };
  }
  it('a [TNG] Klingon without Honor reports for free where Duras is; one with Honor does not', () => {
    const { state, plain, honorable } = leaderScene();
    const done = accepted(state, special(plain, Z.surface('L1')));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: plain, to: Z.surface('L1'), normalCardPlay: false })]);
    expect(refused(state, special(honorable, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
  it('in place of the normal card play: Klingon Civil War downloaded; a second download that turn is refused', () => {
    const { state, incident, civilWar } = leaderScene();
    const done = accepted(state, activate(incident, 'download-civil-war', civilWar));
    expect(ofType(done.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: civilWar })]);
    expect(done.state.turn!.normalCardPlayUsed).toBe(true);
    expect(refused(moves(done.state, [[civilWar, Z.draw('p1')]]), activate(incident, 'download-civil-war', civilWar))).not.toBeNull();
  });
  it('a [TNG] Klingon with "Duras" in its lore is downloaded to your Klingon outpost; one without is no target', () => {
    const { state, incident, post, rest } = leaderScene([personnel({ affiliation: 'Klingon', icons: ['TNG'], title: 'Test Loyalist', lore: 'Loyal to the House of Duras.' }), personnel({ affiliation: 'Klingon', icons: ['TNG'], title: 'Test Warrior', lore: 'A warrior.' })]);
    const [loyalist, warrior] = rest as [string, string];
    const moved = moves(state, [[loyalist, Z.draw('p1')], [warrior, Z.draw('p1')]]);
    const done = accepted(moved, activate(incident, 'download-duras', `${loyalist}>${post}`));
    expect(done.state.cards[loyalist]!.zone).toBe(Z.aboard(post));
    expect(refused(moved, activate(incident, 'download-duras', `${warrior}>${post}`))).toBe('INVALID_TARGET');
  });
  it('discarded after a command once you have Gowron in play; not while you do not', () => {
    const { state, incident, plain } = leaderScene(['Gowron']);
    const gowron = Object.values(state.cards).find((card) => card.zone === Z.hand('p1') && state.blueprints[card.blueprint]!.title === 'Gowron')!.iid;
    const after = accepted(moves(state, [[gowron, Z.surface('L1')]]), special(plain, Z.surface('L1')));
    expect(after.state.cards[incident]!.zone).toBe(Z.discard('p1'));
    expect(accepted(state, special(plain, Z.surface('L1'))).state.cards[incident]!.zone).toBe(Z.table('p1'));
  });
});

describe('161_013 Always a Chess Game: a matching commander reports aboard his ship for free; 5 points once when a [TNG] Romulan solves in the Neutral Zone', () => {
  const warbird: Card = { ...realCard("Khazara"), id: 't_warbird', title: 'Test Warbird', commandedBy: ['Test Commander'] };
  function chessScene() {
    const built = scene({
      missions: ['Excavation'],
      region: 'Neutral Zone Region',
      ship: warbird,
      hand: ['161_013', personnel({ affiliation: 'Romulan', icons: ['TNG'], title: 'Test Commander' }), personnel({ affiliation: 'Romulan', icons: ['TNG'], title: 'Test Officer' })],
    });
    const [incident, captain, officer] = built.ids.hand as [string, string, string];
    return { state: moves(built.state, [[incident, Z.table('p1')]]), incident, captain, officer, ship: built.ids.ship! };
  }
  it('its matching commander reports aboard the ship for free; another Romulan does not', () => {
    const { state, captain, officer, ship } = chessScene();
    const done = accepted(state, special(captain, Z.aboard(ship)));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: captain, normalCardPlay: false })]);
    expect(refused(state, special(officer, Z.aboard(ship)))).toBe('NO_SPECIAL_REPORTING');
  });
  it('a solve by a team with a [TNG] Romulan at a Neutral Zone mission scores 5 once per game; a team without one scores nothing', () => {
    const { state, incident, captain } = chessScene();
    const solved = (group: string[], at: GameState) => {
      const ctx = new Ctx(at);
      scoreWhenSolvedBy(ctx, 'p1', group, 'L1', reportMatches);
      return ctx;
    };
    const first = solved([captain], state);
    expect(ofType(first.events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: 5, bonus: true, source: incident })]);
    expect(ofType(solved([captain], first.state).events, 'PointsScored')).toEqual([]);
    const federation = personnel({ affiliation: 'Federation', icons: ['TNG'] });
    const other = scene({ missions: ['Excavation'], region: 'Neutral Zone Region', hand: ['161_013', federation] });
    const otherState = moves(other.state, [[other.ids.hand[0]!, Z.table('p1')]]);
    expect(ofType(solved([other.ids.hand[1]!], otherState).events, 'PointsScored')).toEqual([]);
  });
});

describe('127_008 Strategema: no battle, and no Outgunned, at a homeworld against your force with a card of its affiliation', () => {
  /** L1 is Expose Covert Supply (Qo'noS, the Klingon homeworld: 1E rulebook › THE CARDS › MISSIONS › Tip: Homeworlds); p1's Romulan leader there; p2's defender of `affiliation` and p2's Strategema (unless `without`). */
  function guardScene(affiliation: string, without = false) {
    const built = battleScene([
      { label: 'attacker', card: { skills: 'OFFICER', affiliation: 'Romulan' }, owner: 'p1', at: 'surface' },
      { label: 'defender', card: { skills: 'ENGINEER', affiliation }, owner: 'p2', at: 'surface' },
      { label: 'strategema', card: '127_008', owner: 'p2', at: 'hand' },
    ]);
    const homeworld = { ...realCard('Expose Covert Supply'), id: '101_154' };
    const state = { ...built.state, blueprints: { ...built.state.blueprints, ['101_154']: homeworld } };
    const withIt = without ? state : moves(state, [[built.id('strategema'), Z.table('p2')]]);
    return { state: withIt, defender: built.id('defender') };
  }
  const initiate: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  it('against a Klingon at the Klingon homeworld: refused; against a Federation personnel there, or without Strategema: the battle begins', () => {
    expect(refused(guardScene('Klingon').state, initiate)).toBe('BATTLE_FORBIDDEN');
    expect(ofType(accepted(guardScene('Federation').state, initiate).events, 'BattleInitiated')).toHaveLength(1);
    expect(ofType(accepted(guardScene('Klingon', true).state, initiate).events, 'BattleInitiated')).toHaveLength(1);
  });
  it('Outgunned may not be played by the attacker in a battle there against a Klingon force; against a Federation force it may', () => {
    const klingon = guardScene('Klingon');
    const battle = { kind: 'personnel' as const, attacker: 'p1' as const, defender: 'p2' as const, location: 'L1', zone: Z.surface('L1'), attacking: [], defending: [klingon.defender], counterAttack: false };
    expect(homeworldPlayProblem({ ...klingon.state, battle }, 'p1', 'Outgunned')?.code).toBe('PLAY_FORBIDDEN');
    expect(homeworldPlayProblem({ ...klingon.state, battle }, 'p1', 'Rogue Borg Mercenaries')).toBeNull();
    const federation = guardScene('Federation');
    expect(homeworldPlayProblem({ ...federation.state, battle: { ...battle, defending: [federation.defender] } }, 'p1', 'Outgunned')).toBeNull();
  });
});

describe('241_020 Workhorses of the Fleet: a universal workhorse ship free once each turn (once per game per class); the fleet grows with the missions done', () => {
  function shipScene(hand: readonly string[]) {
    const built = scene({ missions: ['Excavation'], hand: ['241_020', realCard('Federation Outpost'), ...hand] });
    const [incident, post, ...ships] = built.ids.hand as [string, string, ...string[]];
    const moved = moves(built.state, [[incident, Z.table('p1')], [post, Z.space('L1')]]);
    return { state: { ...moved, turn: { ...moved.turn!, normalCardPlayUsed: true } }, post, ships };
  }
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  it('with the card play spent: an Excelsior reports for free; a Miranda the same turn does not; next turn a second Excelsior does not, the Miranda does; a Galaxy never', () => {
    const { state, post, ships } = shipScene(['U.S.S. Excelsior', 'U.S.S. Excelsior', 'U.S.S. Miranda', 'U.S.S. Galaxy']);
    const [excelsior, excelsior2, miranda, galaxy] = ships as [string, string, string, string];
    const first = accepted(state, report(excelsior, post));
    expect(ofType(first.events, 'CardReported')).toEqual([expect.objectContaining({ card: excelsior, normalCardPlay: false })]);
    expect(refused(first.state, report(miranda, post))).toBe('NORMAL_CARD_PLAY_USED');
    const next = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], first.state);
    const spent = { ...next, turn: { ...next.turn!, normalCardPlayUsed: true } };
    expect(refused(spent, report(excelsior2, post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(ofType(accepted(spent, report(miranda, post)).events, 'CardReported')).toEqual([expect.objectContaining({ card: miranda, normalCardPlay: false })]);
    expect(refused(state, report(galaxy, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('your Excelsior is RANGE +1, +2 once a mission is completed; with a Galaxy of yours in play, no bonus; without the card, none', () => {
    const built = scene({ missions: ['Excavation'], ship: realCard('U.S.S. Excelsior'), hand: ['241_020', 'U.S.S. Galaxy'] });
    const [incident, galaxy] = built.ids.hand as [string, string];
    const excelsior = built.ids.ship!;
    const withIt = moves(built.state, [[incident, Z.table('p1')]]);
    expect(shipAttribute(built.state, excelsior, 'RANGE')).toBe(6);
    expect(shipAttribute(withIt, excelsior, 'RANGE')).toBe(7);
    expect(shipAttribute({ ...withIt, completed: { ...withIt.completed, p2: ['L1'] } }, excelsior, 'WEAPONS')).toBe(8);
    expect(shipAttribute(moves(withIt, [[galaxy, Z.space('L1')]]), excelsior, 'RANGE')).toBe(6);
  });
});
