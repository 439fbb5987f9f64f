/**
 * Issue 15 (lead): facility commanders (behaviour/facility-commanders.ts) and the three cards that read them —
 * Station Briefing, Here by Invitation, You Know I'd Like to Help. Given (a scene at p1's Nor) / when (the command) /
 * then (the facts, or the refusal), an applies and a does-not-apply path for each.
 *   1E rulebook › Glossary › matching commander ("Matching commanders for facilities are called facility commanders";
 *   Two Exceptional Commanders: The Intendant); PLAYING "FOR FREE"; DOWNLOADING; ATTEMPT A MISSION › NULLIFIERS;
 *   1E DS9 expansion rules › Sites.
 */
import { legalCommands } from '../legal';
import { ofType } from '../testing/attempt-scene';
import { play, refused, withAuDoor } from '../testing/scenario';
import { siteScene, type Placed } from '../testing/site-scene';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { facilityCommanderAtSite, isFacilityCommander } from './facility-commanders';

const TEROK_NOR = '112_083';
const MIRROR_TEROK_NOR = '122_027';
const OPS = '112_272';
const OFFICE = '112_265';
const PORTS = '112_267';
const BRIEFING = '184_021';
const INVITATION = '167_025';
const HELP = '132_175';
const DUKAT = '112_182';
const SISKO = '112_205';
const INTENDANT = '122_056';
const CAPTAINS_LOG = '103_037';
const LOWER_DECKS = '103_042';
const FILE_MISSION_REPORT = '112_136';
const PRAKESH = '112_256';
const GROUMALL = '112_254';
const TREATY = '112_074';
const CELL = '125_047';

