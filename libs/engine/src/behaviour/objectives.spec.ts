/**
 * Objectives (issue 15, helper objectives-e). Spec of the words in vocabulary-objective-downloads.ts
 * (objective-downloads.ts) and vocabulary-objective-attempts.ts (objective-attempts.ts).
 * given (a scene on p1's turn: cards moved to the table, the spaceline or the draw deck) / when
 * (ActivateCard, PlayCard, AttemptMission) / then (the exact cards moved, or the refusal's code; what
 * legalCommands offers).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { accepted, cardByTitle, create, deckFromText, moved, play, refused, starterTexts } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { evolveAll } from '../evolve';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';

function activate(card: string, target: string, actor: PlayerId = 'p1'): Command {
  return { type: 'ActivateCard', actor, card, ability: 'download', target };
}
/** A test personnel showing the [TNG] logo (the card list's Property). */
function tng(spec: PersonSpec): Card {
  return { ...person(spec), property: 'TNG' };
}

/**
 * 1E rulebook › DOWNLOADING (to hand); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given: two missions p2 seeded (L1, L2), p1's personnel at `at` of them, the objective on p1's table,
 * `deck` on top of p1's draw deck.
 */
describe('objectives that download to hand for each mission the opponent seeded where you are', () => {
  function setup(objective: string, yours: readonly (Card | string)[], at: number, deck: readonly string[], opts: { inPlay?: readonly (Card | string)[] } = {}) {
    const built = scene({ missions: ['Excavation', 'Relief Mission'], missionOwner: 'p2', hand: [objective, ...yours, ...deck, ...(opts.inPlay ?? [])] });
    const [card, ...rest] = built.ids.hand as [string, ...string[]];
    const people = rest.slice(0, yours.length);
    const cards = rest.slice(yours.length, yours.length + deck.length);
    const others = rest.slice(yours.length + deck.length);
    const state = moved(built.state, [
      [card, Z.table('p1')],
      ...people.map((iid, index) => [iid, Z.surface(index < at ? `L${index + 1}` : 'L1')] as [string, string]),
      ...[...cards].reverse().map((iid) => [iid, Z.draw('p1')] as [string, string]),
      ...others.map((iid) => [iid, Z.surface('L1')] as [string, string]),
    ]);
    // The test moves put the deck cards at the bottom: bring them to the top in the order given.
    return { state: { ...state, zones: { ...state.zones, [Z.draw('p1')]: [...cards, ...(state.zones[Z.draw('p1')] ?? []).filter((iid) => !cards.includes(iid))] } }, card, cards };
  }

  it('155_052 Seek Out New Life: with [TNG] Federation personnel at both opponent missions, two [TNG] personnel of new species go to hand and the objective is discarded', () => {
    const fed = (ch: string) => tng({ affiliation: 'Federation', ch: [ch] });
    const { state, card, cards } = setup('155_052', [fed('Human'), fed('Human')], 2, ['Sarek', 'Lwaxana Troi', 'Alyssa Ogawa']);
    const [sarek, lwaxana, ogawa] = cards as [string, string, string];
    const offered = legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card);
    // Offered: none, and each [TNG] personnel of a species p1 lacks (Ogawa is Human, as p1's personnel are).
    expect(offered.map((command) => (command as { target?: string }).target)).toEqual(['none', sarek, lwaxana]);
    expect(refused(state, activate(card, `${sarek}+${ogawa}`))).toBe('INVALID_TARGET');
    const done = accepted(state, activate(card, `${sarek}+${lwaxana}`));
    expect([sarek, lwaxana].map((iid) => done.state.cards[iid]!.zone)).toEqual([Z.hand('p1'), Z.hand('p1')]);
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('155_052 Seek Out New Life: with personnel at one opponent mission only one card; not at all without [TNG] Federation personnel there, nor after the card play', () => {
    const one = setup('155_052', [tng({ affiliation: 'Federation', ch: ['Human'] })], 1, ['Sarek', 'Lwaxana Troi']);
    const [sarek, lwaxana] = one.cards as [string, string];
    expect(refused(one.state, activate(one.card, `${sarek}+${lwaxana}`))).toBe('INVALID_TARGET');
    expect(refused(one.state, activate(one.card, sarek))).toBeNull();
    // Same species twice is refused even when the count allows two.
    const two = setup('155_052', [tng({ affiliation: 'Federation', ch: ['Human'] }), tng({ affiliation: 'Federation', ch: ['Human'] })], 2, ['Sarek', 'Dr. Selar']);
    expect(refused(two.state, activate(two.card, two.cards.join('+')))).toBe('INVALID_TARGET');
    const klingons = setup('155_052', [tng({ affiliation: 'Klingon', ch: ['Klingon'] })], 1, ['Sarek']);
    expect(refused(klingons.state, activate(klingons.card, klingons.cards[0]!))).toBe('INVALID_TARGET');
    const late = { ...one.state, turn: { ...one.state.turn!, normalCardPlayUsed: true } };
    expect(refused(late, activate(one.card, sarek))).toBe('CONDITION_UNMET');
  });

  it('161_032 We Are Back: two opponent missions with [TNG] Romulans give one [TNG] Romulan ship and one [TNG] Romulan [Cmd] personnel; one mission gives nothing', () => {
    const rom = () => tng({ affiliation: 'Romulan', ch: ['Romulan'] });
    const both = setup('161_032', [rom(), rom()], 2, ["D'deridex", 'Galathon', 'Alidar Jarok', 'Bochra']);
    const [ship, galathon, jarok, bochra] = both.cards as [string, string, string, string];
    expect(refused(both.state, activate(both.card, `${galathon}+${jarok}`))).toBe('INVALID_TARGET');
    expect(refused(both.state, activate(both.card, bochra))).toBe('INVALID_TARGET');
    const done = accepted(both.state, activate(both.card, `${ship}+${galathon}`));
    expect([ship, galathon].map((iid) => done.state.cards[iid]!.zone)).toEqual([Z.hand('p1'), Z.hand('p1')]);
    expect(done.state.cards[both.card]!.zone).toBe(Z.discard('p1'));
    const single = setup('161_032', [rom()], 1, ["D'deridex"]);
    expect(refused(single.state, activate(single.card, single.cards[0]!))).toBe('INVALID_TARGET');
    expect(legalCommands(single.state, 'p1').filter((command) => command.type === 'ActivateCard')).toEqual([]);
  });

  it('155_050 Expand the Empire: one different interrupt naming "Klingon" per opponent mission with your [TNG] Klingons; other interrupts and a second copy are refused; once per game', () => {
    const kli = () => tng({ affiliation: 'Klingon', ch: ['Klingon'] });
    const { state, card, cards } = setup('155_050', [kli(), kli()], 2, ['Klingon Death Yell', 'Klingon Death Yell', 'Honor Challenge', 'Amanda Rogers']);
    const [yell, yell2, honor, amanda] = cards as [string, string, string, string];
    expect(refused(state, activate(card, `${yell}+${yell2}`))).toBe('INVALID_TARGET');
    expect(refused(state, activate(card, amanda))).toBe('INVALID_TARGET');
    const done = accepted(state, activate(card, `${yell}+${honor}`));
    expect([yell, honor].map((iid) => done.state.cards[iid]!.zone)).toEqual([Z.hand('p1'), Z.hand('p1')]);
    expect(ofType(done.events, 'CardAbilityUsed')).toHaveLength(1);
  });
});

/**
 * 1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; the engine's capture (the
 * captive is held by the capturing player: behaviour/captives.ts). given (four missions p2 seeded, p1's [TNG] Cardassians
 * at `at` of them, p1's ship, p2's unique and universal personnel on L1) / when (ActivateCard) / then.
 */
describe('objectives that capture an opposing personnel when you are at enough opponent missions', () => {
  function setup(at: number) {
    const car = () => tng({ affiliation: 'Cardassian', ch: ['Cardassian'] });
    const built = scene({
      missions: ['Excavation', 'Relief Mission', 'Plunder Site', 'Fever Emergency'],
      missionOwner: 'p2',
      ship: ship({ affiliation: 'Cardassian' }),
      hand: ['161_031', car(), car(), car(), car()],
      opponentHand: [person({ universal: false, title: 'Unique Opponent' }), person({ universal: true })],
    });
    const [card, ...people] = built.ids.hand as [string, ...string[]];
    const [unique, universal] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [
      [card, Z.table('p1')],
      ...people.map((iid, index) => [iid, Z.surface(`L${index < at ? index + 1 : 1}`)] as [string, string]),
      [unique, Z.surface('L1')],
      [universal, Z.surface('L1')],
    ]);
    return { state, card, unique, universal };
  }
  const use = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'capture', target });

  it('161_031 Ensnared: at four opponent missions, a unique opposing personnel is captured (held by p1 at its location); a universal one may not be named', () => {
    const { state, card, unique, universal } = setup(4);
    expect(refused(state, use(card, universal))).toBe('INVALID_TARGET');
    const done = accepted(state, use(card, unique));
    expect(done.state.cards[unique]!.zone).toBe(Z.held('p1', 'L1'));
    expect(refused(done.state, use(card, unique))).toBe('ONCE_PER_GAME');
  });

  it('161_031 Ensnared: at three opponent missions nothing may be named', () => {
    const { state, card, unique } = setup(3);
    expect(refused(state, use(card, unique))).toBe('INVALID_TARGET');
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard')).toEqual([]);
  });
});

