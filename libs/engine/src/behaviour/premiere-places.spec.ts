/**
 * Issue 15 (Premiere, places): Distortion of Space/Time Continuum (a ship's Away Teams), Radioactive
 * Garbage Scow (towing), Gaps in Normal Space (a gap on the spaceline), Phased Matter, Q.
 * given (a play-phase scene) / when (a command) / then (the exact facts and state).
 */
import { check, decide } from '../decide';
import { evolveAll } from '../evolve';
import { RULES } from '../rules';
import { ofType, runAttempt, scene, ship } from '../testing/attempt-scene';
import { legalCommands } from '../legal';
import { flightCost } from '../play';
import { placesTargets } from './places';
import type { Card } from '@captains-log/cards';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { playCard as play } from '../testing/commands';

function run(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const events = decide(state, command);
  return { events, state: evolveAll(events, state) };
}
function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error('expected a violation');
  return outcome.violation.code;
}
/** p1's turn ends, then p2's: p1's next turn begins. */
function nextOwnTurn(state: GameState): GameState {
  const afterP1 = evolveAll(decide(state, { type: 'EndTurn', actor: 'p1' }), state);
  return evolveAll(decide(afterP1, { type: 'EndTurn', actor: 'p2' }), afterP1);
}

// 1E rulebook › EXECUTING ORDERS › BEAM (an Away Team leaves its ship for the planet); GETTING HURT › STOPPED.
describe('101_113 Distortion of Space/Time Continuum (interrupt: the ship, its crew and its Away Teams unstopped)', () => {
  function beamedDown() {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], awayTeam: [{ skills: 'SCIENCE' }], hand: ['Distortion of Space/Time Continuum'] });
    const [officer, engineer] = built.ids.crew;
    const beamed = run(built.state, { type: 'Beam', actor: 'p1', cards: [engineer!], to: Z.surface('L1'), via: built.ids.ship! });
    return { built, officer: officer!, engineer: engineer!, beamed };
  }
  it('a beam from the ship to the planet records the ship on the fact and on the card', () => {
    const { built, engineer, beamed } = beamedDown();
    expect(ofType(beamed.events, 'CardsBeamed')).toEqual([
      { type: 'CardsBeamed', player: 'p1', cards: [engineer], from: Z.aboard(built.ids.ship!), to: Z.surface('L1'), via: built.ids.ship!, awayFrom: built.ids.ship!, rule: RULES.beam },
    ]);
    expect(beamed.state.cards[engineer]!.awayFrom).toBe(built.ids.ship);
    // Back aboard: no longer an Away Team of the ship.
    const up = run(beamed.state, { type: 'Beam', actor: 'p1', cards: [engineer], to: Z.aboard(built.ids.ship!), via: built.ids.ship! });
    expect(ofType(up.events, 'CardsBeamed')[0]!.awayFrom).toBeUndefined();
    expect(up.state.cards[engineer]!.awayFrom).toBeUndefined();
  });
  it("unstops the ship, its crew and the personnel it beamed down; another Away Team on the planet stays stopped", () => {
    const { built, officer, engineer, beamed } = beamedDown();
    const other = built.ids.awayTeam[0]!;
    const stopped = evolveAll(
      [built.ids.ship!, officer, engineer, other].map((card): GameEvent => ({ type: 'CardStopped', card })),
      beamed.state,
    );
    const after = run(stopped, play(built.ids.hand[0]!, built.ids.ship!));
    expect(ofType(after.events, 'StoppedCardsRestored')).toEqual([{ type: 'StoppedCardsRestored', cards: [built.ids.ship!, officer, engineer], rule: RULES.cardEffects }]);
    expect(after.state.cards[engineer]!.stopped).toBe(false);
    expect(after.state.cards[other]!.stopped).toBe(true);
  });
  it('personnel that left the planet again are not unstopped with the ship', () => {
    const { built, engineer, beamed } = beamedDown();
    const moved = evolveAll([{ type: 'CardMoved', card: engineer, from: Z.surface('L1'), to: Z.surface('L1'), faceUp: true, reason: 'test' }, { type: 'CardStopped', card: engineer }], beamed.state);
    expect(moved.cards[engineer]!.awayFrom).toBeUndefined();
    const after = run(moved, play(built.ids.hand[0]!, built.ids.ship!));
    expect(ofType(after.events, 'StoppedCardsRestored')).toEqual([]);
    expect(after.state.cards[engineer]!.stopped).toBe(true);
  });
  it('refuses a target that is not a ship', () => {
    const { built, engineer, beamed } = beamedDown();
    expect(refused(beamed.state, play(built.ids.hand[0]!, engineer))).toBeTruthy();
  });
});

