/**
 * Issue 15, personnel third pass (helper personnel-c): personnel of ha, borg, tmp, fc, qc, roa, ds9,
 * twt, dom and mm whose only manual part was their special skill, scripted with the words of the
 * first pass (skillDownloads, crew-ship-attribute) and `download-titled-here` (vocabulary-personnel-c.ts).
 *   1E rulebook › DOWNLOADING; › SPECIAL DOWNLOAD; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR
 *   LIMITS; BATTLE › SHIP BATTLE.
 * given (a table built from events) / when (a command, or shipAttribute reads a ship) / then (the facts
 * and the table after them).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, runAttempt, scene, withDeck, ship, type SceneSpec } from '../testing/attempt-scene';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { when, play as run } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { Ctx } from '../context';
import { runWhenReportedHere } from './reports-personnel-b';

const downloads = (state: GameState, actor: PlayerId = 'p1') => legalCommands(state, actor).filter((c) => c.type === 'SpecialDownload');
const refused = (state: GameState, command: Command): string => {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
};
const moved = (card: string, from: string, to: string): GameEvent => ({ type: 'CardMoved', card, from, to, faceUp: true, reason: 'test' });
const nextTurn = (state: GameState, number = 3) => evolveAll([{ type: 'TurnBegan', player: 'p1', number } as GameEvent], state);

/** The scene with the named cards of p1's hand moved into p1's draw deck. */

describe('personnel who download their companions as they report for duty (download-titled-here)', () => {
  const trio: [string, string, [string, string]][] = [
    ['124_106', 'Lansor', ['Marika', "P'Chan"]],
    ['124_108', 'Marika', ['Lansor', "P'Chan"]],
    ['124_112', "P'Chan", ['Lansor', 'Marika']],
  ];
  /** p1's Federation Outpost at L1, the personnel in hand, its companions in the draw deck; `theirs`: p2's cards on the planet. */
  const table = (id: string, companions: readonly string[], theirs: readonly string[] = []) => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], quadrant: 'Delta', hand: [id, 'Federation Outpost'], opponentHand: [...theirs] }, companions);
    const [card, outpost] = built.ids.hand as [string, string];
    const placed = evolveAll(
      [moved(outpost, Z.hand('p1'), Z.space('L1')), ...built.ids.opponentHand.map((iid) => moved(iid, Z.hand('p2'), Z.surface('L1')))],
      state,
    );
    return { state: placed, card, outpost, deck };
  };
  for (const [id, title, companions] of trio) {
    it(`${id} ${title}: reported at an outpost, ${companions.join(' and ')} are downloaded from the deck aboard with ${title}`, () => {
      const t = table(id, companions);
      const after = run(t.state, [{ type: 'ReportForDuty', actor: 'p1', card: t.card, facility: t.outpost }]);
      expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual(t.deck.map((iid) => [iid, Z.aboard(t.outpost)]));
      expect(t.deck.map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.aboard(t.outpost), Z.aboard(t.outpost)]);
    });
  }

  it("124_106 Lansor: a companion already in play (the opponent's Marika on the planet) is not downloaded; the other still is", () => {
    const t = table('124_106', ['Marika', "P'Chan"], ['Marika']);
    const after = run(t.state, [{ type: 'ReportForDuty', actor: 'p1', card: t.card, facility: t.outpost }]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.title)).toEqual(["P'Chan"]);
    expect(after.state.cards[t.deck[0]!]!.zone).toBe(Z.draw('p1'));
  });

  it('another personnel reported downloads nothing; with no companion in deck or hand, Lansor downloads nothing', () => {
    const plain = table('124_106', []);
    const none = run(plain.state, [{ type: 'ReportForDuty', actor: 'p1', card: plain.card, facility: plain.outpost }]);
    expect(ofType(none.events, 'CardDownloaded')).toEqual([]);
    const other = withDeck({ missions: ['Excavation'], hand: [{ affiliation: 'Federation', skills: 'OFFICER' }, 'Federation Outpost'] }, ['Marika']);
    const [person, outpost] = other.built.ids.hand as [string, string];
    const base = evolveAll([moved(outpost, Z.hand('p1'), Z.space('L1'))], other.state);
    const reported = run(base, [{ type: 'ReportForDuty', actor: 'p1', card: person, facility: outpost }]);
    expect(ofType(reported.events, 'CardDownloaded')).toEqual([]);
    expect(reported.state.cards[other.deck[0]!]!.zone).toBe(Z.draw('p1'));
  });
});