/**
 * 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise");
 * SOLVING THE MISSION. given (your Badlands planet mission Search and Rescue — Navigation x2 + Honor +
 * OFFICER + CUNNING>35 — and a Maquis Away Team on it) / when (PlayCard the objective on it, AttemptMission)
 * / then (who may attempt; solved or failed by the requirements, the replaced term shown).
 */
describe('objectives that let you attempt a mission with other requirements', () => {
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  function setup(region: string, team: readonly PersonSpec[]) {
    const built = scene({ missions: ['Search and Rescue'], region, awayTeam: team, hand: ['172_024'] });
    return { state: built.state, card: built.ids.hand[0]! };
  }
  const leaders = [
    { affiliation: 'Maquis', skills: 'OFFICER Leadership Honor', c: 20 },
    { affiliation: 'Maquis', skills: 'SECURITY', c: 20 },
  ];

  it('172_024 For the Cause: plays only on your Badlands or Demilitarized Zone Region mission', () => {
    const badlands = setup('Badlands Region', leaders);
    expect(legalCommands(badlands.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === badlands.card)).toEqual([{ type: 'PlayCard', actor: 'p1', card: badlands.card, target: 'L1' }]);
    const elsewhere = setup('Neutral Zone Region', leaders);
    expect(legalCommands(elsewhere.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === elsewhere.card)).toEqual([]);
  });

  it('172_024 For the Cause: a Maquis team may not attempt without it; with it, Navigation x2 replaced by Leadership + SECURITY + CUNNING>30 solves the mission', () => {
    const { state, card } = setup('Badlands Region', leaders);
    expect(refused(state, attempt)).toBe('NO_MATCHING_AFFILIATION');
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card, target: 'L1' });
    expect(played.state.cards[card]!.zone).toBe(Z.atop('L1'));
    const solved = accepted(played.state, attempt);
    expect(ofType(solved.events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1' })]);
    expect(ofType(solved.events, 'RequirementChecked')[0]!.requirement).toContain('Leadership + SECURITY + CUNNING>30');
  });

  it('172_024 For the Cause: without the Leadership to replace Navigation x2 the attempt fails', () => {
    const { state, card } = setup('Badlands Region', [{ affiliation: 'Maquis', skills: 'OFFICER Honor', c: 20 }, { affiliation: 'Maquis', skills: 'SECURITY', c: 20 }]);
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card, target: 'L1' });
    const tried = accepted(played.state, attempt);
    expect(ofType(tried.events, 'MissionSolved')).toEqual([]);
    expect(ofType(tried.events, 'MissionAttemptFailed')).toEqual([expect.objectContaining({ reason: 'the remaining personnel do not meet the mission requirements' })]);
  });
});