const tractorShip = (): Card => {
  const card = ship();
  return { ...card, ship: { ...card.ship!, specialEquipment: ['Tractor Beam'] } };
};

// The dilemma ends the attempt and lies on the mission (1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS);
// towing is a forced move (1E rulebook › GETTING HURT › RELOCATED: "towed").
describe.each([
  ['101_045', 'Radioactive Garbage Scow'],
  ['121_011', "Female's Love Interest & Garbage Scow"],
])('%s %s (dilemma: towed away by a ship with a Tractor Beam and two ENGINEER)', (id, title) => {
  function encountered(shipCard: Card, crew: string) {
    const built = scene({ missions: ['Study Stellar Collision', 'Excavation'], seeds: [id], ship: shipCard, crew: crew.split(',').map((skills) => ({ skills })) });
    const attempt = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! });
    return { built, scow: built.ids.seeds[0]!, shipId: built.ids.ship!, state: nextOwnTurn(attempt.state) };
  }
  const tows = (state: GameState) => legalCommands(state, 'p1').filter((c) => c.type === 'Tow');
  it(`${title}: towed onto the ship, the mission may be attempted again, and the scow travels with the ship`, () => {
    const { scow, shipId, state } = encountered(tractorShip(), 'ENGINEER,ENGINEER,OFFICER');
    expect(state.cards[scow]!.zone).toBe(Z.atop('L1'));
    expect(refused(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: shipId })).toBe('MISSION_BLOCKED');
    expect(tows(state)).toEqual([{ type: 'Tow', actor: 'p1', ship: shipId, card: scow }]);
    const towed = run(state, { type: 'Tow', actor: 'p1', ship: shipId, card: scow });
    expect(ofType(towed.events, 'DilemmaPlaced')).toEqual([
      { type: 'DilemmaPlaced', card: scow, ongoing: { ...state.ongoing[scow]!, on: 'ship', host: shipId }, to: Z.on(shipId), rule: '1E rulebook › GETTING HURT › RELOCATED' },
    ]);
    expect(towed.state.cards[scow]!.zone).toBe(Z.on(shipId));
    expect(towed.state.ongoing[scow]!.on).toBe('ship');
    expect(when(towed.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: shipId })).not.toHaveProperty('violation');
    const flown = run(towed.state, { type: 'Fly', actor: 'p1', ship: shipId, to: 'L2' });
    expect(flown.state.cards[scow]!.zone).toBe(Z.on(shipId));
    expect(tows(flown.state)).toEqual([]);
  });
  it(`${title}: one ENGINEER aboard is not enough`, () => {
    const { scow, shipId, state } = encountered(tractorShip(), 'ENGINEER,OFFICER');
    expect(tows(state)).toEqual([]);
    expect(refused(state, { type: 'Tow', actor: 'p1', ship: shipId, card: scow })).toBe('TOW_NOT_MET');
  });
  it(`${title}: a ship without a Tractor Beam cannot tow`, () => {
    const { scow, shipId, state } = encountered(ship(), 'ENGINEER,ENGINEER');
    expect(tows(state)).toEqual([]);
    expect(refused(state, { type: 'Tow', actor: 'p1', ship: shipId, card: scow })).toBe('NO_TRACTOR_BEAM');
  });
});

