/**
 * The last Premiere interrupts (issue 15, fourth pass): beaming by a card, not by the BEAM order
 * (Emergency Transporter Armbands — also Firestorm's escape — and Near-Warp Transport), a card that
 * goes on a personnel picked at random who may not beam up (Alien Groupie), and a ship bound for an
 * outpost (Incoming Message - Federation / Klingon / Romulan).
 *   1E rulebook › EXECUTING ORDERS › BEAM; THE PLAY PHASE › Alternating Actions; Clarifications:
 *   Valid responses › When Responses Happen (a response resolves before the action it answers);
 *   ATTEMPT A MISSION › ENCOUNTERING DILEMMAS; MISCELLANEOUS RULES › RANDOM SELECTION;
 *   MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL" (a full turn does not include the current one);
 *   EXECUTING ORDERS › FLY A STARSHIP (RANGE: the spans of the locations entered).
 * given (a play-phase scene) / when (PlayCard, Beam, Fly, EndTurn, AttemptMission) / then (the facts).
 */
import { check } from '../decide';
import { legalCommands } from '../legal';
import { ofType, realCard, scene, ship } from '../testing/attempt-scene';
import { battleScene } from '../testing/battle-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { endTurn as end, explicitPass as explicit, playCard as play } from '../testing/commands';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

describe('101_114 Emergency Transporter Armbands (interrupt: beam your personnel up or down without a BEAM order)', () => {
  it('on your turn: the Away Team beams up to your ship (CardsBeamed, no order begun); legalCommands offers the whole group and each member', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), awayTeam: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], hand: ['Emergency Transporter Armbands'] });
    const [a, b] = built.ids.awayTeam as [string, string];
    const card = built.ids.hand[0]!;
    const to = Z.aboard(built.ids.ship!);
    const offered = legalCommands(built.state, 'p1').filter((cmd) => cmd.type === 'PlayCard' && cmd.card === card).map((cmd) => (cmd as { target?: string }).target);
    expect(offered).toEqual(expect.arrayContaining([`${a}+${b}>${to}`, `${a}>${to}`, `${b}>${to}`]));
    const after = run(built.state, [play(card, `${a}+${b}>${to}`)]);
    expect(ofType(after.events, 'CardsBeamed').map((e) => [e.cards, e.to])).toEqual([[[a, b], to]]);
    expect(cardsIn(after.state, to)).toEqual(expect.arrayContaining([a, b]));
    expect(after.state.turn!.stage).toBe(built.state.turn!.stage);
  });
  it('refused: sideways (surface to surface), a stopped personnel, or to an opponent’s shielded ship', () => {
    const built = scene({ missions: ['Excavation', 'Excavation'], ship: ship(), awayTeam: [{ skills: 'OFFICER' }], hand: ['Emergency Transporter Armbands', ship({ shields: 5 })] });
    const a = built.ids.awayTeam[0]!;
    const [card, theirs] = built.ids.hand as [string, string];
    expect(refused(built.state, play(card, `${a}>${Z.surface('L2')}`))).toBe('INVALID_TARGET');
    const enemy = { ...moved(built.state, [[theirs, Z.space('L1')]]) };
    const owned = { ...enemy, cards: { ...enemy.cards, [theirs]: { ...enemy.cards[theirs]!, owner: 'p2' as PlayerId } } };
    expect(refused(owned, play(card, `${a}>${Z.aboard(theirs)}`))).toBe('INVALID_TARGET');
    const stopped = { ...built.state, cards: { ...built.state.cards, [a]: { ...built.state.cards[a]!, stopped: true } } };
    expect(refused(stopped, play(card, `${a}>${Z.aboard(built.ids.ship!)}`))).toBe('INVALID_TARGET');
  });
});

