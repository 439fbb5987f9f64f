/**
 * Issue 15 (sites): Nors and their Site cards (behaviour/sites.ts).
 *   1E DS9 expansion rules › THE SEED PHASES › Stations, Sites; 1E rulebook › SEEDING SITES (up to six, on any
 *   Nor where allowed, level order, unique per station unless universal); 1E DS9 expansion rules › REPORTING
 *   CARDS FOR DUTY (a site's allowance; only with a docking site); › Walking; › Ship cards (docking sites);
 *   › COMMANDEERING A FACILITY (Computer Skill unopposed at Ops); › Beaming (none to or within a Nor).
 * given (a scene built from facts) / when (the command) / then (the exact facts, or the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, ship, type PersonSpec } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { bp } from '../context';
import { checkReportingPlace } from '../play';
import { norTargets } from './sites';
import { siteScene, type Placed } from '../testing/site-scene';
import { SITE_RULES, sitesRow } from './site-basics';

const NOR = '112_082';
const TEROK_NOR = '112_083';
const OPS = '112_272';
const PORTS = '112_267';
const PYLONS = '112_268';
const INFIRMARY = '112_271';
const GUEST = '112_270';
const GARAK_SHOP = '112_269';
const MIRROR_OPS = '122_130';
const SHRINE = '119_114';
const SECURITY = '112_056';
const ORE_UNIT = '112_273';

const cardassian = (skills: string, extra: Partial<PersonSpec> = {}): PersonSpec => ({ skills, affiliation: 'Cardassian', ...extra });
const shipWith = (affiliation: string, icons: readonly string[]): Card => {
  const base = ship({ affiliation });
  return { ...base, ship: { ...base.ship!, staffing: { icons: icons as never, alternatives: [] } } };
};
/** A Cardassian OFFICER with the [Cmd] staffing icon. */
const commander = (): Card => ({ ...person(cardassian('OFFICER')), icons: [{ code: 'Cmd', name: 'Cmd', category: 'staffing' }] as never });
const offered = (state: GameState, player: PlayerId, type: Command['type']) => legalCommands(state, player).filter((c) => c.type === type);

describe('seeding a Nor (1E DS9 expansion rules › THE SEED PHASES › Stations: only where its card says)', () => {
  it('Nor seeds at a Cardassian-icon location, not in the Bajor Region; Terok Nor only in the Bajor Region', () => {
    const { state, id } = siteScene([
      { label: 'nor', owner: 'p1', at: 'seed', card: NOR },
      { label: 'terok', owner: 'p1', at: 'seed', card: TEROK_NOR },
    ], 'facility');
    const seeds = offered(state, 'p1', 'SeedFacility').map((c) => (c.type === 'SeedFacility' ? [c.card, c.location] : []));
    expect(seeds).toEqual(expect.arrayContaining([[id('nor'), 'L1'], [id('terok'), 'L2']]));
    expect(seeds).not.toContainEqual([id('nor'), 'L2']);
    expect(seeds).not.toContainEqual([id('terok'), 'L1']);
    expect(refused(state, { type: 'SeedFacility', actor: 'p1', card: id('nor'), location: 'L2' })).toBe('NOT_ITS_PLACE');
    const after = play(state, [{ type: 'SeedFacility', actor: 'p1', card: id('nor'), location: 'L1' }]);
    expect(ofType(after.events, 'FacilitySeeded')).toEqual([{ type: 'FacilitySeeded', player: 'p1', card: id('nor'), location: 'L1', rule: expect.any(String) }]);
    expect(after.state.cards[id('nor')]!.zone).toBe(Z.space('L1'));
  });
});