// Inserted into the spaceline (1E rulebook › THE SEED PHASES › MISSION PHASE: cards that are inserted;
// Clarifications: Ambiguities – Regions); its span counts when entered (EXECUTING ORDERS › FLY A STARSHIP);
// the victim is a random selection (MISCELLANEOUS RULES › RANDOM SELECTION).
describe('101_075 Gaps in Normal Space (event: a location of span 4 between two missions; a ship stopping there loses one personnel)', () => {
  function gapPlayed() {
    const built = scene({ missions: ['Study Stellar Collision', 'Excavation', 'Relief Mission'], ship: ship({ range: 20 }), crew: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], hand: ['Gaps in Normal Space'] });
    const gap = built.ids.hand[0]!;
    return { built, gap };
  }
  const targets = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c): c is Extract<Command, { type: 'PlayCard' }> => c.type === 'PlayCard' && c.card === card).map((c) => c.target);
  it('may go between any two neighbouring missions (not after the last one)', () => {
    const { built, gap } = gapPlayed();
    expect(targets(built.state, gap)).toEqual(['L1', 'L2']);
    expect(refused(built.state, play(gap, 'L3'))).toBeTruthy();
  });
  it('becomes a location after the target, with span 4, not a mission anyone may attempt; not next to another gap', () => {
    const { built, gap } = gapPlayed();
    const played = run(built.state, play(gap, 'L1'));
    expect(ofType(played.events, 'LocationInserted')).toEqual([
      { type: 'LocationInserted', player: 'p1', card: gap, location: 'L4', quadrant: 'Alpha', name: 'Gaps in Normal Space', index: 1, span: 4, rule: '1E rulebook › THE SEED PHASES › MISSION PHASE' },
    ]);
    expect(played.state.spacelines.Alpha).toEqual(['L1', 'L4', 'L2', 'L3']);
    expect(played.state.locations['L4']).toEqual({ id: 'L4', quadrant: 'Alpha', name: 'Gaps in Normal Space', missions: [gap], span: 4 });
    expect(played.state.cards[gap]!.zone).toBe(Z.mission('L4'));
    expect(played.state.turn!.normalCardPlayUsed).toBe(true);
    // A second gap goes only between two missions: not beside this one.
    expect(placesTargets(played.state)).toEqual(['L2']);
    expect(legalCommands(played.state, 'p1').filter((c) => c.type === 'AttemptMission' && c.location === 'L4')).toEqual([]);
    expect(refused(played.state, { type: 'AttemptMission', actor: 'p1', location: 'L4', ship: built.ids.ship! })).toBeTruthy();
    // Flying to L2 now enters the gap first: its span 4 is added to L2's.
    const direct = flightCost(built.state, 'p1', 'L1', 'L2')!;
    expect(flightCost(played.state, 'p1', 'L1', 'L2')).toEqual({ range: direct.range + 4, path: ['L4', 'L2'] });
    expect(flightCost(played.state, 'p1', 'L1', 'L4')).toEqual({ range: 4, path: ['L4'] });
  });
  it('a ship stopping on the gap loses one personnel aboard, killed at random; a ship flying over it loses none', () => {
    const { built, gap } = gapPlayed();
    const played = run(built.state, play(gap, 'L1'));
    const stop = run(played.state, { type: 'Fly', actor: 'p1', ship: built.ids.ship!, to: 'L4' });
    const chosen = ofType(stop.events, 'RandomCardsSelected');
    expect(chosen).toHaveLength(1);
    expect(chosen[0]!.candidates).toEqual(built.ids.crew);
    const victim = chosen[0]!.outcome[0]!;
    expect(ofType(stop.events, 'CardLeftPlay')).toEqual([expect.objectContaining({ card: victim, how: 'killed', source: gap })]);
    expect(stop.state.cards[victim]!.zone).toBe(Z.discard('p1'));
    const over = run(played.state, { type: 'Fly', actor: 'p1', ship: built.ids.ship!, to: 'L2' });
    expect(ofType(over.events, 'RandomCardsSelected')).toEqual([]);
    expect(ofType(over.events, 'CardLeftPlay')).toEqual([]);
  });
});

