/**
 * The [AU] (Alternate Universe) icon rule (behaviour/alternate-universe.ts): an [AU] card seeds or plays only while a
 * card of its owner's allows it, or reports to a time location where it is native.
 *   1E rulebook › THE SEED PHASES › Tip: Cards; › THE SEED PHASES ("may only be seeded if a card … expressly allows you
 *   to seed [AU] cards"); › ENTERING PLAY ("A non-seeded [AU] card may play only if another card … allows it");
 *   › REPORTING FOR DUTY › REPORTING TO A TIME LOCATION; › DOWNLOADING (the normal rules for playing a card).
 * given (a play-phase scene, or a game in its seed phases) / when (ReportForDuty, PlayCard, SpecialReport, SeedDoorway,
 * SeedUnderMission, SpecialDownload) / then (accepted or refused with AU_NOT_ALLOWED / AU_ONCE_PER_TURN; the offers).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { person, realCard, scene } from '../testing/attempt-scene';
import { playCard, report, specialReport } from '../testing/commands';
import { cardByTitle, create, deckFromText, moved, play as run, refused, starterTexts, withAuDoor } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { behaviourOf } from './registry';

const withIcons = (card: Card, codes: readonly string[]): Card => ({ ...card, icons: [...card.icons, ...codes.map((code) => ({ code, name: code, category: 'test' }))] });
const auPerson = (title?: string) => withIcons(person({ skills: 'OFFICER', ...(title ? { title } : {}) }), ['AU']);
const offered = (state: GameState, card: string, player: PlayerId = 'p1') => legalCommands(state, player).filter((c) => 'card' in c && (c as { card: string }).card === card);

/** p1's Federation Outpost at L1 (Excavation), two [AU] personnel and a plain one in hand, and `door` (when given) on p1's table. */
function reporting(door?: string) {
  const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', auPerson('Time Traveller A'), auPerson('Time Traveller B'), person({ skills: 'MEDICAL' })], auDoor: false });
  const [outpost, first, second, plain] = built.ids.hand as [string, string, string, string];
  const placed = moved(built.state, [[outpost, Z.space('L1')]]);
  return { state: door ? withAuDoor(placed, ['p1'], door) : placed, outpost, first, second, plain };
}

describe('the [AU] icon rule: without a card allowing [AU] cards, an [AU] card does not enter play', () => {
  it('refused: an [AU] personnel reporting to p1’s outpost (AU_NOT_ALLOWED, naming the card and the rule), and it is not offered; a personnel without [AU] reports', () => {
    const { state, outpost, first, plain } = reporting();
    expect(refused(state, report(first, outpost))).toBe('AU_NOT_ALLOWED');
    expect(offered(state, first)).toEqual([]);
    expect(offered(state, plain)).toContainEqual(report(plain, outpost));
    expect(refused(state, report(plain, outpost))).toBeNull();
  });
  it('refused: an [AU] event (Devidian Door, an [AU] doorway) played from hand, and not offered', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Devidian Door'], auDoor: false });
    const door = built.ids.hand[0]!;
    expect(refused(built.state, playCard(door))).toBe('AU_NOT_ALLOWED');
    expect(offered(built.state, door)).toEqual([]);
  });
  it('applies to the opponent’s door too: p2’s Alternate Universe Door opens nothing for p1', () => {
    const { state, outpost, first } = reporting();
    expect(refused(withAuDoor(state, ['p2']), report(first, outpost))).toBe('AU_NOT_ALLOWED');
  });
});