describe('101_025 Firestorm (dilemma: INTEGRITY<5 die unless Thermal Deflectors; the Away Team may escape with Emergency Transporter Armbands)', () => {
  function encountered(dilemma: string) {
    const built = scene({ missions: ['Excavation'], seeds: [dilemma], ship: ship(), awayTeam: [{ i: 4, skills: 'OFFICER' }, { i: 6, skills: 'Archaeology' }], hand: ['Emergency Transporter Armbands'] });
    const after = run(built.state, [explicit('p1'), attempt]);
    return { ...built, state: after.state };
  }
  it('the weak member beams up in the encounter’s response window: Firestorm then finds nobody with INTEGRITY<5 and nobody dies', () => {
    const { state, ids } = encountered('Firestorm');
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['dilemma-encountered', 'p1']]);
    const weak = ids.awayTeam[0]!;
    const after = run(state, [play(ids.hand[0]!, `${weak}>${Z.aboard(ids.ship!)}`)]);
    expect(after.state.cards[weak]!.zone).toBe(Z.aboard(ids.ship!));
    expect(ofType(after.events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toEqual([]);
  });
  it('without the escape the weak member dies; during another dilemma the armbands are refused ("except during a dilemma")', () => {
    const { state, ids } = encountered('Firestorm');
    const passed = run(state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(passed.events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card)).toEqual([ids.awayTeam[0]]);
    const other = encountered('Nausicaans');
    expect(other.state.windows?.map((w) => w.action)).toEqual(['dilemma-encountered']);
    expect(refused(other.state, play(other.ids.hand[0]!, `${other.ids.awayTeam[0]}>${Z.aboard(other.ids.ship!)}`))).toBe('INVALID_TARGET');
  });
});