// The split team (1E rulebook › GETTING HURT › SEPARATED: a team apart is not present in the attempt); the
// cure (1E rulebook › ATTEMPT A MISSION › CURES) by the player's other personnel on the planet.
describe('101_042 Phased Matter (dilemma: the Away Team splits; the larger half is phased, cannot beam, until cured by ENGINEER and SCIENCE in the other team)', () => {
  function encountered(phase: (ids: string[]) => string[]) {
    const built = scene({
      missions: ['Excavation'],
      seeds: ['Phased Matter'],
      awayTeam: [{ skills: 'ENGINEER' }, { skills: 'SCIENCE' }, { skills: 'OFFICER' }, { skills: 'SECURITY' }],
      ship: ship(),
      crew: [{ skills: 'ENGINEER' }, { skills: 'SCIENCE' }],
    });
    const attempt = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }, () => phase(built.ids.awayTeam));
    return { built, dilemma: built.ids.seeds[0]!, attempt };
  }
  it('the player picks the phased half; the attempt goes on with the other half only', () => {
    const { built, dilemma, attempt } = encountered(([engineer, science]) => [engineer!, science!]);
    const [engineer, science, officer, security] = built.ids.awayTeam;
    expect(ofType(attempt.events, 'DilemmaChoiceRequested')[0]!.choice).toEqual({ player: 'p1', purpose: 'step:0', options: built.ids.awayTeam, pick: 2 });
    expect(ofType(attempt.events, 'DilemmaPlaced')).toEqual([
      { type: 'DilemmaPlaced', card: dilemma, to: Z.atop('L1'), ongoing: { dilemma, player: 'p1', on: 'mission', host: 'L1', location: 'L1', affected: [engineer, science] }, rule: RULES.removalDestinations },
    ]);
    // Not cured at once: the other team has neither ENGINEER nor SCIENCE.
    expect(attempt.state.ongoing[dilemma]).toBeDefined();
    const mission = ofType(attempt.events, 'RequirementChecked').find((e) => e.purpose === 'mission')!;
    expect(mission.group).toEqual([officer, security]);
  });
  it('phased personnel cannot beam; the others can', () => {
    const { built, attempt } = encountered(([engineer, science]) => [engineer!, science!]);
    const [engineer, , officer] = built.ids.awayTeam;
    const next = nextOwnTurn(attempt.state);
    expect(refused(next, { type: 'Beam', actor: 'p1', cards: [engineer!], to: Z.aboard(built.ids.ship!), via: built.ids.ship! })).toBe('PHASED');
    expect(when(next, { type: 'Beam', actor: 'p1', cards: [officer!], to: Z.aboard(built.ids.ship!), via: built.ids.ship! })).not.toHaveProperty('violation');
  });
  it('cured by ENGINEER and SCIENCE who come down as another Away Team; the phased team alone is not a cure', () => {
    const { built, dilemma, attempt } = encountered(([engineer, science]) => [engineer!, science!]);
    const next = nextOwnTurn(attempt.state);
    const cures = (state: GameState) => legalCommands(state, 'p1').filter((c) => c.type === 'CureDilemma');
    expect(cures(next)).toEqual([]);
    expect(refused(next, { type: 'CureDilemma', actor: 'p1', dilemma })).toBe('CURE_NOT_MET');
    const down = run(next, { type: 'Beam', actor: 'p1', cards: built.ids.crew, to: Z.surface('L1'), via: built.ids.ship! });
    expect(cures(down.state)).toEqual([{ type: 'CureDilemma', actor: 'p1', dilemma }]);
    const cured = run(down.state, { type: 'CureDilemma', actor: 'p1', dilemma });
    expect(ofType(cured.events, 'DilemmaRemoved')).toEqual([expect.objectContaining({ card: dilemma, reason: 'cured' })]);
    expect(cured.state.ongoing[dilemma]).toBeUndefined();
    expect(when(cured.state, { type: 'Beam', actor: 'p1', cards: [built.ids.awayTeam[0]!], to: Z.aboard(built.ids.ship!), via: built.ids.ship! })).not.toHaveProperty('violation');
  });
  it('cured at once when the other half has ENGINEER and SCIENCE', () => {
    const { dilemma, attempt } = encountered(([, , officer, security]) => [officer!, security!]);
    expect(ofType(attempt.events, 'DilemmaRemoved')).toEqual([expect.objectContaining({ card: dilemma, reason: 'cured' })]);
    expect(attempt.state.ongoing[dilemma]).toBeUndefined();
  });
  it('a lone personnel is the larger half: phased, and the attempt has no one left to go on', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Phased Matter'], awayTeam: [{ skills: 'OFFICER' }] });
    const dilemma = built.ids.seeds[0]!;
    const attempt = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(attempt.events, 'DilemmaChoiceRequested')).toEqual([]);
    expect(attempt.state.ongoing[dilemma]!.affected).toEqual(built.ids.awayTeam);
    expect(ofType(attempt.events, 'MissionSolved')).toEqual([]);
    expect(attempt.state.attempt).toBeNull();
  });
  it('a later attempt is made by the other team; with only the phased team on the planet, by the phased team', () => {
    const { built, attempt } = encountered(([engineer, science]) => [engineer!, science!]);
    const [engineer, science, officer, security] = built.ids.awayTeam;
    const next = nextOwnTurn(attempt.state);
    const again = run(next, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    const began = ofType(again.events, 'MissionAttemptBegan')[0]!;
    expect(began.awayTeam).toEqual([officer, security]);
    expect(began.phasedTeam).toBeUndefined();
    const up = run(next, { type: 'Beam', actor: 'p1', cards: [officer!, security!], to: Z.aboard(built.ids.ship!), via: built.ids.ship! });
    const alone = run(up.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    const phasedBegan = ofType(alone.events, 'MissionAttemptBegan')[0]!;
    expect(phasedBegan.awayTeam).toEqual([engineer, science]);
    expect(phasedBegan.phasedTeam).toBe(true);
    expect(ofType(alone.events, 'RequirementChecked').find((e) => e.purpose === 'mission')!.group).toEqual([engineer, science]);
  });
});