describe('each kind of door lets [AU] cards play', () => {
  it('103_032 Alternate Universe Door (seeded on the table): [AU] personnel report, and are offered, with no limit a turn', () => {
    const { state, outpost, first, second } = reporting('Alternate Universe Door');
    expect(offered(state, first)).toContainEqual(report(first, outpost));
    const after = run(state, [report(first, outpost)]).state;
    expect(after.cards[first]!.zone).toBe(Z.aboard(outpost));
    // A second report the same turn is the normal card play's business only (NORMAL_CARD_PLAY_USED), never the door's.
    expect(refused({ ...after, turn: { ...after.turn!, normalCardPlayUsed: false } }, report(second, outpost))).toBeNull();
  });
  it('103_032 Alternate Universe Door also lets an [AU] doorway (Devidian Door) play', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Devidian Door'], auDoor: false });
    const state = withAuDoor(built.state, ['p1']);
    expect(offered(state, built.ids.hand[0]!)).toEqual([playCard(built.ids.hand[0]!)]);
    expect(run(state, [playCard(built.ids.hand[0]!)]).state.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
  });
  it('192_015 Temporal Conduit: one [AU] play a turn — the second is refused (AU_ONCE_PER_TURN) and not offered; next turn it plays again', () => {
    const { state, outpost, first, second } = reporting('Temporal Conduit');
    const after = run(state, [report(first, outpost)]);
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardAbilityUsed', player: 'p1', title: 'alternate universe:Temporal Conduit' }));
    const again = { ...after.state, turn: { ...after.state.turn!, normalCardPlayUsed: false } };
    expect(refused(again, report(second, outpost))).toBe('AU_ONCE_PER_TURN');
    expect(offered(again, second)).toEqual([]);
    const nextTurn = { ...again, turn: { ...again.turn!, number: again.turn!.number + 2 } };
    expect(refused(nextTurn, report(second, outpost))).toBeNull();
  });
  it('111_007 Space-Time Portal: one [AU] play a turn; a plain personnel spends nothing', () => {
    const { state, outpost, first, second, plain } = reporting('Space-Time Portal');
    const plainOnly = run(state, [report(plain, outpost)]);
    expect(plainOnly.events.filter((e) => e.type === 'CardAbilityUsed')).toEqual([]);
    const after = run(state, [report(first, outpost)]).state;
    expect(refused({ ...after, turn: { ...after.turn!, normalCardPlayUsed: false } }, report(second, outpost))).toBe('AU_ONCE_PER_TURN');
  });
  it('123_032 Temporal Micro-Wormhole: [AU] personnel (and equipment) play; an [AU] doorway does not', () => {
    const { state, outpost, first } = reporting('Temporal Micro-Wormhole');
    expect(refused(state, report(first, outpost))).toBeNull();
    const built = scene({ missions: ['Excavation'], hand: ['Devidian Door'], auDoor: false });
    expect(refused(withAuDoor(built.state, ['p1'], 'Temporal Micro-Wormhole'), playCard(built.ids.hand[0]!))).toBe('AU_NOT_ALLOWED');
  });
  it('234_003 Slingshot Effect: [AU][Films] personnel and [AU] cards of other types play; an [AU] personnel without [Films] does not', () => {
    const { state, outpost, first } = reporting('Slingshot Effect');
    expect(refused(state, report(first, outpost))).toBe('AU_NOT_ALLOWED');
    const films = scene({ missions: ['Excavation'], hand: ['Federation Outpost', withIcons(person({ skills: 'OFFICER' }), ['AU', 'Films']), 'Devidian Door'], auDoor: false });
    const [outpost2, filmsPerson, doorway] = films.ids.hand as [string, string, string];
    const open = withAuDoor(moved(films.state, [[outpost2, Z.space('L1')]]), ['p1'], 'Slingshot Effect');
    expect(refused(open, report(filmsPerson, outpost2))).toBeNull();
    expect(refused(open, playCard(doorway))).toBeNull();
  });
  it('149_010 Dyson Sphere Door lets [AU] dilemmas seed only: an [AU] personnel in play is still refused', () => {
    const { state, outpost, first } = reporting('Dyson Sphere Door');
    expect(refused(state, report(first, outpost))).toBe('AU_NOT_ALLOWED');
  });
  it('135_001 Where No Man Has Gone Before plays on the table; its [AU] report aboard a ship changing spacelines is manual, so it opens no [AU] report at an outpost', () => {
    const { state, outpost, first } = reporting('Where No Man Has Gone Before');
    expect(behaviourOf('135_001')?.manual?.some((clause) => clause.includes('[AU]'))).toBe(true);
    expect(refused(state, report(first, outpost))).toBe('AU_NOT_ALLOWED');
  });
});

