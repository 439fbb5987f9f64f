/**
 * Issue 15 (seeding): cards that seed on a card or mission in play, one word (`SeedOnTable.target`,
 * behaviour/seed-on-target.ts), and the mission at a named place (behaviour/mission-at-place.ts).
 * 1E rulebook › THE SEED PHASES › FACILITY PHASE; Clarification: Seed Phase Actions (a card seeds where
 * its text says it seeds); THE CARDS › MISSIONS › Tip: Homeworlds (the rulebook's homeworld list; a
 * homeworld's lore names it).
 * given (a scene set in the facility phase, p1 to seed, the card in p1's seed deck) / when (SeedOnTable
 * { card, target }) / then (where it lies, or why it is refused) — for every card, where it applies and
 * where it does not.
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, withDeck } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { matchesReportFilter } from './report-aboard';

/** The scene's table set in the facility phase, p1 to seed. */
const facilityPhase = (state: GameState): GameState => ({ ...state, phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] }) as GameState;
const seedOn = (card: string, target: string): Command => ({ type: 'SeedOnTable', actor: 'p1', card, target });

/** A scene whose `card` (first of `hand`) lies in p1's seed deck, the rest of `hand` in play at L1 (`inPlay` zones), in the facility phase. */
function seeding(spec: { missions: (string | Card)[]; card: string; inPlay?: (string | Card)[]; zone?: (iid: string) => string; owner?: 'p1' | 'p2' }) {
  const built = scene({ missions: spec.missions, hand: [spec.card, ...(spec.inPlay ?? [])] });
  const [card, ...others] = built.ids.hand as [string, ...string[]];
  const state = moved(built.state, [[card, Z.seed('p1')], ...others.map((iid) => [iid, (spec.zone ?? (() => Z.space('L1')))(iid)] as [string, string])]);
  const owned = spec.owner === 'p2' ? { ...state, cards: Object.fromEntries(Object.entries(state.cards).map(([iid, c]) => [iid, others.includes(iid) ? { ...c, owner: 'p2' as const } : c])) } : state;
  return { given: facilityPhase(owned as GameState), card, others };
}

describe('mission-at-place: 249_005 Think Tank Assistance on Vidiia (lore homeworld), 153_010 / 241_026 on Earth and 227_012 on Cardassia Prime (the rulebook list)', () => {
  it('Think Tank Assistance is offered on Rebuild Society (the Vidiian homeworld) and lies atop it; not on Research Phage', () => {
    const { given, card } = seeding({ missions: ['Rebuild Society', 'Research Phage'], card: 'Think Tank Assistance' });
    expect(legalCommands(given, 'p1').filter((c) => c.type === 'SeedOnTable' && c.card === card)).toEqual([seedOn(card, 'L1')]);
    const after = run(given, [seedOn(card, 'L1')]);
    expect(ofType(after.events, 'CardSeededOnTable').map((e) => e.to)).toEqual([Z.atop('L1')]);
    expect(refused(given, seedOn(card, 'L2'))).toBe('NOT_SEEDABLE_HERE');
  });
  it('Think Tank Assistance: a Think Tank personnel (Non-Aligned) may attempt Rebuild Society with it atop; without it, not', () => {
    const built = scene({ missions: ['Rebuild Society'], awayTeam: ['Kurros'], hand: ['Think Tank Assistance'] });
    const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
    expect(refused(built.state, attempt)).not.toBeNull();
    const atop = moved(built.state, [[built.ids.hand[0]!, Z.atop('L1')]]);
    expect(ofType(run(atop, [attempt]).events, 'MissionAttemptBegan')).toHaveLength(1);
  });
  it('Protect Historic Encounter and Investigate Warp Signature seed atop Earth (Espionage Mission); not on another mission', () => {
    for (const title of ['Protect Historic Encounter', 'Investigate Warp Signature']) {
      const { given, card } = seeding({ missions: ['Espionage Mission', 'Avert Disaster'], card: title });
      expect(run(given, [seedOn(card, 'L1')]).state.cards[card]!.zone).toBe(Z.atop('L1'));
      expect(refused(given, seedOn(card, 'L2'))).toBe('NOT_SEEDABLE_HERE');
    }
  });
  it('Dominion Command seeds atop Cardassia Prime (Orb Negotiations) while you seeded no Gamma Quadrant mission; refused once you did', () => {
    const { given, card } = seeding({ missions: ['Orb Negotiations'], card: 'Dominion Command' });
    expect(run(given, [seedOn(card, 'L1')]).state.cards[card]!.zone).toBe(Z.atop('L1'));
    const gamma = seeding({ missions: ['Orb Negotiations', 'Access Relay Station'], card: 'Dominion Command' });
    expect(refused(gamma.given, seedOn(gamma.card, 'L1'))).toBe('SEED_CONDITION');
    expect(legalCommands(gamma.given, 'p1').some((c) => c.type === 'SeedOnTable' && c.card === gamma.card)).toBe(false);
  });
  it('a seed-only card is not played from hand', () => {
    const built = scene({ missions: ['Orb Negotiations'], hand: ['Dominion Command'] });
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]! })).toBe('SEEDS_ONLY');
  });
});

