/**
 * Issue 15 (facility downloads): a card atop a mission lets its owner, on solving that mission, download
 * a facility (built by its own rules, here) or an artifact it names, plus cards with it; then it may be
 * discarded (behaviour/facility-downloads.ts, build-sites.ts).
 *   1E rulebook › DOWNLOADING › Clarifications: Downloading ("When downloading a Facility into play, you
 *   must meet all requirements for building that Facility at the location"; artifacts only when a card
 *   permits it); ATTEMPT A MISSION › SOLVING THE MISSION.
 * given (the card atop a mission, a team that solves it, the cards in hand) / when (AttemptMission, then
 * SpecialDownload from the card, PassResponse) / then (the exact CardDownloaded and CardMoved facts, or
 * the refusal's code).
 */
import { legalCommands } from '../legal';
import { ofType, realCard, scene, ship } from '../testing/attempt-scene';
import { siteScene } from '../testing/site-scene';
import { moved, play, refused } from '../testing/scenario';
import type { Command, CommandOf } from '../types';
import { Z } from '../zones';
import { buildSiteProblem } from './build-sites';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
const download = (source: string, icon: number, target: string, extra: Partial<CommandOf<'SpecialDownload'>> = {}): Command => ({ type: 'SpecialDownload', actor: 'p1', source, icon, target, ...extra });
const pass: Command = { type: 'PassResponse', actor: 'p1' };

/** p1's Dominion Away Team on Avert Disaster (L1) that solves it through Subjugate Planet (Vorta + Treachery + four Jem'Hadar + STRENGTH>80); `engineer`: one Jem'Hadar is an ENGINEER. */
function subjugated(options: { engineer?: boolean; hand?: string[]; facilityThere?: boolean } = {}) {
  const team = [
    { affiliation: 'Dominion', skills: 'OFFICER Treachery', ch: ['Vorta'], s: 4 },
    ...[1, 2, 3, 4].map((n) => ({ affiliation: 'Dominion', skills: n === 1 && options.engineer !== false ? 'ENGINEER' : 'SECURITY', ch: ["Jem'Hadar"], s: 20 })),
  ];
  const built = scene({ missions: ['Avert Disaster'], awayTeam: team, hand: ['Subjugate Planet', ...(options.hand ?? ['Remote Supply Depot', 'Ketracel-White']), 'Federation Outpost'] });
  const [objective, ...rest] = built.ids.hand as [string, ...string[]];
  const outpost = rest[rest.length - 1]!;
  const state = moved(built.state, [[objective, Z.atop('L1')], ...(options.facilityThere ? ([[outpost, Z.space('L1')]] as [string, string][]) : [])]);
  const solved = play(state, [attempt]);
  return { solved, objective, hand: rest, team: built.ids.awayTeam };
}

