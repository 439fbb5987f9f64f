/**
 * Issue 15 (helper terok): the side a two-sided Nor shows, and free reports to a Nor by the side it shows
 * (behaviour/nor-sides.ts; free-reports.ts › `to.nor`). Given/when/then, an applies and a does-not-apply path
 * for each card: Mirror Terok Nor, Terok Nor, Center of Authority, An Important Victory, I Miss This Office,
 * Here by Invitation.
 *   1E DS9 expansion rules › COMMANDEERING A FACILITY; › REPORTING CARDS FOR DUTY; 1E rulebook › PLAYING "FOR FREE".
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, ship, type PersonSpec } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { siteScene, type Placed } from '../testing/site-scene';
import { norShows } from './site-basics';
import { norSideIcons } from './nor-sides';
import { drawReplaced } from './draw-replacements';

const TEROK_NOR = '112_083';
const MIRROR_TEROK_NOR = '122_027';
const OPS = '112_272';
const PORTS = '112_267';
const SHOPS = '112_274';
const CENTER = '181_025';
const VICTORY = '181_024';
const OFFICE = '167_026';
const INVITATION = '167_025';

/** A CIVILIAN (Promenade Shops takes any non-Borg CIVILIAN) showing these icons, with this lore. */
const civilian = (spec: PersonSpec, codes: readonly string[], lore = ''): Card => ({
  ...person({ skills: 'CIVILIAN', ...spec }),
  icons: codes.map((code) => ({ code, name: code, category: 'test' })) as never,
  lore,
});