describe('seeding sites (1E rulebook › SEEDING SITES)', () => {
  const base = (more: readonly Placed[]) =>
    siteScene([{ label: 'nor', owner: 'p2', at: 'L1', card: NOR }, { label: 'terok', owner: 'p2', at: 'L2', card: TEROK_NOR }, ...more], 'facility');

  it('a site seeds into the row of any Nor it fits, whoever seeded the Nor; kept in level order', () => {
    const { state, id } = base([
      { label: 'ports', owner: 'p1', at: 'seed', card: PORTS },
      { label: 'ops', owner: 'p1', at: 'seed', card: OPS },
      { label: 'inf', owner: 'p1', at: 'seed', card: INFIRMARY },
    ]);
    expect(offered(state, 'p1', 'SeedOnTable')).toEqual(expect.arrayContaining([{ type: 'SeedOnTable', actor: 'p1', card: id('ops'), target: id('nor') }]));
    let next = play(state, [{ type: 'SeedOnTable', actor: 'p1', card: id('ports'), target: id('nor') }]);
    expect(ofType(next.events, 'CardSeededOnTable')).toEqual([{ type: 'CardSeededOnTable', player: 'p1', card: id('ports'), to: Z.sites(id('nor')), rule: expect.any(String) }]);
    next = play(next.state, [{ type: 'PassSeeding', actor: 'p2' }, { type: 'SeedOnTable', actor: 'p1', card: id('ops'), target: id('nor') }]);
    next = play(next.state, [{ type: 'SeedOnTable', actor: 'p1', card: id('inf'), target: id('nor') }]);
    // Ops Module, Promenade, Docking Ring — whatever the order they came in.
    expect(sitesRow(next.state, id('nor'))).toEqual([id('ops'), id('inf'), id('ports')]);
  });

  it('unique per station: a second Ops on the same Nor is refused, on another Nor it is fine; a universal site may repeat', () => {
    const { state, id } = base([
      { label: 'ops1', owner: 'p2', at: { row: 'nor' }, card: OPS },
      { label: 'ops2', owner: 'p1', at: 'seed', card: OPS },
      { label: 'gq1', owner: 'p2', at: { row: 'nor' }, card: GUEST },
      { label: 'gq2', owner: 'p1', at: 'seed', card: GUEST },
    ]);
    expect(refused(state, { type: 'SeedOnTable', actor: 'p1', card: id('ops2'), target: id('nor') })).toBe('INVALID_TARGET');
    expect(() => play(state, [{ type: 'SeedOnTable', actor: 'p1', card: id('ops2'), target: id('terok') }])).not.toThrow();
    expect(play(state, [{ type: 'SeedOnTable', actor: 'p1', card: id('gq2'), target: id('nor') }]).state.cards[id('gq2')]!.zone).toBe(Z.sites(id('nor')));
  });

  it("a site's corner names its Nors: Garak's Tailor Shop on Terok Nor, not on a plain Nor; Ops: Mirror Universe only in the Mirror Quadrant", () => {
    const { state, id } = base([
      { label: 'garak', owner: 'p1', at: 'seed', card: GARAK_SHOP },
      { label: 'mops', owner: 'p1', at: 'seed', card: MIRROR_OPS },
    ]);
    expect(refused(state, { type: 'SeedOnTable', actor: 'p1', card: id('garak'), target: id('nor') })).toBe('INVALID_TARGET');
    expect(play(state, [{ type: 'SeedOnTable', actor: 'p1', card: id('garak'), target: id('terok') }]).state.cards[id('garak')]!.zone).toBe(Z.sites(id('terok')));
    expect(refused(state, { type: 'SeedOnTable', actor: 'p1', card: id('mops'), target: id('nor') })).toBe('INVALID_TARGET');
  });

  it('up to six sites: the seventh is refused', () => {
    const placed: Placed[] = Array.from({ length: 7 }, (_, i) => ({ label: `gq${i}`, owner: 'p1' as const, at: 'seed' as const, card: GUEST }));
    let { state } = base(placed);
    const built = base(placed);
    for (let i = 0; i < 6; i += 1) state = play(state, [{ type: 'SeedOnTable', actor: 'p1', card: built.id(`gq${i}`), target: built.id('nor') }, ...(i === 0 ? [{ type: 'PassSeeding' as const, actor: 'p2' as const }] : [])]).state;
    expect(state.awaiting).toEqual([{ player: 'p1', kind: 'seed-facility' }]);
    expect(refused(state, { type: 'SeedOnTable', actor: 'p1', card: built.id('gq6'), target: built.id('nor') })).toBe('INVALID_TARGET');
  });
});

describe('playing a site (1E rulebook › SITES: "Playing one uses your normal card play")', () => {
  it('applies: onto a Nor in play, as the normal card play', () => {
    const { state, id } = siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
      { label: 'inf', owner: 'p1', at: 'hand', card: INFIRMARY },
    ]);
    expect(offered(state, 'p1', 'PlayCard')).toContainEqual({ type: 'PlayCard', actor: 'p1', card: id('inf'), target: id('nor') });
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('inf'), target: id('nor') }]);
    expect(ofType(after.events, 'CardPlayed')).toEqual([{ type: 'CardPlayed', player: 'p1', card: id('inf'), to: Z.sites(id('nor')), normalCardPlay: true, rule: expect.any(String) }]);
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('does not apply: no Nor in play — not offered, refused', () => {
    const { state, id } = siteScene([{ label: 'inf', owner: 'p1', at: 'hand', card: INFIRMARY }]);
    expect(offered(state, 'p1', 'PlayCard').filter((c) => c.type === 'PlayCard' && c.card === id('inf'))).toEqual([]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('inf'), target: 'L1' })).toBe('INVALID_TARGET');
  });
});