describe('101_130 Near-Warp Transport (interrupt: up to six of your cards beam from your ship to a neighbouring location)', () => {
  it('the crew beams from the ship at L1 down to the planet at L2; to L3 (not next to L1) it is refused', () => {
    const built = scene({ missions: ['Excavation', 'Excavation', 'Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], hand: ['Near-Warp Transport'] });
    const [a, b] = built.ids.crew as [string, string];
    const card = built.ids.hand[0]!;
    expect(refused(built.state, play(card, `${a}+${b}>${Z.surface('L3')}`))).toBe('INVALID_TARGET');
    const after = run(built.state, [play(card, `${a}+${b}>${Z.surface('L2')}`)]);
    expect(ofType(after.events, 'CardsBeamed').map((e) => [e.cards, e.to, e.via])).toEqual([[[a, b], Z.surface('L2'), built.ids.ship]]);
    expect(cardsIn(after.state, Z.surface('L2'))).toEqual([a, b]);
  });
  it('seven cards are refused (at most six); from a planet surface it is refused (it beams from a ship)', () => {
    const crew = Array.from({ length: 7 }, () => ({ skills: 'OFFICER' }));
    const built = scene({ missions: ['Excavation', 'Excavation'], ship: ship(), crew, awayTeam: [{ skills: 'OFFICER' }], hand: ['Near-Warp Transport'] });
    const card = built.ids.hand[0]!;
    expect(refused(built.state, play(card, `${built.ids.crew.join('+')}>${Z.surface('L2')}`))).toBe('INVALID_TARGET');
    expect(refused(built.state, play(card, `${built.ids.crew.slice(0, 6).join('+')}>${Z.surface('L2')}`))).toBeNull();
    expect(refused(built.state, play(card, `${built.ids.awayTeam[0]}>${Z.surface('L2')}`))).toBe('INVALID_TARGET');
  });
});

describe('101_107 Alien Groupie (interrupt: on a male of the Away Team that just solved a planet mission, who may not beam up for one full turn)', () => {
  function solved(team: readonly { skills: string; ch: string[] }[]) {
    const built = scene({ missions: ['Excavation'], ship: ship(), awayTeam: team, hand: ['Alien Groupie'] });
    const after = run(built.state, [explicit('p1'), attempt]);
    return { ...built, state: after.state };
  }
  it('it goes on the male (random selection among the males); his beam up is refused until the end of the next full turn, then it is discarded', () => {
    const { state, ids } = solved([
      { skills: 'Archaeology', ch: ['Male'] },
      { skills: 'OFFICER', ch: ['Female'] },
    ]);
    const [male, female] = ids.awayTeam as [string, string];
    const groupie = ids.hand[0]!;
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['mission-solved', 'p1']]);
    const played = run(state, [play(groupie, 'L1')]);
    expect(ofType(played.events, 'RandomCardsSelected').map((e) => e.candidates)).toEqual([[male]]);
    expect(played.state.cards[groupie]!.zone).toBe(Z.on(male));
    const up = (cards: string[]): Command => ({ type: 'Beam', actor: 'p1', cards, to: Z.aboard(ids.ship!), via: ids.ship! });
    expect(refused(played.state, up([male]))).toBe('NO_BEAM_UP');
    expect(refused(played.state, up([female]))).toBeNull();
    // The end of this turn is not a full turn: it stays; at the end of p2's turn it goes.
    // p1 passes windows explicitly: it passes the windows on each card draw too (behaviour/windows-draws.ts).
    const pass: Command = { type: 'PassResponse', actor: 'p1' };
    const ended = run(played.state, [end('p1'), pass]);
    expect(ended.state.cards[groupie]!.zone).toBe(Z.on(male));
    const next = run(ended.state, [end('p2'), pass]);
    expect(next.state.cards[groupie]!.zone).toBe(Z.discard('p1'));
    expect(refused(next.state, up([male]))).toBeNull();
  });
  it('with no male in the Away Team it goes nowhere (discarded, no effect); outside a mission-solved window it has no target', () => {
    const { state, ids } = solved([{ skills: 'Archaeology', ch: ['Female'] }]);
    const played = run(state, [play(ids.hand[0]!, 'L1')]);
    expect(played.state.cards[ids.hand[0]!]!.zone).toBe(Z.discard('p1'));
    const fresh = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', ch: ['Male'] }], hand: ['Alien Groupie'] });
    expect(refused(fresh.state, play(fresh.ids.hand[0]!, 'L1'))).not.toBeNull();
  });
});

describe('101_120-122 Incoming Message (interrupt: your ship heads for the nearest outpost of its affiliation at full speed; discarded there)', () => {
  /** Four Excavations (span 3 each), a Federation Outpost at L4, p1's Federation ship at L1 with RANGE 7 (two locations a turn). */
  function bound() {
    const built = scene({ missions: ['Excavation', 'Excavation', 'Excavation', 'Excavation'], ship: ship({ range: 7 }), crew: [{ skills: 'OFFICER' }], hand: ['Incoming Message - Federation', 'Federation Outpost', 'Incoming Message - Klingon'] });
    const [message, outpost, klingon] = built.ids.hand as [string, string, string];
    return { ...built, message, outpost, klingon, state: moved(built.state, [[outpost, Z.space('L4')]]) };
  }
  it('played: the ship flies at once as far as its RANGE goes (L3), lies bound, may not fly away; at the end of p1’s next turn it reaches L4 and the card is discarded', () => {
    const { state, ids, message } = bound();
    const shipId = ids.ship!;
    const played = run(state, [play(message, shipId)]);
    expect(ofType(played.events, 'ShipFlew').map((e) => [e.from, e.to, e.range])).toEqual([['L1', 'L3', 6]]);
    expect(played.state.cards[message]!.zone).toBe(Z.on(shipId));
    const turn3 = run(played.state, [end('p1'), end('p2')]).state;
    expect(turn3.cards[shipId]!.zone).toBe(Z.space('L3'));
    expect(refused(turn3, { type: 'Fly', actor: 'p1', ship: shipId, to: 'L2' })).toBe('MUST_HEAD_FOR_GOAL');
    const arrived = run(turn3, [end('p1')]);
    expect(ofType(arrived.events, 'ShipFlew').map((e) => [e.from, e.to])).toEqual([['L3', 'L4']]);
    expect(arrived.state.cards[message]!.zone).toBe(Z.discard('p1'));
  });
  it('with no RANGE left it stays bound; flying toward the outpost by order is allowed, and arriving there by order discards it; a Klingon message has no target on a Federation ship', () => {
    const { state, ids, message, klingon } = bound();
    expect(refused(state, play(klingon, ids.ship!))).toBe('INVALID_TARGET');
    const slow = { ...state, turn: { ...state.turn!, rangeUsed: { [ids.ship!]: 7 } } };
    const played = run(slow, [play(message, ids.ship!)]);
    expect(ofType(played.events, 'ShipFlew')).toEqual([]);
    const later = run(played.state, [end('p1'), end('p2')]).state;
    expect(refused(later, { type: 'Fly', actor: 'p1', ship: ids.ship!, to: 'L2' })).toBeNull();
    const flown = run(later, [{ type: 'Fly', actor: 'p1', ship: ids.ship!, to: 'L3' }]).state;
    expect(flown.cards[message]!.zone).toBe(Z.on(ids.ship!));
    const next = run(flown, [end('p1'), end('p2'), { type: 'Fly', actor: 'p1', ship: ids.ship!, to: 'L4' }]).state;
    expect(next.cards[ids.ship!]!.zone).toBe(Z.space('L4'));
    expect(next.cards[message]!.zone).toBe(Z.discard('p1'));
  });
  it.each(['Incoming Message - Klingon', 'Incoming Message - Romulan'])('%s: that affiliation’s ship reaches its outpost next door at once; the card is discarded', (title) => {
    const affiliation = title.slice('Incoming Message - '.length);
    const built = scene({ missions: ['Excavation', 'Excavation'], ship: ship({ affiliation }), crew: [{ skills: 'OFFICER' }], hand: [title, `${affiliation} Outpost`] });
    const [message, outpost] = built.ids.hand as [string, string];
    expect(realCard(`${affiliation} Outpost`).facilityKind).toBe('Outpost');
    const state = moved(built.state, [[outpost, Z.space('L2')]]);
    const played = run(state, [play(message, built.ids.ship!)]);
    expect(played.state.cards[built.ids.ship!]!.zone).toBe(Z.space('L2'));
    expect(played.state.cards[message]!.zone).toBe(Z.discard('p1'));
  });
});

describe('101_093 Static Warp Bubble (event: your opponent discards a card before ending each turn) and 101_098 The Traveler: Transcendence (cancels it)', () => {
  function bubble(extra: string[] = []) {
    const built = scene({ missions: ['Excavation'], hand: ['Static Warp Bubble', ...extra], opponentHand: ['Tricorder', 'Medical Kit'] });
    const [card] = built.ids.hand as [string];
    const onTable = run(built.state, [play(card)]);
    return { ...built, state: onTable.state };
  }
  it('p2 may not end the turn without naming a card of their hand; named, it is discarded before the draw; legalCommands offers one EndTurn per card', () => {
    const { state, ids } = bubble();
    const [tricorder, kit] = ids.opponentHand as [string, string];
    // p1 naming a card in p2's hand is refused without a word about it (refusal-sight.ts); the rule check itself says none is owed
    expect(refused(state, { type: 'EndTurn', actor: 'p1', discard: tricorder })).toBe('CARD_NOT_SEEN');
    expect(check(state, { type: 'EndTurn', actor: 'p1', discard: tricorder })?.code).toBe('NO_DISCARD_OWED');
    const p2Turn = run(state, [end('p1')]).state;
    expect(refused(p2Turn, end('p2'))).toBe('DISCARD_OWED');
    expect(refused(p2Turn, { type: 'EndTurn', actor: 'p2', discard: ids.hand[0]! })).toBe('NOT_IN_HAND');
    const offered = legalCommands(p2Turn, 'p2').filter((cmd) => cmd.type === 'EndTurn');
    expect(offered).toEqual(cardsIn(p2Turn, Z.hand('p2')).map((discard) => ({ type: 'EndTurn', actor: 'p2', discard })));
    const ended = run(p2Turn, [{ type: 'EndTurn', actor: 'p2', discard: kit }]);
    expect(ended.state.cards[kit]!.zone).toBe(Z.discard('p2'));
    const discardAt = ended.events.findIndex((e) => e.type === 'CardMoved' && e.card === kit);
    expect(discardAt).toBeLessThan(ended.events.findIndex((e) => e.type === 'CardsDrawn'));
    expect(ended.state.cards[tricorder]!.zone).toBe(Z.hand('p2'));
  });
  it('with The Traveler: Transcendence in play (beside either deck) nothing is owed; with an empty hand nothing is owed either', () => {
    const { state, ids } = bubble(['The Traveler: Transcendence']);
    const traveler = ids.hand[1]!;
    const withTraveler = run({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } }, [play(traveler, 'p2'), end('p1')]).state;
    expect(refused(withTraveler, end('p2'))).toBeNull();
    const p2Turn = run(state, [end('p1')]).state;
    const empty = moved(p2Turn, cardsIn(p2Turn, Z.hand('p2')).map((iid) => [iid, Z.discard('p2')] as [string, string]));
    expect(refused(empty, end('p2'))).toBeNull();
  });
});

