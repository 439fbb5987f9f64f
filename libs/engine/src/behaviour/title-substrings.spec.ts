/**
 * Title filters that compared by substring (issue 15, helper substring): a title a card's text names is met by that title
 * or a version of it, never by a longer title holding it (1E rulebook › DUPLICATION AND PERSONAS, Personas and
 * Requirements: "only the card titled Pel could meet the Pel requirement"); an "any X" by a card identified in title or
 * lore as X (same heading); "with X in title or lore" by whole words (1E rulebook › CHARACTERISTICS › Named In Lore).
 * A card naming one half of a Combo dilemma affects that half only (1E rulebook › ENCOUNTERING DILEMMAS ›
 * Clarifications: "Combo" Dilemmas). IDIC's Espionage cards include the three "Espionage - Dominion on …".
 * given (real cards, a scene) / when (an attempt, a play) / then (the facts, or what is offered).
 */
import { attributeNumber, type Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { hasWords, isAnyNamed, isIdentifiedAs } from '../card-facts';
import { legalCommands } from '../legal';
import { ofType, realCard, scene, ship } from '../testing/attempt-scene';
import { attempt, choices, failed, killed, randomPicks, stopped } from '../testing/dilemma-cases';
import { attemptB } from '../testing/dilemma-cases-b';
import { moved, play as run } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { dilemmaDoubled } from './doubled-dilemmas';
import { unnullifiableNow } from './nullify-while-present';
import { shipAttribute } from './ship-modifiers';

const play = (card: string, target?: string, mode?: number, actor: PlayerId = 'p1'): Command => ({ type: 'PlayCard', actor, card, ...(target !== undefined ? { target } : {}), ...(mode !== undefined ? { mode } : {}) });
const offered = (state: GameState, card: string, actor: PlayerId = 'p1') =>
  legalCommands(state, actor)
    .filter((cmd): cmd is Extract<Command, { type: 'PlayCard' }> => cmd.type === 'PlayCard' && cmd.card === card)
    .map((cmd) => [cmd.target, cmd.mode]);
const disabled = (events: readonly GameEvent[]) => ofType(events, 'PersonnelDisabled').map((e) => e.card);

describe('card-facts helpers: hasWords, isIdentifiedAs, isAnyNamed (real cards)', () => {
  it('applies: whole words in any case, a plural or possessive ending kept; "Scotty" in Mr. Scott\'s lore; Baroner (of the Captain Kirk persona) and Kirk-Android are "any Kirk"', () => {
    expect([hasWords('Battle Cruiser Bortas', 'Bortas'), hasWords("The Think Tank's Ship", 'think tank'), hasWords('U.S.S. Enterprise-E', 'Enterprise', true), hasWords('Ocular Implants', 'Implant', true)]).toEqual([true, true, true, true]);
    expect(isIdentifiedAs(realCard('119_071'), 'Scotty')).toBe(true);
    expect([isAnyNamed(realCard('Baroner'), 'Kirk'), isAnyNamed(realCard('Kirk-Android'), 'Kirk'), isAnyNamed(realCard('Admiral Kirk'), 'Kirk')]).toEqual([true, true, true]);
  });
  it('does not apply: inside a longer word ("Carraya" for array, "Quark\'s" for Q), a lower-case word when case matters, Corporal Scott (no Scotty in title or lore)', () => {
    expect([hasWords('born in a prison camp in Carraya system', 'array'), hasWords("Quark's Bar", 'Q'), hasWords('the enterprise', 'Enterprise', true)]).toEqual([false, false, false]);
    expect(isIdentifiedAs(realCard('Corporal Scott'), 'Scotty')).toBe(false);
    // Q Gets the Point's {any Guinan} in play (isAnyNamed): Madam Guinan is one, the Q Interrupt "Where's Guinan?" is not.
    expect([isAnyNamed(realCard('Madam Guinan'), 'Guinan'), isAnyNamed(realCard("Where's Guinan?"), 'Guinan')]).toEqual([true, false]);
  });
});

describe('116_083 Worf Son of Mogh: "{I.K.C. Bortas}" is Gowron\'s flagship (listed I.K.S. Bortas), not Duras\' Battle Cruiser Bortas', () => {
  const bonus = (title: string) => {
    const bortas = realCard(title);
    const built = scene({ missions: ['Study Stellar Collision'], ship: bortas, crew: [realCard('116_083'), realCard('Gowron')] });
    return shipAttribute(built.state, built.ids.ship!, 'RANGE') - attributeNumber(bortas.ship!.range);
  };
  it('applies: aboard I.K.S. Bortas with Gowron, RANGE +3', () => {
    expect(bonus('I.K.S. Bortas')).toBe(3);
  });
  it('does not apply: aboard Battle Cruiser Bortas with Gowron, RANGE as printed', () => {
    expect(bonus('Battle Cruiser Bortas')).toBe(0);
  });
});

describe('123_046 Ancestral Vision: "may not be nullified if {Chakotay} present" — Chakotay or a version or persona of him, not Revised Chakotay', () => {
  const protectedBy = (personnel: Card) => {
    const built = scene({ missions: ['Excavation'], awayTeam: [personnel], hand: ['Ancestral Vision'] });
    const vision = built.ids.hand[0]!;
    return unnullifiableNow(moved(built.state, [[vision, Z.atop('L1')]]), vision);
  };
  it('applies: Chakotay or Captain Chakotay (persona Chakotay) on the planet', () => {
    expect([protectedBy(realCard('Chakotay')), protectedBy(realCard('Captain Chakotay'))]).toEqual([true, true]);
  });
  it('does not apply: Revised Chakotay is another title (it only contains "Chakotay")', () => {
    expect(protectedBy(realCard('Revised Chakotay'))).toBe(false);
  });
});

describe('119_072 Mr. Spock: "if with {Captain Kirk}, both are attributes all +2" — the partner side reaches Captain Kirk, not Kirk-Android', () => {
  const partnerGain = (partner: Card) => {
    const built = scene({ missions: ['Excavation'], awayTeam: [realCard('119_072'), partner] });
    const printed = partner.personnel!;
    return memberOf(built.state, built.ids.awayTeam[1]!).integrity - attributeNumber(printed.integrity);
  };
  it('applies: Captain Kirk with Mr. Spock is INTEGRITY +2', () => {
    expect(partnerGain(realCard('Captain Kirk'))).toBe(2);
  });
  it('does not apply: Kirk-Android (persona written <Captain Kirk>, a replica) is as printed', () => {
    expect(partnerGain(realCard('Kirk-Android'))).toBe(0);
  });
});

describe('112_025 Lethean Telepathic Attack: "({Julian Bashir} if present, otherwise random selection)"', () => {
  it('applies: Julian Bashir present: it lies on him, no random selection', () => {
    const run1 = attempt('planet', '112_025', [{ c: 9, s: 9 }, realCard('Julian Bashir')]);
    expect([disabled(run1.events), randomPicks(run1.events)]).toEqual([[run1.team[1]], []]);
  });
  it('does not apply: Secret Agent Julian Bashir is another title: the personnel is picked at random', () => {
    const run2 = attempt('planet', '112_025', [{ c: 9, s: 9 }, realCard('Secret Agent Julian Bashir')]);
    expect(randomPicks(run2.events)).toHaveLength(1);
    expect(disabled(run2.events)).toEqual(randomPicks(run2.events)[0]);
  });
});

describe('109_005 Blended: "{any Scotty}" is a card identified in title or lore as Scotty; all such are stopped, one random goes on', () => {
  it('applies: Mr. Scott (lore: nicknamed "Scotty") and two diplomats: three such, two are stopped', () => {
    const run1 = attempt('planet', '109_005', [realCard('119_071'), { skills: 'OFFICER Diplomacy' }, { skills: 'OFFICER Diplomacy' }, { skills: 'OFFICER' }]);
    const [spared] = randomPicks(run1.events);
    expect(stopped(run1.events)).toEqual(run1.team.slice(0, 3).filter((iid) => iid !== spared![0]));
  });
  it('does not apply: Corporal Scott is no Scotty: of him and two diplomats only one diplomat is stopped', () => {
    const run2 = attempt('planet', '109_005', [realCard('Corporal Scott'), { skills: 'OFFICER Diplomacy' }, { skills: 'OFFICER Diplomacy' }]);
    const [spared] = randomPicks(run2.events);
    expect(stopped(run2.events)).toEqual(run2.team.slice(1, 3).filter((iid) => iid !== spared![0]));
  });
});

describe('119_009 Q Gets the Point: with the opponent\'s {any Guinan} in play, one Treachery or {Mortal Q} member is stopped (their choice)', () => {
  it('applies: the opponent chooses among the two Treachery members', () => {
    const watched = attemptB('planet', '119_009', [{ skills: 'Treachery' }, { skills: 'Treachery' }, { skills: 'OFFICER' }], { opponentShip: { ship: ship(), crew: [realCard('Guinan')] } });
    expect(choices(watched.events).map((c) => c.options)).toEqual([watched.team.slice(0, 2)]);
  });
  it('does not apply: Mortal Quinn is not Mortal Q: not among the options', () => {
    const watched = attemptB('planet', '119_009', [{ skills: 'Treachery' }, { skills: 'Treachery' }, realCard('Mortal Quinn')], { opponentShip: { ship: ship(), crew: [realCard('Guinan')] } });
    expect(choices(watched.events).map((c) => c.options)).toEqual([watched.team.slice(0, 2)]);
  });
});

describe("195_010 IDIC: Courage of the V'Shar: the Espionage cards include \"Espionage - Dominion on …\"", () => {
  const given = (spy: string) => {
    const built = scene({ missions: ['Excavation'], hand: ["IDIC: Courage of the V'Shar", spy, 'Espionage: Vulcan on Starfleet', 'Espionage Mission'] });
    const [idic, held, starfleetSpy, mission] = built.ids.hand as [string, string, string, string];
    const state = moved(built.state, [[idic, Z.table('p1')], [starfleetSpy, Z.draw('p1')]]);
    return { state, idic, held, starfleetSpy, mission };
  };
  it('applies: Espionage - Dominion on Klingon from hand goes beneath the deck for Espionage: Vulcan on Starfleet', () => {
    const { state, idic, held, starfleetSpy } = given('Espionage - Dominion on Klingon');
    const targets = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === idic).map((c) => (c as { target?: string }).target);
    expect(targets).toEqual([`${held}>${starfleetSpy}`]);
  });
  it('does not apply: the Espionage Mission (a mission whose title begins with "Espionage") is no Espionage card', () => {
    const { state, idic, mission } = given('Espionage: Romulan on Klingon');
    const targets = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === idic).map((c) => (c as { target?: string }).target ?? '');
    expect(targets.some((target) => target.startsWith(`${mission}>`))).toBe(false);
  });
});