describe('reporting to a site (1E DS9 expansion rules › REPORTING CARDS FOR DUTY)', () => {
  const nor = (sites: readonly Placed[], hand: readonly Placed[], owner: PlayerId = 'p1') =>
    siteScene([{ label: 'nor', owner, at: 'L1', card: NOR }, ...sites, ...hand]);
  const withDocking = (more: readonly Placed[] = []) => [
    { label: 'ops', owner: 'p1' as const, at: { row: 'nor' }, card: OPS },
    { label: 'ports', owner: 'p1' as const, at: { row: 'nor' }, card: PORTS },
    ...more,
  ];

  it('applies: a Cardassian OFFICER reports to Ops (not to Docking Ports); a ship reports docked at Docking Ports', () => {
    const { state, id } = nor(withDocking(), [
      { label: 'off', owner: 'p1', at: 'hand', card: cardassian('OFFICER') },
      { label: 'ship', owner: 'p1', at: 'hand', card: shipWith('Cardassian', ['Cmd', 'Stf']) },
    ]);
    const reports = offered(state, 'p1', 'ReportForDuty').map((c) => (c.type === 'ReportForDuty' ? [c.card, c.facility] : []));
    expect(reports).toEqual(expect.arrayContaining([[id('off'), id('ops')], [id('ship'), id('ports')]]));
    expect(reports).not.toContainEqual([id('off'), id('ports')]);
    const after = play(state, [{ type: 'ReportForDuty', actor: 'p1', card: id('off'), facility: id('ops') }]);
    expect(ofType(after.events, 'CardReported')).toEqual([{ type: 'CardReported', player: 'p1', card: id('off'), facility: id('ops'), to: Z.aboard(id('ops')), normalCardPlay: true, rule: expect.any(String) }]);
    const ship = play(state, [{ type: 'ReportForDuty', actor: 'p1', card: id('ship'), facility: id('ports') }]);
    expect(ship.state.cards[id('ship')]!.zone).toBe(Z.docked(id('ports')));
  });

  it("does not apply: a card the site does not allow, an incompatible one, a Nor with no docking site, the opponent's Nor", () => {
    const { state, id } = nor(withDocking([{ label: 'pylons', owner: 'p1', at: { row: 'nor' }, card: PYLONS }]), [
      { label: 'eng', owner: 'p1', at: 'hand', card: cardassian('ENGINEER') },
      { label: 'fed', owner: 'p1', at: 'hand', card: { skills: 'OFFICER', affiliation: 'Federation' } },
      { label: 'ship', owner: 'p1', at: 'hand', card: shipWith('Cardassian', ['Cmd']) },
    ]);
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: id('eng'), facility: id('ops') })).toBe('SITE_DOES_NOT_ALLOW');
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: id('fed'), facility: id('ops') })).toBe('NOT_COMPATIBLE');
    // Docking Pylons: ships dock, they do not report there.
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: id('ship'), facility: id('pylons') })).toBe('SITE_DOES_NOT_ALLOW');
    const bare = nor([{ label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS }], [{ label: 'off', owner: 'p1', at: 'hand', card: cardassian('OFFICER') }]);
    expect(refused(bare.state, { type: 'ReportForDuty', actor: 'p1', card: bare.id('off'), facility: bare.id('ops') })).toBe('NO_DOCKING_SITE');
    expect(offered(bare.state, 'p1', 'ReportForDuty')).toEqual([]);
    const theirs = nor(withDocking(), [{ label: 'off', owner: 'p1', at: 'hand', card: cardassian('OFFICER') }], 'p2');
    expect(refused(theirs.state, { type: 'ReportForDuty', actor: 'p1', card: theirs.id('off'), facility: theirs.id('ops') })).toBe('NOT_USABLE');
  });

  it('Guest Quarters: any non-Borg V.I.P. regardless of affiliation, only while unoccupied', () => {
    const { state, id } = nor(withDocking([{ label: 'gq', owner: 'p1', at: { row: 'nor' }, card: GUEST }]), [
      { label: 'vip', owner: 'p1', at: 'hand', card: { skills: 'V.I.P. Diplomacy', affiliation: 'Federation' } },
      { label: 'borg', owner: 'p1', at: 'hand', card: { skills: 'V.I.P.', affiliation: 'Borg' } },
    ]);
    expect(play(state, [{ type: 'ReportForDuty', actor: 'p1', card: id('vip'), facility: id('gq') }]).state.cards[id('vip')]!.zone).toBe(Z.aboard(id('gq')));
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: id('borg'), facility: id('gq') })).toBe('SITE_DOES_NOT_ALLOW');
    const occupied = nor(withDocking([{ label: 'gq', owner: 'p1', at: { row: 'nor' }, card: GUEST }, { label: 'guest', owner: 'p1', at: { at: 'gq' }, card: cardassian('OFFICER') }]), [
      { label: 'vip', owner: 'p1', at: 'hand', card: { skills: 'V.I.P.', affiliation: 'Federation' } },
    ]);
    expect(refused(occupied.state, { type: 'ReportForDuty', actor: 'p1', card: occupied.id('vip'), facility: occupied.id('gq') })).toBe('SITE_DOES_NOT_ALLOW');
  });
});