describe('drones who download a card in place of the normal card play or a card draw (skillDownloads)', () => {
  it('124_052 Eight of Fifteen: downloads Borg Nanoprobes in place of the normal card play (spent by it); again on a later turn; not once the card play is used', () => {
    const { built, state } = withDeck({ missions: ['Excavation'], awayTeam: ['124_052'] }, ['Borg Nanoprobes', 'Borg Nanoprobes']);
    const eight = built.ids.awayTeam[0]!;
    const offered = downloads(state).find((c) => c.source === eight)!;
    expect(offered).toMatchObject({ icon: 0, target: 'Borg Nanoprobes' });
    const used = run(state, [offered]);
    expect(ofType(used.events, 'CardDownloaded')).toEqual([expect.objectContaining({ title: 'Borg Nanoprobes', normalCardPlay: true, to: Z.surface('L1') })]);
    expect(used.state.turn!.normalCardPlayUsed).toBe(true);
    expect(downloads(nextTurn(used.state)).find((c) => c.source === eight)).toMatchObject({ target: 'Borg Nanoprobes' });
    const spentPlay = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    expect(downloads(spentPlay).filter((c) => c.source === eight)).toEqual([]);
    expect(refused(spentPlay, offered)).toBe('CONDITION_UNMET');
  });

  const drawers: [string, string, string, boolean][] = [
    ['124_054', 'Eleven of Twelve', 'Borg Vinculum', false],
    ['109_079', 'Fifteen of Seventeen', 'Adapt: Allocate Resources', false],
    ['109_092', 'Two of Nineteen', 'Transwarp Conduit', true],
  ];
  for (const [id, title, target, aboard] of drawers) {
    it(`${id} ${title}: downloads ${target} in place of the end-of-turn draw (no draw at the end of that turn), once a turn${aboard ? '; only while aboard her owner’s ship' : ''}`, () => {
      const spec: SceneSpec = aboard ? { missions: ['Excavation'], ship: ship({}), crew: [id] } : { missions: ['Excavation'], awayTeam: [id] };
      const { built, state } = withDeck(spec, [target, target]);
      const source = (aboard ? built.ids.crew : built.ids.awayTeam)[0]!;
      // The skill is numbered after the card's printed download icons.
      const icon = realCard(id).personnel!.skillBox.specialDownloads.length;
      const offered = downloads(state).find((c) => c.source === source && c.icon === icon)!;
      expect(offered).toMatchObject({ icon, target });
      const used = run(state, [offered]);
      expect(ofType(used.events, 'CardDownloaded')).toEqual([expect.objectContaining({ title: target })]);
      expect(downloads(used.state).filter((c) => c.source === source && c.icon === icon)).toEqual([]);
      const ended = run(used.state, [{ type: 'EndTurn', actor: 'p1' }]);
      expect(ofType(ended.events, 'DrawSkipped')).toEqual([expect.objectContaining({ player: 'p1', reason: 'replaced-by-download' })]);
      const plain = run(state, [{ type: 'EndTurn', actor: 'p1' }]);
      expect(ofType(plain.events, 'CardsDrawn').filter((e) => e.player === 'p1' && e.reason === 'end-of-turn')).toHaveLength(1);
      if (aboard) {
        const planet = withDeck({ missions: ['Excavation'], awayTeam: [id] }, [target]);
        expect(downloads(planet.state).filter((c) => c.source === planet.built.ids.awayTeam[0] && c.icon === icon)).toEqual([]);
      }
    });
  }
});

describe('109_085 Six of Eleven (skillDownloads with a condition)', () => {
  it('109_085 Six of Eleven: aboard her owner’s ship her skill may download Alternate Universe Door (refused only for the door’s own missing target); in an Away Team the skill is refused', () => {
    const icon = realCard('109_085').personnel!.skillBox.specialDownloads.length;
    const aboard = withDeck({ missions: ['Excavation'], ship: ship({}), crew: ['109_085'] }, ['Alternate Universe Door']);
    const command = (source: string): Command => ({ type: 'SpecialDownload', actor: 'p1', source, icon, target: 'Alternate Universe Door' });
    // The door, downloaded, is played as its script says: it needs a card just played to cancel.
    expect(refused(aboard.state, command(aboard.built.ids.crew[0]!))).toBe('TARGET_REQUIRED');
    const planet = withDeck({ missions: ['Excavation'], awayTeam: ['109_085'] }, ['Alternate Universe Door']);
    expect(refused(planet.state, command(planet.built.ids.awayTeam[0]!))).toBe('CONDITION_UNMET');
  });
});

