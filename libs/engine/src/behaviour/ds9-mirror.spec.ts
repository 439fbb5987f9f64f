/**
 * Issue 15 (helper ds9mirror): Deep Space Nine, Crossover and Maquis incidents and events.
 * - 112_070 Recruit Mercenaries / 181_018 Rebellious Servants: personnel downloaded as one download, their
 *   skill dots together at most 7 (behaviour/dots-group-downloads.ts), then the point box is lost.
 * - 172_015 Not So Demilitarized: once each turn, while all your facilities are [Maq], a free report OR For
 *   the Cause downloaded (download-onto-mission.ts with the table condition `all-your-facilities`); you may
 *   not play Espionage cards (no-plays-titled with `titlePrefixes`, `yoursOnly`).
 *   1E rulebook › DOWNLOADING (Clarifications: Invalid Downloads); USING SKILLS; PLAYING "FOR FREE";
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * given (scene) / when (PlayCard, ActivateCard) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type SceneSpec } from '../testing/attempt-scene';
import { isStaffed } from '../play';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { tableFreeReport } from './free-reports';
import { playForbiddenBy } from './play-conditions2';
import { sacrificeTargets } from './present-sacrifices';
import { playCard as play } from '../testing/commands';

const offered = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((cmd) => cmd.type === 'PlayCard' && cmd.card === card)
    .map((cmd) => (cmd as { target?: string }).target);

/** p1's hand `hand`, draw deck (top first) `deck`, cards in space at L1 `space`. */
function table(spec: SceneSpec & { deck?: readonly (string | Card)[]; space?: readonly string[] }) {
  const hand = spec.hand ?? [];
  const deck = spec.deck ?? [];
  const space = spec.space ?? [];
  const built = scene({ ...spec, hand: [...hand, ...deck, ...space] });
  const ids = built.ids.hand;
  const deckIds = ids.slice(hand.length, hand.length + deck.length);
  const spaceIds = ids.slice(hand.length + deck.length);
  const state = evolveAll(
    [
      ...deckIds.map((card, index) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.draw('p1'), index, faceUp: false, reason: 'test: deck' }) as GameEvent),
      ...spaceIds.map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test: in play' }) as GameEvent),
    ],
    built.state,
  );
  return { built, hand: ids.slice(0, hand.length), deck: deckIds, space: spaceIds, state };
}