/** p1's Nor at L1 with Ops and Commander's Office; `table` face up on p1's table; the rest placed as listed. */
function scene(nor: string, placed: readonly Placed[], table: readonly string[] = [], before: (id: (label: string) => string) => readonly GameEvent[] = () => []) {
  const built = siteScene(
    [
      { label: 'nor', owner: 'p1', at: 'L1', card: nor },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'office', owner: 'p1', at: { row: 'nor' }, card: OFFICE },
      ...table.map((card, i): Placed => ({ label: `t${i}`, owner: 'p1', at: 'hand', card })),
      ...placed,
    ],
    'play',
    (id) => [...table.map((_, i) => ({ type: 'CardMoved', card: id(`t${i}`), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' }) as GameEvent), ...before(id)],
  );
  return built;
}

/** Terok Nor turned over to its Deep Space 9 side (the record a commandeering leaves, written directly). */
const turned = (id: (label: string) => string): GameEvent[] => [
  { type: 'NorCommandeered', nor: id('nor'), by: 'p1', from: 'p2', site: id('ops'), personnel: id('nor'), affiliation: 'Bajoran' as never, turnedOver: true },
];

describe('facility commanders: who commands a facility', () => {
  it('applies: Dukat commands Terok Nor; Benjamin Sisko commands it turned over to Deep Space 9; The Intendant commands Mirror Terok Nor', () => {
    const terok = scene(TEROK_NOR, [{ label: 'dukat', owner: 'p1', at: { at: 'office' }, card: DUKAT }, { label: 'sisko', owner: 'p1', at: { at: 'ops' }, card: SISKO }]);
    expect(isFacilityCommander(terok.state, terok.id('dukat'), terok.id('nor'))).toBe(true);
    expect(facilityCommanderAtSite(terok.state, 'p1', terok.id('office'))).toBe(true);
    const ds9 = scene(TEROK_NOR, [{ label: 'sisko', owner: 'p1', at: { at: 'office' }, card: SISKO }], [], turned);
    expect(isFacilityCommander(ds9.state, ds9.id('sisko'), ds9.id('nor'))).toBe(true);
    const mirror = scene(MIRROR_TEROK_NOR, [{ label: 'kira', owner: 'p1', at: { at: 'office' }, card: INTENDANT }]);
    expect(isFacilityCommander(mirror.state, mirror.id('kira'), mirror.id('nor'))).toBe(true);
  });
  it('does not apply: Sisko does not command Terok Nor, Dukat not Deep Space 9, The Intendant not Terok Nor; a commander at another site is not "at" this one', () => {
    const terok = scene(TEROK_NOR, [{ label: 'dukat', owner: 'p1', at: { at: 'ops' }, card: DUKAT }, { label: 'sisko', owner: 'p1', at: { at: 'office' }, card: SISKO }, { label: 'kira', owner: 'p1', at: { at: 'office' }, card: INTENDANT }]);
    expect(isFacilityCommander(terok.state, terok.id('sisko'), terok.id('nor'))).toBe(false);
    expect(isFacilityCommander(terok.state, terok.id('kira'), terok.id('nor'))).toBe(false);
    expect(facilityCommanderAtSite(terok.state, 'p1', terok.id('office'))).toBe(false);
    const ds9 = scene(TEROK_NOR, [{ label: 'dukat', owner: 'p1', at: { at: 'office' }, card: DUKAT }], [], turned);
    expect(isFacilityCommander(ds9.state, ds9.id('dukat'), ds9.id('nor'))).toBe(false);
  });
});

describe("184_021 Station Briefing (while your facility commander is at its Commander's Office: a Captain's Order or File Mission Report free once each turn; any of your personnel files mission reports there)", () => {
  const briefing = (dukatAt: 'office' | 'ops', extra: readonly Placed[] = [], before: (id: (label: string) => string) => readonly GameEvent[] = () => []) =>
    scene(TEROK_NOR, [{ label: 'brief', owner: 'p1', at: { on: 'office' }, card: BRIEFING }, { label: 'dukat', owner: 'p1', at: { at: dukatAt }, card: DUKAT }, ...extra], [], before);
  const freePlays = (events: readonly GameEvent[]) => ofType(events, 'CardAbilityUsed').filter((e) => e.title === 'Station Briefing#free-play');

  it("applies: with Dukat at the office, Captain's Log plays for free; the second Captain's Order of the turn uses the normal card play", () => {
    const { state, id } = briefing('office', [{ label: 'log', owner: 'p1', at: 'hand', card: CAPTAINS_LOG }, { label: 'decks', owner: 'p1', at: 'hand', card: LOWER_DECKS }]);
    const first = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('log') }]);
    expect(freePlays(first.events)).toHaveLength(1);
    expect(first.state.turn!.normalCardPlayUsed).toBeFalsy();
    const second = play(first.state, [{ type: 'PlayCard', actor: 'p1', card: id('decks') }]);
    expect(freePlays(second.events)).toHaveLength(0);
    expect(second.state.turn!.normalCardPlayUsed).toBe(true);
  });

  it("does not apply: with Dukat at Ops instead, Captain's Log uses the normal card play", () => {
    const { state, id } = briefing('ops', [{ label: 'log', owner: 'p1', at: 'hand', card: CAPTAINS_LOG }]);
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('log') }]);
    expect(freePlays(after.events)).toHaveLength(0);
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
  });

  /** p1 solved Intercept Renegade (c1) with a Romulan OFFICER now at the office (the Commander's Office lets matching OFFICERs file only). */
  const solved = (dukatAt: 'office' | 'ops') =>
    briefing(dukatAt, [{ label: 'fmr', owner: 'p1', at: 'hand', card: FILE_MISSION_REPORT }, { label: 'rom', owner: 'p1', at: { at: 'office' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } }], (id) => [
      { type: 'CardMoved', card: id('fmr'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' },
      { type: 'MissionSolved', player: 'p1', location: 'L1', mission: 'c1', contributors: [id('rom')], points: 30 } as GameEvent,
    ]);
  const file = (id: (label: string) => string): Command => ({ type: 'FileMissionReport', actor: 'p1', objective: id('fmr'), personnel: id('rom') });

  it('applies: with Dukat at the office, the Romulan who solved files a mission report there (5 bonus points)', () => {
    const { state, id } = solved('office');
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'FileMissionReport')).toEqual([file(id)]);
    expect(ofType(play(state, [file(id)]).events, 'PointsScored')).toMatchObject([{ player: 'p1', points: 5, bonus: true }]);
  });

  it('does not apply: with Dukat at Ops, the Romulan does not match the station and may not file', () => {
    const { state, id } = solved('ops');
    expect(refused(state, file(id))).toBe('NOT_MATCHING');
  });
});