/** p1's Nor at L1 (Promenade Shops and Docking Ports in its row), `table` on p1's table, `hand` in hand; p1's normal card play spent. */
function scene(nor: string, table: readonly string[], hand: readonly Card[], before: (id: (label: string) => string) => readonly GameEvent[] = () => [], extra: readonly Placed[] = []) {
  const placed: Placed[] = [
    { label: 'nor', owner: 'p1', at: 'L1', card: nor },
    { label: 'shops', owner: 'p1', at: { row: 'nor' }, card: SHOPS },
    { label: 'ports', owner: 'p1', at: { row: 'nor' }, card: PORTS },
    ...table.map((card, i): Placed => ({ label: `t${i}`, owner: 'p1', at: 'hand', card })),
    ...hand.map((card, i): Placed => ({ label: `h${i}`, owner: 'p1', at: 'hand', card })),
    ...extra,
  ];
  // The table cards lie face up on p1's table.
  const onTable = (id: (label: string) => string): GameEvent[] =>
    table.map((_, i) => ({ type: 'CardMoved', card: id(`t${i}`), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' }) as GameEvent);
  const built = siteScene(placed, 'play', (id) => [...onTable(id), ...before(id)]);
  // The normal card play is spent, so only a free report is legal.
  const state: GameState = { ...built.state, turn: { ...built.state.turn!, normalCardPlayUsed: true } };
  return { state, id: built.id };
}

/** The Nor turned over (p1's own Nor: the record a commandeering leaves, written directly). */
const turned = (affiliation: string) => (id: (label: string) => string): GameEvent[] => [
  { type: 'NorCommandeered', nor: id('nor'), by: 'p1', from: 'p2', site: id('shops'), personnel: id('nor'), affiliation: affiliation as never, turnedOver: true },
];

const report = (state: GameState, card: string, facility: string) => play(state, [{ type: 'ReportForDuty', actor: 'p1', card, facility }]);

describe('Mirror Terok Nor: its new controller may turn it over (1E DS9 expansion rules › COMMANDEERING A FACILITY)', () => {
  const commandeerScene = (nor: string, affiliation: string) =>
    siteScene([
      { label: 'nor', owner: 'p2', at: nor === TEROK_NOR ? 'L2' : 'L1', card: nor },
      { label: 'ops', owner: 'p2', at: { row: 'nor' }, card: OPS },
      { label: 'ports', owner: 'p2', at: { row: 'nor' }, card: PORTS },
      { label: 'cmd', owner: 'p1', at: { at: 'ops' }, card: { skills: 'OFFICER Computer Skill', affiliation } },
    ]);

  it('applies: commandeering is offered with and without the flip; turned over, the [KCA] side shows instead of [TE]', () => {
    const { state, id } = commandeerScene(MIRROR_TEROK_NOR, 'Cardassian');
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'Commandeer');
    expect(offers).toEqual([
      { type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('cmd') },
      { type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('cmd'), flip: true },
    ]);
    expect(norSideIcons(state, id('nor'))).toContain('TE');
    const after = play(state, [{ type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('cmd'), flip: true }]);
    expect(ofType(after.events, 'NorCommandeered')[0]).toMatchObject({ turnedOver: true, affiliation: 'Cardassian' });
    expect(after.state.nors?.[id('nor')]).toEqual({ affiliation: 'Cardassian', flipped: true });
    expect(norSideIcons(after.state, id('nor'))).toContain('KCA');
    expect(norSideIcons(after.state, id('nor'))).not.toContain('TE');
    expect(norShows(after.state, id('nor'), ['Mirror Terok Nor'], 'KCA')).toBe(true);
  });

  it('does not apply: commandeered without the flip it keeps its [TE] side', () => {
    const { state, id } = commandeerScene(MIRROR_TEROK_NOR, 'Cardassian');
    const after = play(state, [{ type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('cmd') }]);
    expect(ofType(after.events, 'NorCommandeered')[0]!.turnedOver).toBeUndefined();
    expect(norShows(after.state, id('nor'), ['Mirror Terok Nor'], 'TE')).toBe(true);
    expect(norShows(after.state, id('nor'), ['Mirror Terok Nor'], 'KCA')).toBe(false);
  });

  it('Terok Nor: turned over only by a [Baj] or [Fed] commandeering, never at the controller\'s choice', () => {
    const cardassian = commandeerScene(TEROK_NOR, 'Cardassian');
    expect(refused(cardassian.state, { type: 'Commandeer', actor: 'p1', facility: cardassian.id('nor'), personnel: cardassian.id('cmd'), flip: true })).toBe('NOT_TURNABLE');
    const kept = play(cardassian.state, [{ type: 'Commandeer', actor: 'p1', facility: cardassian.id('nor'), personnel: cardassian.id('cmd') }]);
    expect(norShows(kept.state, cardassian.id('nor'), ['Terok Nor'])).toBe(true);
    const bajoran = commandeerScene(TEROK_NOR, 'Bajoran');
    const after = play(bajoran.state, [{ type: 'Commandeer', actor: 'p1', facility: bajoran.id('nor'), personnel: bajoran.id('cmd') }]);
    expect(ofType(after.events, 'NorCommandeered')[0]).toMatchObject({ flippedTo: 'Deep Space 9', turnedOver: true });
    expect(after.state.nors?.[bajoran.id('nor')]).toEqual({ affiliation: 'Bajoran', title: 'Deep Space 9', flipped: true });
  });
});

describe('Center of Authority: free reports to [KCA] Mirror Terok Nor', () => {
  const bajoran = civilian({ affiliation: 'Bajoran' }, ['DS9', 'KCA']);
  it('applies: a [DS9][Baj][KCA] personnel reports for free to a site of Mirror Terok Nor with its [KCA] side up; once each turn', () => {
    const { state, id } = scene(MIRROR_TEROK_NOR, [CENTER], [bajoran, civilian({ affiliation: 'Cardassian' }, ['DS9', 'KCA'])], turned('Bajoran'));
    const after = report(state, id('h0'), id('shops'));
    expect(ofType(after.events, 'CardReported').map((e) => e.card)).toEqual([id('h0')]);
    expect(refused(after.state, { type: 'ReportForDuty', actor: 'p1', card: id('h1'), facility: id('shops') })).toBeTruthy();
  });
  it('does not apply: the [TE] side up, or a personnel without [KCA]', () => {
    const te = scene(MIRROR_TEROK_NOR, [CENTER], [bajoran]);
    expect(refused(te.state, { type: 'ReportForDuty', actor: 'p1', card: te.id('h0'), facility: te.id('shops') })).toBeTruthy();
    const plain = scene(MIRROR_TEROK_NOR, [CENTER], [civilian({ affiliation: 'Bajoran' }, ['DS9'])], turned('Bajoran'));
    expect(refused(plain.state, { type: 'ReportForDuty', actor: 'p1', card: plain.id('h0'), facility: plain.id('shops') })).toBeTruthy();
  });
});

describe('An Important Victory: free reports to [TE] Mirror Terok Nor', () => {
  const terran = civilian({ affiliation: 'Federation' }, ['DS9', 'TE']);
  it('applies: a [DS9][Fed][TE] personnel reports for free to Mirror Terok Nor with its [TE] side up', () => {
    const { state, id } = scene(MIRROR_TEROK_NOR, [VICTORY], [terran]);
    expect(ofType(report(state, id('h0'), id('shops')).events, 'CardReported').map((e) => e.card)).toEqual([id('h0')]);
  });
  it('does not apply: the [KCA] side up, or Terran Rebellion HQ in play', () => {
    const kca = scene(MIRROR_TEROK_NOR, [VICTORY], [terran], turned('Federation'));
    expect(refused(kca.state, { type: 'ReportForDuty', actor: 'p1', card: kca.id('h0'), facility: kca.id('shops') })).toBeTruthy();
    const hq = scene(MIRROR_TEROK_NOR, [VICTORY], [terran], () => [], [{ label: 'hq', owner: 'p1', at: 'L2', card: 'Terran Rebellion HQ' }]);
    expect(refused(hq.state, { type: 'ReportForDuty', actor: 'p1', card: hq.id('h0'), facility: hq.id('shops') })).toBeTruthy();
  });
});

describe('I Miss This Office: free reports to Terok Nor', () => {
  const staff = civilian({ affiliation: 'Cardassian' }, ['DS9', 'Stf']);
  const loreOnly = civilian({ affiliation: 'Cardassian' }, ['DS9'], 'Served aboard Terok Nor.');
  it('applies: a [DS9][Car] personnel with [Stf], or with "Terok Nor" in lore, reports for free to Terok Nor; the two share one use a turn', () => {
    const { state, id } = scene(TEROK_NOR, [OFFICE], [staff, loreOnly]);
    const after = report(state, id('h0'), id('shops'));
    expect(ofType(after.events, 'CardReported').map((e) => e.card)).toEqual([id('h0')]);
    expect(refused(after.state, { type: 'ReportForDuty', actor: 'p1', card: id('h1'), facility: id('shops') })).toBeTruthy();
    const lore = scene(TEROK_NOR, [OFFICE], [loreOnly]);
    expect(ofType(report(lore.state, lore.id('h0'), lore.id('shops')).events, 'CardReported')).toHaveLength(1);
  });
  it('does not apply: Terok Nor turned to Deep Space 9, or neither [Stf] nor the lore', () => {
    const ds9 = scene(TEROK_NOR, [OFFICE], [staff], turned('Cardassian'));
    expect(refused(ds9.state, { type: 'ReportForDuty', actor: 'p1', card: ds9.id('h0'), facility: ds9.id('shops') })).toBeTruthy();
    const plain = scene(TEROK_NOR, [OFFICE], [civilian({ affiliation: 'Cardassian' }, ['DS9'])]);
    expect(refused(plain.state, { type: 'ReportForDuty', actor: 'p1', card: plain.id('h0'), facility: plain.id('shops') })).toBeTruthy();
  });
});

describe('Here by Invitation: free reports to Deep Space 9 or your U.S.S. Defiant', () => {
  const resident = civilian({ affiliation: 'Bajoran' }, ['DS9'], 'Lives aboard Deep Space 9.');
  const defiant = (): Card => ({ ...ship({ affiliation: 'Federation' }), title: 'U.S.S. Defiant' });
  it('applies: a [DS9][Baj] personnel with "Deep Space 9" in lore reports for free to Deep Space 9, or aboard your U.S.S. Defiant', () => {
    const { state, id } = scene(TEROK_NOR, [INVITATION], [resident], turned('Bajoran'));
    expect(ofType(report(state, id('h0'), id('shops')).events, 'CardReported').map((e) => e.card)).toEqual([id('h0')]);
    // A [DS9][Fed] one aboard the Federation ship (compatible: 1E rulebook › REPORTING FOR DUTY).
    const officer = civilian({ affiliation: 'Federation' }, ['DS9'], 'Posted to DS9.');
    const aboard = scene(TEROK_NOR, [INVITATION], [officer], () => [], [{ label: 'defiant', owner: 'p1', at: 'L2', card: defiant() }]);
    // Aboard the ship: a report place of the card's own (SpecialReport), sharing the free report's use.
    const special = play(aboard.state, [{ type: 'SpecialReport', actor: 'p1', card: aboard.id('h0'), to: Z.aboard(aboard.id('defiant')) }]);
    expect(special.state.cards[aboard.id('h0')]!.zone).toBe(Z.aboard(aboard.id('defiant')));
  });
  it('does not apply: Terok Nor not turned over, lore without DS9, or Bajoran Resistance Cell in play', () => {
    const terok = scene(TEROK_NOR, [INVITATION], [resident]);
    expect(refused(terok.state, { type: 'ReportForDuty', actor: 'p1', card: terok.id('h0'), facility: terok.id('shops') })).toBeTruthy();
    const stranger = scene(TEROK_NOR, [INVITATION], [civilian({ affiliation: 'Bajoran' }, ['DS9'], 'A farmer.')], turned('Bajoran'));
    expect(refused(stranger.state, { type: 'ReportForDuty', actor: 'p1', card: stranger.id('h0'), facility: stranger.id('shops') })).toBeTruthy();
    const elsewhere = scene(TEROK_NOR, [INVITATION], [civilian({ affiliation: 'Federation' }, ['DS9'], 'Posted to DS9.')], () => [], [{ label: 'other', owner: 'p1', at: 'L2', card: { ...ship({ affiliation: 'Federation' }), title: 'U.S.S. Valiant' } }]);
    expect(refused(elsewhere.state, { type: 'SpecialReport', actor: 'p1', card: elsewhere.id('h0'), to: Z.aboard(elsewhere.id('other')) })).toBeTruthy();
    const cell = scene(TEROK_NOR, [INVITATION, 'Bajoran Resistance Cell'], [resident], turned('Bajoran'));
    expect(refused(cell.state, { type: 'ReportForDuty', actor: 'p1', card: cell.id('h0'), facility: cell.id('shops') })).toBeTruthy();
  });
});

describe("Community Leader: once per game, at any time, Quark's Bar and/or one Holosuite downloaded onto a Nor (site-to-download)", () => {
  const BAR = '117_128';
  const HOLOSUITE = '125_131';
  const COMMUNITY = '219_014';
  it('applies: both together onto Terok Nor, as one download; not again that game', () => {
    const { state, id } = scene(TEROK_NOR, [COMMUNITY], [], () => [], [
      { label: 'bar', owner: 'p1', at: 'hand', card: BAR },
      { label: 'holo', owner: 'p1', at: 'hand', card: HOLOSUITE },
    ]);
    const both = `${id('bar')}@${id('nor')}+${id('holo')}@${id('nor')}`;
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === id('t0')).map((c) => (c.type === 'ActivateCard' ? c.target : undefined));
    expect(offers).toEqual(expect.arrayContaining([`${id('bar')}@${id('nor')}`, `${id('holo')}@${id('nor')}`, both]));
    const after = play(state, [{ type: 'ActivateCard', actor: 'p1', card: id('t0'), ability: 'download-bar-holosuite', target: both }]);
    expect(after.state.cards[id('bar')]!.zone).toBe(Z.sites(id('nor')));
    expect(after.state.cards[id('holo')]!.zone).toBe(Z.sites(id('nor')));
    expect(refused(after.state, { type: 'ActivateCard', actor: 'p1', card: id('t0'), ability: 'download-bar-holosuite', target: `${id('bar')}@${id('nor')}` })).toBeTruthy();
  });
  it("does not apply: a Nor whose corner Quark's Bar does not name (Nor), nothing to download", () => {
    const { state, id } = scene('112_082', [COMMUNITY], [], () => [], [{ label: 'bar', owner: 'p1', at: 'hand', card: BAR }]);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === id('t0'))).toEqual([]);
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: id('t0'), ability: 'download-bar-holosuite', target: `${id('bar')}@${id('nor')}` })).toBeTruthy();
  });
});