describe('115_063 Subjugate Planet: when you solve, Remote Supply Depot here (plus one Ketracel-White); then the objective is discarded', () => {
  it('the window stays open for p1; the depot is built in space at L1 (no [DOM] icon needed: the card names the place), the Ketracel-White goes to the planet, one only; passing discards the objective', () => {
    const { solved, objective, hand } = subjugated();
    const [depot, white] = hand as [string, string];
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.state.windows?.map((w) => [w.action, w.player])).toEqual([['mission-solved', 'p1']]);
    const offers = legalCommands(solved.state, 'p1').filter((c) => c.type === 'SpecialDownload');
    expect(offers).toEqual([download(objective, 0, 'Remote Supply Depot')]);
    expect(refused(solved.state, download(objective, 1, 'Ketracel-White'))).toBe('NOT_NOW');
    const built = play(solved.state, [download(objective, 0, 'Remote Supply Depot')]);
    expect(ofType(built.events, 'CardDownloaded').map((e) => [e.card, e.from, e.to, e.source])).toEqual([[depot, Z.hand('p1'), Z.space('L1'), objective]]);
    expect(refused(built.state, download(objective, 0, 'Remote Supply Depot'))).toBe('ICON_SPENT');
    // The Ketracel-White goes here: on the planet (first offered) or aboard the new depot.
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'SpecialDownload')).toEqual([download(objective, 1, 'Ketracel-White'), download(objective, 1, 'Ketracel-White', { to: Z.aboard(depot) })]);
    const white1 = play(built.state, [download(objective, 1, 'Ketracel-White', { to: Z.aboard(depot) })]);
    expect(ofType(white1.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[white, Z.aboard(depot)]]);
    const closed = play(white1.state, [pass]);
    expect(ofType(closed.events, 'CardMoved').map((e) => [e.card, e.from, e.to])).toEqual([[objective, Z.atop('L1'), Z.discard('p1')]]);
    expect(closed.state.windows ?? []).toEqual([]);
  });

  it('a second Ketracel-White is refused (one with the depot); a card of another title is not its companion', () => {
    const { solved, objective } = subjugated({ hand: ['Remote Supply Depot', 'Ketracel-White', 'Ketracel-White', 'Tricorder'] });
    const state = play(solved.state, [download(objective, 0, 'Remote Supply Depot'), download(objective, 1, 'Ketracel-White')]).state;
    expect(refused(state, download(objective, 1, 'Ketracel-White'))).toBe('ICON_SPENT');
    const fresh = play(solved.state, [download(objective, 0, 'Remote Supply Depot')]).state;
    expect(refused(fresh, download(objective, 1, 'Tricorder'))).toBe('NOT_THE_ICONS_TARGET');
  });

  it('without a Dominion ENGINEER there the depot may not be built, so it is neither offered nor accepted; declining still discards the objective', () => {
    const { solved, objective } = subjugated({ engineer: false });
    expect(solved.state.windows?.map((w) => [w.action, w.player])).toEqual([['mission-solved', 'p1']]);
    expect(legalCommands(solved.state, 'p1').filter((c) => c.type === 'SpecialDownload')).toEqual([]);
    expect(refused(solved.state, download(objective, 0, 'Remote Supply Depot'))).toBe('NO_ENGINEER_THERE');
    const closed = play(solved.state, [pass]);
    expect(ofType(closed.events, 'CardMoved').map((e) => [e.card, e.to])).toEqual([[objective, Z.discard('p1')]]);
  });

  it('where p1 already has a facility the depot is refused (one facility of yours per location); a card it does not name is refused', () => {
    const { solved, objective } = subjugated({ facilityThere: true });
    expect(refused(solved.state, download(objective, 0, 'Remote Supply Depot'))).toBe('FACILITY_ALREADY_AT_LOCATION');
    const other = subjugated({ hand: ['Remote Supply Depot', 'Ketracel-White', 'Cardassian Outpost'] });
    expect(refused(other.solved.state, download(other.objective, 0, 'Cardassian Outpost'))).toBe('NOT_THE_ICONS_TARGET');
  });

  it('outside the solver\'s window (after passing) the download is refused (NOT_NOW) — the card is gone from the mission anyway', () => {
    const { solved, objective } = subjugated();
    const closed = play(solved.state, [pass]);
    expect(refused(closed.state, download(objective, 0, 'Remote Supply Depot'))).not.toBeNull();
  });
});

describe('build-sites.ts: one reading of where a facility is built (normal build and downloads)', () => {
  it('Remote Supply Depot built normally needs a mission with its [DOM] icon: at Avert Disaster only when a card names the place; a facility that only seeds (Primary Supply Depot) is never built', () => {
    const built = scene({ missions: ['Avert Disaster'], awayTeam: [{ affiliation: 'Dominion', skills: 'ENGINEER' }], hand: ['Remote Supply Depot', 'Primary Supply Depot'] });
    const [depot, primary] = built.ids.hand as [string, string];
    expect(buildSiteProblem(built.state, 'p1', depot, 'L1')?.code).toBe('NO_MATCHING_AFFILIATION_ICON');
    expect(buildSiteProblem(built.state, 'p1', depot, 'L1', true)).toBeNull();
    expect(buildSiteProblem(built.state, 'p1', primary, 'L1', true)?.code).toBe('NOT_BUILDABLE');
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: depot, target: 'L1' })).toBe('INVALID_TARGET');
  });
});

/** p1's Ferengi crew aboard a Ferengi ship at Resupply Marauder (L1, OFFICER + ENGINEER x2 + Acquisition), Establish Trade Route atop it. */
function tradeRoute(hand: string[]) {
  const crew = [
    { affiliation: 'Ferengi', skills: 'OFFICER Acquisition', ch: ['Ferengi'] },
    { affiliation: 'Ferengi', skills: 'ENGINEER', ch: ['Ferengi'] },
    { affiliation: 'Ferengi', skills: 'ENGINEER', ch: ['Ferengi'] },
  ];
  const built = scene({ missions: ['Resupply Marauder'], ship: ship({ affiliation: 'Ferengi' }), crew, hand: ['Establish Trade Route', ...hand] });
  const [objective, ...rest] = built.ids.hand as [string, ...string[]];
  const solved = play(moved(built.state, [[objective, Z.atop('L1')]]), [{ ...attempt, ship: built.ids.ship! } as Command]);
  return { solved, objective, hand: rest, shipId: built.ids.ship! };
}