describe("105_070 Kareen Brianon: \"may nullify {Male's Love Interest} where present\" — of Male's Love Interest & Plague Ship, that half only", () => {
  it('applies: the Male\'s Love Interest half is nullified (nobody leaves); the Tarellian Plague Ship half takes the MEDICAL', () => {
    const run1 = attempt('planet', '121_012', [realCard('Kareen Brianon'), { ch: ['Male'] }, { skills: 'MEDICAL', ch: ['Female'] }]);
    expect(ofType(run1.events, 'CardEffectResolved').filter((e) => e.card === run1.team[0]).map((e) => e.effect)).toEqual(['half 1 of the Combo dilemma nullified']);
    expect(ofType(run1.events, 'CardMoved').filter((e) => e.to === 'surface:L2')).toEqual([]);
    expect(ofType(run1.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[run1.team[2], 'discarded']]);
    expect(ofType(run1.events, 'PlayNullified')).toEqual([]);
  });
  it('does not apply to the other half: with no MEDICAL the Plague Ship kills the whole team, Kareen too', () => {
    const run2 = attempt('planet', '121_012', [realCard('Kareen Brianon'), { ch: ['Male'] }]);
    expect([[...killed(run2.events)].sort(), failed(run2.events)]).toEqual([[...run2.team].sort(), true]);
  });
});

