/**
 * Downloads (issue 15): the special download icons of personnel and ships (`SpecialDownload`).
 *   1E rulebook › SPECIAL DOWNLOAD (suspends play; "here"; once per game per card title); SPECIAL
 *   DOWNLOAD › Clarifications: Ambiguities – Special Downloads (download a personnel directly to the
 *   planet during an attempt; special reporting); DOWNLOADING (not the normal card play; reshuffle);
 *   DOWNLOADING › Clarifications: Invalid Downloads; DOWNLOADING › General Quarters: The Personnel
 *   Download Limit; DUPLICATION AND PERSONAS (uniqueness still applies).
 * given (a play-phase scene, cards placed in the draw deck) / when (commands) / then (the facts).
 */
import { loadLackeyCsvFile, skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import * as path from 'node:path';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, realCard, withDeck, ship } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import { cardCoverage, coverageTable } from '../coverage';
import { downloadTitleIndex } from './downloads-coverage';
import { behaviourOf } from './registry';
import { DOWNLOAD_RULES } from './downloads';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { redactEvent, view } from '../view';
import { Z } from '../zones';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}
/** The scene with the named cards of p1's hand moved into p1's draw deck (on top, in order). */
const downloads = (state: GameState, actor: PlayerId) => legalCommands(state, actor).filter((c) => c.type === 'SpecialDownload');
const explicit = (state: GameState, ...players: PlayerId[]) => run(state, players.map((actor) => ({ type: 'SetAutoPass', actor, on: false }) as Command)).state;

describe('special download of a personnel to the planet during an attempt (115_116 Anya downloads 115_117 Salia)', () => {
  // Excavation with Wind Dancer under it: the Away Team (STRENGTH 6, no Youth) does not get past it;
  // Anya, aboard the ship in orbit, downloads Salia (Youth) directly to the planet after the dilemma
  // is revealed, in p1's response window, and Salia joins the Away Team at once.
  function attempt() {
    const setup = withDeck({ missions: ['Excavation'], seeds: ['Wind Dancer'], awayTeam: [{ skills: 'OFFICER Archaeology', s: 6 }], ship: ship(), crew: [realCard('Anya')] }, ['Salia']);
    const state = explicit(setup.state, 'p1', 'p2');
    const begun = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }, { type: 'PassResponse', actor: 'p2' }]);
    return { ...setup, anya: setup.built.ids.crew[0]!, salia: setup.deck[0]!, dilemma: setup.built.ids.seeds[0]!, begun };
  }

  it("offered in p1's window (with Anya aboard, or to the Away Team on the planet), never on p2's list", () => {
    const { anya, begun } = attempt();
    expect(begun.state.awaiting).toEqual([{ player: 'p1', kind: 'respond', options: [expect.any(String)] }]);
    expect(downloads(begun.state, 'p1')).toEqual([
      { type: 'SpecialDownload', actor: 'p1', source: anya, icon: 0, target: 'Salia' },
      { type: 'SpecialDownload', actor: 'p1', source: anya, icon: 0, target: 'Salia', to: Z.surface('L1') },
    ]);
    expect(downloads(begun.state, 'p2')).toEqual([]);
  });

  it('downloaded to the planet, Salia is in the Away Team when Wind Dancer resolves: the dilemma is overcome; the normal card play is untouched', () => {
    const { anya, salia, dilemma, begun } = attempt();
    const after = run(begun.state, [
      { type: 'SpecialDownload', actor: 'p1', source: anya, icon: 0, target: 'Salia', to: Z.surface('L1') },
      { type: 'PassResponse', actor: 'p1' },
    ]);
    expect(after.events[0]).toEqual({
      type: 'CardDownloaded',
      player: 'p1',
      card: salia,
      title: 'Salia',
      from: Z.draw('p1'),
      to: Z.surface('L1'),
      source: anya,
      spent: 'p1|Anya|0',
      personnelTurn: 1,
      rule: `${DOWNLOAD_RULES.special}; ${DOWNLOAD_RULES.here}`,
    });
    expect(after.events[1]).toMatchObject({ type: 'DeckShuffled', zone: Z.draw('p1'), rule: DOWNLOAD_RULES.downloading });
    const check = ofType(after.events, 'RequirementChecked').find((e) => e.card === dilemma)!;
    expect(check).toMatchObject({ purpose: 'condition', verdict: 'met' });
    expect(check.group).toContain(salia);
    expect(ofType(after.events, 'DilemmaRemoved')).toEqual([expect.objectContaining({ card: dilemma, reason: 'overcome' })]);
    expect(after.state.turn!.normalCardPlayUsed).toBe(false);
  });

  it('without the download the same Away Team fails Wind Dancer', () => {
    const { dilemma, begun } = attempt();
    const after = run(begun.state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(after.events, 'RequirementChecked').find((e) => e.card === dilemma)).toMatchObject({ verdict: 'unmet' });
    expect(ofType(after.events, 'MissionAttemptFailed')).toHaveLength(1);
  });

  it("the opponent learns only the card played: p2's view keeps p1's deck hidden and the reshuffle's order secret", () => {
    const { anya, salia, begun } = attempt();
    const before = begun.state;
    const after = run(before, [{ type: 'SpecialDownload', actor: 'p1', source: anya, icon: 0, target: 'Salia', to: Z.surface('L1') }]);
    const [downloaded, shuffled] = after.events as [GameEvent, GameEvent];
    expect(redactEvent(before, downloaded, { player: 'p2' })).toMatchObject({ type: 'CardDownloaded', card: salia, title: 'Salia', to: Z.surface('L1') });
    const redacted = redactEvent(evolveAll([downloaded], before), shuffled, { player: 'p2' }) as Record<string, unknown>;
    expect(redacted).toEqual({ type: 'DeckShuffled', zone: Z.draw('p1'), count: before.zones[Z.draw('p1')]!.length - 1, rule: DOWNLOAD_RULES.downloading });
    const p2 = view(after.state, { player: 'p2' });
    expect(p2.zones[Z.draw('p1')]!.every((card) => 'hidden' in card)).toBe(true);
    expect(p2.zones[Z.surface('L1')]!.some((card) => 'iid' in card && card.iid === salia)).toBe(true);
  });
});