describe('117_052 Establish Trade Route: on your space mission with a point box; when you solve, Ferengi Trading Post here plus up to two Equipment; then discarded', () => {
  it('plays atop your space mission with a point box; not atop a planet mission', () => {
    const built = scene({ missions: ['Resupply Marauder', 'Avert Disaster'], hand: ['Establish Trade Route'] });
    const card = built.ids.hand[0]!;
    const targets = legalCommands(built.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card).map((c) => (c as CommandOf<'PlayCard'>).target);
    expect(targets).toEqual(['L1']);
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card, target: 'L2' })).toBe('INVALID_TARGET');
  });

  it('the trading post is built at L1, then two equipment aboard it or the ship; a third is refused; passing discards the objective', () => {
    const { solved, objective, hand, shipId } = tradeRoute(['Ferengi Trading Post', 'Tricorder', 'Medical Kit', 'Engineering Kit']);
    const [post, tricorder, kit] = hand as [string, string, string];
    expect(refused(solved.state, download(objective, 0, 'Tricorder'))).toBe('NOT_THE_ICONS_TARGET');
    const built = play(solved.state, [download(objective, 0, 'Ferengi Trading Post')]);
    expect(ofType(built.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[post, Z.space('L1')]]);
    const equipped = play(built.state, [download(objective, 1, 'Tricorder', { to: Z.aboard(post) }), download(objective, 1, 'Medical Kit', { to: Z.aboard(shipId) })]);
    expect(ofType(equipped.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [tricorder, Z.aboard(post)],
      [kit, Z.aboard(shipId)],
    ]);
    expect(refused(equipped.state, download(objective, 1, 'Engineering Kit'))).toBe('ICON_SPENT');
    expect(ofType(play(equipped.state, [pass]).events, 'CardMoved').map((e) => [e.card, e.to])).toEqual([[objective, Z.discard('p1')]]);
  });
});

describe('234_010 GIVE ME GENESIS!: when you solve, The Genesis Device (an artifact it permits) here, as equipment; the objective stays', () => {
  function genesis(hand: string[]) {
    const built = scene({ missions: ['Avert Disaster'], awayTeam: [{ affiliation: 'Federation', skills: 'SCIENCE Geology Honor', i: 40 }], hand: ['GIVE ME GENESIS!', ...hand] });
    const [objective, ...rest] = built.ids.hand as [string, ...string[]];
    return { solved: play(moved(built.state, [[objective, Z.atop('L1')]]), [attempt]), objective, hand: rest };
  }
  it('The Genesis Device goes to the planet; another artifact is refused; passing leaves the objective atop the mission', () => {
    const { solved, objective, hand } = genesis(['The Genesis Device', 'Starry Night']);
    expect(legalCommands(solved.state, 'p1').filter((c) => c.type === 'SpecialDownload')).toEqual([download(objective, 0, 'The Genesis Device')]);
    expect(refused(solved.state, download(objective, 0, 'Starry Night'))).toBe('NOT_THE_ICONS_TARGET');
    const done = play(solved.state, [download(objective, 0, 'The Genesis Device')]);
    expect(ofType(done.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[hand[0], Z.surface('L1')]]);
    expect(refused(done.state, download(objective, 1, 'The Genesis Device'))).toBe('NO_SUCH_ICON');
    const closed = play(done.state, [pass]);
    expect(ofType(closed.events, 'CardMoved')).toEqual([]);
    expect(closed.state.cards[objective]!.zone).toBe(Z.atop('L1'));
  });
  it('the download belongs to the solve of its mission: the opponent\'s copy of the window, or none open, offers nothing', () => {
    const { solved, objective } = genesis(['The Genesis Device']);
    const closed = play(solved.state, [pass]);
    expect(legalCommands(closed.state, 'p1').filter((c) => c.type === 'SpecialDownload')).toEqual([]);
    expect(refused(closed.state, download(objective, 0, 'The Genesis Device'))).toBe('NOT_NOW');
  });
});