describe('walking between sites (1E DS9 expansion rules › EXECUTING ORDERS › Walking)', () => {
  const scene = () =>
    siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'inf', owner: 'p1', at: { row: 'nor' }, card: INFIRMARY },
      { label: 'ports', owner: 'p1', at: { row: 'nor' }, card: PORTS },
      { label: 'ship', owner: 'p1', at: { docked: 'ports' }, card: shipWith('Cardassian', []) },
      { label: 'gul', owner: 'p1', at: { at: 'ops' }, card: cardassian('OFFICER') },
    ]);

  it('applies: from Ops along the row to Docking Ports; then aboard the ship docked there', () => {
    const { state, id } = scene();
    expect(offered(state, 'p1', 'Walk')).toEqual(expect.arrayContaining([{ type: 'Walk', actor: 'p1', cards: [id('gul')], to: Z.aboard(id('ports')) }]));
    const after = play(state, [{ type: 'Walk', actor: 'p1', cards: [id('gul')], to: Z.aboard(id('ports')) }]);
    expect(ofType(after.events, 'CardsWalked')).toEqual([{ type: 'CardsWalked', player: 'p1', cards: [id('gul')], from: Z.aboard(id('ops')), to: Z.aboard(id('ports')), betweenSites: true, rule: expect.any(String) }]);
    const aboard = play(after.state, [{ type: 'Walk', actor: 'p1', cards: [id('gul')], to: Z.aboard(id('ship')) }]);
    expect(aboard.state.cards[id('gul')]!.zone).toBe(Z.aboard(id('ship')));
  });

  it('does not apply: having stopped at a site, not again between sites that turn; no beaming to a site', () => {
    const { state, id } = scene();
    const after = play(state, [{ type: 'Walk', actor: 'p1', cards: [id('gul')], to: Z.aboard(id('inf')) }]).state;
    expect(refused(after, { type: 'Walk', actor: 'p1', cards: [id('gul')], to: Z.aboard(id('ports')) })).toBe('WALKED_THIS_TURN');
    expect(offered(after, 'p1', 'Walk').filter((c) => c.type === 'Walk' && c.to === Z.aboard(id('ports')))).toEqual([]);
    expect(refused(state, { type: 'Beam', actor: 'p1', cards: [id('gul')], to: Z.aboard(id('inf')), via: id('ship') })).toBe('NOT_VIA_TRANSPORTER');
  });
});

describe('docking at a Nor (1E DS9 expansion rules › Ship cards: docked at one of its docking sites)', () => {
  const scene = (shipCard: Card, extra: readonly Placed[] = []) =>
    siteScene([
      { label: 'nor', owner: 'p2', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p2', at: { row: 'nor' }, card: OPS },
      { label: 'pylons', owner: 'p2', at: { row: 'nor' }, card: PYLONS },
      { label: 'ship', owner: 'p1', at: 'L1', card: shipCard },
      { label: 'crew', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'OFFICER', affiliation: shipCard.affiliations[0] } },
      ...extra,
    ]);

  it('applies: a compatible ship docks at Docking Pylons (not at Ops)', () => {
    const { state, id } = scene(shipWith('Cardassian', []));
    expect(offered(state, 'p1', 'Dock')).toEqual([{ type: 'Dock', actor: 'p1', ship: id('ship'), facility: id('pylons') }]);
    const after = play(state, [{ type: 'Dock', actor: 'p1', ship: id('ship'), facility: id('pylons') }]);
    expect(ofType(after.events, 'ShipDocked')).toEqual([{ type: 'ShipDocked', player: 'p1', ship: id('ship'), facility: id('pylons'), rule: expect.any(String) }]);
    expect(refused(state, { type: 'Dock', actor: 'p1', ship: id('ship'), facility: id('ops') })).toBe('NOT_A_DOCKING_SITE');
  });

  it('does not apply: five staffing icons at the Pylons; an incompatible ship unless its Computer Skill is unopposed at the site', () => {
    const crew = [1, 2, 3, 4].map((n): Placed => ({ label: `crew${n}`, owner: 'p1', at: { aboard: 'ship' }, card: commander() }));
    const large = scene(shipWith('Cardassian', ['Cmd', 'Cmd', 'Stf', 'Stf', 'Stf']), [...crew, { label: 'crew5', owner: 'p1', at: { aboard: 'ship' }, card: commander() }]);
    expect(refused(large.state, { type: 'Dock', actor: 'p1', ship: large.id('ship'), facility: large.id('pylons') })).toBe('SHIP_TOO_LARGE');
    const fed = scene(shipWith('Federation', []));
    expect(refused(fed.state, { type: 'Dock', actor: 'p1', ship: fed.id('ship'), facility: fed.id('pylons') })).toBe('CANNOT_DOCK');
    const helped = scene(shipWith('Federation', []), [{ label: 'tech', owner: 'p1', at: { at: 'pylons' }, card: { skills: 'ENGINEER Computer Skill', affiliation: 'Federation' } }]);
    expect(play(helped.state, [{ type: 'Dock', actor: 'p1', ship: helped.id('ship'), facility: helped.id('pylons') }]).state.cards[helped.id('ship')]!.zone).toBe(Z.docked(helped.id('pylons')));
  });
});