describe('special download of a ship (126_102 Ru\'afo downloads 126_122 Injector Assembly One)', () => {
  it('on your turn the ship enters play in space at the location of the icon, outside its native quadrant (special reporting)', () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], quadrant: 'Gamma', awayTeam: [realCard("Ru'afo")] }, ['Injector Assembly One']);
    const ruafo = built.ids.awayTeam[0]!;
    expect(downloads(state, 'p1')).toEqual([{ type: 'SpecialDownload', actor: 'p1', source: ruafo, icon: 0, target: 'Injector Assembly One' }]);
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: ruafo, icon: 0, target: 'Injector Assembly One' }]);
    expect(after.events[0]).toMatchObject({ type: 'CardDownloaded', card: deck[0], from: Z.draw('p1'), to: Z.space('L1') });
    expect(after.events[0]).not.toHaveProperty('personnelTurn');
    expect(after.state.cards[deck[0]!]).toMatchObject({ zone: Z.space('L1'), faceUp: true });
    // A ship is not placed elsewhere than in space here.
    expect(refused(state, { type: 'SpecialDownload', actor: 'p1', source: ruafo, icon: 0, target: 'Injector Assembly One', to: Z.surface('L1') })).toBe('NOT_HERE');
  });

  it("not on the opponent's turn outside a response window, and not by the opponent", () => {
    const { built, state } = withDeck({ missions: ['Excavation'], awayTeam: [realCard("Ru'afo")] }, ['Injector Assembly One']);
    const ruafo = built.ids.awayTeam[0]!;
    const theirTurn = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 }], state);
    expect(refused(theirTurn, { type: 'SpecialDownload', actor: 'p1', source: ruafo, icon: 0, target: 'Injector Assembly One' })).toBe('NOT_YOUR_TURN');
    expect(downloads(theirTurn, 'p1')).toEqual([]);
    expect(refused(theirTurn, { type: 'SpecialDownload', actor: 'p2', source: ruafo, icon: 0, target: 'Injector Assembly One' })).toBe('NO_SUCH_SOURCE');
  });
});

describe("special download of an equipment and an event (109_096 Beverly Crusher (First Contact), 126_069 Azetbur)", () => {
  it('Beverly downloads a Medical Tricorder aboard with her; it is then equipment present (a SCIENCE crewmate gains MEDICAL)', () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], ship: ship(), crew: [realCard('Beverly Crusher (First Contact)'), { skills: 'SCIENCE' }] }, ['Medical Tricorder']);
    const [beverly, scientist] = built.ids.crew as [string, string];
    expect(skillLevel(memberOf(state, scientist), 'MEDICAL')).toBe(0);
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: beverly, icon: 0, target: 'Medical Tricorder' }]);
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.aboard(built.ids.ship!));
    expect(skillLevel(memberOf(after.state, scientist), 'MEDICAL')).toBe(1);
    expect(after.state.specialDownloadsUsed).toEqual({ 'p1|Beverly Crusher (First Contact)|0': true });
  });

  it("Azetbur downloads Treaty: Federation/Klingon: it is played to p1's table (not the normal card play) and opens a response window for p2", () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], awayTeam: [realCard('Azetbur')] }, ['Treaty: Federation/Klingon']);
    const azetbur = built.ids.awayTeam[0]!;
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: azetbur, icon: 0, target: 'Treaty: Federation/Klingon' }]);
    expect(after.events.map((e) => e.type)).toEqual(['CardDownloaded', 'DeckShuffled', 'ResponseWindowOpened', 'ResponseWindowClosed']);
    expect(after.events[0]).toMatchObject({ to: Z.table('p1'), title: 'Treaty: Federation/Klingon' });
    expect(ofType(after.events, 'ResponseWindowOpened')[0]!.window).toEqual({ action: 'card-played', card: deck[0], by: 'p1', player: 'p2' });
    expect(after.state.turn!.normalCardPlayUsed).toBe(false);
    // A place is for placed cards only.
    expect(refused(state, { type: 'SpecialDownload', actor: 'p1', source: azetbur, icon: 0, target: 'Treaty: Federation/Klingon', to: Z.surface('L1') })).toBe('NOT_PLACED');
  });
});