describe('115_058 Establish Dominion Foothold: in the Alpha or Delta Quadrant; when your Dominion personnel solve, a Dominion facility buildable there with up to five different Equipment; score 10, discard', () => {
  function foothold(affiliation: string, hand: string[]) {
    const team = [
      { affiliation, skills: 'SCIENCE', c: 20 },
      { affiliation, skills: 'MEDICAL', c: 20 },
      { affiliation, skills: 'ENGINEER' },
    ];
    const built = scene({ missions: ['Botanical Research'], awayTeam: team, hand: ['Establish Dominion Foothold', ...hand] });
    const [objective, ...rest] = built.ids.hand as [string, ...string[]];
    return { solved: play(moved(built.state, [[objective, Z.atop('L1')]]), [attempt]), objective, hand: rest };
  }
  it('plays on a mission in the Alpha Quadrant; in the Gamma Quadrant it has no target', () => {
    for (const [quadrant, targets] of [['Alpha', ['L1']], ['Gamma', []]] as const) {
      const built = scene({ missions: ['Botanical Research'], quadrant, hand: ['Establish Dominion Foothold'] });
      const card = built.ids.hand[0]!;
      expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card).map((c) => (c as CommandOf<'PlayCard'>).target)).toEqual(targets);
    }
  });
  it('Dominion solvers: Remote Supply Depot is built at the [DOM] mission (not Primary Supply Depot, which must seed); equipment of different titles only; passing scores 10 and discards it', () => {
    const { solved, objective, hand } = foothold('Dominion', ['Remote Supply Depot', 'Primary Supply Depot', 'Tricorder', 'Tricorder', 'Medical Kit']);
    const [depot] = hand as [string];
    expect(refused(solved.state, download(objective, 0, 'Primary Supply Depot'))).toBe('NOT_BUILDABLE');
    expect(legalCommands(solved.state, 'p1').filter((c) => c.type === 'SpecialDownload')).toEqual([download(objective, 0, 'Remote Supply Depot')]);
    const built = play(solved.state, [download(objective, 0, 'Remote Supply Depot'), download(objective, 1, 'Tricorder', { to: Z.aboard(depot) })]);
    expect(refused(built.state, download(objective, 1, 'Tricorder'))).toBe('NOT_DIFFERENT');
    expect(refused(built.state, download(objective, 1, 'Medical Kit'))).toBeNull();
    const closed = play(built.state, [pass]);
    expect(ofType(closed.events, 'PointsScored').map((e) => [e.player, e.points, e.source])).toEqual([['p1', 10, objective]]);
    expect(closed.state.cards[objective]!.zone).toBe(Z.discard('p1'));
  });
  it('solved by Federation personnel: the window is not held, no download is offered, and the objective stays, scoring nothing', () => {
    const { solved, objective } = foothold('Federation', ['Remote Supply Depot']);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.state.windows ?? []).toEqual([]);
    expect(legalCommands(solved.state, 'p1').filter((c) => c.type === 'SpecialDownload')).toEqual([]);
    expect(refused(solved.state, download(objective, 0, 'Remote Supply Depot'))).toBe('NOT_NOW');
    expect(ofType(solved.events, 'PointsScored').filter((e) => e.source === objective)).toEqual([]);
    expect(solved.state.cards[objective]!.zone).toBe(Z.atop('L1'));
  });
});

