/**
 * Issue 15 (personnel, downloads of a class of cards): special download icons naming a kind of card
 * ("any PADD", "any Captain's Order card", "any [Rule] card") — `classDownloads`
 * (vocabulary-class-downloads.ts, class-downloads.ts, the `SpecialDownload` command of downloads.ts).
 *   1E rulebook › SPECIAL DOWNLOAD (suspends play; "here" is the icon's location; each icon once per
 *   game per card title); 1E rulebook › DOWNLOADING (search the draw deck and hand, reshuffle).
 * given (the personnel in play, a card of the class and a card not of it in the draw deck) / when
 * (legal commands, the download, a download naming the other card) / then (the offers, the card
 * downloaded and the icon spent, the refusal).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, realCard, runAttempt, scene, withDeck, ship as testShip, type SceneSpec } from '../testing/attempt-scene';
import { play as run, when } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { matchesClassWords } from './class-downloads';
import { specialDownloadCoverage, downloadTitleIndex } from './downloads-coverage';
import { sharedCards } from '../testing/attempt-scene';

const downloads = (state: GameState, actor: PlayerId = 'p1') => legalCommands(state, actor).filter((c) => c.type === 'SpecialDownload');
const refused = (state: GameState, command: Command): string => {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
};

/** The scene with the named cards put into p1's draw deck (in this order, the first on top). */

/** [id, title, its icon number, a card of the class, a card not of it]. */
const CASES: readonly [string, string, number, string, string][] = [
  ['109_109', 'Paul Porter', 0, 'Federation PADD', 'Tricorder'],
  ['155_076', 'Quark (The Next Generation)', 0, 'Klingon PADD', 'Tricorder'],
  ['115_065', 'Kai Winn', 0, 'Treaty: Federation/Bajoran', 'Treaty: Federation/Klingon'],
  ['115_120', 'Senator Vreenak', 0, 'Treaty: Federation/Romulan', 'Treaty: Federation/Klingon'],
  ['126_037', 'Ambassador Sarek', 0, 'Treaty: Federation/Klingon', 'Treaty: Romulan/Klingon'],
  ['117_078', 'Grand Nagus Gint', 1, '47th Rule of Acquisition', 'Red Alert!'], // a [Rule] card that takes no target (the 1st Rule now plays on a freighter or Ferengi ship: a target of its own)
  ['117_061', 'Hanok', 0, 'The Ferengi Rules of Acquisition', 'Red Alert!'],
  ['119_093', 'Yint', 0, 'Klingon Disruptor Rifle', 'Klingon Disruptor'],
  ['122_049', 'Bareil', 0, 'Tricorder', 'Red Alert!'],
  ['125_058', 'Mila', 0, 'Medical Kit', 'Red Alert!'],
  ['122_074', 'First Officer Spock', 0, 'Classic Tricorder', 'Tricorder'],
  ['122_061', 'Security Chief Garak', 0, 'Cardassian PADD', 'Federation PADD'],
  ['123_145', 'Halok', 0, 'Engineering Kit', 'Medical Kit'],
  ['167_065', 'Jake Sisko (Emissary)', 0, 'Engineering Kit', 'Medical Kit'],
  ['123_132', 'Samantha Wildman', 1, 'Science Kit', 'Medical Kit'],
  ['128_010', 'Jeremy Lucas', 0, 'Medical Kit', 'Engineering Kit'],
  ['123_170', 'Penk', 0, 'Hajur', 'Tricorder'],
  ['126_070', 'Brigadier Kerla', 0, 'Azetbur', 'Chancellor Gowron'],
  ['126_056', 'James T. Kirk', 0, 'Yellow Alert', 'Red Alert!'],
  ['141_042', 'Erika Hernandez', 0, 'Yellow Alert', 'Red Alert!'],
  ['159_031', 'Tomalak (Homefront III)', 0, "Captain's Log", 'Red Alert!'],
  ['126_062', 'Saavik', 0, 'Kobayashi Maru Scenario', 'Red Alert!'],
  ['128_005', 'Charles Tucker III', 0, 'Tricorder', 'Federation PADD'],
  ['128_013', 'Maxwell Forrest', 0, 'Columbia', 'Sarajevo'],
  ['128_015', "T'Pol", 0, 'Vulcan "Death Grip"', 'Wormhole'], // an unscripted Vulcan interrupt: Live Long and Prosper now needs a personnel just killed (killed-returns.ts)
  ['135_002', 'Benjamin Sisko (Chain of Command)', 0, 'Jake Sisko', 'Nog'],
  ['138_045', 'Ilandra', 0, 'Treaty: Federation/Klingon', 'Red Alert!'],
  ['141_026', 'Antaak', 0, 'Targ', 'Nog'],
  ['141_040', 'Daniel Leonard', 0, 'Sarajevo', 'U.S.S. Enterprise'],
  ['141_032', 'Harrad-Sar', 0, 'Neras', 'Nog'],
  ['149_041', 'Muk', 0, 'Grish', 'Nog'],
  ['161_039', 'Ambassador Spock', 0, 'Pardek', 'Galathon'],
  ['167_056', 'Makbar (Emissary)', 0, 'Awaiting Trial', 'Red Alert!'],
  ['172_047', 'Shankar', 0, 'Bajoran Phaser', 'Tricorder'],
  ['176_047', 'Taya', 0, 'Odo', 'Nog'],
  ['192_054', 'Duras Son of Toral', 0, 'Aklam', 'Laneth'],
  ['202_039', 'Revised Janeway', 0, 'Revised Kim', 'Nog'],
  ['202_042', 'Revised Neelix', 0, "Bat'leth", 'Tricorder'],
  ['202_045', 'Revised Tuvok', 0, 'Revised Kim', 'Nog'],
  ['227_037', 'Founder Leader (Dogs of War)', 0, 'Thot Gor', 'Nog'],
  ['138_041', 'Allamill', 0, 'Khan', 'Chancellor Gowron'],
  // A special skill that downloads a class of cards, offered as an icon after the printed ones (none here).
  ['251_013', 'Basso Tromac', 0, 'Anara', 'Kallis Ven'],
  ['195_052', "V'Las", 1, 'Menos', 'Delvok'],
  ['200_043', 'Admiral Mendak', 0, 'Strange New Worlds', 'Red Alert!'],
];