describe("We Need You Here: on Commander's Office, once each turn a site downloaded to its station in place of a card draw", () => {
  const OFFICE_SITE = '112_265';
  const INFIRMARY = '112_271';
  const WE_NEED = '171_065';
  const officeScene = (nor: string, site: string) =>
    siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: nor },
      { label: 'office', owner: 'p1', at: { row: 'nor' }, card: OFFICE_SITE },
      { label: 'card', owner: 'p1', at: { on: 'office' }, card: WE_NEED },
      { label: 'site', owner: 'p1', at: 'hand', card: site },
    ]);
  it('applies: a site onto that Nor, the end-of-turn draw given up; not twice a turn', () => {
    const { state, id } = officeScene(TEROK_NOR, INFIRMARY);
    const after = play(state, [{ type: 'ActivateCard', actor: 'p1', card: id('card'), ability: 'download-site', target: `${id('site')}@${id('nor')}` }]);
    expect(after.state.cards[id('site')]!.zone).toBe(Z.sites(id('nor')));
    expect(drawReplaced(state, 'p1')).toBe(false);
    expect(drawReplaced(after.state, 'p1')).toBe(true);
    expect(refused(after.state, { type: 'ActivateCard', actor: 'p1', card: id('card'), ability: 'download-site', target: `${id('site')}@${id('nor')}` })).toBeTruthy();
  });
  it("does not apply: a site that may not lie on this station (The Intendant's Quarters on Terok Nor)", () => {
    const { state, id } = officeScene(TEROK_NOR, '181_078');
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === id('card'))).toEqual([]);
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: id('card'), ability: 'download-site', target: `${id('site')}@${id('nor')}` })).toBeTruthy();
  });
  it("seeds or plays only on a Commander's Office", () => {
    const { state, id } = siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: TEROK_NOR },
      { label: 'office', owner: 'p1', at: { row: 'nor' }, card: OFFICE_SITE },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'card', owner: 'p1', at: 'hand', card: WE_NEED },
    ]);
    const targets = legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === id('card')).map((c) => (c.type === 'PlayCard' ? c.target : undefined));
    expect(targets).toEqual([id('office')]);
  });
});