describe('116_035 Ultimatum: once per game, Remote Supply Depot at a [DOM] Alpha Quadrant mission where it may be built, with up to two Equipment there (ActivateCard, facility-to-download)', () => {
  function ultimatum(quadrant: 'Alpha' | 'Gamma' = 'Alpha') {
    const built = scene({ missions: ['Botanical Research', 'Avert Disaster'], quadrant, awayTeam: [{ affiliation: 'Dominion', skills: 'ENGINEER' }, { affiliation: 'Dominion', skills: 'ENGINEER' }], hand: ['Ultimatum', 'Remote Supply Depot', 'Tricorder', 'Medical Kit', 'Engineering Kit'] });
    const [card, depot, tricorder, medical, engineering] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [[card, Z.table('p1')], [built.ids.awayTeam[1]!, Z.surface('L2')]]);
    return { state, card, depot, tricorder, medical, engineering };
  }
  const activate = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'supply-depot', target });
  it('offers the depot at Botanical Research ([DOM], your Dominion ENGINEER there), alone or with one equipment aboard it; not at Avert Disaster (no [DOM] icon) although an ENGINEER is there', () => {
    const { state, card, depot, tricorder, medical, engineering } = ultimatum();
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card).map((c) => (c as CommandOf<'ActivateCard'>).target);
    expect(offers).toEqual([`${depot}@L1`, ...[tricorder, medical, engineering].map((e) => `${depot}@L1+${e}>${Z.aboard(depot)}`)]);
    expect(refused(state, activate(card, `${depot}@L2`))).not.toBeNull();
  });
  it('the depot and two equipment (one on the planet, one aboard it) enter play as one download; a third equipment is refused; once per game', () => {
    const { state, card, depot, tricorder, medical, engineering } = ultimatum();
    expect(refused(state, activate(card, `${depot}@L1+${tricorder}>${Z.surface('L1')}+${medical}>${Z.aboard(depot)}+${engineering}>${Z.aboard(depot)}`))).not.toBeNull();
    const done = play(state, [activate(card, `${depot}@L1+${tricorder}>${Z.surface('L1')}+${medical}>${Z.aboard(depot)}`)]);
    expect(ofType(done.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [depot, Z.space('L1')],
      [tricorder, Z.surface('L1')],
      [medical, Z.aboard(depot)],
    ]);
    expect(legalCommands(done.state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card)).toEqual([]);
  });
  it('in the Gamma Quadrant nothing is offered ([DOM] Alpha Quadrant missions only)', () => {
    const { state, card } = ultimatum('Gamma');
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card)).toEqual([]);
  });
});

describe('122_046 Construct Starship: in place of your normal card play, an outpost or headquarters where it may be built with a matching ENGINEER; then discard it or draw no more cards', () => {
  function construct() {
    const built = scene({ missions: ['Avert Disaster'], awayTeam: [{ affiliation: 'Federation', skills: 'ENGINEER' }], hand: ['Construct Starship', 'Federation Outpost', 'Klingon Outpost'] });
    const [card, outpost] = built.ids.hand as [string, string, string];
    return { state: moved(built.state, [[card, Z.table('p1')]]), card, outpost };
  }
  const activate = (card: string, ability: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, target });
  it('offers Federation Outpost at Avert Disaster (your Federation ENGINEER there), not Klingon Outpost; the first way discards the objective and spends the normal card play', () => {
    const { state, card, outpost } = construct();
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card).map((c) => [(c as CommandOf<'ActivateCard'>).ability, (c as CommandOf<'ActivateCard'>).target]);
    expect(offers).toEqual([
      ['facility-then-discard', `${outpost}@L1`],
      ['facility-then-no-draws', `${outpost}@L1`],
    ]);
    const done = play(state, [activate(card, 'facility-then-discard', `${outpost}@L1`)]);
    expect(ofType(done.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[outpost, Z.space('L1')]]);
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(done.state.turn?.normalCardPlayUsed).toBe(true);
  });
  it('the second way keeps the objective and draws no more cards this turn; with the normal card play spent neither way is offered', () => {
    const { state, card, outpost } = construct();
    const done = play(state, [activate(card, 'facility-then-no-draws', `${outpost}@L1`)]);
    expect(done.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(done.state.cards[outpost]!.zone).toBe(Z.space('L1'));
    expect(ofType(done.events, 'CardEffectResolved').map((e) => e.effect)).toEqual(expect.arrayContaining([expect.stringMatching(/no more cards|draws no/i)]));
    expect(legalCommands(done.state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card)).toEqual([]);
  });
});