describe('personnel who change their ship in a ship battle against an affiliation (in-ship-battle-against)', () => {
  /** p1's ship with Weyoun of Borg aboard and p2's ship of `affiliation` at L1. */
  const table = (affiliation: string) => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: ship({ weapons: 6, shields: 6 }), crew: [realCard('122_057')], opponentHand: [ship({ affiliation })] });
    const mine = built.ids.ship!;
    const theirs = built.ids.opponentHand[0]!;
    return { state: evolveAll([moved(theirs, Z.hand('p2'), Z.space('L1'))], built.state), mine, theirs };
  };
  const inBattle = (state: GameState, attacker: string, target: string, by: PlayerId): GameState => ({
    ...state,
    battle: { kind: 'ship', attacker: by, defender: by === 'p1' ? 'p2' : 'p1', location: 'L1', attacking: [attacker], defending: [target], target, counterAttack: false },
  });
  it('122_057 Weyoun of Borg: his ship has WEAPONS and SHIELDS +4 in a battle against a Dominion ship (attacking or attacked); +0 against a Klingon ship and outside battle', () => {
    const { state, mine, theirs } = table('Dominion');
    const attacking = inBattle(state, mine, theirs, 'p1');
    expect([shipAttribute(attacking, mine, 'WEAPONS'), shipAttribute(attacking, mine, 'SHIELDS')]).toEqual([10, 10]);
    expect(shipAttribute(inBattle(state, theirs, mine, 'p2'), mine, 'SHIELDS')).toBe(10);
    expect(shipAttribute(state, mine, 'WEAPONS')).toBe(6);
    const klingon = table('Klingon');
    expect(shipAttribute(inBattle(klingon.state, klingon.mine, klingon.theirs, 'p1'), klingon.mine, 'WEAPONS')).toBe(6);
  });
});

