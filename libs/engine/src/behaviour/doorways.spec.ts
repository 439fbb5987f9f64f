/**
 * Doorways (issue 15, the doorway pass): the parts of doorway cards the existing words carry out —
 * a doorway played from hand without using the normal card play, onto the table or used at once and
 * discarded; downloads; cancelling a named card just played or in play; keeping a named card from
 * being played while the doorway lies on the table. Their other functions stay manual (partly).
 *   1E rulebook › DOORWAYS; THE PLAY PHASE › Tip: Interrupts and Doorways Don't Use Your Card Play;
 *   THE SEED PHASES › DOORWAY PHASE; DOWNLOADING; ATTEMPT A MISSION › NULLIFIERS.
 * given (a play-phase scene) / when (PlayCard, SeedDoorway) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, withDeck, ship } from '../testing/attempt-scene';
import { cardByTitle, create, deckFromText, moved, play as run, refused, starterTexts, withAuDoor } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';
import { isDeactivated } from './holograms';
import { hasSpecialEquipment } from './ship-equipment';
import { playCard as play } from '../testing/commands';

const plays = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card);

/** p1's hand `hand`, p1's draw deck (top first) `deck`. */

describe('103_032 Alternate Universe Door: from hand it cancels a Revolving Door or Subspace Schism', () => {
  it('applies: p2 answers p1’s Revolving Door just played — the play is nullified and the door is discarded', () => {
    // Issue 15 (helper doors): Revolving Door is scripted now: it plays on a doorway in play (Space-Time Portal here).
    const built = scene({ missions: ['Excavation'], hand: ['Revolving Door', '111_007'], opponentHand: ['Alternate Universe Door'] });
    const [revolving, portal] = built.ids.hand as [string, string];
    const door = built.ids.opponentHand[0]!;
    const waiting = run(moved(built.state, [[portal, Z.table('p1')]]), [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(revolving, portal)]).state;
    expect(waiting.windows?.map((w) => [w.action, w.player, w.card])).toEqual([['card-played', 'p2', revolving]]);
    const after = run(waiting, [play(door, revolving, 'p2')]);
    expect(ofType(after.events, 'PlayNullified').map((e) => e.card)).toEqual([revolving]);
    expect(after.state.cards[revolving]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[door]!.zone).toBe(Z.discard('p2'));
  });
  it('does not apply: another card just played (Kivas Fajo - Collector) is no target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kivas Fajo - Collector'], opponentHand: ['Alternate Universe Door'] });
    const kivas = built.ids.hand[0]!;
    const waiting = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(kivas, 'p1')]).state;
    expect(refused(waiting, play(built.ids.opponentHand[0]!, kivas, 'p2'))).toBe('INVALID_TARGET');
  });
  it('its other mode: a Revolving Door lying in play is cancelled (discarded); another event in play is no target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Alternate Universe Door'], opponentHand: ['Revolving Door', 'Lower Decks'] });
    const [revolving, lowerDecks] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [
      [revolving, Z.table('p2')],
      [lowerDecks, Z.table('p2')],
    ]);
    const door = built.ids.hand[0]!;
    expect(refused(state, play(door, lowerDecks))).toBe('INVALID_TARGET');
    const after = run(state, [play(door, revolving)]).state;
    expect(after.cards[revolving]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[lowerDecks]!.zone).toBe(Z.table('p2'));
    expect(after.cards[door]!.zone).toBe(Z.discard('p1'));
  });
});

describe('doorways that play on the table without using the normal card play', () => {
  for (const title of ['Devidian Door', 'Space-Time Portal', 'Temporal Micro-Wormhole', 'Temporal Vortex']) {
    it(`${title}: played from hand onto p1’s table; the normal card play is still there; not on the opponent’s turn`, () => {
      const built = scene({ missions: ['Excavation'], hand: [title, 'Lower Decks'] });
      const [door, lowerDecks] = built.ids.hand as [string, string];
      // Devidian Door and Temporal Vortex show [AU]: they play while a card allows [AU] cards (alternate-universe.ts).
      const start = ['Devidian Door', 'Temporal Vortex'].includes(title) ? withAuDoor(built.state, ['p1']) : built.state;
      // Temporal Vortex has a second way of playing (onto a time location, none here): its offer names the way (mode 0).
      expect(plays(start, door)).toEqual([title === 'Temporal Vortex' ? { ...play(door), mode: 0 } : play(door)]);
      const after = run(start, [play(door)]);
      expect(after.events[0]).toMatchObject({ type: 'CardPlayed', card: door, to: Z.table('p1'), normalCardPlay: false });
      expect(after.state.cards[door]).toMatchObject({ zone: Z.table('p1'), faceUp: true });
      expect(run(after.state, [play(lowerDecks)]).state.cards[lowerDecks]!.zone).toBe(Z.table('p1'));
      const theirTurn = run(start, [{ type: 'EndTurn', actor: 'p1' }]).state;
      expect(refused(theirTurn, play(door))).toBe('NOT_YOUR_TURN');
    });
  }
});