/**
 * 1E rulebook › THE SEED PHASES › FACILITY PHASE (cards that seed, one step like a facility); THE CARDS ›
 * EVENTS, INCIDENTS, & OBJECTIVES. given (the Federation starter deck with Forced-Labor Camp in the seed
 * deck, in the facility phase on p1's step) / when (SeedOnTable { card, location }) / then (where it lies).
 */
describe('objectives that seed on a mission', () => {
  function facilityPhase(): { state: GameState; camp: string; avert: string; diplomacy: string } {
    const texts = starterTexts();
    const fed = deckFromText('Federation', texts.federation.replace('Seed Deck\n', 'Seed Deck\n1x Forced-Labor Camp\n'), [realCard('117_054')]);
    let { state } = create([fed, deckFromText('Klingon', texts.klingon)]);
    for (let guard = 0; guard < 300 && !(state.phase === 'facility' && state.awaiting[0]?.player === 'p1'); guard += 1) {
      const actor = state.awaiting[0]!.player;
      const legal = legalCommands(state, actor);
      const pick = legal.filter((c) => c.type === 'PlaceMission').pop() ?? legal.find((c) => c.type === 'FinishSeeding') ?? legal.find((c) => c.type === 'PassSeeding')!;
      state = play(state, [pick]).state;
    }
    const at = (title: string) => Object.values(state.locations).find((location) => location.missions.some((iid) => state.cards[iid]!.owner === 'p1' && state.cards[iid]!.zone && realTitle(state, iid) === title))!.id;
    return { state, camp: cardByTitle(state, 'p1', 'Forced-Labor Camp', 'seed:'), avert: at('Avert Disaster'), diplomacy: at('Diplomacy Mission') };
  }
  function realTitle(state: GameState, iid: string): string {
    return state.blueprints[state.cards[iid]!.blueprint]!.title;
  }

  it('117_054 Forced-Labor Camp: seeds in the facility phase on your planet mission requiring Geology (Avert Disaster) and lies on it; not on Diplomacy Mission', () => {
    const { state, camp, avert, diplomacy } = facilityPhase();
    const offered = legalCommands(state, 'p1').filter((command) => command.type === 'SeedOnTable' && command.card === camp);
    // The offer names the mission as `target` (seed-on-target.ts); `location` is still accepted (below).
    expect(offered).toEqual([{ type: 'SeedOnTable', actor: 'p1', card: camp, target: avert }]);
    expect(refused(state, { type: 'SeedOnTable', actor: 'p1', card: camp, target: diplomacy })).toBe('NOT_SEEDABLE_HERE');
    const seeded = accepted(state, { type: 'SeedOnTable', actor: 'p1', card: camp, location: avert });
    expect(seeded.events[0]).toMatchObject({ type: 'CardSeededOnTable', card: camp, to: Z.atop(avert) });
    expect(seeded.state.cards[camp]).toMatchObject({ zone: Z.atop(avert), faceUp: true });
  });
});