describe('seeding on a facility or mission in play: 174_003 Leader of the Sect, 200_011 The Unrelenting Lust for Profit, 234_005 Guess Who’s Coming to Dinner, 219_016 Long Live the Empire!, 200_013 We Are the Metrons', () => {
  it('Leader of the Sect seeds on p1’s Kazon Outpost (lying on it); not on p2’s, nor on a Federation Outpost', () => {
    const { given, card, others } = seeding({ missions: ['Avert Disaster'], card: 'Leader of the Sect', inPlay: ['Kazon Outpost', 'Federation Outpost'] });
    const [kazon, federation] = others as [string, string];
    expect(legalCommands(given, 'p1').filter((c) => c.type === 'SeedOnTable' && c.card === card)).toEqual([seedOn(card, kazon)]);
    expect(run(given, [seedOn(card, kazon)]).state.cards[card]!.zone).toBe(Z.on(kazon));
    expect(refused(given, seedOn(card, federation))).toBe('NOT_SEEDABLE_HERE');
    const theirs = seeding({ missions: ['Avert Disaster'], card: 'Leader of the Sect', inPlay: ['Kazon Outpost'], owner: 'p2' });
    expect(refused(theirs.given, seedOn(theirs.card, theirs.others[0]!))).toBe('NOT_SEEDABLE_HERE');
  });
  it('The Unrelenting Lust for Profit seeds on a Trading Post (any player’s); not on another outpost', () => {
    const { given, card, others } = seeding({ missions: ['Avert Disaster'], card: 'The Unrelenting Lust for Profit', inPlay: ['Ferengi Trading Post', 'Federation Outpost'], owner: 'p2' });
    expect(run(given, [seedOn(card, others[0]!)]).state.cards[card]!.zone).toBe(Z.on(others[0]!));
    expect(refused(given, seedOn(card, others[1]!))).toBe('NOT_SEEDABLE_HERE');
  });
  it('Guess Who’s Coming to Dinner seeds on The Great Hall; Long Live the Empire! on Imperial Palace; neither on the other', () => {
    const { given, card, others } = seeding({ missions: ['Avert Disaster'], card: "Guess Who's Coming to Dinner", inPlay: ['The Great Hall', 'Imperial Palace'], zone: () => Z.surface('L1') });
    const [hall, palace] = others as [string, string];
    expect(run(given, [seedOn(card, hall)]).state.cards[card]!.zone).toBe(Z.on(hall));
    expect(refused(given, seedOn(card, palace))).toBe('NOT_SEEDABLE_HERE');
    const empire = seeding({ missions: ['Avert Disaster'], card: 'Long Live the Empire!', inPlay: ['The Great Hall', 'Imperial Palace'], zone: () => Z.surface('L1') });
    expect(run(empire.given, [seedOn(empire.card, empire.others[1]!)]).state.cards[empire.card]!.zone).toBe(Z.on(empire.others[1]!));
    expect(refused(empire.given, seedOn(empire.card, empire.others[0]!))).toBe('NOT_SEEDABLE_HERE');
  });
  it('We Are the Metrons seeds atop p1’s mission; not atop p2’s', () => {
    const { given, card } = seeding({ missions: ['Avert Disaster', realCard('Access Relay Station')], card: 'We Are the Metrons' });
    const theirs = { ...given, cards: { ...given.cards, c2: { ...given.cards['c2']!, owner: 'p2' as const } } } as GameState;
    expect(run(theirs, [seedOn(card, 'L1')]).state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(refused(theirs, seedOn(card, 'L2'))).toBe('NOT_SEEDABLE_HERE');
  });
  it('the older `location` spelling is accepted as the target', () => {
    const { given, card } = seeding({ missions: ['Espionage Mission'], card: 'Protect Historic Encounter' });
    expect(run(given, [{ type: 'SeedOnTable', actor: 'p1', card, location: 'L1' }]).state.cards[card]!.zone).toBe(Z.atop('L1'));
  });
});

describe('mission target filters affiliationIcon / notAffiliationIcon: 234_010 GIVE ME GENESIS!, 115_063 Subjugate Planet', () => {
  it('GIVE ME GENESIS! seeds atop a [FED] planet mission requiring Geology (Avert Disaster); not atop Diplomacy Mission (no SCIENCE or Geology) nor a [KLI] space mission', () => {
    const { given, card } = seeding({ missions: ['Avert Disaster', 'Diplomacy Mission', 'Investigate Alien Probe'], card: 'GIVE ME GENESIS!' });
    expect(legalCommands(given, 'p1').filter((c) => c.type === 'SeedOnTable' && c.card === card)).toEqual([seedOn(card, 'L1')]);
    expect(run(given, [seedOn(card, 'L1')]).state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(refused(given, seedOn(card, 'L2'))).toBe('NOT_SEEDABLE_HERE');
  });
  it('Subjugate Planet seeds atop your non-[DOM] planet mission (checked as played); not atop a [DOM] one (Rescue Founder) nor a homeworld', () => {
    const { given, card } = seeding({ missions: ['Avert Disaster', 'Rescue Founder', 'Alter Records'], card: 'Subjugate Planet' });
    expect(run(given, [seedOn(card, 'L1')]).state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(refused(given, seedOn(card, 'L2'))).toBe('INVALID_TARGET');
    expect(refused(given, seedOn(card, 'L3'))).toBe('INVALID_TARGET');
  });
  it('Subjugate Planet: your Dominion Away Team solves Avert Disaster (40) with Vorta + Treachery + four Jem’Hadar + STRENGTH>80; with STRENGTH 80 it fails; without the objective it may not attempt', () => {
    const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
    const team = (strength: number) => [
      { affiliation: 'Dominion', skills: 'OFFICER Treachery', ch: ['Vorta'], s: 4 },
      ...[1, 2, 3, 4].map(() => ({ affiliation: 'Dominion', skills: 'SECURITY', ch: ["Jem'Hadar"], s: strength })),
    ];
    const setup = (strength: number, atop: boolean) => {
      const built = scene({ missions: ['Avert Disaster'], awayTeam: team(strength), hand: ['Subjugate Planet'] });
      return atop ? moved(built.state, [[built.ids.hand[0]!, Z.atop('L1')]]) : built.state;
    };
    expect(ofType(run(setup(20, true), [attempt]).events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1' })]);
    expect(ofType(run(setup(19, true), [attempt]).events, 'MissionSolved')).toEqual([]);
    expect(refused(setup(20, false), attempt)).not.toBeNull();
  });
});


describe('your-facility (affiliations, quadrant): 176_018 Where Opportunities Are Made', () => {
  function opportunities(quadrant: 'Alpha' | 'Gamma') {
    const built = scene({ missions: ['Avert Disaster'], quadrant, hand: ['Where Opportunities Are Made', 'Ferengi Trading Post', 'Federation Outpost'] });
    const [card, ferengi, federation] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [[card, Z.seed('p1')], [ferengi, Z.space('L1')], [federation, Z.space('L1')]]);
    return { given: facilityPhase(state), card, ferengi, federation };
  }
  it('seeds on your Ferengi facility in the Alpha Quadrant, lying on it; not on your Federation outpost', () => {
    const { given, card, ferengi, federation } = opportunities('Alpha');
    expect(legalCommands(given, 'p1').filter((c) => c.type === 'SeedOnTable' && c.card === card)).toEqual([seedOn(card, ferengi)]);
    expect(run(given, [seedOn(card, ferengi)]).state.cards[card]!.zone).toBe(Z.on(ferengi));
    expect(refused(given, seedOn(card, federation))).toBe('INVALID_TARGET');
  });
  it('not on your Ferengi facility in the Gamma Quadrant', () => {
    const { given, card, ferengi } = opportunities('Gamma');
    expect(refused(given, seedOn(card, ferengi))).toBe('INVALID_TARGET');
  });
});

describe('mission-at-place Bajor: 200_016 Comfort Women', () => {
  it('seeds atop Bajor (Alter Records); not atop Orb Negotiations (Cardassia Prime)', () => {
    const { given, card } = seeding({ missions: ['Alter Records', 'Orb Negotiations'], card: 'Comfort Women' });
    expect(legalCommands(given, 'p1').filter((c) => c.type === 'SeedOnTable' && c.card === card)).toEqual([seedOn(card, 'L1')]);
    expect(run(given, [seedOn(card, 'L1')]).state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(refused(given, seedOn(card, 'L2'))).toBe('NOT_SEEDABLE_HERE');
  });
});

describe('seedDownloads: 153_010 Protect Historic Encounter, 241_026 Investigate Warp Signature (Launch the Phoenix), 227_012 Dominion Command (Central Command)', () => {
  it('seeding Protect Historic Encounter downloads Launch the Phoenix from the draw deck to p1’s table; with none in the draw deck nothing is downloaded', () => {
    for (const title of ['Protect Historic Encounter', 'Investigate Warp Signature']) {
      const { given, card, others } = seeding({ missions: ['Espionage Mission'], card: title, inPlay: ['Launch the Phoenix'], zone: () => Z.draw('p1') });
      const after = run(given, [seedOn(card, 'L1')]);
      expect(ofType(after.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: others[0], to: Z.table('p1'), source: card })]);
      expect(after.state.cards[others[0]!]).toMatchObject({ zone: Z.table('p1'), faceUp: true });
    }
    const none = seeding({ missions: ['Espionage Mission'], card: 'Protect Historic Encounter' });
    expect(ofType(run(none.given, [seedOn(none.card, 'L1')]).events, 'CardDownloaded')).toEqual([]);
  });
  it('seeding Dominion Command downloads Central Command onto Cardassia Prime; not when a Central Command is already there', () => {
    const { given, card, others } = seeding({ missions: ['Orb Negotiations'], card: 'Dominion Command', inPlay: ['Central Command'], zone: () => Z.draw('p1') });
    expect(run(given, [seedOn(card, 'L1')]).state.cards[others[0]!]!.zone).toBe(Z.surface('L1'));
    const held = seeding({ missions: ['Orb Negotiations'], card: 'Dominion Command', inPlay: ['Central Command', 'Central Command'], zone: (iid) => (iid === 'c3' ? Z.surface('L1') : Z.draw('p1')) });
    expect(ofType(run(held.given, [seedOn(held.card, 'L1')]).events, 'CardDownloaded')).toEqual([]);
  });
});

describe('seedDownloads … alsoWhenPlayed: 122_033 Emblem of the Alliance, 122_034 Emblem of the Empire (The Art of Diplomacy)', () => {
  it('seeded on the table, each downloads The Art of Diplomacy from the draw deck to p1’s table', () => {
    for (const title of ['Emblem of the Alliance', 'Emblem of the Empire']) {
      const { given, card, others } = seeding({ missions: ['Avert Disaster'], card: title, inPlay: ['The Art of Diplomacy'], zone: () => Z.draw('p1') });
      const after = run(given, [{ type: 'SeedOnTable', actor: 'p1', card }]);
      expect(after.state.cards[card]!.zone).toBe(Z.table('p1'));
      expect(after.state.cards[others[0]!]!.zone).toBe(Z.table('p1'));
    }
  });
  it('played from hand, it downloads The Art of Diplomacy; declining its "may", it does not', () => {
    const built = scene({ missions: ['Avert Disaster'], hand: ['Emblem of the Alliance', 'The Art of Diplomacy'] });
    const [card, art] = built.ids.hand as [string, string];
    const state = moved(built.state, [[art, Z.draw('p1')]]);
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card }]);
    expect(played.state.cards[art]!.zone).toBe(Z.table('p1'));
    const declined = run(state, [{ type: 'PlayCard', actor: 'p1', card, decline: true }]);
    expect(declined.state.cards[art]!.zone).toBe(Z.draw('p1'));
  });
});