describe('101_001 Betazoid Gift Box (artifact: when earned, three cards of your choice from your draw deck to hand, deck reshuffled)', () => {
  function earned() {
    const built = scene({ missions: ['Excavation'], seeds: [{ card: 'Betazoid Gift Box', owner: 'p1' }], awayTeam: [{ skills: 'OFFICER Archaeology' }] });
    const after = run(built.state, [explicit('p1'), attempt]);
    return { ...built, box: built.ids.seeds[0]!, state: after.state };
  }
  it('earned on solving Excavation, played in the window just after: the three chosen cards go to hand, the deck is shuffled, the box discarded', () => {
    const { state, box } = earned();
    expect(state.cards[box]!.zone).toBe(Z.hand('p1'));
    const deck = cardsIn(state, Z.draw('p1'));
    const chosen = [deck[9]!, deck[4]!, deck[7]!];
    expect(legalCommands(state, 'p1')).toContainEqual(play(box, deck.slice(0, 3).join('+')));
    expect(refused(state, play(box, `${deck[0]}+${deck[1]}`))).toBe('INVALID_TARGET');
    const after = run(state, [play(box, chosen.join('+'))]);
    expect(chosen.map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.hand('p1'), Z.hand('p1'), Z.hand('p1')]);
    expect(ofType(after.events, 'DeckShuffled').map((e) => e.zone)).toEqual([Z.draw('p1')]);
    expect(after.state.cards[box]!.zone).toBe(Z.discard('p1'));
    expect(cardsIn(after.state, Z.draw('p1'))).toHaveLength(deck.length - 3);
  });
  it('not "immediately" (outside the window after your solving) it is refused', () => {
    const { state, box } = earned();
    const later = run(state, [{ type: 'PassResponse', actor: 'p1' }]).state;
    expect(later.windows ?? []).toEqual([]);
    expect(refused(later, play(box, cardsIn(later, Z.draw('p1')).slice(0, 3).join('+')))).not.toBeNull();
  });
});