describe('special reporting a personnel permits, with a condition or a lore word (SpecialReport; 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING)', () => {
  const report = (card: string, to: string): Command => ({ type: 'SpecialReport', actor: 'p1', card, to });
  const reports = (state: GameState) => legalCommands(state, 'p1').filter((c) => c.type === 'SpecialReport');
  const refusal = (state: GameState, command: Command): string | null => {
    const outcome = when(state, command);
    return 'violation' in outcome ? outcome.violation.code : null;
  };

  /** p1's Chamber of Ministers in space at L1; Shakaar aboard it (`inChamber`) or on the planet; `hand` in p1's hand. */
  const chamber = (inChamber: boolean, hand: readonly NonNullable<SceneSpec['hand']>[number][]) => {
    const built = scene({ missions: ['Excavation'], hand: ['Chamber of Ministers', '119_043', ...hand] });
    const [facility, shakaar, ...rest] = built.ids.hand as [string, string, ...string[]];
    const state = evolveAll([moved(facility, Z.hand('p1'), Z.space('L1')), moved(shakaar, Z.hand('p1'), inChamber ? Z.aboard(facility) : Z.surface('L1'))], built.state);
    return { state, facility, shakaar, hand: rest };
  };

  it('119_043 First Minister Shakaar: in a Chamber of Ministers, a Bajoran CIVILIAN reports there for free once each turn; a Bajoran OFFICER may not', () => {
    const t = chamber(true, ['Trazko', 'Pallra', { affiliation: 'Bajoran', skills: 'OFFICER' }]);
    const [trazko, pallra, officer] = t.hand as [string, string, string];
    const to = Z.aboard(t.facility);
    expect(reports(t.state)).toEqual(expect.arrayContaining([report(trazko, to), report(pallra, to)]));
    expect(refusal(t.state, report(officer, to))).toBe('NO_SPECIAL_REPORTING');
    const after = run(t.state, [report(trazko, to)]);
    expect(ofType(after.events, 'CardReported').map((e) => [e.card, e.to, e.normalCardPlay])).toEqual([[trazko, to, false]]);
    expect(after.state.turn!.normalCardPlayUsed).toBe(false);
    expect(refusal(after.state, report(pallra, to))).toBe('ONCE_PER_TURN');
    expect(refusal(nextTurn(after.state), report(pallra, to))).toBeNull();
  });

  it('119_043 First Minister Shakaar: on the planet (not in the Chamber of Ministers) he lets no one report', () => {
    const t = chamber(false, ['Trazko']);
    expect(reports(t.state)).toEqual([]);
    expect(refusal(t.state, report(t.hand[0]!, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });

  it('125_059 Rusot: a Cardassian with resistance in its lore (Mila) reports where he is present, with the normal card play; a Cardassian without it may not', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['125_059'], hand: ['Mila', { affiliation: 'Cardassian', skills: 'OFFICER' }] });
    const [mila, plain] = built.ids.hand as [string, string];
    expect(reports(built.state)).toEqual([report(mila, Z.surface('L1'))]);
    const after = run(built.state, [report(mila, Z.surface('L1'))]);
    expect(ofType(after.events, 'CardReported').map((e) => [e.card, e.to, e.normalCardPlay])).toEqual([[mila, Z.surface('L1'), true]]);
    expect(refusal(built.state, report(plain, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
});

describe('119_075 Lumba: doubles the first-listed skill of universal Ferengi males present; gender-related dilemmas are cancelled where she is present', () => {
  const skill = (state: GameState, iid: string, name: string) => skillLevel(memberOf(state, iid), name);
  it('Krunk (universal Ferengi male) with her: Physics (his first-listed) x2, Computer Skill once; Quark (not universal) unchanged; without her, Physics once', () => {
    const withHer = scene({ missions: ['Excavation'], awayTeam: ['119_075', 'Krunk', 'Quark'] });
    const [, krunk, quark] = withHer.ids.awayTeam as [string, string, string];
    expect([skill(withHer.state, krunk, 'Physics'), skill(withHer.state, krunk, 'Computer Skill')]).toEqual([2, 1]);
    expect(skill(withHer.state, quark, 'Greed')).toBe(1);
    const alone = scene({ missions: ['Excavation'], awayTeam: ['Krunk'] });
    expect(skill(alone.state, alone.ids.awayTeam[0]!, 'Physics')).toBe(1);
  });
  it('Distraction encountered with her in the Away Team is nullified and leaves play; without her the dilemma goes on', () => {
    const team = [{ skills: 'OFFICER Leadership Diplomacy', i: 8, c: 8, s: 8 }] as const;
    const withHer = scene({ missions: ['Excavation'], seeds: ['Distraction'], awayTeam: [...team, '119_075'] });
    const events = runAttempt(withHer.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).events;
    expect(ofType(events, 'PlayNullified')).toEqual([expect.objectContaining({ card: withHer.ids.seeds[0], by: withHer.ids.awayTeam[1] })]);
    const without = scene({ missions: ['Excavation'], seeds: ['Distraction'], awayTeam: [...team] });
    expect(ofType(runAttempt(without.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).events, 'PlayNullified')).toEqual([]);
  });
});

describe("117_059 Deyos: his owner draws a card for each non-Youth Jem'Hadar entering play at his location (whenReportedHere, per: each)", () => {
  const draws = (events: readonly GameEvent[]) => ofType(events as GameEvent[], 'CardsDrawn').filter((e) => e.player === 'p1').length;
  it("every non-Youth Jem'Hadar (his owner's or the opponent's) draws one, with no limit; a Young Jem'Hadar (Youth) or a non-Jem'Hadar draws nothing", () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['117_059'], hand: ["Ikat'ika", "Omet'iklan", "Young Jem'Hadar", { affiliation: 'Dominion', skills: 'OFFICER' }], opponentHand: ["Toman'torax"] });
    let state = built.state;
    const drawn: number[] = [];
    const enter = (iid: string, owner: PlayerId) => {
      const ctx = new Ctx(evolveAll([moved(iid, Z.hand(owner), Z.surface('L1'))], state));
      runWhenReportedHere(ctx, iid);
      drawn.push(draws(ctx.events));
      state = ctx.state;
    };
    for (const iid of built.ids.hand) enter(iid, 'p1');
    enter(built.ids.opponentHand[0]!, 'p2');
    expect(drawn).toEqual([1, 1, 0, 0, 1]);
  });
  it("a Jem'Hadar entering play at another location draws nothing", () => {
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision'], awayTeam: ['117_059'], hand: ["Omet'iklan"] });
    const elsewhere = evolveAll([moved(built.ids.awayTeam[0]!, Z.surface('L1'), Z.surface('L2'))], built.state);
    const ctx = new Ctx(evolveAll([moved(built.ids.hand[0]!, Z.hand('p1'), Z.surface('L1'))], elsewhere));
    runWhenReportedHere(ctx, built.ids.hand[0]!);
    expect(draws(ctx.events)).toBe(0);
  });
});

describe('a special report (SpecialReport) is a report for duty: the report triggers run after it', () => {
  it("Sigmund Freud lets an [AU] Dominion personnel report where he is present; Founder Borath there makes the opponent discard their top card (whenReportedHere)", () => {
    const icon = (code: string) => ({ code, name: code, category: 'other' }) as never;
    const auDominion = { ...person({ affiliation: 'Dominion', skills: 'OFFICER' }), icons: [icon('AU')] };
    const built = scene({ missions: ['Excavation'], awayTeam: ['125_116', '251_017'], hand: [auDominion] });
    const card = built.ids.hand[0]!;
    const command: Command = { type: 'SpecialReport', actor: 'p1', card, to: Z.surface('L1') };
    expect(legalCommands(built.state, 'p1')).toContainEqual(command);
    const after = run(built.state, [command]);
    expect(ofType(after.events, 'CardMoved').filter((e) => e.to === Z.discard('p2'))).toHaveLength(1);
  });
});
