/**
 * Issue 15: headquarters — seeded on the planet of the homeworld their text names, and controlled by
 * both players when both play that affiliation (reporting, transporters, docking).
 *   1E rulebook › THE CARDS › FACILITIES (Headquarters: shared control); THE CARDS › MISSIONS › Tip:
 *   Homeworlds (Romulus is Cloaked Mission); MISCELLANEOUS RULES › CONTROL AND OWNERSHIP ("any
 *   Headquarters of an affiliation you are playing"); REPORTING FOR DUTY › USABLE.
 * given (seed phases with a Romulan headquarters, or a play-phase scene) / when / then.
 */
import { decide } from './decide';
import { evolveAll } from './evolve';
import { legalCommands } from './legal';
import { realCard, scene, ship } from './testing/attempt-scene';
import { cardByTitle, create, deckFromText, play, starterTexts, when } from './testing/scenario';
import type { Command, GameEvent, GameState } from './types';
import { Z } from './zones';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}

describe('seeding a headquarters at its homeworld (facility phase)', () => {
  function toFacility(): GameState {
    const texts = starterTexts();
    const fedText = texts.federation.replace('1x Avert Disaster', '1x Cloaked Mission').replace('Seed Deck\n', 'Seed Deck\n1x Office of the Proconsul\n');
    const decks = [deckFromText('Federation', fedText, [realCard('Cloaked Mission'), realCard('Office of the Proconsul')]), deckFromText('Klingon', texts.klingon)] as const;
    let { state } = create(decks);
    for (let guard = 0; guard < 300 && state.phase !== 'facility'; guard += 1) {
      const actor = state.awaiting[0]!.player;
      const legal = legalCommands(state, actor);
      const pick = legal.filter((c) => c.type === 'PlaceMission').pop() ?? legal.find((c) => c.type === 'FinishSeeding') ?? legal.find((c) => c.type === 'PassSeeding')!;
      state = play(state, [pick]).state;
    }
    return state.awaiting[0]!.player === 'p1' ? state : play(state, [{ type: 'PassSeeding', actor: 'p2' }]).state;
  }
  it('Office of the Proconsul ("on Romulus") is offered only at Cloaked Mission and seeds on its planet surface', () => {
    const state = toFacility();
    const hq = cardByTitle(state, 'p1', 'Office of the Proconsul', 'seed:');
    const offered = legalCommands(state, 'p1').filter((c): c is Extract<Command, { type: 'SeedFacility' }> => c.type === 'SeedFacility' && c.card === hq);
    const romulus = Object.values(state.locations).find((l) => l.missions.some((m) => state.blueprints[state.cards[m]!.blueprint]!.title === 'Cloaked Mission'))!.id;
    expect(offered.map((c) => c.location)).toEqual([romulus]);
    const other = Object.keys(state.locations).find((l) => l !== romulus)!;
    expect(refused(state, { type: 'SeedFacility', actor: 'p1', card: hq, location: other })).toBe('NOT_ITS_HOMEWORLD');
    const after = play(state, [{ type: 'SeedFacility', actor: 'p1', card: hq, location: romulus }]).state;
    expect(after.cards[hq]!.zone).toBe(Z.surface(romulus));
  });
});

describe('shared control of a headquarters when both players play its affiliation', () => {
  /** p2's Office of the Proconsul on Romulus; p1 holds a personnel of `affiliation` (and owns nothing else of it). */
  function shared(affiliation: string) {
    const built = scene({ missions: ['Cloaked Mission'], ship: ship(), crew: [{ skills: 'OFFICER', affiliation }], hand: [{ skills: 'OFFICER', affiliation }], opponentHand: ['Office of the Proconsul'] });
    const hq = built.ids.opponentHand[0]!;
    const state = evolveAll([{ type: 'CardMoved', card: hq, from: Z.hand('p2'), to: Z.surface('L1'), faceUp: true, reason: 'test' } as GameEvent], built.state);
    return { built, hq, state, personnel: built.ids.hand[0]! };
  }
  it('p1 playing Romulans reports a Romulan to the opponent’s Romulan headquarters, and may beam with its transporters', () => {
    const { built, hq, state, personnel } = shared('Romulan');
    expect(legalCommands(state, 'p1')).toContainEqual({ type: 'ReportForDuty', actor: 'p1', card: personnel, facility: hq });
    const reported = evolveAll(decide(state, { type: 'ReportForDuty', actor: 'p1', card: personnel, facility: hq }), state);
    expect(reported.cards[personnel]!.zone).toBe(Z.aboard(hq));
    const beamed = evolveAll(decide(reported, { type: 'Beam', actor: 'p1', cards: [personnel], to: Z.surface('L1'), via: hq }), reported);
    expect(beamed.cards[personnel]!.zone).toBe(Z.surface('L1'));
    expect(built.state.cards[hq]!.owner).toBe('p2');
  });
  it('p1 playing only Federation cards may not use it', () => {
    const { hq, state, personnel } = shared('Federation');
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: personnel, facility: hq })).toBe('NOT_USABLE');
  });
});