describe("167_025 Here by Invitation (once per game, your facility commander at Commander's Office: download an objective; nullified by your Bajoran Resistance Cell)", () => {
  const invitation = (siskoAt: 'office' | 'ops', table: readonly string[] = [INVITATION]) =>
    scene(TEROK_NOR, [{ label: 'sisko', owner: 'p1', at: { at: siskoAt }, card: SISKO }, { label: 'fmr', owner: 'p1', at: 'hand', card: FILE_MISSION_REPORT }], table, turned);
  const activate = (id: (label: string) => string): Command => ({ type: 'ActivateCard', actor: 'p1', card: id('t0'), ability: 'download-objective', target: id('fmr') });

  it('applies: Sisko at the Commander\'s Office of Deep Space 9: File Mission Report downloaded onto the table; not a second time that game', () => {
    const { state, id } = invitation('office');
    expect(legalCommands(state, 'p1')).toContainEqual(activate(id));
    const after = play(state, [activate(id)]);
    expect(ofType(after.events, 'CardDownloaded')).toMatchObject([{ player: 'p1', card: id('fmr') }]);
    expect(after.state.cards[id('fmr')]!.zone).toBe(Z.table('p1'));
    expect(legalCommands(after.state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === id('t0'))).toEqual([]);
  });

  it('does not apply: Sisko at Ops, not at the Commander\'s Office', () => {
    const { state, id } = invitation('ops');
    expect(refused(state, activate(id))).toBeTruthy();
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === id('t0'))).toEqual([]);
  });

  it('applies (nullifier): with Bajoran Resistance Cell on your table, playing it downloads no Treaty and it is discarded', () => {
    const { state, id } = scene(TEROK_NOR, [{ label: 'hbi', owner: 'p1', at: 'hand', card: INVITATION }, { label: 'treaty', owner: 'p1', at: 'hand', card: TREATY }], [CELL]);
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('hbi') }]);
    expect(ofType(after.events, 'CardDownloaded')).toEqual([]);
    expect(after.state.cards[id('hbi')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply (nullifier): without the Cell it stays, and the Treaty is downloaded as it is played', () => {
    const { state, id } = scene(TEROK_NOR, [{ label: 'hbi', owner: 'p1', at: 'hand', card: INVITATION }, { label: 'treaty', owner: 'p1', at: 'hand', card: TREATY }]);
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('hbi') }]);
    expect(ofType(after.events, 'CardDownloaded')).toMatchObject([{ card: id('treaty') }]);
    expect(after.state.cards[id('hbi')]!.zone).toBe(Z.table('p1'));
  });
});

describe("132_175 You Know I'd Like to Help (on your facility: with your facility commander aboard, a ship he commands reports there for free, once per game per commander)", () => {
  /** The event on p1's Terok Nor, Dukat at `dukatAt` (or nowhere), Prakesh and Groumall (both commanded by Dukat) in hand; the normal card play spent. */
  const help = (dukatAt: 'office' | 'hand') => {
    const built = scene(TEROK_NOR, [
      { label: 'ports', owner: 'p1', at: { row: 'nor' }, card: PORTS },
      { label: 'help', owner: 'p1', at: { on: 'nor' }, card: HELP },
      { label: 'dukat', owner: 'p1', at: dukatAt === 'hand' ? 'hand' : { at: 'office' }, card: DUKAT },
      { label: 'prakesh', owner: 'p1', at: 'hand', card: PRAKESH },
      { label: 'groumall', owner: 'p1', at: 'hand', card: GROUMALL },
    ]);
    const state: GameState = { ...built.state, turn: { ...built.state.turn!, normalCardPlayUsed: true } };
    return { state, id: built.id };
  };
  // Ships report to a Nor's Docking Ports (1E DS9 expansion rules › REPORTING CARDS FOR DUTY).
  const report = (id: (label: string) => string, ship: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card: id(ship), facility: id('ports') });

  it('plays on your facility', () => {
    const { state, id } = scene(TEROK_NOR, [{ label: 'help', owner: 'p1', at: 'hand', card: HELP }]);
    // You Know I'd Like to Help shows [AU]: p1's Alternate Universe Door lets it play (alternate-universe.ts).
    expect(play(withAuDoor(state, ['p1']), [{ type: 'PlayCard', actor: 'p1', card: id('help'), target: id('nor') }]).state.cards[id('help')]!.zone).toBe(Z.on(id('nor')));
  });

  it('applies: with Dukat at a site of Terok Nor, the Prakesh reports for free; then the Groumall may not (once per game for Dukat)', () => {
    const { state, id } = help('office');
    const after = play(state, [report(id, 'prakesh')]);
    expect(ofType(after.events, 'CardReported')).toMatchObject([{ card: id('prakesh'), normalCardPlay: false }]);
    expect(refused(after.state, report(id, 'groumall'))).toBeTruthy();
  });

  it('does not apply: Dukat not aboard — no free report', () => {
    const { state, id } = help('hand');
    expect(refused(state, report(id, 'prakesh'))).toBeTruthy();
    // With the normal card play unspent, the same report is legal (the ship may report there at all).
    expect(refused({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } }, report(id, 'prakesh'))).toBeNull();
  });
});