describe('personnel whose special download icon names a class of cards (classDownloads)', () => {
  for (const [id, title, icon, match, other] of CASES) {
    it(`${id} ${title}: icon ${icon} offers ${match} (of its class) and not ${other}; the download places it and spends the icon; naming ${other} is refused`, () => {
      const { built, deck, state } = withDeck({ missions: ['Excavation'], awayTeam: [id] }, [other, match]);
      const source = built.ids.awayTeam[0]!;
      const offered = downloads(state).filter((c) => c.source === source && c.icon === icon);
      expect(offered.map((c) => c.target)).toContain(match);
      expect(offered.map((c) => c.target)).not.toContain(other);
      const command = offered.find((c) => c.target === match)!;
      const after = run(state, [command]);
      expect(ofType(after.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: deck[1], title: match, source, spent: `p1|${title}|${icon}` })]);
      expect(downloads(after.state).filter((c) => c.source === source && c.icon === icon)).toEqual([]);
      expect(refused(after.state, command)).toBe('ICON_SPENT');
      expect(refused(state, { ...command, target: other })).toBe('NOT_THE_ICONS_TARGET');
    });
  }

  it('195_039 Sinam: a Vulcan Espionage card is downloaded with the mission it lies on (its target, here a mission showing the Klingon icon); a Romulan one is refused', () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation', 'Test Mission'], awayTeam: ['195_039'] }, ['Espionage: Romulan on Klingon', 'Espionage: Vulcan on Klingon']);
    const source = built.ids.awayTeam[0]!;
    const offered = downloads(state).filter((c) => c.source === source);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((c) => c.target === 'Espionage: Vulcan on Klingon' && c.cardTarget !== undefined)).toBe(true);
    const after = run(state, [offered[0]!]);
    expect(ofType(after.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: deck[1], source, spent: 'p1|Sinam|0' })]);
    expect(refused(state, { ...offered[0]!, target: 'Espionage: Romulan on Klingon' })).toBe('NOT_THE_ICONS_TARGET');
  });

  it('200_043 Admiral Mendak: a Romulan espionage card is of his class too (offered with the mission it lies on); a Vulcan one is not', () => {
    const { built, state } = withDeck({ missions: ['Excavation', 'Test Mission'], awayTeam: ['200_043'] }, ['Espionage: Vulcan on Klingon', 'Espionage: Romulan on Klingon']);
    const targets = downloads(state).filter((c) => c.source === built.ids.awayTeam[0]).map((c) => c.target);
    expect(targets).toContain('Espionage: Romulan on Klingon');
    expect(targets).not.toContain('Espionage: Vulcan on Klingon');
  });

  it('138_045 Ilandra: an Espionage card is of her class too (offered with the mission it lies on)', () => {
    const { built, state } = withDeck({ missions: ['Excavation', 'Test Mission'], awayTeam: ['138_045'] }, ['Espionage: Federation on Klingon']);
    expect(downloads(state).filter((c) => c.source === built.ids.awayTeam[0]).map((c) => c.target)).toContain('Espionage: Federation on Klingon');
  });

  it('138_041 Allamill: a Non-Aligned Films facility is of the class but is not downloaded by the engine (NOT_AUTOMATED; the card stays partly manual)', () => {
    const { built, state } = withDeck({ missions: ['Excavation'], awayTeam: ['138_041'] }, ['Space Lab Regula I']);
    const source = built.ids.awayTeam[0]!;
    expect(downloads(state).filter((c) => c.source === source)).toEqual([]);
    expect(refused(state, { type: 'SpecialDownload', actor: 'p1', source, icon: 0, target: 'Space Lab Regula I' })).toBe('NOT_AUTOMATED');
  });

  it('117_078 Grand Nagus Gint: his first icon still names one title (Bribery), his second a class', () => {
    const { built, state } = withDeck({ missions: ['Excavation'], awayTeam: ['117_078'] }, ['47th Rule of Acquisition']);
    const source = built.ids.awayTeam[0]!;
    expect(refused(state, { type: 'SpecialDownload', actor: 'p1', source, icon: 0, target: '47th Rule of Acquisition' })).toBe('NOT_THE_ICONS_TARGET');
    expect(downloads(state).filter((c) => c.source === source).map((c) => [c.icon, c.target])).toEqual([[1, '47th Rule of Acquisition']]);
  });

  it('a class icon with no card of its class in the deck or hand offers nothing; with the personnel in hand, nothing either', () => {
    const none = withDeck({ missions: ['Excavation'], awayTeam: ['109_109'] }, ['Tricorder']);
    expect(downloads(none.state).filter((c) => c.source === none.built.ids.awayTeam[0])).toEqual([]);
    const inHand = withDeck({ missions: ['Excavation'], hand: ['109_109'] }, ['Federation PADD']);
    expect(downloads(inHand.state)).toEqual([]);
  });

  it('123_170 Penk: "any other card" — a card of his own title is not of the class', () => {
    const penk: Card = realCard('123_170');
    expect(matchesClassWords(realCard('Hajur'), { titleOrLoreWords: 'Tsunkatse', otherThanSource: true }, penk)).toBe(true);
    expect(matchesClassWords(penk, { titleOrLoreWords: 'Tsunkatse', otherThanSource: true }, penk)).toBe(false);
  });

  it('251_013 Basso Tromac: a non-universal Bajoran female is not of his class', () => {
    const { built, state } = withDeck({ missions: ['Excavation'], awayTeam: ['251_013'] }, ['Kira Nerys']);
    expect(downloads(state).filter((c) => c.source === built.ids.awayTeam[0])).toEqual([]);
  });

  it("195_052 V'Las: once per game he discards a Dissident present (ActivateCard); a non-Dissident is no target; used, not offered again", () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['195_052', 'Ari', { skills: 'OFFICER' }] });
    const [vlas, ari, plain] = built.ids.awayTeam as [string, string, string];
    const offers = legalCommands(built.state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === vlas);
    expect(offers).toEqual([{ type: 'ActivateCard', actor: 'p1', card: vlas, ability: 'discard-dissident', target: ari }]);
    expect(refused(built.state, { type: 'ActivateCard', actor: 'p1', card: vlas, ability: 'discard-dissident', target: plain })).toBe('INVALID_TARGET');
    const after = run(built.state, [offers[0]!]);
    expect(ofType(after.events, 'CardLeftPlay')).toEqual([expect.objectContaining({ card: ari, how: 'discarded', to: Z.discard('p1') })]);
    expect(legalCommands(after.state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === vlas)).toEqual([]);
  });

  it('the coverage report counts a class icon as carried out (Paul Porter: no manual part left)', () => {
    const titles = downloadTitleIndex(sharedCards());
    expect(specialDownloadCoverage(realCard('109_109'), titles)).toEqual({ carried: 1, manual: [] });
  });

  it('126_056 James T. Kirk: 5 bonus points when he helps solve a mission; with him in hand (not helping), none', () => {
    const solve = (spec: SceneSpec) => {
      const built = scene({ ship: testShip({}), ...spec });
      return ofType(runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }).events, 'PointsScored').map((e) => [e.points, e.bonus]);
    };
    expect(solve({ missions: ['Test Mission'], crew: [realCard('126_056'), { skills: 'OFFICER Physics', i: 30 }] })).toEqual([[25, false], [5, true]]);
    expect(solve({ missions: ['Test Mission'], crew: [{ skills: 'OFFICER Physics', i: 30 }], hand: ['126_056'] })).toEqual([[25, false]]);
  });
});