describe('permissions naming the [AU] icon allow the card where they let it report', () => {
  it('125_116 Sigmund Freud: an [AU] personnel reports where he is present with no door; not to the outpost', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Sigmund Freud'], hand: ['Federation Outpost', auPerson()], auDoor: false });
    const [outpost, traveller] = built.ids.hand as [string, string];
    const state = moved(built.state, [[outpost, Z.space('L1')]]);
    expect(refused(state, specialReport(traveller, Z.surface('L1')))).toBeNull();
    expect(offered(state, traveller)).toContainEqual(specialReport(traveller, Z.surface('L1')));
    expect(refused(state, report(traveller, outpost))).toBe('AU_NOT_ALLOWED');
    // No per-turn door was used: nothing is spent.
    expect(run(state, [specialReport(traveller, Z.surface('L1'))]).events.filter((e) => e.type === 'CardAbilityUsed')).toEqual([]);
  });
  it('125_044 Seal Rift: an [AU] ship reports there until solved, with no door', () => {
    const auShip = withIcons(realCard('Runabout'), ['AU']);
    const built = scene({ missions: ['Seal Rift'], hand: [auShip], auDoor: false });
    const mission = built.ids.missions[0]!;
    expect(refused(built.state, report(built.ids.hand[0]!, mission))).toBeNull();
  });
});

describe('native time location exception (1E rulebook › REPORTING FOR DUTY › REPORTING TO A TIME LOCATION)', () => {
  /** Camp Khitomer (natives: [Films][AU]) paired with Khitomer Research, both in play. */
  function atCamp(hand: readonly (string | Card)[]) {
    const built = scene({ missions: ['Khitomer Research'], hand: ['Camp Khitomer', ...hand], auDoor: false });
    const [camp, ...rest] = built.ids.hand as [string, ...string[]];
    const state = run(built.state, [playCard(camp, 'L1')]).state;
    return { state, camp, rest };
  }
  it('applies: a native [AU][Films] personnel reports to the time location with no door; a non-native [AU] personnel may not report there', () => {
    const native = withIcons(person({ skills: 'OFFICER' }), ['AU', 'Films']);
    const { state, camp, rest } = atCamp([native]);
    const turn = { ...state, turn: { ...state.turn!, normalCardPlayUsed: false } };
    expect(refused(turn, report(rest[0]!, camp))).toBeNull();
    expect(offered(turn, rest[0]!)).toContainEqual(report(rest[0]!, camp));
    const other = atCamp([auPerson()]);
    const again = { ...other.state, turn: { ...other.state.turn!, normalCardPlayUsed: false } };
    expect(refused(again, report(other.rest[0]!, other.camp))).not.toBeNull();
  });
  it('does not apply: the same native card reporting to an outpost on the spaceline needs a door', () => {
    const native = withIcons(person({ skills: 'OFFICER' }), ['AU', 'Films']);
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', native], auDoor: false });
    const [outpost, card] = built.ids.hand as [string, string];
    const state = moved(built.state, [[outpost, Z.space('L1')]]);
    expect(refused(state, report(card, outpost))).toBe('AU_NOT_ALLOWED');
    expect(refused(withAuDoor(state, ['p1']), report(card, outpost))).toBeNull();
  });
});

describe('a download plays the card: the [AU] rule applies (1E rulebook › DOWNLOADING)', () => {
  /** p1's personnel on the planet with a special download icon naming an [AU] personnel atop p1's draw deck. */
  function downloading() {
    const base = person({ skills: 'OFFICER', downloads: true });
    const source: Card = { ...base, personnel: { ...base.personnel!, skillBox: { ...base.personnel!.skillBox, specialDownloads: [['Time Traveller Z']] } } };
    const built = scene({ missions: ['Excavation'], awayTeam: [source], drawTop: [auPerson('Time Traveller Z')], auDoor: false });
    const command: Command = { type: 'SpecialDownload', actor: 'p1', source: built.ids.awayTeam[0]!, icon: 0, target: 'Time Traveller Z' };
    return { state: built.state, command, traveller: built.ids.deck[0]! };
  }
  it('refused: without a door the [AU] personnel is not downloaded (AU_NOT_ALLOWED) and not offered', () => {
    const { state, command } = downloading();
    expect(refused(state, command)).toBe('AU_NOT_ALLOWED');
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'SpecialDownload')).toEqual([]);
  });
  it('applies: with Temporal Conduit it is downloaded to the planet, and the door’s play for the turn is spent', () => {
    const { state, command, traveller } = downloading();
    const open = withAuDoor(state, ['p1'], 'Temporal Conduit');
    expect(legalCommands(open, 'p1').filter((c) => c.type === 'SpecialDownload')).not.toEqual([]);
    const after = run(open, [command]);
    expect(after.state.cards[traveller]!.zone).toBe(Z.surface('L1'));
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardAbilityUsed', title: 'alternate universe:Temporal Conduit' }));
  });
});