// 1E rulebook › SIDE DECKS; Q-ICON CARDS (stocked only through a Q-Continuum side deck, opened by a Q-Flash);
// ATTEMPT A MISSION › CONDITIONAL EFFECTS ("unless"); the Q-Flash itself: behaviour/q-flash.ts (issue 15, qflash).
describe('101_044 Q (dilemma: unless 2 Leadership and INTEGRITY>60, Q-cards to the top of the opponent\'s Q-Continuum, a Q-Flash, then stopped)', () => {
  const Q_CARDS = ['Mandarin Bailiff', 'Pla-Net', 'Jealous Amanda'];
  function encounter(team: { skills?: string; i?: number }[], opened: boolean) {
    const built = scene({ missions: ['Excavation'], seeds: ['Q'], awayTeam: team, opponentHand: [...Q_CARDS, 'Q-Flash'] });
    const [a, b, c, flash] = built.ids.opponentHand;
    const given = evolveAll(
      [
        ...[a!, b!, c!].map((card): GameEvent => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.side('p2'), faceUp: false, reason: 'scene' })),
        ...(opened ? [{ type: 'CardMoved', card: flash!, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' } as GameEvent] : []),
      ],
      built.state,
    );
    const events = decide(given, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    return { built, q: built.ids.seeds[0]!, deck: [a!, b!, c!], events, state: evolveAll(events, given) };
  }
  it('the condition met: nothing happens, the attempt goes on, Q is discarded', () => {
    const { q, events, state } = encounter([{ skills: 'Leadership x2', i: 61 }], true);
    expect(ofType(events, 'DilemmaChoiceRequested')).toEqual([]);
    expect(ofType(events, 'DilemmaManualResolutionRequested')).toEqual([]);
    expect(ofType(events, 'CardStopped')).toEqual([]);
    expect(ofType(events, 'DilemmaRemoved')).toEqual([expect.objectContaining({ card: q, reason: 'overcome', to: Z.out('p2') })]);
    expect(ofType(events, 'RequirementChecked').find((e) => e.purpose === 'mission')).toBeDefined();
    expect(state.attempt).toBeNull();
  });
  it('no open Q-Continuum side deck (no Q-Flash doorway): no download, no Q-Flash; the team is stopped', () => {
    const { built, q, events, state } = encounter([{ skills: 'OFFICER' }], false);
    expect(ofType(events, 'DilemmaChoiceRequested')).toEqual([]);
    expect(ofType(events, 'DilemmaManualResolutionRequested')).toEqual([]);
    expect(ofType(events, 'CardStopped').map((e) => e.card)).toEqual(built.ids.awayTeam);
    expect(ofType(events, 'DilemmaRemoved')).toEqual([expect.objectContaining({ card: q, to: Z.out('p2') })]);
    expect(ofType(events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(state.attempt).toBeNull();
  });
  it('an open Q-Continuum: the opponent puts two Q-cards on top in order, then the Q-Flash draws them one at a time (behaviour/q-flash.spec.ts)', () => {
    const { q, deck, events, state } = encounter([{ skills: 'OFFICER' }], true);
    const [a, b, c] = deck;
    expect(ofType(events, 'DilemmaChoiceRequested')).toEqual([{ type: 'DilemmaChoiceRequested', card: q, choice: { player: 'p2', purpose: 'step:0', options: [a, b, c], pick: 2 }, rule: '1E rulebook › SIDE DECKS' }]);
    // it names an opponent's card the sender cannot see: refused without a word about it (refusal-sight.ts); the rule check says NOT_YOUR_CHOICE
    expect(refused(state, { type: 'ChooseForDilemma', actor: 'p1', chosen: [c!, a!] })).toBe('CARD_NOT_SEEN');
    expect(check(state, { type: 'ChooseForDilemma', actor: 'p1', chosen: [c!, a!] })?.code).toBe('NOT_YOUR_CHOICE');
    const chosen = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: [c!, a!] });
    expect(ofType(chosen.events, 'QFlashBegan')).toEqual([expect.objectContaining({ source: q, owner: 'p2', count: 4 })]);
    // Jealous Amanda (a Q event the engine does not script; Penalty Box is scripted since helper qcau) comes up first: p2 declares it by hand.
    expect(ofType(chosen.events, 'QFlashCardDrawn').map((e) => e.card)).toEqual([c]);
    expect(ofType(chosen.events, 'DilemmaManualResolutionRequested')).toEqual([expect.objectContaining({ card: c, declarer: 'p2' })]);
    expect(ofType(chosen.events, 'CardStopped')).toEqual([]);
    const declared = run(chosen.state, { type: 'DeclareManualEffect', actor: 'p2', source: c!, description: 'Jealous Amanda: nothing to override', primitives: [{ kind: 'reveal', card: c! }] });
    const next = run(declared.state, { type: 'RespondToManualEffect', actor: 'p1', accept: true });
    // Then Mandarin Bailiff, a Q-icon dilemma, is encountered by the Away Team.
    expect(ofType(next.events, 'QFlashCardDrawn').map((e) => e.card)).toEqual([a]);
    expect(ofType(next.events, 'DilemmaEncountered').map((e) => e.card)).toEqual([a]);
    expect(next.state.attempt!.dilemma).toBe(a);
  });
});