describe('I Miss This Office: Baseball downloaded when your personnel just commandeered Deep Space 9 (card-to-download-for-commandeered)', () => {
  /** p1's Terok Nor, p2's since a commandeering (turned to Deep Space 9 when `ds9`); p1's Cardassian Computer Skill unopposed at its Ops; p1 answers its windows. */
  const given = (ds9: boolean) => {
    const built = siteScene(
      [
        { label: 'nor', owner: 'p1', at: 'L1', card: TEROK_NOR },
        { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
        { label: 'gul', owner: 'p1', at: { at: 'ops' }, card: { skills: 'OFFICER Computer Skill', affiliation: 'Cardassian' } },
        { label: 'office', owner: 'p1', at: 'hand', card: OFFICE },
        { label: 'ball', owner: 'p1', at: 'hand', card: 'Baseball' },
      ],
      'play',
      (id) => [
        { type: 'CardMoved', card: id('office'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' },
        { type: 'NorCommandeered', nor: id('nor'), by: 'p2', from: 'p1', site: id('ops'), personnel: id('nor'), affiliation: (ds9 ? 'Bajoran' : 'Cardassian') as never, ...(ds9 ? { flippedTo: 'Deep Space 9', turnedOver: true as const } : {}) },
      ],
    );
    const state = play(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }]).state;
    return { state: play(state, [{ type: 'Commandeer', actor: 'p1', facility: built.id('nor'), personnel: built.id('gul') }]).state, id: built.id };
  };
  const use = (id: (label: string) => string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card: id('office'), ability: 'download-baseball', target: id('ball') });

  it('applies: in the window of the commandeering, Baseball is downloaded onto Deep Space 9 and scores its 20 points', () => {
    const { state, id } = given(true);
    expect(state.windows?.slice(-1)[0]).toMatchObject({ action: 'facility-commandeered', by: 'p1', player: 'p1', commandeeredAs: 'Deep Space 9' });
    expect(legalCommands(state, 'p1')).toContainEqual(use(id));
    const before = state.score.p1.points + state.score.p1.bonus;
    let after = play(state, [use(id)]).state;
    for (let guard = 0; guard < 6 && (after.windows ?? []).length > 0; guard += 1) after = play(after, [{ type: 'PassResponse', actor: after.awaiting[0]!.player }]).state;
    expect(after.cards[id('ball')]!.zone).toBe(Z.on(id('nor')));
    expect(after.score.p1.points + after.score.p1.bonus - before).toBe(20);
  });

  it('does not apply: the Nor commandeered showed Terok Nor', () => {
    const { state, id } = given(false);
    expect(state.windows?.slice(-1)[0]).toMatchObject({ action: 'facility-commandeered', commandeeredAs: 'Terok Nor' });
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard')).toEqual([]);
    expect(refused(state, use(id))).toBeTruthy();
  });
});