describe('limits: once per game per card title, invalid downloads, the personnel download limit, uniqueness, disabled', () => {
  it('each icon once per game: a second copy of Beverly Crusher (First Contact) cannot use the spent icon; it is no longer offered', () => {
    const { built, state } = withDeck(
      { missions: ['Excavation'], ship: ship(), crew: [realCard('Beverly Crusher (First Contact)'), realCard('Beverly Crusher (First Contact)')] },
      ['Medical Tricorder', 'Medical Tricorder'],
    );
    const [first, second] = built.ids.crew as [string, string];
    expect(downloads(state, 'p1')).toHaveLength(2);
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: first, icon: 0, target: 'Medical Tricorder' }]);
    expect(refused(after.state, { type: 'SpecialDownload', actor: 'p1', source: second, icon: 0, target: 'Medical Tricorder' })).toBe('ICON_SPENT');
    expect(refused(after.state, { type: 'SpecialDownload', actor: 'p1', source: first, icon: 0, target: 'Medical Tricorder' })).toBe('ICON_SPENT');
    expect(downloads(after.state, 'p1')).toEqual([]);
  });

  it('a card that is in neither the draw deck nor the hand is refused (invalid download) and not offered; in hand, it is downloaded from the hand', () => {
    const empty = withDeck({ missions: ['Excavation'], ship: ship(), crew: [realCard('Beverly Crusher (First Contact)')] }, []);
    const beverly = empty.built.ids.crew[0]!;
    expect(refused(empty.state, { type: 'SpecialDownload', actor: 'p1', source: beverly, icon: 0, target: 'Medical Tricorder' })).toBe('INVALID_DOWNLOAD');
    expect(downloads(empty.state, 'p1')).toEqual([]);
    // A title the icon does not name.
    expect(refused(empty.state, { type: 'SpecialDownload', actor: 'p1', source: beverly, icon: 0, target: 'Tricorder' })).toBe('NOT_THE_ICONS_TARGET');
    const inHand = withDeck({ missions: ['Excavation'], ship: ship(), crew: [realCard('Beverly Crusher (First Contact)')], hand: ['Medical Tricorder'] }, []);
    const after = run(inHand.state, [{ type: 'SpecialDownload', actor: 'p1', source: beverly, icon: 0, target: 'Medical Tricorder' }]);
    expect(after.events[0]).toMatchObject({ type: 'CardDownloaded', card: inHand.hand[0], from: Z.hand('p1') });
  });

  it('personnel are downloaded at most once every turn: after Salia, E.M.H. Program waits for the next turn', () => {
    const { built, state } = withDeck(
      { missions: ['Excavation'], ship: ship(), crew: [realCard('Anya'), realCard('Beverly Crusher (First Contact)')] },
      ['Salia', 'E.M.H. Program', 'Salia'],
    );
    const [anya, beverly] = built.ids.crew as [string, string];
    const after = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: anya, icon: 0, target: 'Salia' }]);
    expect(refused(after.state, { type: 'SpecialDownload', actor: 'p1', source: beverly, icon: 0, target: 'E.M.H. Program' })).toBe('PERSONNEL_DOWNLOAD_LIMIT');
    expect(downloads(after.state, 'p1')).toEqual([]);
    const nextTurn = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 }], after.state);
    expect(downloads(nextTurn, 'p1')).toEqual([{ type: 'SpecialDownload', actor: 'p1', source: beverly, icon: 0, target: 'E.M.H. Program' }]);
    expect(run(nextTurn, [downloads(nextTurn, 'p1')[0]!]).events[0]).toMatchObject({ type: 'CardDownloaded', title: 'E.M.H. Program', personnelTurn: 3 });
  });

  it('uniqueness still applies: with Salia in play, Anya cannot download another Salia', () => {
    const { built, state } = withDeck({ missions: ['Excavation'], ship: ship(), crew: [realCard('Anya'), realCard('Salia')] }, ['Salia']);
    expect(refused(state, { type: 'SpecialDownload', actor: 'p1', source: built.ids.crew[0]!, icon: 0, target: 'Salia' })).toBe('NOT_UNIQUE');
    expect(downloads(state, 'p1')).toEqual([]);
  });

  it('a disabled personnel cannot use its icon (a special skill); an enabled one can', () => {
    const { built, state } = withDeck({ missions: ['Excavation'], ship: ship(), crew: [realCard('Beverly Crusher (First Contact)')] }, ['Medical Tricorder']);
    const beverly = built.ids.crew[0]!;
    const disabled = evolveAll([{ type: 'PersonnelDisabled', card: beverly, source: 'test' }], state);
    expect(refused(disabled, { type: 'SpecialDownload', actor: 'p1', source: beverly, icon: 0, target: 'Medical Tricorder' })).toBe('DISABLED');
    expect(downloads(disabled, 'p1')).toEqual([]);
    expect(downloads(state, 'p1')).toHaveLength(1);
  });

  it("in p1's response window on p2's turn (suspending play): p1 downloads after p2 plays a card; the window stays open for p1", () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], ship: ship(), crew: [realCard('Beverly Crusher (First Contact)')], opponentHand: ['Treaty: Federation/Klingon'] }, ['Medical Tricorder']);
    const beverly = built.ids.crew[0]!;
    const theirTurn = explicit(evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 }], state), 'p1');
    const played = run(theirTurn, [{ type: 'PlayCard', actor: 'p2', card: built.ids.opponentHand[0]! }]);
    expect(downloads(played.state, 'p1')).toHaveLength(1);
    const after = run(played.state, [{ type: 'SpecialDownload', actor: 'p1', source: beverly, icon: 0, target: 'Medical Tricorder' }]);
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.aboard(built.ids.ship!));
    expect(after.state.windows).toHaveLength(1);
    expect(after.state.awaiting).toEqual([{ player: 'p1', kind: 'respond', options: [built.ids.opponentHand[0]] }]);
  });
});