describe('101_096 Telepathic Alien Kidnappers (event: before ending each of your turns, guess the type of a card of the opponent’s hand)', () => {
  function kidnappers() {
    const built = scene({ missions: ['Excavation'], hand: ['Telepathic Alien Kidnappers'], opponentHand: ['Tricorder', 'Scan'] });
    const onTable = run(built.state, [play(built.ids.hand[0]!)]);
    return { ...built, state: onTable.state };
  }
  it('a right guess: the card is shown to p1 only and discarded; a wrong guess: shown, kept; no guess: refused', () => {
    const { state, ids } = kidnappers();
    const [tricorder, scan] = ids.opponentHand as [string, string];
    expect(refused(state, end('p1'))).toBe('GUESS_OWED');
    expect(refused(state, { type: 'EndTurn', actor: 'p1', guess: { type: 'Gadget', card: scan } })).toBe('NO_SUCH_TYPE');
    expect(refused(state, { type: 'EndTurn', actor: 'p1', guess: { type: 'Event', card: ids.hand[0]! } })).toBe('NOT_IN_THEIR_HAND');
    const right = run(state, [{ type: 'EndTurn', actor: 'p1', guess: { type: 'Equipment', card: tricorder } }]);
    expect(ofType(right.events, 'CardsShown').map((e) => [e.to, e.cards.map((c) => c.iid)])).toEqual([['p1', [tricorder]]]);
    expect(right.state.cards[tricorder]!.zone).toBe(Z.discard('p2'));
    const wrong = run(state, [{ type: 'EndTurn', actor: 'p1', guess: { type: 'Event', card: scan } }]);
    expect(wrong.state.cards[scan]!.zone).toBe(Z.hand('p2'));
    expect(legalCommands(state, 'p1').filter((cmd) => cmd.type === 'EndTurn')).toContainEqual({ type: 'EndTurn', actor: 'p1', guess: { type: 'Interrupt', card: scan } });
  });
  it('the opponent’s turns are not its owner’s ("each" turn): p2 ends without a guess; with an empty opposing hand nothing is owed', () => {
    const { state } = kidnappers();
    const p2Turn = run(state, [{ type: 'EndTurn', actor: 'p1', guess: { type: 'Event', card: cardsIn(state, Z.hand('p2'))[0]! } }]).state;
    expect(refused(p2Turn, end('p2'))).toBeNull();
    const empty = moved(state, cardsIn(state, Z.hand('p2')).map((iid) => [iid, Z.discard('p2')] as [string, string]));
    expect(refused(empty, end('p1'))).toBeNull();
  });
});