describe('227_012 Dominion Command in play: Alpha Quadrant Vorta, Founders and Thots use Central Command as Cardassian Guls; once per game, in place of a card draw, a universal Alpha Quadrant Dominion ship here', () => {
  // 1E rulebook › REPORTING FOR DUTY › NATIVE QUADRANT; PLAYING "FOR FREE"; DOWNLOADING; END OF TURN › DRAW A CARD (Clarifications: Card Draws);
  // MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
  const member = (ch: string, quadrant?: string): Card => ({ ...person({ affiliation: 'Non-Aligned', ch: [ch] }), icons: quadrant ? [{ code: quadrant, name: quadrant, category: 'quadrant' }] : [] }) as unknown as Card;
  const reported = (state: GameState, card: string, facility: string) => ofType(accepted(state, { type: 'ReportForDuty', actor: 'p1', card, facility }).events, 'CardReported')[0];
  /** Central Command on Cardassia Prime (Orb Negotiations, L1), Dominion Command atop it unless `without`; the rest of `hand` in p1's hand. */
  function atCardassia(hand: readonly (string | Card)[], without = false, deck: readonly string[] = []) {
    const built = withDeck({ missions: ['Orb Negotiations', 'Excavation'], hand: ['Central Command', 'Dominion Command', ...hand], deck });
    const [central, command, ...rest] = built.hand as [string, string, ...string[]];
    const state = moved(built.state, [[central, Z.surface('L1')], [command, without ? Z.discard('p1') : Z.atop('L1')]]);
    return { state, central, command, rest, deck: built.deck };
  }
  it('applies: a Non-Aligned Vorta, a Founder and a Thot (no quadrant icon) each report to Central Command for free — once each turn, the second as the normal card play', () => {
    for (const ch of ['Vorta', 'Founder', 'Thot']) {
      const { state, central, rest } = atCardassia([member(ch), member(ch)]);
      const [first, second] = rest as [string, string];
      expect(reported(state, first, central)).toMatchObject({ normalCardPlay: false });
      const after = accepted(state, { type: 'ReportForDuty', actor: 'p1', card: first, facility: central }).state;
      expect(reported(after, second, central)).toMatchObject({ normalCardPlay: true });
    }
  });
  it('does not apply: without Dominion Command the Vorta reports as the normal card play; a Jem’Hadar is no Vorta, Founder or Thot', () => {
    const without = atCardassia([member('Vorta')], true);
    expect(reported(without.state, without.rest[0]!, without.central)).toMatchObject({ normalCardPlay: true });
    const jemHadar = atCardassia([member("Jem'Hadar")]);
    expect(reported(jemHadar.state, jemHadar.rest[0]!, jemHadar.central)).toMatchObject({ normalCardPlay: true });
  });
  it('does not apply to a Vorta native to the Gamma Quadrant: the report filter reads the native quadrant', () => {
    const who = { type: 'Personnel', nativeQuadrant: 'Alpha', characteristic: 'Vorta' } as const;
    expect(matchesReportFilter(member('Vorta'), who)).toBe(true);
    expect(matchesReportFilter(member('Vorta', 'GQ'), who)).toBe(false);
  });
  it('applies: Breen Warship (universal, no quadrant icon) is downloaded into space at Cardassia Prime in place of the card draw; once per game', () => {
    const { state, command, deck } = atCardassia([], false, ['Breen Warship', 'Alpha Attack Ship', 'Jem\'Hadar Attack Ship']);
    const [breen, alpha, gamma] = deck as [string, string, string];
    const offered = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === command).map((c) => (c as { target?: string }).target);
    expect(offered).toEqual(expect.arrayContaining([breen, alpha]));
    expect(offered).not.toContain(gamma);
    const done = accepted(state, { type: 'ActivateCard', actor: 'p1', card: command, ability: 'download-ship', target: breen });
    expect(done.state.cards[breen]!.zone).toBe(Z.space('L1'));
    expect(ofType(done.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: breen, to: Z.space('L1') })]);
    const next = { ...done.state, turn: { ...done.state.turn!, number: done.state.turn!.number + 2 } } as GameState;
    expect(refused(next, { type: 'ActivateCard', actor: 'p1', card: command, ability: 'download-ship', target: alpha })).toBe('ONCE_PER_GAME');
  });
  it('does not apply: a Gamma Quadrant Dominion ship (Jem’Hadar Attack Ship) is no target; a discarded Dominion Command downloads nothing', () => {
    const { state, command, deck } = atCardassia([], false, ["Jem'Hadar Attack Ship"]);
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: command, ability: 'download-ship', target: deck[0]! })).toBe('INVALID_TARGET');
    const gone = atCardassia([], true, ['Breen Warship']);
    expect(refused(gone.state, { type: 'ActivateCard', actor: 'p1', card: gone.command, ability: 'download-ship', target: gone.deck[0]! })).toBe('NOT_USABLE');
  });
});