/**
 * 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION; the engine's capture. given (p1's Romulan Away
 * Team on the homeworld Expose Covert Supply — 30 points, Treachery x3 + Navigation — with HQ: Secure
 * Homeworld on it; p2's Klingon and Romulan personnel on the planet) / when (AttemptMission) / then.
 */
describe('HQ: Secure Homeworld', () => {
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  function setup(strength: number) {
    const built = scene({
      missions: ['Expose Covert Supply'],
      awayTeam: [{ affiliation: 'Romulan', skills: 'OFFICER Leadership x2 Honor', s: strength }, { affiliation: 'Romulan', skills: 'SECURITY', s: 10 }],
      hand: ['112_139'],
      opponentHand: [{ affiliation: 'Klingon', skills: 'SECURITY' }, { affiliation: 'Romulan', skills: 'SECURITY' }],
    });
    const card = built.ids.hand[0]!;
    const [klingon, romulan] = built.ids.opponentHand as [string, string];
    const placed = moved(built.state, [[klingon, Z.surface('L1')], [romulan, Z.surface('L1')]]);
    return { state: accepted(placed, { type: 'PlayCard', actor: 'p1', card, target: 'L1' }).state, card, klingon, romulan };
  }

  it('112_139 HQ: Secure Homeworld: plays only on a homeworld', () => {
    const built = scene({ missions: ['Excavation', 'Expose Covert Supply'], hand: ['112_139'] });
    expect(legalCommands(built.state, 'p1').filter((command) => command.type === 'PlayCard')).toEqual([{ type: 'PlayCard', actor: 'p1', card: built.ids.hand[0], target: 'L2' }]);
  });

  it('112_139 HQ: Secure Homeworld: Leadership x2 + SECURITY + Honor + STRENGTH>30 solves it; the opposing Klingon on the planet is captured, the opposing Romulan is not', () => {
    const { state, klingon, romulan } = setup(25);
    const solved = accepted(state, attempt);
    expect(ofType(solved.events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', points: 30 })]);
    expect(solved.state.cards[klingon]!.zone).toBe(Z.held('p1', 'L1'));
    expect(solved.state.cards[romulan]!.zone).toBe(Z.surface('L1'));
  });

  it('112_139 HQ: Secure Homeworld: with no attribute total above 30 the attempt fails and nobody is captured', () => {
    const { state, klingon } = setup(5);
    const tried = accepted(state, attempt);
    expect(ofType(tried.events, 'MissionSolved')).toEqual([]);
    expect(tried.state.cards[klingon]!.zone).toBe(Z.surface('L1'));
  });
});

/**
 * 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SHIPS
 * (attributes); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES. given (p1's space mission Study Nebula —
 * [FED], Astrophysics + Stellar Cartography + CUNNING>40 — and p1's [TE] Klingon ship there with a crew
 * of `te` [TE] personnel) / when (PlayCard Reap All the Glory on it, AttemptMission) / then.
 */
describe('Reap All the Glory', () => {
  const te = { code: 'TE', name: 'Terran Empire', category: 'affiliation-like' };
  const attempt = (vessel: string): Command => ({ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: vessel });
  function setup(count: number) {
    const crew = Array.from({ length: 4 }, (_, index) => ({ ...person({ affiliation: 'Klingon', skills: index === 0 ? 'SCIENCE Astrophysics Stellar_Cartography'.replace('_', ' ') : 'SCIENCE', c: 11 }), ...(index < count ? { icons: [te] } : {}) }) as Card);
    const built = scene({ missions: ['Study Nebula'], ship: { ...ship({ affiliation: 'Klingon' }), icons: [te] } as Card, crew, hand: ['181_050'] });
    return { state: built.state, card: built.ids.hand[0]!, ship: built.ids.ship! };
  }
  const shields = (state: GameState, iid: string) => shipAttribute(state, iid, 'SHIELDS');

  it('181_050 Reap All the Glory: a crew of four [TE] personnel may attempt it only with the objective there; [TE] ships here SHIELDS +2; solving scores 5 and moves it to the table, where [TE] ships are all +1', () => {
    const { state, card, ship: vessel } = setup(4);
    expect(refused(state, attempt(vessel))).toBe('NO_MATCHING_AFFILIATION');
    expect(shields(state, vessel)).toBe(6);
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card, target: 'L1' });
    expect(shields(played.state, vessel)).toBe(8);
    const solved = accepted(played.state, attempt(vessel));
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(solved.events, 'PointsScored').filter((event) => event.source === card)).toEqual([expect.objectContaining({ player: 'p1', points: 5, bonus: true })]);
    expect(solved.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect((['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((attribute) => shipAttribute(solved.state, vessel, attribute))).toEqual([9, 7, 7]);
  });

  it('181_050 Reap All the Glory: a crew with only three [TE] personnel may not attempt it', () => {
    const { state, card, ship: vessel } = setup(3);
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card, target: 'L1' });
    expect(refused(played.state, attempt(vessel))).toBe('NO_MATCHING_AFFILIATION');
  });
});

/**
 * 1E rulebook › THE PLAY PHASE (actions permitted by the cards on the table); MISCELLANEOUS RULES ›
 * "ONCE PER GAME" AND SIMILAR LIMITS. given (the objective on p1's table, an espionage card of its
 * affiliation in hand and another on mission L1, an unrelated card in hand) / when (ActivateCard) / then.
 */
describe('Plans of the Obsidian Order and Plans of the Tal Shiar: discard an espionage card to draw', () => {
  function setup(objective: string, espionage: string) {
    const built = scene({ missions: ['Excavation'], hand: [objective, espionage, espionage, 'Amanda Rogers'] });
    const [card, inHand, onMission, other] = built.ids.hand as [string, string, string, string];
    return { state: moved(built.state, [[card, Z.table('p1')], [onMission, Z.atop('L1')]]), card, inHand, onMission, other };
  }
  const use = (card: string, ability: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, target });

  it.each([
    ['112_141', 'Plans of the Obsidian Order', 'Espionage: Cardassian on Federation'],
    ['112_142', 'Plans of the Tal Shiar', 'Espionage: Romulan on Klingon'],
  ])('%s %s: a %s from hand is discarded for a card drawn; then nothing more this turn (one limit for both ways); other cards are no target', (id, _title, espionage) => {
    const { state, card, inHand, onMission, other } = setup(id, espionage);
    expect(refused(state, use(card, 'discard-from-hand', other))).toBe('INVALID_TARGET');
    const done = accepted(state, use(card, 'discard-from-hand', inHand));
    expect(done.state.cards[inHand]!.zone).toBe(Z.discard('p1'));
    expect(ofType(done.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: [expect.any(String)] })]);
    expect(refused(done.state, use(card, 'discard-in-play', onMission))).toBe('ONCE_PER_TURN');
  });

  it.each([
    ['112_141', 'Espionage: Cardassian on Federation'],
    ['112_142', 'Espionage: Romulan on Federation'],
  ])('%s: at any time the objective is discarded to download %s onto a mission it may be played on (a Federation one), not onto another (issue 15, helper partials: download-onto-mission.ts)', (id, espionage) => {
    const built = scene({ missions: ['Excavation', 'Supply Terrorists'], hand: [id, espionage] });
    const [card, spy] = built.ids.hand as [string, string];
    const state = moved(built.state, [[card, Z.table('p1')], [spy, Z.draw('p1')]]);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card && c.ability === 'discard-to-download')).toEqual([use(card, 'discard-to-download', `${spy}>L1`)]);
    expect(refused(state, use(card, 'discard-to-download', `${spy}>L2`))).toBe('INVALID_TARGET');
    const done = accepted(state, use(card, 'discard-to-download', `${spy}>L1`));
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(done.state.cards[spy]!.zone).toBe(Z.atop('L1'));
    expect(ofType(done.events, 'CardDownloaded').map((e) => e.card)).toEqual([spy]);
  });

  describe('where you have an Obsidian Order (Tal Shiar) personnel in play: your espionage cards play at any time, for free, and may not be nullified (any-time-plays.ts)', () => {
    // 1E rulebook › PLAYING "FOR FREE"; THE CARDS › INTERRUPTS ("at any time"); the card's text overrides the rules.
    const cases = [
      ['112_141', 'Plans of the Obsidian Order', 'Espionage: Cardassian on Federation', 'Obsidian Order', 'Cardassian'],
      ['112_142', 'Plans of the Tal Shiar', 'Espionage: Romulan on Federation', 'Tal Shiar', 'Romulan'],
    ] as const;
    /** L1 and L2 are Federation missions; p1's spy (with the skill) on the planet of `spyAt`; the objective on p1's table. */
    function given(objective: string, espionage: string, skill: string, affiliation: string, spyAt: 'L1' | 'L2') {
      const built = scene({ missions: ['Excavation', 'Excavation'], hand: [objective, espionage, person({ skills: `SECURITY ${skill}`, affiliation })], opponentHand: ['Kevin Uxbridge'] });
      const [card, spy, agent] = built.ids.hand as [string, string, string];
      return { state: moved(built.state, [[card, Z.table('p1')], [agent, Z.surface(spyAt)]]), spy, kevin: built.ids.opponentHand[0]! };
    }
    const playOnto = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });
    const theirTurn = (state: GameState) => evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent], state);

    it.each(cases)('%s %s: %s plays onto the spy’s mission after orders began, not using the normal card play; onto another mission, not', (id, _title, espionage, skill, affiliation) => {
      const { state, spy } = given(id, espionage, skill, affiliation, 'L1');
      const orders = accepted(state, { type: 'BeginOrders', actor: 'p1' }).state;
      expect(refused(orders, playOnto(spy, 'L2'))).toBe('CARD_PLAY_FORFEITED');
      expect(legalCommands(orders, 'p1').filter((command) => command.type === 'PlayCard' && command.card === spy)).toEqual([playOnto(spy, 'L1')]);
      const done = accepted(orders, playOnto(spy, 'L1'));
      expect(ofType(done.events, 'CardPlayed')).toEqual([expect.objectContaining({ card: spy, normalCardPlay: false })]);
      expect(done.state.cards[spy]!.zone).toBe(Z.atop('L1'));
    });

    it.each(cases)('%s %s: lying where the spy is, %s cannot be nullified by Kevin Uxbridge; once the spy is elsewhere, it can', (id, _title, espionage, skill, affiliation) => {
      const { state, spy, kevin } = given(id, espionage, skill, affiliation, 'L1');
      const lying = moved(state, [[spy, Z.atop('L1')]]);
      const kevinOn = (target: string): Command => ({ type: 'PlayCard', actor: 'p2', card: kevin, target });
      expect(refused(theirTurn(lying), kevinOn(spy))).toBe('INVALID_TARGET');
      const away = given(id, espionage, skill, affiliation, 'L2');
      expect(accepted(theirTurn(moved(away.state, [[away.spy, Z.atop('L1')]])), kevinOn(away.spy)).state.cards[away.spy]!.zone).toBe(Z.discard('p1'));
    });

    it('does not apply without the objective: after orders began the espionage card is refused', () => {
      const built = scene({ missions: ['Excavation'], hand: ['Espionage: Cardassian on Federation', person({ skills: 'SECURITY Obsidian Order', affiliation: 'Cardassian' })] });
      const [spy, agent] = built.ids.hand as [string, string];
      const orders = accepted(moved(built.state, [[agent, Z.surface('L1')]]), { type: 'BeginOrders', actor: 'p1' }).state;
      expect(refused(orders, playOnto(spy, 'L1'))).toBe('CARD_PLAY_FORFEITED');
    });
  });

  it('112_141 Plans of the Obsidian Order: the espionage card lying on a mission may be discarded instead', () => {
    const { state, card, onMission } = setup('112_141', 'Espionage: Cardassian on Federation');
    const done = accepted(state, use(card, 'discard-in-play', onMission));
    expect(done.state.cards[onMission]!.zone).toBe(Z.discard('p1'));
    expect(ofType(done.events, 'CardsDrawn')).toHaveLength(1);
  });
});

