/**
 * Issue 15 (helper records): the record of the cards each player seeded and played, and where their cards have
 * been (behaviour/card-record.ts, folded by evolve), and the words that read it: `nullifiedIf.record`,
 * `discardWhen` `record`, the mission filter `noneOfYoursBeenInQuadrant`, `solvedHere.oncePerQuadrant`.
 *   1E rulebook › ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded); DOWNLOADING (a download plays
 *   the card); THE SEED PHASES (seeding is not playing); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * given (a scene: its missions seeded by `MissionPlaced`, its team put in play by `CardMoved`; earlier plays as
 * events folded by evolve) / when (a command) / then (the record, the card's zone, the targets offered).
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, ship } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import type { Command, CommandOf, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { anyBeenIn, recordCount, recordHas, titlesPlayed } from './card-record';

const noop = (actor: PlayerId = 'p1'): Command => ({ type: 'SetAutoPass', actor, on: false });
const fold = (state: GameState, events: readonly Partial<GameEvent>[]): GameState => evolveAll(events as GameEvent[], state);
const inQuadrant = (state: GameState, location: string, quadrant: 'Alpha' | 'Gamma' | 'Delta'): GameState => ({
  ...state,
  locations: { ...state.locations, [location]: { ...state.locations[location]!, quadrant } },
});

describe('the record of cards seeded and played (card-record.ts)', () => {
  it('missions placed are seeded (with their quadrant); a card played, reported or downloaded is played; the opponent’s record is apart', () => {
    const built = scene({ missions: ['Excavation'], quadrant: 'Gamma', hand: ['Scan', { skills: 'OFFICER', affiliation: 'Klingon' }] });
    const [scan, klingon] = built.ids.hand as [string, string];
    expect(recordHas(built.state, 'p1', { how: 'seeded', filter: { types: ['Mission'] }, inQuadrants: ['Gamma'] })).toBe(true);
    expect(recordHas(built.state, 'p1', { how: 'seeded', filter: { types: ['Mission'] }, inQuadrants: ['Alpha'] })).toBe(false);
    expect(recordHas(built.state, 'p1', { how: 'played' })).toBe(false);
    const state = fold(built.state, [
      { type: 'CardPlayed', player: 'p1', card: scan, to: Z.discard('p1'), normalCardPlay: true },
      { type: 'CardDownloaded', player: 'p1', card: klingon, title: 'x', from: Z.hand('p1'), to: Z.surface('L1'), source: scan },
    ]);
    expect(titlesPlayed(state, 'p1')).toEqual(['Scan', blueprintOf(state, klingon).title]);
    expect(recordCount(state, 'p1', { how: 'played', filter: { types: ['Personnel'], affiliations: ['Klingon'] } })).toBe(1);
    expect(recordHas(state, 'p1', { how: 'seeded', filter: { types: ['Personnel'] } })).toBe(false);
    expect(recordHas(state, 'p2', { how: 'played' })).toBe(false);
    expect(anyBeenIn(state, 'p1', 'Gamma', { affiliations: ['Klingon'] })).toBe(true);
  });

  it('a ship flying to another quadrant carries its crew there; a rebuild from the events gives the same record', () => {
    const built = scene({ missions: ['Excavation', 'Avert Disaster'], ship: ship({ affiliation: 'Dominion' }), crew: [{ skills: 'OFFICER', affiliation: 'Dominion' }] });
    const start = inQuadrant(built.state, 'L2', 'Delta');
    expect(anyBeenIn(start, 'p1', 'Delta', { affiliations: ['Dominion'] })).toBe(false);
    const flew: GameEvent = { type: 'ShipFlew', player: 'p1', ship: built.ids.ship!, from: 'L1', to: 'L2', path: ['L1', 'L2'], range: 1 } as GameEvent;
    const after = fold(start, [flew]);
    expect(after.cardRecord?.p1?.been.Delta).toEqual([built.ids.ship, built.ids.crew[0]]);
    expect(fold(start, [flew]).cardRecord).toEqual(after.cardRecord);
  });
});

describe('115_058 Establish Dominion Foothold: only where none of your [Dom] cards have been in that quadrant yet; completed once in each quadrant', () => {
  const targets = (state: GameState, card: string) => legalCommands(state, 'p1').flatMap((c) => (c.type === 'PlayCard' && c.card === card ? [(c as CommandOf<'PlayCard'>).target] : []));
  it('applies: with no Dominion card of yours ever in the Alpha Quadrant, both Alpha missions are targets', () => {
    const built = scene({ missions: ['Botanical Research', 'Excavation'], awayTeam: [{ affiliation: 'Federation', skills: 'OFFICER' }], hand: ['Establish Dominion Foothold'] });
    expect(targets(built.state, built.ids.hand[0]!)).toEqual(['L1', 'L2']);
  });
  it('does not apply: your Dominion personnel has been in the Alpha Quadrant (even after it left play) — no Alpha target; the Delta mission still is one', () => {
    const built = scene({ missions: ['Botanical Research', 'Excavation'], awayTeam: [{ affiliation: 'Dominion', skills: 'OFFICER' }], hand: ['Establish Dominion Foothold'] });
    const gone = moved(inQuadrant(built.state, 'L2', 'Delta'), [[built.ids.awayTeam[0]!, Z.discard('p1')]]);
    expect(targets(gone, built.ids.hand[0]!)).toEqual(['L2']);
    // The opponent's Dominion cards do not count.
    const theirs = scene({ missions: ['Botanical Research'], opponentHand: [{ affiliation: 'Dominion', skills: 'OFFICER' }], hand: ['Establish Dominion Foothold'] });
    const placed = fold(theirs.state, [{ type: 'CardReported', player: 'p2', card: theirs.ids.opponentHand[0]!, facility: 'x', to: Z.surface('L1'), normalCardPlay: false }]);
    expect(targets(placed, theirs.ids.hand[0]!)).toEqual(['L1']);
  });
  const twoFootholds = (scoredBefore: boolean) => {
    const team = [
      { affiliation: 'Dominion', skills: 'SCIENCE', c: 20 },
      { affiliation: 'Dominion', skills: 'MEDICAL', c: 20 },
      { affiliation: 'Dominion', skills: 'ENGINEER' },
    ];
    const built = scene({ missions: ['Botanical Research', 'Excavation'], awayTeam: team, hand: ['Establish Dominion Foothold', 'Establish Dominion Foothold', 'Remote Supply Depot'] });
    const [first, second] = built.ids.hand as [string, string];
    let state = moved(built.state, [[first, Z.atop('L1')], [second, Z.atop('L2')]]);
    // The other copy completed at L2 (Alpha): its points scored as it lay there (facility-downloads.ts › discardSolvedHere), then discarded.
    if (scoredBefore) state = moved(fold(state, [{ type: 'PointsScored', player: 'p1', points: 10, bonus: true, source: second }]), [[second, Z.discard('p1')]]);
    return { solved: run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]), first };
  };
  it('applies: the first completion in the Alpha Quadrant — the download is offered', () => {
    const { solved, first } = twoFootholds(false);
    expect(legalCommands(solved.state, 'p1').filter((c) => c.type === 'SpecialDownload' && c.source === first)).toHaveLength(1);
  });
  it('does not apply: another copy already completed in the Alpha Quadrant — no download, no points, the objective stays', () => {
    const { solved, first } = twoFootholds(true);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(legalCommands(solved.state, 'p1').filter((c) => c.type === 'SpecialDownload')).toEqual([]);
    expect(ofType(solved.events, 'PointsScored').filter((e) => e.source === first)).toEqual([]);
    expect(solved.state.cards[first]!.zone).toBe(Z.atop('L1'));
  });
});

describe('194_077 Kolinahr: discarded if you play (or have played) any non-Vulcan personnel', () => {
  const given = (earlier: 'Human' | 'Vulcan') => {
    const built = scene({ missions: ['Deliver Ancient Artifact'], hand: ['Kolinahr', { skills: 'OFFICER', ch: [earlier] }] });
    const [kolinahr, person] = built.ids.hand as [string, string];
    const state = fold(built.state, [{ type: 'CardPlayed', player: 'p1', card: person, to: Z.surface('L1'), normalCardPlay: false }]);
    return run(state, [{ type: 'PlayCard', actor: 'p1', card: kolinahr, target: 'L1' }]).state.cards[kolinahr]!.zone;
  };
  it('applies: a Human played before it — Kolinahr is discarded as it is played', () => {
    expect(given('Human')).toBe(Z.discard('p1'));
  });
  it('does not apply: only a Vulcan played before — it stays on Vulcan', () => {
    expect(given('Vulcan')).toBe(Z.atop('L1'));
  });
});

describe("227_010 Alliance with the Son'a: your Son'a become [Dom] (and [DS9] with Reshape the Quadrant); your Invasive Beam-In is nullified; nullified if you seeded a [GQ] mission", () => {
  const sona = (): Card => ({ ...realCard("Ru'afo") });
  const given = (quadrant: 'Alpha' | 'Gamma', extra: string[] = []) => {
    const built = scene({ missions: ['Excavation'], quadrant, awayTeam: [sona()], hand: ["Alliance with the Son'a", ...extra] });
    const [alliance, ...rest] = built.ids.hand as [string, ...string[]];
    const state = moved(built.state, [[alliance, Z.table('p1')], ...rest.map((iid) => [iid, Z.table('p1')] as [string, string])]);
    return { after: run(state, [noop()]).state, alliance, rest, ruafo: built.ids.awayTeam[0]! };
  };
  it('applies: missions seeded in the Alpha Quadrant only — it stays; Ru’afo is Dominion; with Reshape the Quadrant he shows [DS9]; your Invasive Beam-In is discarded', () => {
    const { after, alliance, ruafo } = given('Alpha');
    expect(after.cards[alliance]!.zone).toBe(Z.table('p1'));
    expect(blueprintOf(after, ruafo).affiliations).toEqual(['Dominion']);
    const withReshape = given('Alpha', ['Reshape the Quadrant', 'Invasive Beam-In']);
    expect(blueprintOf(withReshape.after, withReshape.ruafo).icons.map((icon) => icon.code)).toContain('DS9');
    expect(withReshape.after.cards[withReshape.rest[1]!]!.zone).toBe(Z.discard('p1'));
  });
  // Issue 15 (helper domir): the Son'a Observatory (a facility; Son'a by title) is a [Non] Son'a card too.
  it('applies: your Son’a Observatory becomes Dominion, and shows [DS9] with Reshape the Quadrant; an opponent’s Observatory does not change', () => {
    const built = scene({ missions: ['Excavation'], hand: ["Alliance with the Son'a", 'Reshape the Quadrant', "Son'a Observatory"], opponentHand: ["Son'a Observatory"] });
    const [alliance, reshape, observatory] = built.ids.hand as [string, string, string];
    const theirs = built.ids.opponentHand[0]!;
    const state = moved(built.state, [[alliance, Z.table('p1')], [reshape, Z.table('p1')], [observatory, Z.space('L1')], [theirs, Z.space('L1')]]);
    const after = run(state, [noop()]).state;
    expect(blueprintOf(after, observatory).affiliations).toEqual(['Dominion']);
    expect(blueprintOf(after, observatory).icons.map((icon) => icon.code)).toContain('DS9');
    expect(blueprintOf(after, theirs).affiliations).toEqual(['Non-Aligned']);
  });
  it('does not apply: you seeded a Gamma Quadrant mission — the incident is nullified (discarded) and Ru’afo stays Non-Aligned', () => {
    const { after, alliance, ruafo } = given('Gamma');
    expect(after.cards[alliance]!.zone).toBe(Z.discard('p1'));
    expect(blueprintOf(after, ruafo).affiliations).toEqual(['Non-Aligned']);
  });
});

describe('167_021 Alliance for Global Unity: discarded if you play or have played a personnel that is not [Baj], [Non] or [Neu]', () => {
  const given = (affiliation: string) => {
    const built = scene({ missions: ['Excavation'], hand: ['Alliance for Global Unity', { skills: 'OFFICER', affiliation }] });
    const [alliance, person] = built.ids.hand as [string, string];
    const state = fold(moved(built.state, [[alliance, Z.table('p1')]]), [{ type: 'CardPlayed', player: 'p1', card: person, to: Z.surface('L1'), normalCardPlay: false }]);
    return run(state, [noop()]).state.cards[alliance]!.zone;
  };
  it('applies: a Federation personnel played (before the check) — discarded', () => {
    expect(given('Federation')).toBe(Z.discard('p1'));
  });
  it('does not apply: a Bajoran or Non-Aligned personnel — it stays', () => {
    expect(given('Bajoran')).toBe(Z.table('p1'));
    expect(given('Non-Aligned')).toBe(Z.table('p1'));
  });
});

describe('227_014 We All Serve: discarded if you have played a personnel not native to the Alpha Quadrant (or a [Car] Honor personnel) — before it was played too', () => {
  const gammaNative = (): Card => {
    const base = person({ skills: 'OFFICER', affiliation: 'Dominion' });
    return { ...base, icons: [...base.icons, { code: 'GQ', name: 'GQ', category: 'quadrant' }] };
  };
  const given = (earlier: Card) => {
    const built = scene({ missions: ['Excavation'], hand: ['We All Serve', earlier] });
    const [incident, personnel] = built.ids.hand as [string, string];
    const state = fold(moved(built.state, [[incident, Z.table('p1')]]), [{ type: 'CardPlayed', player: 'p1', card: personnel, to: Z.surface('L1'), normalCardPlay: false }]);
    return run(state, [noop()]).state.cards[incident]!.zone;
  };
  it('applies: a Gamma Quadrant native, or a Cardassian with Honor, played earlier — discarded', () => {
    expect(given(gammaNative())).toBe(Z.discard('p1'));
    expect(given(person({ skills: 'OFFICER Honor', affiliation: 'Cardassian' }))).toBe(Z.discard('p1'));
  });
  it('does not apply: an Alpha Quadrant Cardassian without Honor — it stays', () => {
    expect(given(person({ skills: 'OFFICER', affiliation: 'Cardassian' }))).toBe(Z.table('p1'));
  });
});

describe("181_027 Plenty of Captains and 181_029 The Regent's Flagship: icons lost even if not in play; nullified if you seeded Mirror Terok Nor", () => {
  const mirror = (both: string[]): Card => {
    const base = person({ skills: 'OFFICER', affiliation: 'Cardassian' });
    return { ...base, icons: [...base.icons, ...both.map((code) => ({ code, name: code, category: 'other' }))] };
  };
  const given = (title: string, seededBy: PlayerId | null) => {
    const built = scene({ missions: ['Excavation'], hand: [title, mirror(['TE', 'KCA']), mirror(['KCA']), mirror(['TE']), 'Mirror Terok Nor'] });
    const [incident, both, kca, te, nor] = built.ids.hand as [string, string, string, string, string];
    let state = moved(built.state, [[incident, Z.table('p1')]]);
    if (seededBy) state = fold(state, [{ type: 'FacilitySeeded', player: seededBy, card: nor, location: 'L1' }]);
    return { after: run(state, [noop()]).state, incident, both, kca, te };
  };
  const icons = (state: GameState, iid: string) => blueprintOf(state, iid).icons.map((icon) => icon.code);
  it('applies: Plenty of Captains — your [TE] personnel in hand shows no [KCA]; a [KCA]-only one keeps it', () => {
    const { after, incident, both, kca } = given('Plenty of Captains', null);
    expect(after.cards[incident]!.zone).toBe(Z.table('p1'));
    expect(icons(after, both)).toEqual(['TE']);
    expect(icons(after, kca)).toEqual(['KCA']);
  });
  it("applies: The Regent's Flagship — your [KCA] personnel shows no [TE]; a [TE]-only one keeps it", () => {
    const { after, both, te } = given("The Regent's Flagship", 'p2');
    expect(icons(after, both)).toEqual(['KCA']);
    expect(icons(after, te)).toEqual(['TE']);
  });
  it('does not apply: you seeded Mirror Terok Nor — each is nullified (discarded) and the icons are back', () => {
    for (const title of ['Plenty of Captains', "The Regent's Flagship"]) {
      const { after, incident, both } = given(title, 'p1');
      expect(after.cards[incident]!.zone).toBe(Z.discard('p1'));
      expect(icons(after, both)).toEqual(['TE', 'KCA']);
    }
  });
  it('Plenty of Captains: as it is played, A Safe Place to Hide is downloaded to your table', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Plenty of Captains'], drawTop: ['A Safe Place to Hide'] });
    const after = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]! }]);
    expect(after.state.cards[built.ids.deck[0]!]!.zone).toBe(Z.table('p1'));
  });
});

describe('181_024 An Important Victory: nullified if you play or have seeded Terran Rebellion HQ', () => {
  const given = (how: 'seeded' | 'played-before') => {
    const built = scene({ missions: ['Excavation'], hand: ['An Important Victory', 'Terran Rebellion HQ'] });
    const [incident, hq] = built.ids.hand as [string, string];
    const event: Partial<GameEvent> = how === 'seeded' ? { type: 'FacilitySeeded', player: 'p1', card: hq, location: 'L1' } : { type: 'CardPlayed', player: 'p1', card: hq, to: Z.surface('L1'), normalCardPlay: false };
    return run(fold(moved(built.state, [[incident, Z.table('p1')]]), [event]), [noop()]).state.cards[incident]!.zone;
  };
  it('applies: you seeded Terran Rebellion HQ — nullified', () => {
    expect(given('seeded')).toBe(Z.discard('p1'));
  });
  it('does not apply: Terran Rebellion HQ played before this card came into play (the text asks for a play now, or a seed) — it stays', () => {
    expect(given('played-before')).toBe(Z.table('p1'));
  });
});