describe('101_006 Time Travel Pod (artifact as interrupt: a ship disappears for the announced number of its owner’s turns, up to five)', () => {
  it('announced 2: the ship with its crew leaves L1; it is back in space at L1 after two full turns of its owner (not counting this one), and the pod is discarded', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Time Travel Pod'] });
    const pod = built.ids.hand[0]!;
    const shipId = built.ids.ship!;
    expect(legalCommands(built.state, 'p1')).toContainEqual(play(pod, `${shipId}>5`));
    expect(refused(built.state, play(pod, `${shipId}>6`))).toBe('INVALID_TARGET');
    const gone = run(built.state, [play(pod, `${shipId}>2`)]).state;
    expect(gone.cards[shipId]!.zone).toBe(Z.on(pod));
    expect(gone.cards[pod]!.zone).toBe(Z.atop('L1'));
    expect(cardsIn(gone, Z.space('L1'))).toEqual([]);
    const afterOne = run(gone, [end('p1'), end('p2'), end('p1')]).state;
    expect(afterOne.cards[shipId]!.zone).toBe(Z.on(pod));
    const back = run(afterOne, [end('p2'), end('p1')]).state;
    expect(back.cards[shipId]!.zone).toBe(Z.space('L1'));
    expect(back.cards[built.ids.crew[0]!]!.zone).toBe(Z.aboard(shipId));
    expect(back.cards[pod]!.zone).toBe(Z.discard('p1'));
  });
});

describe('101_070 Distortion Field (event atop a planet: no beaming there while face up; its owner turns it over once each turn)', () => {
  function field() {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Distortion Field'] });
    const card = built.ids.hand[0]!;
    const state = run(built.state, [play(card, 'L1')]).state;
    const down: Command = { type: 'Beam', actor: 'p1', cards: [built.ids.crew[0]!], to: Z.surface('L1'), via: built.ids.ship! };
    return { ...built, card, state, down };
  }
  it('face up it stops beaming; turned face down (UseCard, offered by legalCommands) beaming works; a second turn-over this turn is refused', () => {
    const { card, state, down } = field();
    expect(refused(state, down)).toBe('NO_BEAMING_HERE');
    const flip: Command = { type: 'UseCard', actor: 'p1', card, option: 'face down' };
    expect(legalCommands(state, 'p1')).toContainEqual(flip);
    const flipped = run(state, [flip]).state;
    expect(refused(flipped, down)).toBeNull();
    expect(refused(flipped, { type: 'UseCard', actor: 'p1', card, option: 'face up' })).toBe('ONCE_PER_TURN');
    expect(refused(flipped, flip)).toBe('ALREADY_SELECTED');
  });
  it('turned face up again on a later turn of its owner it stops beaming again; the opponent may not turn it', () => {
    const { card, state, down } = field();
    const flipped = run(state, [{ type: 'UseCard', actor: 'p1', card, option: 'face down' }, end('p1')]).state;
    expect(refused(flipped, { type: 'UseCard', actor: 'p2', card, option: 'face up' })).not.toBeNull();
    const again = run(flipped, [end('p2'), { type: 'UseCard', actor: 'p1', card, option: 'face up' }]).state;
    expect(refused(again, down)).toBe('NO_BEAMING_HERE');
  });
});

describe('101_089 Raise the Stakes (event: the opponent forfeits, or agrees that the winner keeps a random card of the loser’s deck; cumulative)', () => {
  const stakes = (copies: number) => {
    const built = scene({ missions: ['Excavation'], hand: Array.from({ length: copies }, () => 'Raise the Stakes') });
    return built;
  };
  it('agreed (its window passed): when p1 later concedes, p2 wins and one card p1 owns is picked at random for p2 to keep — once per copy agreed', () => {
    const built = stakes(2);
    const [first, second] = built.ids.hand as [string, string];
    const once = run(built.state, [play(first)]).state;
    const twice = run({ ...once, turn: { ...once.turn!, normalCardPlayUsed: false } }, [play(second)]).state;
    const ended = run(twice, [{ type: 'Concede', actor: 'p1' }]);
    const picks = ofType(ended.events, 'RandomCardsSelected').filter((e) => e.purpose.startsWith('Raise the Stakes'));
    expect(picks).toHaveLength(2);
    for (const pick of picks) {
      expect(pick.candidates.every((iid) => twice.cards[iid]!.owner === 'p1')).toBe(true);
      expect(twice.cards[pick.outcome[0]!]!.owner).toBe('p1');
    }
    expect(ended.events.findIndex((e) => e.type === 'RandomCardsSelected')).toBeLessThan(ended.events.findIndex((e) => e.type === 'GameEnded'));
  });
  it('forfeited: p2 concedes in its response window — p1 wins and no card is kept', () => {
    const built = stakes(1);
    const open = run(built.state, [explicit('p2'), play(built.ids.hand[0]!)]).state;
    expect(open.windows?.map((w) => [w.action, w.player])).toEqual([['card-played', 'p2']]);
    const ended = run(open, [{ type: 'Concede', actor: 'p2' }]);
    expect(ofType(ended.events, 'GameEnded').map((e) => e.result.winner)).toEqual(['p1']);
    expect(ofType(ended.events, 'RandomCardsSelected')).toEqual([]);
  });
});