describe('103_063 Howard Heirloom Candle: "double effects of {Anaphasic Organism}" meets Anaphasic Organism & Nagilum, its first half only', () => {
  const encounter = () => {
    const team = [
      { skills: 'OFFICER', ch: ['Female'], i: 9 },
      { skills: 'OFFICER', ch: ['Female'], i: 8 },
      { skills: 'OFFICER', ch: ['Female'], i: 5 },
      { skills: 'OFFICER Diplomacy', ch: ['Male'] },
      { skills: 'OFFICER Diplomacy', ch: ['Male'] },
      { skills: 'OFFICER Diplomacy', ch: ['Male'] },
    ];
    const built = scene({ missions: ['Excavation'], seeds: ['Anaphasic Organism & Nagilum'], awayTeam: team, hand: ['Howard Heirloom Candle'] });
    const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
    return { state, candle: built.ids.hand[0]!, dilemma: built.ids.seeds[0]!, team: built.ids.awayTeam };
  };
  const settle = (from: { events: GameEvent[]; state: GameState }) => {
    let current = from;
    while ((current.state.windows ?? []).some((window) => window.player === 'p1')) {
      const next = run(current.state, [{ type: 'PassResponse', actor: 'p1' }]);
      current = { events: [...current.events, ...next.events], state: next.state };
    }
    return current;
  };
  it('applies: a response to the Combo; the two highest-total females are discarded instead of one', () => {
    const { state, candle, dilemma, team } = encounter();
    expect(offered(state, candle)).toEqual([[dilemma, 2]]);
    const after = settle(run(state, [play(candle, dilemma, 2)]));
    expect(ofType(after.events, 'CardAbilityUsed').map((e) => e.title)).toEqual([`(effects doubled) ${dilemma}#1`]);
    expect(team.slice(0, 3).map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1'), Z.surface('L1')]);
  });
  it('does not apply to the Nagilum half: its step is not doubled', () => {
    const { state, candle, dilemma } = encounter();
    const played = run(state, [play(candle, dilemma, 2)]).state;
    expect([dilemmaDoubled(played, dilemma, 0), dilemmaDoubled(played, dilemma, 1)]).toEqual([true, false]);
  });
});