describe('112_070 Recruit Mercenaries: Non-Aligned or Ferengi Treachery personnel, skill dots 7 or fewer together, to where your Treachery is; lose 10 points', () => {
  // Etana Jol 2 dots, Ishara Yar 2, Jo'Bril 4, Devinoni Ral 3 (their printed skill boxes).
  const given = (awayTeam: string[]) => table({ missions: ['Excavation'], awayTeam, hand: ['Recruit Mercenaries'], deck: ['Etana Jol', 'Ishara Yar', "Jo'Bril", 'Devinoni Ral'] });
  it('applies: with Bok (Treachery) on the planet, the first cards fitting 7 dots are offered; played, they join Bok and 10 points are lost', () => {
    const { built, hand, deck, state } = given(['Bok']);
    const [event] = hand as [string];
    const [etana, ishara, jobril, devinoni] = deck as [string, string, string, string];
    const bok = built.ids.awayTeam[0]!;
    const set = `${etana}>${bok}+${ishara}>${bok}+${devinoni}>${bok}`;
    expect(offered(state, event)).toEqual([set]);
    const after = run(state, [play(event, set)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [etana, Z.surface('L1')],
      [ishara, Z.surface('L1')],
      [devinoni, Z.surface('L1')],
    ]);
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p1', -10]]);
    expect(after.state.cards[event]!.zone).toBe(Z.discard('p1'));
    // Another set within the dots may be named (Jo'Bril 4 + Devinoni 3 = 7).
    expect(refused(state, play(event, `${jobril}>${bok}+${devinoni}>${bok}`))).toBeNull();
  });
  it('does not apply: a set over 7 dots, or a place that is not your Treachery personnel, is refused; without Treachery in play nothing is offered', () => {
    const { built, hand, deck, state } = given(['Bok', 'Tasha Yar']);
    const [event] = hand as [string];
    const [etana, ishara, jobril] = deck as [string, string, string];
    const [bok, tasha] = built.ids.awayTeam as [string, string];
    expect(refused(state, play(event, `${etana}>${bok}+${ishara}>${bok}+${jobril}>${bok}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(event, `${etana}>${tasha}`))).toBe('INVALID_TARGET');
    const none = given(['Tasha Yar']);
    expect(offered(none.state, none.hand[0]!)).toEqual([]);
  });
});

describe('181_018 Rebellious Servants: different [MU] Non-Aligned Human or Vulcan personnel, skill dots 7 or fewer together, to your [MU] facility; lose 10 points', () => {
  // Skill dots (printed skill boxes): Errol 2, McKay 1, Mr. Sisko 5 or more (a special skill counts too), Guron 4.
  // A Mirror Quadrant spaceline: the [MU] personnel are native there (1E current rulings › Mirror Quadrant icon [MQ]).
  // The Federation Outpost of the other case is put there by the scene (as if it had crossed over).
  const given = (facility: string, deck: string[]) => table({ missions: ['Excavation'], quadrant: 'Mirror', hand: ['Rebellious Servants'], deck, space: [facility] });
  it('applies: Errol, McKay and Guron (7 dots) report aboard the Terran Outpost ([MU]); Mr. Sisko would pass 7 and a second Errol is not different; 10 points are lost', () => {
    const { hand, deck, space, state } = given('Terran Outpost', ['Errol', 'McKay', 'Mr. Sisko', 'Guron', 'Errol']);
    const [event] = hand as [string];
    const [errol, mckay, sisko, guron, again] = deck as [string, string, string, string, string];
    const outpost = space[0]!;
    const set = `${errol}>${outpost}+${mckay}>${outpost}+${guron}>${outpost}`;
    expect(offered(state, event)).toEqual([set]);
    expect(refused(state, play(event, `${errol}>${outpost}+${mckay}>${outpost}+${sisko}>${outpost}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(event, `${errol}>${outpost}+${again}>${outpost}`))).toBe('INVALID_TARGET');
    const after = run(state, [play(event, set)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [errol, Z.aboard(outpost)],
      [mckay, Z.aboard(outpost)],
      [guron, Z.aboard(outpost)],
    ]);
    expect(ofType(after.events, 'PointsScored').map((e) => e.points)).toEqual([-10]);
  });
  it('does not apply: without a [MU] facility (a Federation Outpost) nothing is offered', () => {
    const { hand, deck, space, state } = given('Federation Outpost', ['Errol', 'McKay']);
    expect(offered(state, hand[0]!)).toEqual([]);
    expect(refused(state, play(hand[0]!, `${deck[0]}>${space[0]}`))).toBe('INVALID_TARGET');
  });
});

describe('172_015 Not So Demilitarized: while all your facilities are [Maq], a [DS9][Maq] personnel reports for free OR For the Cause is downloaded (once each turn); no Espionage cards for you', () => {
  const KEY = 'free report:Not So Demilitarized';
  const maquis: Card = { ...person({ affiliation: 'Federation', skills: 'SECURITY' }), property: 'DS9', icons: [{ code: 'Maq', name: 'Maquis', category: 'affiliation' }] };
  const activate = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'for-the-cause', target });
  function given(region: string, facility?: string) {
    const built = table({
      missions: ['Supply Terrorists', 'Search for Weapons'],
      region,
      awayTeam: [{ affiliation: 'Federation', skills: 'OFFICER' }],
      hand: ['Not So Demilitarized', 'For the Cause', 'Espionage: Federation on Klingon', maquis],
      space: facility ? [facility] : [],
    });
    const [card, cause, espionage, rebel] = built.hand as [string, string, string, string];
    const state = moved(built.state, [
      [cause, Z.draw('p1')],
      [card, Z.table('p1')],
    ]);
    return { state, card, cause, espionage, rebel };
  }
  it('applies: For the Cause is downloaded onto your Badlands mission and the free report is spent; otherwise the [DS9][Maq] personnel reports for free', () => {
    const { state, card, cause, rebel } = given('Badlands Region');
    expect(tableFreeReport(state, 'p1', rebel, 'L1')).toBe(KEY);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card)).toEqual([activate(card, `${cause}>L1`), activate(card, `${cause}>L2`)]);
    const after = run(state, [activate(card, `${cause}>L1`)]);
    expect(after.state.cards[cause]!.zone).toBe(Z.atop('L1'));
    expect(tableFreeReport(after.state, 'p1', rebel, 'L1')).toBeNull();
  });
  it('does not apply: with a non-[Maq] facility of yours in play, neither the free report nor the download', () => {
    const { state, card, cause, rebel } = given('Badlands Region', 'Federation Outpost');
    expect(tableFreeReport(state, 'p1', rebel, 'L1')).toBeNull();
    expect(refused(state, activate(card, `${cause}>L1`))).toBe('ABILITY_CONDITION');
  });
  it('does not apply: once the free report was used this turn, the download is refused', () => {
    const { state, card, cause } = given('Demilitarized Zone Region');
    const used = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: KEY, turn: state.turn!.number } as GameEvent], state);
    expect(refused(used, activate(card, `${cause}>L1`))).toBe('ABILITY_CONDITION');
  });
  it('applies: you may not play an Espionage card while it is on your table; your opponent may, and so may you without it', () => {
    const { state, espionage } = given('Badlands Region');
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: espionage, target: 'L1' })).toBe('PLAY_FORBIDDEN');
    expect(playForbiddenBy(state, 'Espionage: Federation on Klingon', 'p2')).toBeUndefined();
    expect(playForbiddenBy(state, 'Espionage: Federation on Klingon', 'p1')).toBe('Not So Demilitarized');
    const { state: off, card } = given('Badlands Region');
    const without = moved(off, [[card, Z.discard('p1')]]);
    expect(playForbiddenBy(without, 'Espionage: Federation on Klingon', 'p1')).toBeUndefined();
  });
});