describe('101_118 Honor Challenge (just after a personnel battle starts, each of your Klingons with Honor kills an opponent with Treachery of your choice)', () => {
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  it('one Klingon with Honor, two Romulans with Treachery: p1 names one (offered: the first); naming both or the one without Treachery is refused', () => {
    const built = battleScene([
      { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER Honor', s: 5, affiliation: 'Klingon' } },
      { label: 'r1', owner: 'p2', at: 'surface', card: { skills: 'SECURITY Treachery', s: 5, affiliation: 'Romulan' } },
      { label: 'r2', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
      { label: 'r3', owner: 'p2', at: 'surface', card: { skills: 'SECURITY Treachery', s: 2, affiliation: 'Romulan' } },
      { label: 'hc', owner: 'p1', at: 'hand', card: 'Honor Challenge' },
    ]);
    const started = run(built.state, [explicit('p1'), attack]).state;
    const hc = built.id('hc');
    expect(legalCommands(started, 'p1')).toContainEqual(play(hc, built.id('r1')));
    expect(refused(started, play(hc, `${built.id('r1')}+${built.id('r3')}`))).toBe('INVALID_TARGET');
    expect(refused(started, play(hc, built.id('r2')))).toBe('INVALID_TARGET');
    const after = run(started, [play(hc, built.id('r3'))]);
    expect(ofType(after.events, 'CardLeftPlay').filter((e) => e.source === hc).map((e) => e.card)).toEqual([built.id('r3')]);
    expect(ofType(after.events, 'BattleEnded')).toHaveLength(1);
  });
  it('two Klingons with Honor, one Romulan with Treachery: he is the only target and dies', () => {
    const built = battleScene([
      { label: 'k1', owner: 'p1', at: 'surface', card: { skills: 'OFFICER Honor', s: 5, affiliation: 'Klingon' } },
      { label: 'k2', owner: 'p1', at: 'surface', card: { skills: 'Honor', s: 5, affiliation: 'Klingon' } },
      { label: 'r1', owner: 'p2', at: 'surface', card: { skills: 'SECURITY Treachery', s: 5, affiliation: 'Romulan' } },
      { label: 'hc', owner: 'p1', at: 'hand', card: 'Honor Challenge' },
    ]);
    const started = run(built.state, [explicit('p1'), attack]).state;
    expect(legalCommands(started, 'p1').filter((cmd) => cmd.type === 'PlayCard')).toEqual([play(built.id('hc'), built.id('r1'))]);
    const after = run(started, [play(built.id('hc'), built.id('r1'))]);
    expect(after.state.cards[built.id('r1')]!.zone).toBe(Z.discard('p2'));
  });
});

describe('101_022 Cytherians (space dilemma on the ship: it does nothing but travel to the far end of the spaceline; there the dilemma scores its points)', () => {
  function met() {
    const built = scene({
      missions: ['Study Stellar Collision', 'Excavation', 'Excavation', 'Excavation'],
      seeds: ['Cytherians'],
      ship: ship({ range: 7 }),
      crew: [{ skills: 'OFFICER' }],
    });
    const after = run(built.state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }]);
    return { ...built, cytherians: built.ids.seeds[0]!, state: after.state };
  }
  it('placed on the ship (met at L1, so L4 is the far end): beaming with its transporters and flying away from L4 are refused; the ship flies on at the end of p1’s turns and at L4 the dilemma scores 15 bonus points', () => {
    const { state, ids, cytherians } = met();
    const shipId = ids.ship!;
    expect(state.cards[cytherians]!.zone).toBe(Z.on(shipId));
    const crew = ids.crew[0]!;
    expect(refused(state, { type: 'Beam', actor: 'p1', cards: [crew], to: Z.surface('L2'), via: shipId })).not.toBeNull();
    const moved1 = run(state, [end('p1')]);
    expect(ofType(moved1.events, 'ShipFlew').map((e) => [e.from, e.to])).toEqual([['L1', 'L3']]);
    const turn3 = run(moved1.state, [end('p2')]).state;
    expect(refused(turn3, { type: 'Fly', actor: 'p1', ship: shipId, to: 'L2' })).toBe('MUST_HEAD_FOR_GOAL');
    expect(refused(turn3, { type: 'Beam', actor: 'p1', cards: [crew], to: Z.surface('L3'), via: shipId })).toBe('SHIP_ONLY_TRAVELS');
    const arrived = run(turn3, [{ type: 'Fly', actor: 'p1', ship: shipId, to: 'L4' }]);
    expect(arrived.state.cards[cytherians]!.zone).toBe(Z.bonus('p1'));
    expect(ofType(arrived.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', 15, true]]);
    expect(arrived.state.ongoing[cytherians]).toBeUndefined();
    expect(refused(arrived.state, { type: 'Beam', actor: 'p1', cards: [crew], to: Z.surface('L4'), via: shipId })).toBeNull();
  });
  it('a ship without it is not bound: it flies both ways and beams', () => {
    const built = scene({ missions: ['Study Stellar Collision', 'Excavation', 'Excavation'], ship: ship({ range: 7 }), crew: [{ skills: 'OFFICER' }] });
    expect(refused(built.state, { type: 'Fly', actor: 'p1', ship: built.ids.ship!, to: 'L2' })).toBeNull();
    const atL2 = run(built.state, [{ type: 'Fly', actor: 'p1', ship: built.ids.ship!, to: 'L2' }]).state;
    expect(refused(atL2, { type: 'Beam', actor: 'p1', cards: [built.ids.crew[0]!], to: Z.surface('L2'), via: built.ids.ship! })).toBeNull();
  });
});

describe('101_210 Exocomp (aboard a damaged ship of yours, repairs it in two of your full turns without an outpost)', () => {
  function damaged(crew: ReturnType<typeof realCard>[]) {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew });
    const shipId = built.ids.ship!;
    return { ...built, shipId, state: { ...built.state, cards: { ...built.state.cards, [shipId]: { ...built.state.cards[shipId]!, damage: 1 } } } };
  }
  const turns = (n: number): Command[] => Array.from({ length: n }, (_, index) => end(index % 2 === 0 ? 'p1' : 'p2'));
  it('aboard from turn 1: not yet at the end of turn 3 (one full turn); repaired at the end of turn 5 (ShipRepaired, source Exocomp)', () => {
    const { state, shipId } = damaged([realCard('Exocomp')]);
    expect(run(state, turns(3)).state.cards[shipId]!.damage).toBe(1);
    const five = run(state, turns(5));
    expect(ofType(five.events, 'ShipRepaired')).toEqual([expect.objectContaining({ ship: shipId, source: 'Exocomp' })]);
    expect(five.state.cards[shipId]!.damage ?? 0).toBe(0);
  });
  it('leaving the ship breaks the run (counted again from its return); without an Exocomp nothing is repaired', () => {
    const { state, shipId, ids } = damaged([realCard('Exocomp')]);
    const exocomp = ids.crew[0]!;
    const away = moved(run(state, turns(2)).state, [[exocomp, Z.surface('L1')]]);
    const back = moved(run(away, turns(2)).state, [[exocomp, Z.aboard(shipId)]]);
    expect(run(back, turns(3)).state.cards[shipId]!.damage).toBe(1);
    expect(run(back, turns(5)).state.cards[shipId]!.damage ?? 0).toBe(0);
    const plain = damaged([realCard('Data')]);
    expect(run(plain.state, turns(5)).state.cards[plain.shipId]!.damage).toBe(1);
  });
});

describe('101_070 Distortion Field played again after it left play face down', () => {
  it('it comes back face up (the old selection does not stay): beaming is stopped again', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Distortion Field'] });
    const card = built.ids.hand[0]!;
    const down = run(built.state, [play(card, 'L1'), { type: 'UseCard', actor: 'p1', card, option: 'face down' }]).state;
    const back = moved(down, [[card, Z.hand('p1')]]);
    const replayed = run({ ...back, turn: { ...back.turn!, normalCardPlayUsed: false } }, [play(card, 'L1')]);
    expect(back.selected?.[card]).toBeUndefined();
    expect(ofType(replayed.events, 'CardOptionSelected')).toEqual([]);
    expect(refused(replayed.state, { type: 'Beam', actor: 'p1', cards: [built.ids.crew[0]!], to: Z.surface('L1'), via: built.ids.ship! })).toBe('NO_BEAMING_HERE');
  });
});