describe('109_021 Temporal Vortex on the table keeps Distortion of Space/Time Continuum from being played', () => {
  it('applies: with the Vortex on p2’s table, p1 may not play Distortion of Space/Time Continuum on its ship', () => {
    const built = scene({ missions: ['Excavation'], ship: realCard('Runabout'), crew: [{ skills: 'OFFICER' }], hand: ['Distortion of Space/Time Continuum'], opponentHand: ['Temporal Vortex'] });
    const state = moved(built.state, [[built.ids.opponentHand[0]!, Z.table('p2')]]);
    expect(refused(state, play(built.ids.hand[0]!, built.ids.ship!))).toBe('PLAY_FORBIDDEN');
    expect(plays(state, built.ids.hand[0]!)).toEqual([]);
  });
  it('does not apply: without it the same play is legal', () => {
    const built = scene({ missions: ['Excavation'], ship: realCard('Runabout'), crew: [{ skills: 'OFFICER' }], hand: ['Distortion of Space/Time Continuum'], opponentHand: ['Temporal Vortex'] });
    expect(refused(built.state, play(built.ids.hand[0]!, built.ids.ship!))).toBeNull();
  });
});

describe('109_019 Launch Portal downloads Engage Shuttle Operations or Escape Pod, then is discarded', () => {
  it('applies: Engage Shuttle Operations in the deck is downloaded onto p1’s table; the portal is discarded, no card play used', () => {
    const { hand, deck, state } = withDeck({ missions: ['Excavation'], hand: ['Launch Portal'], deck: ['Engage Shuttle Operations'] });
    const [portal] = hand as [string];
    const [eso] = deck as [string];
    expect(plays(state, portal)).toEqual([play(portal, eso)]);
    const after = run(state, [play(portal, eso)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.source])).toEqual([[eso, portal]]);
    expect(after.state.cards[eso]!.zone).toBe(Z.table('p1'));
    expect(after.state.cards[portal]!.zone).toBe(Z.discard('p1'));
    expect(after.state.turn?.normalCardPlayUsed).toBeFalsy();
  });
  it('does not apply: another card in the deck (Yellow Alert) is no target; nothing to download, no play', () => {
    const { hand, deck, state } = withDeck({ missions: ['Excavation'], hand: ['Launch Portal'], deck: ['Yellow Alert'] });
    expect(plays(state, hand[0]!)).toEqual([]);
    expect(refused(state, play(hand[0]!, deck[0]!))).toBe('INVALID_TARGET');
  });
});

describe('109_020 Ready Room Door downloads one Captain’s Order card, once each turn', () => {
  it('applies: Yellow Alert (a Captain’s Order) in the deck is downloaded; a second Ready Room Door the same turn is refused', () => {
    const { hand, deck, state } = withDeck({ missions: ['Excavation'], hand: ['Ready Room Door', 'Ready Room Door'], deck: ['Yellow Alert', 'Lower Decks'] });
    const [first, second] = hand as [string, string];
    const [yellow, lower] = deck as [string, string];
    expect(plays(state, first).map((c) => (c as { target?: string }).target)).toEqual([yellow, lower]);
    const after = run(state, [play(first, yellow)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([yellow]);
    expect(after.state.cards[yellow]!.zone).toBe(Z.table('p1'));
    expect(after.state.cards[first]!.zone).toBe(Z.discard('p1'));
    expect(refused(after.state, play(second, lower))).toBe('ONCE_PER_TURN');
  });
  it('does not apply: a card that is no Captain’s Order (Revolving Door) is no target', () => {
    const { hand, deck, state } = withDeck({ missions: ['Excavation'], hand: ['Ready Room Door'], deck: ['Revolving Door'] });
    expect(plays(state, hand[0]!)).toEqual([]);
    expect(refused(state, play(hand[0]!, deck[0]!))).toBe('INVALID_TARGET');
  });
});

describe('234_003 Slingshot Effect: seeded on the table in the doorway phase, it keeps Temporal Investigations from being played', () => {
  it('it is a doorway-phase seed of p1 (SeedDoorway offered)', () => {
    const texts = starterTexts();
    const fed = deckFromText('Federation', texts.federation.replace('Seed Deck\n', 'Seed Deck\n1x Slingshot Effect\n'), [realCard('Slingshot Effect')]);
    const { state } = create([fed, deckFromText('Klingon', texts.klingon)]);
    const slingshot = cardByTitle(state, 'p1', 'Slingshot Effect', 'seed:');
    expect(state.phase).toBe('doorway');
    expect(legalCommands(state, 'p1')).toContainEqual({ type: 'SeedDoorway', actor: 'p1', card: slingshot });
  });
  it('applies: on p2’s table, p1 may not play Temporal Investigations', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Temporal Investigations'], opponentHand: ['Slingshot Effect'] });
    const state = moved(built.state, [[built.ids.opponentHand[0]!, Z.table('p2')]]);
    expect(refused(state, play(built.ids.hand[0]!))).toBe('PLAY_FORBIDDEN');
    expect(plays(state, built.ids.hand[0]!)).toEqual([]);
  });
  it('does not apply: in p2’s hand it restricts nothing — Temporal Investigations is played', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Temporal Investigations'], opponentHand: ['Slingshot Effect'] });
    expect(refused(built.state, play(built.ids.hand[0]!))).toBeNull();
  });
});