describe('172_017 Used to Being Outnumbered: Bajoran and Federation personnel may use (staff and fly) Condor-class ships', () => {
  // The printed Liberty (Non-Aligned Condor class, [Maq][Maq]: special staffing icons, behaviour/special-staffing.ts);
  // Cal Hudson and Michael Eddington: Federation [Cmd][Maq]; another class of the same ship for the other path.
  const condor = (shipClass: string): Card => {
    const base = realCard('Liberty');
    return { ...base, ship: { ...base.ship!, shipClass } };
  };
  const given = (incident: 'p1' | 'p2' | null, shipClass = 'Condor Class') => {
    const built = scene({ missions: ['Excavation'], ship: condor(shipClass), crew: ['Cal Hudson', 'Michael Eddington'], hand: ['Used to Being Outnumbered'] });
    const card = built.ids.hand[0]!;
    const state = incident ? moved(built.state, [[card, Z.table(incident)]]) : built.state;
    return { state, ship: built.ids.ship! };
  };
  it('applies: on your table, your Federation crew staffs your Condor-class ship', () => {
    const { state, ship } = given('p1');
    expect(isStaffed(state, ship)).toBe(true);
  });
  it('does not apply: without it (no Non-Aligned aboard), on the opponent\'s table, or for another class, the ship is not staffed', () => {
    const none = given(null);
    expect(isStaffed(none.state, none.ship)).toBe(false);
    const theirs = given('p2');
    expect(isStaffed(theirs.state, theirs.ship)).toBe(false);
    const other = given('p1', 'Maquis Raider');
    expect(isStaffed(other.state, other.ship)).toBe(false);
  });
});