describe('commandeering a Nor (1E DS9 expansion rules › COMMANDEERING A FACILITY)', () => {
  const scene = (norId: string, extra: readonly Placed[]) =>
    siteScene([
      { label: 'nor', owner: 'p2', at: norId === TEROK_NOR ? 'L2' : 'L1', card: norId },
      { label: 'ops', owner: 'p2', at: { row: 'nor' }, card: OPS },
      { label: 'ports', owner: 'p2', at: { row: 'nor' }, card: PORTS },
      ...extra,
    ]);

  it('applies: a Computer Skill personnel unopposed at Ops takes the Nor; its affiliation becomes theirs, so their OFFICERs report to Ops', () => {
    const { state, id } = scene(NOR, [
      { label: 'kira', owner: 'p1', at: { at: 'ops' }, card: { skills: 'OFFICER Computer Skill', affiliation: 'Bajoran' } },
      { label: 'baj', owner: 'p1', at: 'hand', card: { skills: 'OFFICER', affiliation: 'Bajoran' } },
    ]);
    expect(offered(state, 'p1', 'Commandeer')).toEqual([{ type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') }]);
    const after = play(state, [{ type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') }]);
    expect(ofType(after.events, 'NorCommandeered')).toEqual([
      { type: 'NorCommandeered', nor: id('nor'), by: 'p1', from: 'p2', site: id('ops'), personnel: id('kira'), affiliation: 'Bajoran', rule: SITE_RULES.commandeer },
    ]);
    expect(after.state.cards[id('nor')]!.owner).toBe('p1');
    expect(after.state.control?.[id('nor')]).toMatchObject({ owner: 'p2' });
    // The place is now usable by p1, and the Nor is Bajoran: a Bajoran OFFICER may report to its Ops.
    expect(checkReportingPlace(state, 'p1', id('baj'), id('ops'))?.code).toBe('NOT_USABLE');
    expect(checkReportingPlace(after.state, 'p1', id('baj'), id('ops'))).toBeNull();
  });

  it('Terok Nor commandeered by a Bajoran turns to Deep Space 9, where a Deep Space 9 site may then be placed', () => {
    const { state, id } = scene(TEROK_NOR, [
      { label: 'kira', owner: 'p1', at: { at: 'ops' }, card: { skills: 'OFFICER Computer Skill', affiliation: 'Bajoran' } },
      { label: 'shrine', owner: 'p1', at: 'hand', card: SHRINE },
    ]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('shrine'), target: id('nor') })).toBe('INVALID_TARGET');
    const after = play(state, [{ type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') }]);
    expect(ofType(after.events, 'NorCommandeered')[0]).toMatchObject({ flippedTo: 'Deep Space 9', affiliation: 'Bajoran' });
    expect(after.state.nors?.[id('nor')]).toEqual({ affiliation: 'Bajoran', title: 'Deep Space 9', flipped: true });
    expect(norTargets(after.state, 'p1', id('shrine'))).toEqual([id('nor')]);
  });

  it('does not apply: opposed at Ops, no Computer Skill, not at Ops, or the Nor already yours', () => {
    const opposed = scene(NOR, [
      { label: 'kira', owner: 'p1', at: { at: 'ops' }, card: { skills: 'OFFICER Computer Skill', affiliation: 'Bajoran' } },
      { label: 'guard', owner: 'p2', at: { at: 'ops' }, card: cardassian('SECURITY') },
    ]);
    expect(refused(opposed.state, { type: 'Commandeer', actor: 'p1', facility: opposed.id('nor'), personnel: opposed.id('kira') })).toBe('OPPOSED');
    expect(offered(opposed.state, 'p1', 'Commandeer')).toEqual([]);
    const unskilled = scene(NOR, [{ label: 'kira', owner: 'p1', at: { at: 'ops' }, card: { skills: 'OFFICER', affiliation: 'Bajoran' } }]);
    expect(refused(unskilled.state, { type: 'Commandeer', actor: 'p1', facility: unskilled.id('nor'), personnel: unskilled.id('kira') })).toBe('NO_COMPUTER_SKILL');
    const elsewhere = scene(NOR, [{ label: 'kira', owner: 'p1', at: { at: 'ports' }, card: { skills: 'OFFICER Computer Skill', affiliation: 'Bajoran' } }]);
    expect(refused(elsewhere.state, { type: 'Commandeer', actor: 'p1', facility: elsewhere.id('nor'), personnel: elsewhere.id('kira') })).toBe('NOT_AT_OPS');
    const own = siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'gul', owner: 'p1', at: { at: 'ops' }, card: cardassian('OFFICER Computer Skill') },
    ]);
    expect(refused(own.state, { type: 'Commandeer', actor: 'p1', facility: own.id('nor'), personnel: own.id('gul') })).toBe('ALREADY_YOURS');
  });
});

/** A personnel card with icons (printed facts only). */
const withIcons = (spec: PersonSpec, codes: readonly string[]): Card => ({ ...person(spec), icons: codes.map((code) => ({ code, name: code, category: 'test' })) as never });

/**
 * Each site card, one row: the Nor it lies on here, a card its text lets report there (applies) and one it
 * does not (does not apply, with the refusal). Deep Space 9 is Terok Nor commandeered by a Bajoran; Mirror
 * Terok Nor is placed as it stands. 1E DS9 expansion rules › REPORTING CARDS FOR DUTY ("Each site lists in
 * its game text what kinds of cards may report to that site").
 */
interface SiteRow {
  readonly site: string;
  readonly nor: 'Nor' | 'Terok Nor' | 'Deep Space 9' | 'Mirror Terok Nor';
  readonly fits?: Card | PersonSpec | string;
  readonly misfit: Card | PersonSpec;
  readonly code: string;
}
const SITE_ROWS: readonly SiteRow[] = [
  { site: "112_265 Commander's Office", nor: 'Nor', misfit: cardassian('OFFICER'), code: 'SITE_DOES_NOT_ALLOW' },
  { site: '112_266 Docking Pads', nor: 'Nor', fits: shipWith('Cardassian', []), misfit: shipWith('Cardassian', ['Cmd']), code: 'SHIP_TOO_LARGE' },
  { site: '112_267 Docking Ports', nor: 'Nor', fits: shipWith('Cardassian', ['Cmd', 'Stf']), misfit: shipWith('Cardassian', ['Cmd', 'Stf', 'Stf']), code: 'SHIP_TOO_LARGE' },
  { site: '112_268 Docking Pylons', nor: 'Nor', misfit: shipWith('Cardassian', []), code: 'SITE_DOES_NOT_ALLOW' },
  { site: "112_269 Garak's Tailor Shop", nor: 'Terok Nor', fits: 'Elim Garak', misfit: cardassian('CIVILIAN Treachery'), code: 'SITE_DOES_NOT_ALLOW' },
  { site: '112_270 Guest Quarters', nor: 'Nor', fits: { skills: 'V.I.P.', affiliation: 'Romulan' }, misfit: { skills: 'V.I.P.', affiliation: 'Borg' }, code: 'SITE_DOES_NOT_ALLOW' },
  { site: '112_271 Infirmary', nor: 'Nor', fits: cardassian('MEDICAL'), misfit: cardassian('SCIENCE'), code: 'SITE_DOES_NOT_ALLOW' },
  { site: '112_272 Ops', nor: 'Nor', fits: cardassian('OFFICER'), misfit: { skills: 'OFFICER', affiliation: 'Federation' }, code: 'NOT_COMPATIBLE' },
  { site: '112_273 Ore Processing Unit', nor: 'Nor', fits: cardassian('ENGINEER'), misfit: cardassian('OFFICER'), code: 'SITE_DOES_NOT_ALLOW' },
  { site: '112_274 Promenade Shops', nor: 'Nor', fits: { skills: 'CIVILIAN', affiliation: 'Federation' }, misfit: { skills: 'CIVILIAN', affiliation: 'Borg' }, code: 'SITE_DOES_NOT_ALLOW' },
  { site: '112_275 Science Lab', nor: 'Nor', fits: cardassian('SCIENCE'), misfit: cardassian('MEDICAL'), code: 'SITE_DOES_NOT_ALLOW' },
  { site: '112_276 Security Office', nor: 'Nor', fits: cardassian('SECURITY'), misfit: cardassian('ENGINEER'), code: 'SITE_DOES_NOT_ALLOW' },
  { site: '116_109 Security Holding Cell', nor: 'Nor', misfit: cardassian('SECURITY'), code: 'SITE_DOES_NOT_ALLOW' },
  { site: '117_127 Cargo Bay', nor: 'Nor', fits: cardassian('CIVILIAN Smuggling'), misfit: cardassian('CIVILIAN Navigation'), code: 'SITE_DOES_NOT_ALLOW' },
  { site: "117_128 Quark's Bar", nor: 'Terok Nor', fits: { skills: 'CIVILIAN', affiliation: 'Non-Aligned', ch: ['Ferengi'] }, misfit: { skills: 'CIVILIAN', affiliation: 'Non-Aligned', ch: ['Human'] }, code: 'SITE_DOES_NOT_ALLOW' },
  { site: '119_114 Bajoran Shrine', nor: 'Deep Space 9', fits: { skills: 'CIVILIAN', affiliation: 'Bajoran', ch: ['Vedek'] }, misfit: { skills: 'CIVILIAN', affiliation: 'Bajoran', ch: ['Minister'] }, code: 'SITE_DOES_NOT_ALLOW' },
  { site: '125_131 Holosuite', nor: 'Terok Nor', fits: withIcons(cardassian('CIVILIAN'), ['Holo']), misfit: cardassian('CIVILIAN'), code: 'SITE_DOES_NOT_ALLOW' },
  { site: '149_054 Schoolroom', nor: 'Deep Space 9', fits: { skills: 'CIVILIAN Youth', affiliation: 'Bajoran' }, misfit: { skills: 'CIVILIAN', affiliation: 'Bajoran' }, code: 'SITE_DOES_NOT_ALLOW' },
  { site: '167_080 Klingon Restaurant', nor: 'Deep Space 9', fits: { skills: 'CIVILIAN', affiliation: 'Non-Aligned', ch: ['Klingon'] }, misfit: { skills: 'CIVILIAN', affiliation: 'Bajoran', ch: ['Bajoran'] }, code: 'SITE_DOES_NOT_ALLOW' },
  { site: '176_054 Wardroom', nor: 'Deep Space 9', fits: withIcons({ skills: 'V.I.P.', affiliation: 'Non-Aligned' }, ['GQ']), misfit: { skills: 'V.I.P.', affiliation: 'Non-Aligned' }, code: 'SITE_DOES_NOT_ALLOW' },
  { site: "181_078 The Intendant's Quarters", nor: 'Mirror Terok Nor', fits: withIcons({ skills: 'SCIENCE', affiliation: 'Federation', ch: ['Vulcan'] }, ['KCA']), misfit: { skills: 'SCIENCE', affiliation: 'Federation', ch: ['Vulcan'] }, code: 'SITE_DOES_NOT_ALLOW' },
  { site: '219_053 Primary Turbolift', nor: 'Nor', fits: cardassian('CIVILIAN'), misfit: { skills: 'CIVILIAN', affiliation: 'Klingon' }, code: 'NOT_COMPATIBLE' },
];

describe('each site: placed on its Nor, and what its text lets report there', () => {
  for (const row of SITE_ROWS) {
    const siteId = row.site.slice(0, row.site.indexOf(' '));
    const norCard = row.nor === 'Nor' ? NOR : row.nor === 'Mirror Terok Nor' ? '122_027' : TEROK_NOR;
    // Deep Space 9: Terok Nor (p2's) commandeered by p1's Bajoran — a Bajoran Nor p1 controls.
    const flip = (id: (label: string) => string): GameEvent[] =>
      row.nor === 'Deep Space 9' ? [{ type: 'NorCommandeered', nor: id('nor'), by: 'p1', from: 'p2', site: id('nor'), personnel: id('nor'), affiliation: 'Bajoran', flippedTo: 'Deep Space 9' }] : [];
    const scene = (fits: Card | PersonSpec | string | undefined) =>
      siteScene(
        [
          { label: 'nor', owner: row.nor === 'Deep Space 9' ? 'p2' : 'p1', at: 'L1', card: norCard },
          { label: 'dock', owner: 'p1', at: { row: 'nor' }, card: siteId === PORTS ? PYLONS : PORTS },
          { label: 'site', owner: 'p1', at: 'hand', card: siteId },
          { label: 'misfit', owner: 'p1', at: 'hand', card: row.misfit },
          ...(fits ? [{ label: 'fits', owner: 'p1' as const, at: 'hand' as const, card: fits }] : []),
        ],
        'play',
        flip,
      );

    it(`${row.site}: applies — placed on ${row.nor}${row.fits ? ', and a card its text names reports there' : ''}`, () => {
      const { state, id } = scene(row.fits);
      expect(offered(state, 'p1', 'PlayCard')).toContainEqual({ type: 'PlayCard', actor: 'p1', card: id('site'), target: id('nor') });
      const placed = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('site'), target: id('nor') }]).state;
      expect(placed.cards[id('site')]!.zone).toBe(Z.sites(id('nor')));
      if (!row.fits) return;
      // The next turn of p1's (the card play is spent): report the card that fits.
      const next = { ...placed, turn: { ...placed.turn!, normalCardPlayUsed: false, number: 3 } };
      const after = play(next, [{ type: 'ReportForDuty', actor: 'p1', card: id('fits'), facility: id('site') }]);
      expect(ofType(after.events, 'CardReported').map((e) => [e.card, e.to])).toEqual([[id('fits'), bp(after.state, id('fits')).type === 'Ship' ? Z.docked(id('site')) : Z.aboard(id('site'))]]);
    });

    it(`${row.site}: does not apply — ${row.code}`, () => {
      const { state, id } = scene(undefined);
      const placed = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('site'), target: id('nor') }]).state;
      const next = { ...placed, turn: { ...placed.turn!, normalCardPlayUsed: false, number: 3 } };
      expect(refused(next, { type: 'ReportForDuty', actor: 'p1', card: id('misfit'), facility: id('site') })).toBe(row.code);
    });
  }
});