describe('125_013 Holodeck Door played on your ship adds a Holodeck (1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT › ACTIVATION AND DEACTIVATION)', () => {
  const hologram = (): Card => ({ ...person({ skills: 'MEDICAL', affiliation: 'Federation' }), icons: [{ code: 'Holo', name: 'Hologram', category: 'built-in-rule' }] }) as unknown as Card;
  const plain = (): Card => ({ ...ship(), ship: { ...ship().ship!, specialEquipment: ['Tractor Beam'] } }) as Card;
  it('applies: played on p1’s ship it lies there; the ship has a Holodeck and the hologram aboard is activated; it is discarded with the door gone', () => {
    const built = scene({ missions: ['Avert Disaster'], ship: plain(), crew: [hologram()], hand: ['Holodeck Door'] });
    const [door] = built.ids.hand as [string];
    const vessel = built.ids.ship!;
    const doc = built.ids.crew[0]!;
    expect(isDeactivated(built.state, doc)).toBe(true);
    expect(plays(built.state, door)).toEqual([play(door, vessel)]);
    const after = run(built.state, [play(door, vessel)]);
    expect(after.events[0]).toMatchObject({ type: 'CardPlayed', card: door, to: Z.on(vessel), normalCardPlay: false });
    expect(hasSpecialEquipment(after.state, vessel, 'Holodeck')).toBe(true);
    expect(hasSpecialEquipment(after.state, vessel, 'Tractor Beam')).toBe(true);
    expect(isDeactivated(after.state, doc)).toBe(false);
    const gone = moved(after.state, [[door, Z.discard('p1')]]);
    expect(isDeactivated(gone, doc)).toBe(true);
  });
  it('does not apply: the opponent’s ship is no target; in hand it adds nothing', () => {
    const built = scene({ missions: ['Avert Disaster'], ship: plain(), crew: [hologram()], opponentHand: ['Holodeck Door'] });
    const theirs = run(built.state, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(refused(theirs, play(built.ids.opponentHand[0]!, built.ids.ship!, 'p2'))).toBe('INVALID_TARGET');
    expect(hasSpecialEquipment(built.state, built.ids.ship!, 'Holodeck')).toBe(false);
  });
});

describe('a doorway played is no Interrupt (1E rulebook › PLAYING A DOORWAY)', () => {
  it('Amanda Rogers (nullifies an Interrupt just played) cannot answer a Devidian Door, but does answer an interrupt', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Devidian Door'], opponentHand: ['Amanda Rogers'] });
    const door = built.ids.hand[0]!;
    const waiting = run(withAuDoor(built.state, ['p1']), [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(door)]).state;
    expect(refused(waiting, play(built.ids.opponentHand[0]!, door, 'p2'))).toBe('INVALID_TARGET');
    // Issue 15 (helper doors): Temporal Narcosis is scripted now: it plays while p2's Horga'hn lies on the table.
    const other = scene({ missions: ['Excavation'], hand: ['Temporal Narcosis'], opponentHand: ['Amanda Rogers', "Horga'hn"] });
    const schism = other.ids.hand[0]!;
    const open = run(moved(other.state, [[other.ids.opponentHand[1]!, Z.table('p2')]]), [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(schism)]).state;
    expect(refused(open, play(other.ids.opponentHand[0]!, schism, 'p2'))).toBeNull();
  });
});
