/**
 * Nemesis, The Next Generation and later incidents and events about reporting and free plays
 * (issue 15, helper reports): table free reports gated by where a named personnel is
 * (table-conditions.ts › `your-personnel-at-mission`), …
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"; DOWNLOADING;
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * given (a scene on p1's turn: the card on p1's table, the normal card play spent where it matters) /
 * when (ReportForDuty, SpecialReport, ActivateCard, PlayCard) / then (the facts, the zones, or the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { blueprintOf } from '../card-facts';
import { showsIcon } from './property-logos';
import { checkDownloadable } from './downloads';
import { ofType, person, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved as moves, play as run, refused, when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { activate, report, specialReport as special } from '../testing/commands';

function personnel(spec: PersonSpec & { icons?: string[]; skill?: string; lore?: string }): Card {
  const base = person(spec);
  const skillBox = spec.skill ? { ...base.personnel!.skillBox, skills: [...base.personnel!.skillBox.skills, { name: spec.skill, level: 1, regular: true }] } : base.personnel!.skillBox;
  return { ...base, icons: (spec.icons ?? []).map((code) => ({ code, name: code, category: 'test' })), personnel: { ...base.personnel!, skillBox }, ...(spec.lore ? { lore: spec.lore } : {}) };
}
function outpostOf(affiliation: string): Card {
  const base = realCard('Federation Outpost');
  return { ...base, id: `t_outpost_${affiliation}`, title: `${affiliation} Test Outpost`, affiliations: [affiliation as never] };
}
const homeworld: Card = { ...realCard('Excavation'), id: 't_homeworld', title: 'Test Homeworld', characteristics: ['Homeworld'] };
const code = (state: GameState, command: Command) => {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : 'ok';
};
const spent = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: true } });

describe('155_027 Legitimate Leader of the Empire: free reports while Gowron is at a non-homeworld mission; Gowron downloaded', () => {
  const gowron = (): Card => ({ ...personnel({ title: 'Gowron', affiliation: 'Klingon', icons: ['TNG'], skills: 'OFFICER Leadership' }), universal: false });
  /** Gowron on the surface of L1 (a non-homeworld mission) or L2 (a homeworld); your Klingon outpost at L1; the card play spent. */
  function leaderScene(opts: { at?: 'L1' | 'L2' | 'none'; without?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation', homeworld],
      hand: ['155_027', outpostOf('Klingon'), gowron(), personnel({ affiliation: 'Klingon', icons: ['TNG'] }), personnel({ affiliation: 'Klingon', icons: ['TNG'] }), personnel({ affiliation: 'Klingon', icons: ['TNG'], skill: 'Treachery' }), personnel({ affiliation: 'Klingon', icons: ['DS9'] })],
    });
    const [incident, post, leader, plain, second, traitor, ds9] = built.ids.hand as [string, string, string, string, string, string, string];
    const at = opts.at ?? 'L1';
    const state = moves(built.state, [
      [post, Z.space('L1')],
      ...(opts.without ? [] : [[incident, Z.table('p1')] as [string, string]]),
      ...(at === 'none' ? [] : [[leader, Z.surface(at)] as [string, string]]),
    ]);
    return { state: spent(state), incident, post, leader, plain, second, traitor, ds9 };
  }
  it('Gowron at a non-homeworld mission: a [TNG] Klingon reports for free to your Klingon outpost, a second one that turn does not', () => {
    const { state, post, plain, second } = leaderScene();
    expect(legalCommands(state, 'p1')).toContainEqual(report(plain, post));
    const done = accepted(state, report(plain, post));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: plain, normalCardPlay: false })]);
    expect(code(done.state, report(second, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('Gowron at a non-homeworld mission: a [TNG] Klingon reports for free to where Gowron is; the use is shared with the outpost report', () => {
    const { state, post, plain, second } = leaderScene();
    const done = accepted(state, special(plain, Z.surface('L1')));
    expect(done.state.cards[plain]!.zone).toBe(Z.surface('L1'));
    expect(code(done.state, report(second, post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(refused(done.state, special(second, Z.surface('L1')))).not.toBeNull();
  });
  it('a Klingon with Treachery, or one without [TNG], does not report for free', () => {
    const { state, post, traitor, ds9 } = leaderScene();
    expect(code(state, report(traitor, post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(code(state, report(ds9, post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(refused(state, special(traitor, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
  it('Gowron at a homeworld, or not in play: no free report', () => {
    for (const at of ['L2', 'none'] as const) {
      const { state, post, plain } = leaderScene({ at });
      expect(code(state, report(plain, post))).toBe('NORMAL_CARD_PLAY_USED');
    }
    const home = leaderScene({ at: 'L2' });
    expect(refused(home.state, special(home.plain, Z.surface('L2')))).toBe('NO_SPECIAL_REPORTING');
  });
  it('without the incident: no free report', () => {
    const { state, post, plain } = leaderScene({ without: true });
    expect(code(state, report(plain, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('in place of the normal card play, Gowron is downloaded to your facility; not once the card play is spent', () => {
    const { state, incident, post, leader } = leaderScene({ at: 'none' });
    const fresh: GameState = { ...state, turn: { ...state.turn!, normalCardPlayUsed: false } };
    const moved = moves(fresh, [[leader, Z.draw('p1')]]);
    const done = accepted(moved, activate(incident, 'download-gowron', `${leader}>${post}`));
    expect(done.state.cards[leader]!.zone).toBe(Z.aboard(post));
    expect(done.state.turn!.normalCardPlayUsed).toBe(true);
    expect(refused(spent(moved), activate(incident, 'download-gowron', `${leader}>${post}`))).not.toBeNull();
  });
});

describe('176_016 Joint Operation: the treaty download, reports aboard your ship at the Orias System, a free report for Intelligence', () => {
  const orias: Card = { ...realCard('Excavation'), id: 't_orias', title: 'Orias System' };
  /** Your Romulan outpost at L1 (Excavation), your ship at L2 (Orias System, or another mission with `elsewhere`), the incident on your table. */
  function jointScene(opts: { elsewhere?: boolean; without?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation', opts.elsewhere ? 'Search for Weapons' : orias],
      hand: [
        'Joint Operation',
        outpostOf('Romulan'),
        realCard("D'deridex"),
        'Treaty: Romulan/Cardassian',
        personnel({ affiliation: 'Cardassian', icons: ['DS9'], skills: 'OFFICER Intelligence' }),
        personnel({ affiliation: 'Romulan', icons: ['DS9'], skills: 'OFFICER Intelligence' }),
        personnel({ affiliation: 'Romulan', icons: ['DS9'], skills: 'OFFICER' }),
        personnel({ affiliation: 'Romulan', icons: ['TNG'], skills: 'OFFICER Intelligence' }),
        personnel({ affiliation: 'Cardassian', icons: ['DS9', 'MQ'], skills: 'OFFICER' }),
      ],
      opponentHand: ['Homefront'],
    });
    const [incident, post, warbird, treaty, spy, agent, soldier, tng, mirror] = built.ids.hand as [string, string, string, string, string, string, string, string, string];
    const homefront = built.ids.opponentHand[0]!;
    const state = moves(built.state, [
      [post, Z.space('L1')],
      [warbird, Z.space('L2')],
      [treaty, Z.draw('p1')],
      ...(opts.without ? [] : [[incident, Z.table('p1')] as [string, string]]),
    ]);
    return { state, incident, post, warbird, treaty, spy, agent, soldier, tng, mirror, homefront };
  }
  it('as it is played it downloads Treaty: Romulan/Cardassian; declined, it does not', () => {
    const { state, incident, treaty } = jointScene({ without: true });
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card: incident }]);
    expect(ofType(played.events, 'CardDownloaded').map((e) => e.card)).toEqual([treaty]);
    const declined = run(state, [{ type: 'PlayCard', actor: 'p1', card: incident, decline: true }]);
    expect(ofType(declined.events, 'CardDownloaded')).toEqual([]);
  });
  it('once each turn a [DS9] Cardassian or Romulan with Intelligence reports for free; the second that turn does not', () => {
    const { state: before, post, spy, agent, treaty } = jointScene();
    // The treaty in play makes the Cardassian compatible with the Romulan outpost.
    const state = moves(before, [[treaty, Z.table('p1')]]);
    const done = accepted(spent(state), report(spy, post));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: spy, normalCardPlay: false })]);
    expect(code(done.state, report(agent, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('no free report without Intelligence, without [DS9], or without the incident', () => {
    const { state, post, soldier, tng } = jointScene();
    expect(code(spent(state), report(soldier, post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(code(spent(state), report(tng, post))).toBe('NORMAL_CARD_PLAY_USED');
    const none = jointScene({ without: true });
    expect(code(spent(none.state), report(none.spy, none.post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('a [DS9] Romulan reports aboard your ship at the Orias System with the normal card play; not once it is spent', () => {
    const { state, warbird, soldier } = jointScene();
    const done = accepted(state, special(soldier, Z.aboard(warbird)));
    expect(done.state.cards[soldier]!.zone).toBe(Z.aboard(warbird));
    expect(done.state.turn!.normalCardPlayUsed).toBe(true);
    expect(refused(spent(state), special(soldier, Z.aboard(warbird)))).not.toBeNull();
  });
  it('not aboard your ship at another mission, nor a [MQ] Cardassian, nor without the incident', () => {
    const elsewhere = jointScene({ elsewhere: true });
    expect(refused(elsewhere.state, special(elsewhere.soldier, Z.aboard(elsewhere.warbird)))).toBe('NO_SPECIAL_REPORTING');
    const { state, warbird, mirror } = jointScene();
    expect(refused(state, special(mirror, Z.aboard(warbird)))).toBe('NO_SPECIAL_REPORTING');
    const none = jointScene({ without: true });
    expect(refused(none.state, special(none.soldier, Z.aboard(none.warbird)))).toBe('NO_SPECIAL_REPORTING');
  });
  // Issue 15 (helper incidents): "… OR nullify {Homefront} where present" (cards-where-yours.ts; the free report's use spent).
  describe('or, instead of the free report, a Homefront where such a personnel is present is nullified', () => {
    /** The opponent's Homefront atop Excavation (L1) or the other mission (L2); your [DS9] Cardassian with Intelligence on Excavation's planet. */
    function homefrontScene(at: 'L1' | 'L2') {
      const built = jointScene();
      return { ...built, state: moves(built.state, [[built.homefront, Z.atop(at)], [built.spy, Z.surface('L1')]]) };
    }
    const nullify = (incident: string, target: string): Command => activate(incident, 'nullify-homefront', target);
    it('applies: Homefront at Excavation, your [DS9] Cardassian with Intelligence there: nullified (to its owner’s discard pile); the free report of the turn is then used', () => {
      const { state, incident, homefront, post, agent } = homefrontScene('L1');
      expect(legalCommands(state, 'p1')).toContainEqual(nullify(incident, homefront));
      const done = accepted(state, nullify(incident, homefront));
      expect(done.state.cards[homefront]!.zone).toBe(Z.discard('p2'));
      expect(code(spent(done.state), report(agent, post))).toBe('NORMAL_CARD_PLAY_USED');
    });
    it('does not apply: Homefront at a mission where no such personnel of yours is; nor once the free report was used this turn', () => {
      const away = homefrontScene('L2');
      expect(refused(away.state, nullify(away.incident, away.homefront))).toBe('INVALID_TARGET');
      const { state, incident, homefront, post, agent } = homefrontScene('L1');
      const reported = accepted(spent(state), report(agent, post)).state;
      expect(refused(reported, nullify(incident, homefront))).not.toBeNull();
    });
  });
});

describe('241_010 Battle Stations: All Hands: with Battle Stations: Sovereign Class, one unique, one [Enig] and one universal personnel for free each turn', () => {
  // Nemesis logos: Battle Stations: Sovereign Class is discarded by a personnel without a film logo.
  const nem = (card: Card): Card => ({ ...card, property: 'Nem' });
  function handsScene(opts: { sovereign?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation'],
      hand: [
        'Battle Stations: All Hands',
        'Battle Stations: Sovereign Class',
        outpostOf('Federation'),
        nem({ ...personnel({ affiliation: 'Federation', title: 'Test Unique One' }), universal: false }),
        nem({ ...personnel({ affiliation: 'Federation', title: 'Test Unique Two' }), universal: false }),
        nem({ ...personnel({ affiliation: 'Federation', title: 'Test Enigma' }), universal: false, enigma: true }),
        nem(personnel({ affiliation: 'Federation' })),
        nem(personnel({ affiliation: 'Federation' })),
      ],
    });
    const [hands, sovereign, post, unique, unique2, enigma, crewman, crewman2] = built.ids.hand as [string, string, string, string, string, string, string, string];
    const state = moves(built.state, [[hands, Z.table('p1')], [post, Z.space('L1')], ...(opts.sovereign === false ? [] : [[sovereign, Z.table('p1')] as [string, string]])]);
    return { state: spent(state), post, unique, unique2, enigma, crewman, crewman2 };
  }
  it('one unique, one [Enig] and one universal personnel report for free in one turn; a second unique or universal one does not', () => {
    const { state, post, unique, unique2, enigma, crewman, crewman2 } = handsScene();
    let current = state;
    for (const card of [enigma, unique, crewman]) {
      const done = accepted(current, report(card, post));
      expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card, normalCardPlay: false })]);
      current = done.state;
    }
    expect(code(current, report(unique2, post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(code(current, report(crewman2, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('without Battle Stations: Sovereign Class in play, no personnel reports for free', () => {
    const { state, post, unique, enigma, crewman } = handsScene({ sovereign: false });
    for (const card of [unique, enigma, crewman]) expect(code(state, report(card, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  // Issue 15 (helper incidents): "you may not otherwise play personnel for free" (free-play-bans.ts › `no-free-reports`, `otherwise`).
  it('no other card lets p1’s personnel report for free: Ferengi Military Operations’ free report is refused while All Hands lies on the table, allowed without it', () => {
    function ferengiScene(withHands: boolean) {
      const built = scene({ missions: ['Excavation'], hand: ['Battle Stations: All Hands', 'Ferengi Military Operations', outpostOf('Ferengi'), personnel({ affiliation: 'Ferengi', icons: ['TNG'], skills: 'OFFICER' })] });
      const [hands, operations, post, officer] = built.ids.hand as [string, string, string, string];
      const state = moves(built.state, [[operations, Z.table('p1')], [post, Z.space('L1')], ...(withHands ? [[hands, Z.table('p1')] as [string, string]] : [])]);
      return { state: spent(state), post, officer };
    }
    const banned = ferengiScene(true);
    expect(code(banned.state, report(banned.officer, banned.post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(legalCommands(banned.state, 'p1')).not.toContainEqual(report(banned.officer, banned.post));
    const open = ferengiScene(false);
    const done = accepted(open.state, report(open.officer, open.post));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: open.officer, normalCardPlay: false })]);
  });
});

describe('241_016 In Darkness there is Strength: the first Reman from hand to Remus or your Romulan outpost lets a universal Reman report there for free', () => {
  const remus: Card = { ...realCard('Excavation'), id: 't_remus', title: 'Remus' };
  const complex = (): Card => ({ ...outpostOf('Romulan'), id: 't_complex', title: 'Test Reman Complex', facilityKind: 'Headquarters' as never });
  const reman = (unique: boolean, title?: string): Card => ({ ...personnel({ affiliation: 'Romulan', ch: ['Reman'], ...(title ? { title } : {}) }), universal: !unique });
  /** Your Romulan outpost at L1 (Excavation), your Romulan non-outpost facility at L2 (Remus, or Search for Weapons with `elsewhere`). */
  function darkScene(opts: { elsewhere?: boolean; without?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation', opts.elsewhere ? 'Search for Weapons' : remus],
      hand: ['In Darkness there is Strength', outpostOf('Romulan'), complex(), reman(true, 'Test Reman Leader'), reman(false), reman(false), personnel({ affiliation: 'Romulan' })],
    });
    const [incident, post, base, leader, soldier, soldier2, romulan] = built.ids.hand as [string, string, string, string, string, string, string];
    const state = moves(built.state, [[post, Z.space('L1')], [base, Z.space('L2')], ...(opts.without ? [] : [[incident, Z.table('p1')] as [string, string]])]);
    return { state, post, base, leader, soldier, soldier2, romulan };
  }
  it('the first Reman reports to your Romulan outpost: a universal Reman reports there for free; a second one, or one to another facility, does not', () => {
    const { state, post, base, leader, soldier, soldier2 } = darkScene();
    const first = accepted(state, report(leader, post));
    expect(code(first.state, report(soldier, base))).toBe('NORMAL_CARD_PLAY_USED');
    expect(legalCommands(first.state, 'p1')).toContainEqual(report(soldier, post));
    const free = accepted(first.state, report(soldier, post));
    expect(ofType(free.events, 'CardReported')).toEqual([expect.objectContaining({ card: soldier, normalCardPlay: false })]);
    expect(code(free.state, report(soldier2, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('the first Reman reports to your facility at Remus: a universal Reman reports there for free', () => {
    const { state, base, leader, soldier } = darkScene();
    const first = accepted(state, report(leader, base));
    expect(code(first.state, report(soldier, base))).toBe('ok');
  });
  it('the first Reman reports to a facility that is not an outpost and not at Remus: nothing is free', () => {
    const { state, post, base, leader, soldier } = darkScene({ elsewhere: true });
    const first = accepted(state, report(leader, base));
    expect(code(first.state, report(soldier, base))).toBe('NORMAL_CARD_PLAY_USED');
    expect(code(first.state, report(soldier, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('a non-Reman first, no Reman played yet, or no incident: no free report', () => {
    const { state, post, soldier, romulan } = darkScene();
    expect(code(spent(state), report(soldier, post))).toBe('NORMAL_CARD_PLAY_USED');
    const afterRomulan = accepted(state, report(romulan, post));
    expect(code(afterRomulan.state, report(soldier, post))).toBe('NORMAL_CARD_PLAY_USED');
    const none = darkScene({ without: true });
    const first = accepted(none.state, report(none.leader, none.post));
    expect(code(first.state, report(none.soldier, none.post))).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe('241_015 Formidable Warriors: with Reshape the Quadrant, your Remans show [DS9] and one Reman or Reman equipment a turn reports for free; nothing with a treaty', () => {
  const reman = (): Card => personnel({ affiliation: 'Romulan', ch: ['Reman'] });
  function warriorsScene(opts: { reshape?: boolean; treaty?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation'],
      hand: ['Formidable Warriors', 'Reshape the Quadrant', 'Treaty: Romulan/Cardassian', outpostOf('Romulan'), reman(), reman(), 'Reman Disruptor Rifle', personnel({ affiliation: 'Romulan' })],
    });
    const [warriors, reshape, treaty, post, first, second, rifle, romulan] = built.ids.hand as [string, string, string, string, string, string, string, string];
    const state = moves(built.state, [
      [warriors, Z.table('p1')],
      [post, Z.space('L1')],
      ...(opts.reshape === false ? [] : [[reshape, Z.table('p1')] as [string, string]]),
      ...(opts.treaty ? [[treaty, Z.table('p1')] as [string, string]] : []),
    ]);
    return { state: spent(state), reshape, post, first, second, rifle, romulan };
  }
  it('your Remans show [DS9]; one reports for free and Reshape the Quadrant stays; a second Reman or the Reman equipment that turn does not', () => {
    const { state, reshape, post, first, second, rifle, romulan } = warriorsScene();
    expect(showsIcon(blueprintOf(state, first), 'DS9')).toBe(true);
    expect(showsIcon(blueprintOf(state, romulan), 'DS9')).toBe(false);
    const done = accepted(state, report(first, post));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: first, normalCardPlay: false })]);
    expect(done.state.cards[reshape]!.zone).toBe(Z.table('p1'));
    expect(code(done.state, report(second, post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(code(done.state, report(rifle, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('an equipment with "Reman" in its title reports for free instead', () => {
    const { state, post, rifle, first } = warriorsScene();
    const done = accepted(state, report(rifle, post));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: rifle, normalCardPlay: false })]);
    expect(code(done.state, report(first, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('a non-Reman personnel does not report for free', () => {
    const { state, post, romulan } = warriorsScene();
    expect(code(state, report(romulan, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('without Reshape the Quadrant, or with a treaty of yours in play: no [DS9] and no free report', () => {
    for (const opts of [{ reshape: false }, { treaty: true }]) {
      const { state, post, first, rifle } = warriorsScene(opts);
      expect(showsIcon(blueprintOf(state, first), 'DS9')).toBe(false);
      expect(code(state, report(first, post))).toBe('NORMAL_CARD_PLAY_USED');
      expect(code(state, report(rifle, post))).toBe('NORMAL_CARD_PLAY_USED');
    }
  });
});

describe('241_018 The New Reman Flagship: Remans and Shinzon report onto Remus, one a turn for free without your headquarters; discarded by a non-Romulan, non-[Non] personnel', () => {
  const remus: Card = { ...realCard('Excavation'), id: 't_remus_planet', title: 'Remus' };
  const reman = (): Card => personnel({ affiliation: 'Romulan', ch: ['Reman'] });
  const headquarters = (): Card => ({ ...outpostOf('Romulan'), id: 't_hq', title: 'Test Romulan Headquarters', facilityKind: 'Headquarters' as never });
  function flagshipScene(opts: { headquarters?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation', remus],
      hand: ['The New Reman Flagship', reman(), reman(), reman(), { ...personnel({ affiliation: 'Romulan', title: 'Shinzon' }), universal: false }, personnel({ affiliation: 'Romulan' }), headquarters(), outpostOf('Federation'), personnel({ affiliation: 'Federation' })],
    });
    const [incident, first, second, third, shinzon, romulan, hq, fedPost, fed] = built.ids.hand as [string, string, string, string, string, string, string, string, string];
    const state = moves(built.state, [[incident, Z.table('p1')], [fedPost, Z.space('L1')], ...(opts.headquarters ? [[hq, Z.space('L1')] as [string, string]] : [])]);
    return { state, incident, first, second, third, shinzon, romulan, fedPost, fed };
  }
  it('a Reman reports onto Remus for free; the next uses the normal card play; a third that turn is refused', () => {
    const { state, first, second, third } = flagshipScene();
    expect(legalCommands(state, 'p1')).toContainEqual(special(first, Z.surface('L2')));
    const free = accepted(state, special(first, Z.surface('L2')));
    expect(ofType(free.events, 'CardReported')).toEqual([expect.objectContaining({ card: first, to: Z.surface('L2'), normalCardPlay: false })]);
    const paid = accepted(free.state, special(second, Z.surface('L2')));
    expect(ofType(paid.events, 'CardReported')).toEqual([expect.objectContaining({ card: second, normalCardPlay: true })]);
    expect(refused(paid.state, special(third, Z.surface('L2')))).not.toBeNull();
  });
  it('Shinzon reports onto Remus for free too', () => {
    const { state, shinzon } = flagshipScene();
    expect(ofType(accepted(state, special(shinzon, Z.surface('L2'))).events, 'CardReported')).toEqual([expect.objectContaining({ card: shinzon, normalCardPlay: false })]);
  });
  it('a Romulan that is not a Reman may not report onto Remus; a Reman not onto another planet', () => {
    const { state, first, romulan } = flagshipScene();
    expect(refused(state, special(romulan, Z.surface('L2')))).toBe('NO_SPECIAL_REPORTING');
    expect(refused(state, special(first, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
  it('with your headquarters in play a Reman onto Remus uses the normal card play', () => {
    const { state, first } = flagshipScene({ headquarters: true });
    expect(ofType(accepted(state, special(first, Z.surface('L2'))).events, 'CardReported')).toEqual([expect.objectContaining({ card: first, normalCardPlay: true })]);
  });
  it('discarded once you play a Federation personnel; not after a Romulan one', () => {
    const { state, incident, fedPost, fed, first } = flagshipScene();
    expect(accepted(state, report(fed, fedPost)).state.cards[incident]!.zone).toBe(Z.discard('p1'));
    expect(accepted(state, special(first, Z.surface('L2'))).state.cards[incident]!.zone).toBe(Z.table('p1'));
  });
});

describe('241_012 Battle Stations: Sovereign Class: no dilemma or personnel downloads; discarded by a personnel without a film logo; Klim Dokachin nullified', () => {
  const nemesis = (): Card => ({ ...personnel({ affiliation: 'Federation' }), property: 'Nem' });
  function sovereignScene(opts: { without?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation'],
      hand: ['Battle Stations: Sovereign Class', outpostOf('Federation'), nemesis(), personnel({ affiliation: 'Federation' }), personnel({ affiliation: 'Federation' }), 'Reman Disruptor Rifle'],
      opponentHand: ['Klim Dokachin'],
    });
    const [incident, post, officer, plain, drawn, rifle] = built.ids.hand as [string, string, string, string, string, string];
    const state = moves(built.state, [[post, Z.space('L1')], [drawn, Z.draw('p1')], [rifle, Z.draw('p1')], ...(opts.without ? [] : [[incident, Z.table('p1')] as [string, string]])]);
    return { state, incident, post, officer, plain, drawn, rifle, klim: built.ids.opponentHand[0]! };
  }
  it('you may not download a personnel; an equipment you may; without the incident the personnel too', () => {
    const { state, drawn, rifle } = sovereignScene();
    expect(checkDownloadable(state, 'p1', drawn)?.code).toBe('DOWNLOADS_FORBIDDEN');
    expect(checkDownloadable(state, 'p1', rifle)).toBeNull();
    const none = sovereignScene({ without: true });
    expect(checkDownloadable(none.state, 'p1', none.drawn)).toBeNull();
  });
  it('discarded once you play a personnel without a Generations, First Contact, Insurrection or Nemesis logo; not after a Nemesis one', () => {
    const { state, incident, post, officer, plain } = sovereignScene();
    expect(accepted(state, report(officer, post)).state.cards[incident]!.zone).toBe(Z.table('p1'));
    expect(accepted(state, report(plain, post)).state.cards[incident]!.zone).toBe(Z.discard('p1'));
  });
  it('a Klim Dokachin in play is discarded after the next command; none is while the incident is not in play', () => {
    const { state, post, officer, klim } = sovereignScene();
    expect(accepted(moves(state, [[klim, Z.table('p2')]]), report(officer, post)).state.cards[klim]!.zone).toBe(Z.discard('p2'));
    const none = sovereignScene({ without: true });
    expect(accepted(moves(none.state, [[none.klim, Z.table('p2')]]), report(none.officer, none.post)).state.cards[none.klim]!.zone).toBe(Z.table('p2'));
  });
});