describe('112_060 Duranja: your Bajoran killed on your previous turn goes from your discard pile to your point area, worth its INTEGRITY', () => {
  const killed = (card: string, from: string): GameEvent => ({ type: 'CardLeftPlay', card, from, to: Z.discard('p1'), how: 'killed', source: 'test', rule: 'test' }) as GameEvent;
  const turn = (player: 'p1' | 'p2', number: number): GameEvent => ({ type: 'TurnBegan', player, number, rule: 'test' }) as GameEvent;
  /** Kira Nerys (Bajoran) and Tasha Yar (Human) on the planet at turn 1; `events` follow. */
  function given(events: (kira: string, tasha: string) => GameEvent[]) {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Kira Nerys', 'Tasha Yar'], hand: ['Duranja'] });
    const [kira, tasha] = built.ids.awayTeam as [string, string];
    return { state: evolveAll(events(kira, tasha), built.state), kira, tasha, event: built.ids.hand[0]! };
  }
  it('applies: Kira, killed on turn 1, is offered on turn 3; played, she goes to the point area for her printed INTEGRITY', () => {
    const { state, kira, tasha, event } = given((kira, tasha) => [killed(kira, Z.surface('L1')), killed(tasha, Z.surface('L1')), turn('p2', 2), turn('p1', 3)]);
    expect(offered(state, event)).toEqual([kira]);
    expect(refused(state, play(event, tasha))).toBe('INVALID_TARGET');
    const after = run(state, [play(event, kira)]);
    expect(after.state.cards[kira]!.zone).toBe(Z.bonus('p1'));
    const integrity = realCard('Kira Nerys').personnel!.integrity;
    expect(ofType(after.events, 'PointsScored').map((e) => [e.points, e.bonus])).toEqual([[integrity.kind === 'number' ? integrity.value : NaN, true]]);
  });
  it('does not apply: killed this turn, two of your turns ago, or moved since, she is not offered', () => {
    const now = given((kira) => [turn('p2', 2), turn('p1', 3), killed(kira, Z.surface('L1'))]);
    expect(offered(now.state, now.event)).toEqual([]);
    const older = given((kira) => [killed(kira, Z.surface('L1')), turn('p2', 2), turn('p1', 3), turn('p2', 4), turn('p1', 5)]);
    expect(offered(older.state, older.event)).toEqual([]);
    const moved = given((kira) => [
      killed(kira, Z.surface('L1')),
      { type: 'CardMoved', card: kira, from: Z.discard('p1'), to: Z.hand('p1'), faceUp: true, reason: 'test' } as GameEvent,
      { type: 'CardMoved', card: kira, from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'test' } as GameEvent,
      turn('p2', 2),
      turn('p1', 3),
    ]);
    expect(offered(moved.state, moved.event)).toEqual([]);
  });
});

describe('227_016 I Want the Cardassians Exterminated!: three of your non-hologram Cardassians with your Founder at an unattempted mission are killed to look at its bottom seed card and score their skill dots', () => {
  const dots = (title: string) => realCard(title).personnel!.skillBox.skills.length + realCard(title).personnel!.skillBox.specialSkills.length;
  function given(awayTeam: string[]) {
    const built = scene({ missions: ['Excavation'], seeds: ['Archer', 'Archer'], awayTeam, hand: ['I Want the Cardassians Exterminated!'] });
    return { built, state: built.state, card: built.ids.hand[0]!, team: built.ids.awayTeam, bottom: built.ids.seeds[0]! };
  }
  it('applies: Ari, Dakol and Derell with the Founder are offered; played, they die, the bottom seed card is shown to you and their dots are scored; not twice at that mission', () => {
    const { state, card, team, bottom } = given(['Founder', 'Ari', 'Dakol', 'Derell', 'Jasad']);
    const [founder, ari, dakol, derell, jasad] = team as [string, string, string, string, string];
    expect(offered(state, card)).toEqual([`${ari}+${dakol}+${derell}`]);
    expect(refused(state, play(card, `${ari}+${dakol}+${founder}`))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, `${ari}+${dakol}+${jasad}`)]);
    expect([ari, dakol, jasad].map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1'), Z.discard('p1')]);
    expect(after.state.cards[founder]!.zone).toBe(Z.surface('L1'));
    expect(ofType(after.events, 'CardsShown').map((e) => [e.to, e.cards.map((c) => c.iid)])).toEqual([['p1', [bottom]]]);
    expect(ofType(after.events, 'PointsScored').map((e) => [e.points, e.bonus])).toEqual([[dots('Ari') + dots('Dakol') + dots('Jasad'), true]]);
    expect(sacrificeTargets(after.state, 'p1', { kind: 'your-personnel-present-with', count: 3, filter: { affiliation: 'Cardassian' }, with: { characteristic: 'Founder' }, unattempted: true }, card)).toEqual([]);
  });
  it('does not apply: without a Founder there, with two Cardassians only, or at an attempted mission, nothing is offered', () => {
    expect(offered(given(['Ari', 'Dakol', 'Derell', 'Jasad']).state, given(['Ari']).card)).toEqual([]);
    const two = given(['Founder', 'Ari', 'Dakol']);
    expect(offered(two.state, two.card)).toEqual([]);
    const full = given(['Founder', 'Ari', 'Dakol', 'Derell']);
    const attempted: GameState = { ...full.state, locations: { ...full.state.locations, L1: { ...full.state.locations.L1!, attempted: true } } };
    expect(offered(attempted, full.card)).toEqual([]);
    expect(refused(attempted, play(full.card, full.team.slice(1).join('+')))).toBe('INVALID_TARGET');
  });
});