describe('122_046 Construct Starship: Spacedock (onto an outpost or a docking site) and a unique ship to your facility with a Spacedock whose matching commander ENGINEER is aboard', () => {
  // 1E rulebook › THE CARDS › OBJECTIVES; DOWNLOADING; 1E DS9 expansion rules › Ship cards (docking sites).
  const activate = (card: string, ability: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, target });
  const offers = (state: Parameters<typeof legalCommands>[0], card: string, prefix: string) =>
    legalCommands(state, 'p1')
      .filter((c) => c.type === 'ActivateCard' && c.card === card && (c as CommandOf<'ActivateCard'>).ability.startsWith(prefix))
      .map((c) => [(c as CommandOf<'ActivateCard'>).ability, (c as CommandOf<'ActivateCard'>).target]);
  /** p1's Federation Outpost at L1 with `aboard` in it; the objective on p1's table; `deck` in p1's draw deck; Spacedock on the outpost when `docked`. */
  function yard(aboard: readonly string[], deck: readonly string[], docked = false) {
    const built = scene({ missions: ['Avert Disaster'], hand: ['Construct Starship', 'Federation Outpost', ...aboard, ...deck, ...(docked ? ['Spacedock'] : [])] });
    const [card, outpost, ...rest] = built.ids.hand as [string, ...string[]];
    const crew = rest.slice(0, aboard.length);
    const inDeck = rest.slice(aboard.length, aboard.length + deck.length);
    const dock = docked ? rest[rest.length - 1]! : undefined;
    const state = moved(built.state, [
      [card, Z.table('p1')],
      [outpost!, Z.space('L1')],
      ...crew.map((iid) => [iid, Z.aboard(outpost!)] as [string, string]),
      ...inDeck.map((iid) => [iid, Z.draw('p1')] as [string, string]),
      ...(dock ? [[dock, Z.on(outpost!)] as [string, string]] : []),
    ]);
    return { state, card, outpost: outpost!, deck: inDeck };
  }
  it('applies: Spacedock is downloaded onto the outpost; the objective is discarded (or kept with no more draws)', () => {
    const { state, card, outpost, deck } = yard([], ['Spacedock']);
    expect(offers(state, card, 'spacedock')).toEqual([
      ['spacedock-then-discard', `${deck[0]}>${outpost}`],
      ['spacedock-then-no-draws', `${deck[0]}>${outpost}`],
    ]);
    const done = play(state, [activate(card, 'spacedock-then-discard', `${deck[0]}>${outpost}`)]);
    expect(done.state.cards[deck[0]!]!.zone).toBe(Z.on(outpost));
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(done.state.turn?.normalCardPlayUsed).toBe(true);
  });
  it('applies: Spacedock is offered onto a Nor’s docking site (Docking Pylons), not onto Ops', () => {
    const { state, id } = siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: '112_082' },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: '112_272' },
      { label: 'pylons', owner: 'p1', at: { row: 'nor' }, card: '112_268' },
      { label: 'objective', owner: 'p1', at: 'hand', card: 'Construct Starship' },
      { label: 'dock', owner: 'p1', at: 'hand', card: 'Spacedock' },
    ]);
    const ready = moved(state, [[id('objective'), Z.table('p1')], [id('dock'), Z.draw('p1')]]);
    const targets = offers(ready, id('objective'), 'spacedock-then-discard').map(([, target]) => target);
    expect(targets).toContain(`${id('dock')}>${id('pylons')}`);
    expect(targets).not.toContain(`${id('dock')}>${id('ops')}`);
    const done = play(ready, [activate(id('objective'), 'spacedock-then-discard', `${id('dock')}>${id('pylons')}`)]);
    expect(done.state.cards[id('dock')]!.zone).toBe(Z.on(id('pylons')));
  });
  it('applies: U.S.S. Ganges reports to the outpost with a Spacedock while Miles O’Brien (ENGINEER, its matching commander) is aboard', () => {
    expect(realCard('U.S.S. Ganges').commandedBy).toContain("Miles O'Brien");
    const { state, card, outpost, deck } = yard(["Miles O'Brien"], ['U.S.S. Ganges'], true);
    const [ganges] = deck as [string];
    expect(offers(state, card, 'ship')).toEqual([
      ['ship-then-discard', `${ganges}>${outpost}`],
      ['ship-then-no-draws', `${ganges}>${outpost}`],
    ]);
    const done = play(state, [activate(card, 'ship-then-no-draws', `${ganges}>${outpost}`)]);
    expect(ofType(done.events, 'CardDownloaded').map((e) => e.card)).toEqual([ganges]);
    expect(done.state.cards[card]!.zone).toBe(Z.table('p1'));
  });
  it('does not apply: no Spacedock on the facility, or no matching commander ENGINEER aboard — no ship is offered', () => {
    const bare = yard(["Miles O'Brien"], ['U.S.S. Ganges']);
    expect(offers(bare.state, bare.card, 'ship')).toEqual([]);
    const other = yard(['Geordi La Forge'], ['U.S.S. Ganges'], true);
    expect(offers(other.state, other.card, 'ship')).toEqual([]);
    expect(refused(other.state, activate(other.card, 'ship-then-discard', `${other.deck[0]}>${other.outpost}`))).toBe('INVALID_TARGET');
  });
});