describe('112_056 Automated Security System (plays on Ops; end of every turn, a random personnel there is killed unless Cardassian)', () => {
  const scene = (victim: PersonSpec, placed = true) =>
    siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'inf', owner: 'p1', at: { row: 'nor' }, card: INFIRMARY },
      { label: 'ass', owner: 'p1', at: placed ? { on: 'ops' } : 'hand', card: SECURITY },
      { label: 'who', owner: 'p2', at: { at: 'ops' }, card: victim },
    ]);

  it('plays on an Ops site only', () => {
    const { state, id } = scene({ skills: 'OFFICER', affiliation: 'Bajoran' }, false);
    expect(offered(state, 'p1', 'PlayCard').filter((c) => c.type === 'PlayCard' && c.card === id('ass'))).toEqual([{ type: 'PlayCard', actor: 'p1', card: id('ass'), target: id('ops') }]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('ass'), target: id('inf') })).toBe('INVALID_TARGET');
    expect(play(state, [{ type: 'PlayCard', actor: 'p1', card: id('ass'), target: id('ops') }]).state.cards[id('ass')]!.zone).toBe(Z.on(id('ops')));
  });
  it('applies: a Bajoran at Ops, selected at the end of the turn, is killed', () => {
    const { state, id } = scene({ skills: 'OFFICER', affiliation: 'Bajoran' });
    const after = play(state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(after.events, 'RandomCardsSelected')).toMatchObject([{ purpose: 'Automated Security System', candidates: [id('who')], outcome: [id('who')] }]);
    expect(after.state.cards[id('who')]!.zone).toBe(Z.discard('p2'));
  });
  it('does not apply: a Cardassian selected is spared; nobody at Ops, nothing is selected', () => {
    const { state, id } = scene(cardassian('OFFICER', { ch: ['Cardassian'] }));
    const after = play(state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(after.events, 'RandomCardsSelected')).toHaveLength(1);
    expect(after.state.cards[id('who')]!.zone).toBe(Z.aboard(id('ops')));
    const empty = siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'ass', owner: 'p1', at: { on: 'ops' }, card: SECURITY },
    ]);
    expect(ofType(play(empty.state, [{ type: 'EndTurn', actor: 'p1' }]).events, 'RandomCardsSelected')).toEqual([]);
  });
});