/**
 * 1E rulebook › DOWNLOADING. given (two missions p2 seeded, p1's [TNG] Ferengi on L1 and L2, equipment on
 * top of p1's draw deck, Ferengi Commerce Operation on p1's table) / when (ActivateCard) / then.
 */
describe('Ferengi Commerce Operation', () => {
  function setup() {
    const fer = () => tng({ affiliation: 'Ferengi', ch: ['Ferengi'] });
    const built = scene({ missions: ['Excavation', 'Relief Mission'], missionOwner: 'p2', hand: ['155_051', fer(), fer(), 'Engineering Kit', 'Medical Kit', 'Amanda Rogers'] });
    const [card, a, b, tricorder, phaser, amanda] = built.ids.hand as [string, string, string, string, string, string];
    const state = moved(built.state, [[card, Z.table('p1')], [a, Z.surface('L1')], [b, Z.surface('L2')], [tricorder, Z.draw('p1')], [phaser, Z.draw('p1')], [amanda, Z.draw('p1')]]);
    return { state, card, tricorder, phaser, amanda };
  }
  const use = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'download', target });

  it('155_051 Ferengi Commerce Operation: one equipment to your Ferengi at each opponent mission; two at one mission, or a non-equipment, are refused', () => {
    const { state, card, tricorder, phaser, amanda } = setup();
    expect(refused(state, use(card, `${tricorder}>${Z.surface('L1')}+${phaser}>${Z.surface('L1')}`))).toBe('INVALID_TARGET');
    expect(refused(state, use(card, `${amanda}>${Z.surface('L1')}`))).toBe('INVALID_TARGET');
    const done = accepted(state, use(card, `${tricorder}>${Z.surface('L1')}+${phaser}>${Z.surface('L2')}`));
    expect([tricorder, phaser].map((iid) => done.state.cards[iid]!.zone)).toEqual([Z.surface('L1'), Z.surface('L2')]);
    expect(ofType(done.events, 'CardDownloaded')).toHaveLength(2);
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('155_051 Ferengi Commerce Operation: without Ferengi at an opponent mission nothing is offered', () => {
    const { state, card, tricorder } = setup();
    const away = moved(state, Object.values(state.cards).filter((instance) => instance.zone.startsWith('surface:')).map((instance) => [instance.iid, Z.discard('p1')] as [string, string]));
    expect(refused(away, use(card, `${tricorder}>${Z.surface('L1')}`))).toBe('INVALID_TARGET');
    expect(legalCommands(away, 'p1').filter((command) => command.type === 'ActivateCard')).toEqual([]);
  });
});