describe('seeding [AU] cards (1E rulebook › THE SEED PHASES)', () => {
  const texts = starterTexts();
  /** p1's starter deck with `seeds` added to its seed deck; the game created (doorway phase). */
  function seeding(seeds: readonly string[]) {
    const list = texts.federation.replace('Seed Deck\n', `Seed Deck\n${seeds.map((title) => `1x ${title}\n`).join('')}`);
    const fed = deckFromText('Federation', list, seeds.map((title) => realCard(title)));
    return create([fed, deckFromText('Klingon', texts.klingon)]).state;
  }
  /** Plays the seed phases with the first legal placement, finish or pass until `phase` (and p1 to act). */
  function until(state: GameState, done: (s: GameState) => boolean, first: readonly Command[] = []): GameState {
    let current = run(state, first).state;
    for (let guard = 0; guard < 300 && !done(current); guard += 1) {
      const actor = current.awaiting[0]!.player;
      const legal = legalCommands(current, actor);
      const pick = legal.filter((c) => c.type === 'PlaceMission').pop() ?? legal.find((c) => c.type === 'FinishSeeding') ?? legal.find((c) => c.type === 'PassSeeding')!;
      current = run(current, [pick]).state;
    }
    return current;
  }
  const dilemmaTurn = (s: GameState) => s.phase === 'dilemma' && s.awaiting.some((a) => a.player === 'p1' && a.kind === 'seed-dilemmas');

  it('an [AU] doorway (Temporal Vortex) is refused in the doorway phase without a door, and not offered', () => {
    const state = seeding(['Temporal Vortex']);
    const vortex = cardByTitle(state, 'p1', 'Temporal Vortex', 'seed:');
    expect(refused(state, { type: 'SeedDoorway', actor: 'p1', card: vortex })).toBe('AU_NOT_ALLOWED');
    expect(offered(state, vortex)).toEqual([]);
  });
  it('with Alternate Universe Door seeded in the same doorway phase, the [AU] doorway seeds too', () => {
    const state = seeding(['Alternate Universe Door', 'Temporal Vortex']);
    const door = cardByTitle(state, 'p1', 'Alternate Universe Door', 'seed:');
    const vortex = cardByTitle(state, 'p1', 'Temporal Vortex', 'seed:');
    const staged = run(state, [{ type: 'SeedDoorway', actor: 'p1', card: door }]).state;
    expect(refused(staged, { type: 'SeedDoorway', actor: 'p1', card: vortex })).toBeNull();
  });
  it('149_010 Dyson Sphere Door: an [AU] dilemma (Conundrum) seeds under a mission; without the door it is refused and not offered', () => {
    const withDoor = seeding(['Dyson Sphere Door', 'Conundrum']);
    const door = cardByTitle(withDoor, 'p1', 'Dyson Sphere Door', 'seed:');
    const open = until(withDoor, dilemmaTurn, [{ type: 'SeedDoorway', actor: 'p1', card: door }]);
    expect(open.cards[door]!.zone).toBe(Z.table('p1'));
    const conundrum = cardByTitle(open, 'p1', 'Conundrum', 'seed:');
    const seeds = offered(open, conundrum);
    expect(seeds.length).toBeGreaterThan(0);
    expect(refused(open, seeds[0]!)).toBeNull();

    const closed = until(seeding(['Conundrum']), dilemmaTurn);
    const lone = cardByTitle(closed, 'p1', 'Conundrum', 'seed:');
    expect(offered(closed, lone)).toEqual([]);
    const location = (seeds[0] as { location: string }).location;
    expect(refused(closed, { type: 'SeedUnderMission', actor: 'p1', card: lone, location })).toBe('AU_NOT_ALLOWED');
  });
});