describe('112_273 Ore Processing Unit sealed while Automated Security System lies on Ops (no walking to, from or through it)', () => {
  const scene = (sealed: boolean) =>
    siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'inf', owner: 'p1', at: { row: 'nor' }, card: INFIRMARY },
      { label: 'opu', owner: 'p1', at: { row: 'nor' }, card: ORE_UNIT },
      { label: 'ports', owner: 'p1', at: { row: 'nor' }, card: PORTS },
      ...(sealed ? [{ label: 'ass', owner: 'p1' as const, at: { on: 'ops' }, card: SECURITY }] : []),
      { label: 'gul', owner: 'p1', at: { at: 'ops' }, card: cardassian('OFFICER') },
    ]);
  it('applies: sealed, the walk from Ops to Docking Ports (through the unit) and to the unit are refused; to the Infirmary is fine', () => {
    const { state, id } = scene(true);
    expect(refused(state, { type: 'Walk', actor: 'p1', cards: [id('gul')], to: Z.aboard(id('ports')) })).toBe('SECURITY_SEALED');
    expect(refused(state, { type: 'Walk', actor: 'p1', cards: [id('gul')], to: Z.aboard(id('opu')) })).toBe('SECURITY_SEALED');
    expect(offered(state, 'p1', 'Walk').map((c) => (c.type === 'Walk' ? c.to : ''))).toEqual([Z.aboard(id('inf'))]);
  });
  it('does not apply: without the security system the same walk is allowed', () => {
    const { state, id } = scene(false);
    expect(refused(state, { type: 'Walk', actor: 'p1', cards: [id('gul')], to: Z.aboard(id('ports')) })).toBeNull();
  });
});