describe('coverage: icons the mechanism carries out are no longer manual; icons naming a kind of card stay manual', () => {
  const cards = loadLackeyCsvFile(process.env['CARDS_CSV'] ?? path.resolve(__dirname, '../../../../../shared/cards/st1e-cards.csv')).cards;
  const titles = downloadTitleIndex(cards);
  it('Anya (icon: Salia) is automated and names this spec; without the title index the icon counts as manual', () => {
    expect(cardCoverage(realCard('Anya'), titles)).toEqual({ status: 'partial', manual: ['special skills'], test: 'libs/engine/src/behaviour/downloads.spec.ts' });
    expect(cardCoverage(realCard('Anya')).manual).toContain('special download: Salia');
  });
  it('Tasha Yar - Alternate (icon: Starfleet Type II Phaser) is automated; Beverly Crusher (First Contact) keeps only her other part; an icon naming a kind of card ("any …") stays manual unless the script of the card gives its class (classDownloads, class-downloads.spec.ts)', () => {
    expect(cardCoverage(realCard('Tasha Yar - Alternate'), titles)).toEqual({ status: 'automated', manual: [], test: 'libs/engine/src/behaviour/downloads.spec.ts' });
    expect(cardCoverage(realCard('Beverly Crusher (First Contact)'), titles)).toEqual({ status: 'partial', manual: ['variable attributes'], test: 'libs/engine/src/behaviour/downloads.spec.ts' });
    const anyKind = cards.find((card) => !behaviourOf(card.id)?.classDownloads && (card.personnel?.skillBox.specialDownloads ?? []).some((icon) => icon.some((title) => /^Any /i.test(title))))!;
    expect(cardCoverage(anyKind, titles).manual.some((part) => part.startsWith('special download: Any '))).toBe(true);
  });
  it('coverageTable reads the card list for the titles', () => {
    expect(coverageTable(cards.filter((card) => card.title === 'Tasha Yar - Alternate'))[0]!.partialCards[0]!.manual).toEqual(['special download: Starfleet Type II Phaser']);
    const rows = coverageTable(cards.filter((card) => ['Tasha Yar - Alternate', 'Starfleet Type II Phaser'].includes(card.title)));
    expect(rows.flatMap((row) => row.tested).find((t) => t.title === 'Tasha Yar - Alternate')).toMatchObject({ status: 'automated', test: 'libs/engine/src/behaviour/downloads.spec.ts' });
  });
});