/**
 * Issue 15 (facility downloads): Ferengi Commerce Operation's artifact — with [TNG] Ferengi at six or more
 * missions the opponent seeded, one artifact used as equipment to your Ferengi ship, among the pairs.
 */
describe('Ferengi Commerce Operation: the artifact at six missions', () => {
  const MISSIONS = ['Excavation', 'Relief Mission', 'Avert Disaster', 'Botanical Research', 'Impose Order', 'Deliver Message'];
  function setup(at: number) {
    const fer = () => tng({ affiliation: 'Ferengi', ch: ['Ferengi'] });
    const crew = MISSIONS.map(() => fer());
    const built = scene({ missions: MISSIONS, missionOwner: 'p2', ship: ship({ affiliation: 'Ferengi' }), hand: ['155_051', ...crew, 'Engineering Kit', 'The Genesis Device', 'The Genesis Device'] });
    const [card, ...rest] = built.ids.hand as [string, ...string[]];
    const people = rest.slice(0, MISSIONS.length);
    const [kit, genesis, genesis2] = rest.slice(MISSIONS.length) as [string, string, string];
    const placed = people.slice(0, at).map((iid, index) => [iid, Z.surface(`L${index + 1}`)] as [string, string]);
    const state = moved(built.state, [[card, Z.table('p1')], ...placed, [kit, Z.draw('p1')], [genesis, Z.draw('p1')], [genesis2, Z.draw('p1')]]);
    return { state, card, kit, genesis, genesis2, shipId: built.ids.ship! };
  }
  const use = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'download', target });
  it('at six missions: The Genesis Device is offered aboard your Ferengi ship and downloaded there with an equipment; a second artifact is refused', () => {
    const { state, card, kit, genesis, genesis2, shipId } = setup(6);
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card).map((c) => (c as { target?: string }).target);
    expect(offers).toContain(`${genesis}>${Z.aboard(shipId)}`);
    expect(refused(state, use(card, `${genesis}>${Z.aboard(shipId)}+${genesis2}>${Z.aboard(shipId)}`))).toBe('INVALID_TARGET');
    const done = accepted(state, use(card, `${kit}>${Z.surface('L1')}+${genesis}>${Z.aboard(shipId)}`));
    expect(ofType(done.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [kit, Z.surface('L1')],
      [genesis, Z.aboard(shipId)],
    ]);
  });
  it('at five missions: no artifact is offered and naming one is refused', () => {
    const { state, card, kit, genesis, shipId } = setup(5);
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card).map((c) => (c as { target?: string }).target);
    expect(offers.some((target) => target?.includes(genesis))).toBe(false);
    expect(refused(state, use(card, `${kit}>${Z.surface('L1')}+${genesis}>${Z.aboard(shipId)}`))).toBe('INVALID_TARGET');
    expect(refused(state, use(card, `${kit}>${Z.surface('L1')}`))).toBeNull();
  });
});