describe('a Nor leaving play (here by a manual effect) takes its sites with it (1E DS9 expansion rules › ENGAGING IN BATTLE: "including related sites")', () => {
  it('applies: the sites and the personnel at them go to the discard piles; a ship docked there is left in space', () => {
    const { state, id } = siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'ports', owner: 'p2', at: { row: 'nor' }, card: PORTS },
      { label: 'gul', owner: 'p1', at: { at: 'ops' }, card: cardassian('OFFICER') },
      { label: 'ship', owner: 'p1', at: { docked: 'ports' }, card: shipWith('Cardassian', []) },
    ]);
    const after = play(state, [{ type: 'DeclareManualEffect', actor: 'p1', source: id('nor'), description: 'the Nor is destroyed', primitives: [{ kind: 'move', card: id('nor'), to: 'discard' }] }, { type: 'RespondToManualEffect', actor: 'p2', accept: true }]);
    expect([id('nor'), id('ops'), id('gul')].map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1'), Z.discard('p1')]);
    expect(after.state.cards[id('ports')]!.zone).toBe(Z.discard('p2'));
    expect(after.state.cards[id('ship')]!.zone).toBe(Z.space('L1'));
  });
  it('does not apply: a facility without sites leaves alone', () => {
    const { state, id } = siteScene([{ label: 'nor', owner: 'p1', at: 'L1', card: NOR }, { label: 'other', owner: 'p1', at: 'L1', card: 'Cardassian Outpost' }]);
    const after = play(state, [{ type: 'DeclareManualEffect', actor: 'p1', source: id('nor'), description: 'the Nor is destroyed', primitives: [{ kind: 'move', card: id('nor'), to: 'discard' }] }, { type: 'RespondToManualEffect', actor: 'p2', accept: true }]);
    expect(after.state.cards[id('other')]!.zone).toBe(Z.space('L1'));
  });
});
