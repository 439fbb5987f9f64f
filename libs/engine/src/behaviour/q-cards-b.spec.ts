/**
 * Issue 15 (qtime): Q-icon cards drawn in a Q-Flash that change classifications (behaviour/classification-changes.ts)
 * or move a spaceline event (behaviour/q-cards.ts › move-your-spaceline-event). The Q dilemma (101_044) starts each
 * Q-Flash: its condition unmet, the opponent (p2) names two Q-icon cards for the top of their Q-Continuum, then the
 * team has a Q-Flash of 4.
 * Rules: Q-Flash (qc doorway 105_015); 1E rulebook › Q-ICON CARDS; PERSONNEL › Classification; RANDOM SELECTION.
 * given (a play-phase scene) / when (a command) / then (the exact facts and state).
 */
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { bp } from '../context';
import { memberOf, meetGroup, requirement } from '../attempt/requirements';
import { ofType, scene, type PersonSpec } from '../testing/attempt-scene';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

function run(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const events = decide(state, command);
  return { events, state: evolveAll(events, state) };
}

interface FlashSpec {
  /** p2's Q-Continuum, top first (face down). */
  readonly deck: readonly string[];
  readonly team?: readonly (string | PersonSpec)[];
  /** p1's hand. */
  readonly hand?: readonly string[];
  /** Cards of p2's put on p2's table face up (before the attempt). */
  readonly p2Table?: readonly string[];
  /** Events of p1's (from `hand`, by index) and p2's (`p2Atop`) lying atop L2 before the attempt. */
  readonly p1AtopL2?: readonly number[];
  readonly p2AtopL2?: readonly string[];
  /** p2's hand (besides the Q-Flash doorway, which goes on the table). */
  readonly p2Hand?: readonly string[];
  /** Facts added before the attempt. */
  readonly before?: readonly GameEvent[];
  /** p1 holds response windows open (no automatic passes); p1 passes the one of the seeded Q's encounter. */
  readonly p1Holds?: true;
}

/** p1 attempts L1 (Excavation, with Q under it; L2 and L3 other missions); p2 names the two top cards, in order. */
function flash(spec: FlashSpec) {
  const table = spec.p2Table ?? [];
  const atop = spec.p2AtopL2 ?? [];
  const built = scene({
    missions: ['Excavation', 'Reported Activity', 'Wormhole Negotiations'],
    seeds: ['Q'],
    awayTeam: spec.team ?? [{ skills: 'OFFICER' }],
    hand: spec.hand ?? [],
    opponentHand: [...spec.deck, ...table, ...atop, 'Q-Flash', ...(spec.p2Hand ?? [])],
  });
  const hand = built.ids.opponentHand;
  const deck = hand.slice(0, spec.deck.length);
  const onTable = hand.slice(spec.deck.length, spec.deck.length + table.length);
  const p2Atop = hand.slice(spec.deck.length + table.length, spec.deck.length + table.length + atop.length);
  const doorway = hand[spec.deck.length + table.length + atop.length]!;
  const move = (card: string, from: string, to: string, faceUp = true): GameEvent => ({ type: 'CardMoved', card, from, to, faceUp, reason: 'scene' });
  const given: GameEvent[] = [
    ...deck.map((card) => move(card, Z.hand('p2'), Z.side('p2'), false)),
    ...onTable.map((card) => move(card, Z.hand('p2'), Z.table('p2'))),
    ...p2Atop.map((card) => move(card, Z.hand('p2'), Z.atop('L2'))),
    ...(spec.p1AtopL2 ?? []).map((index) => move(built.ids.hand[index]!, Z.hand('p1'), Z.atop('L2'))),
    move(doorway, Z.hand('p2'), Z.table('p2')),
    ...(spec.before ?? []),
    { type: 'PointsScored', player: 'p1', points: 1, bonus: false, source: 'scene' },
  ];
  const given2 = evolveAll(given, built.state);
  const before = spec.p1Holds ? run(given2, { type: 'SetAutoPass', actor: 'p1', on: false }).state : given2;
  const attempted = run(before, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
  const attempt = spec.p1Holds ? run(attempted.state, { type: 'PassResponse', actor: 'p1' }) : attempted;
  const choice = ofType(attempt.events, 'DilemmaChoiceRequested')[0];
  const after = choice ? run(attempt.state, { type: 'ChooseForDilemma', actor: 'p2', chosen: choice.choice.options.slice(0, choice.choice.pick) }) : attempt;
  return { built, before, deck, onTable, p2Atop, p2Hand: hand.slice(spec.deck.length + table.length + atop.length + 1), state: after.state, events: [...(spec.p1Holds ? attempted.events : []), ...attempt.events, ...after.events] };
}

/** Q cards that do nothing here (p1 leads by 1, no Wesley Crusher): they fill the Q-Flash of 4. */
const FILLER = ['Lemon-Aid', 'Wesley Gets the Point', 'Gift of the Tormentor'];
const classification = (state: GameState, iid: string) => bp(state, iid).personnel?.classification;
const meets = (state: GameState, text: string, ids: readonly string[]) => meetGroup(state, requirement(text), ids).verdict;

describe('105_098 Military Privilege (drawn in a Q-Flash: on its owner\'s table until any Q-Flash; Federation and Non-Aligned OFFICERs are CIVILIANs, and CIVILIANs OFFICERs)', () => {
  const team = [
    { skills: 'OFFICER Archaeology', affiliation: 'Federation' },
    { skills: 'CIVILIAN Geology', affiliation: 'Non-Aligned' },
    { skills: 'OFFICER Honor', affiliation: 'Klingon' },
  ];
  it('drawn: p2 plays it on their table; the Federation OFFICER is a CIVILIAN, the Non-Aligned CIVILIAN an OFFICER, the Klingon OFFICER stays one', () => {
    const { built, deck, state } = flash({ deck: ['Military Privilege', ...FILLER], team });
    const [fed, non, kli] = built.ids.awayTeam as [string, string, string];
    expect(state.cards[deck[0]!]!.zone).toBe(Z.table('p2'));
    expect([fed, non, kli].map((iid) => classification(state, iid))).toEqual(['CIVILIAN', 'OFFICER', 'OFFICER']);
    // Every requirement reads the changed classification (memberOf): OFFICER is met by the Non-Aligned, not the Federation personnel.
    expect(memberOf(state, fed).classification).toBe('CIVILIAN');
    expect(meets(state, 'OFFICER', [fed])).toBe('unmet');
    expect(meets(state, 'OFFICER', [non])).toBe('met');
    expect(meets(state, 'CIVILIAN', [fed])).toBe('met');
    expect(meets(state, 'OFFICER', [kli])).toBe('met');
  });
  it('not in play (still in the Q-Continuum): classifications are as printed', () => {
    const { built, before } = flash({ deck: ['Military Privilege', ...FILLER], team });
    expect(built.ids.awayTeam.map((iid) => classification(before, iid))).toEqual(['OFFICER', 'CIVILIAN', 'OFFICER']);
  });
  it('on the table when a Q-Flash begins: back to its owner\'s Q-Continuum, and the printed classifications count again', () => {
    const { built, before, onTable, state } = flash({ deck: FILLER, p2Table: ['Military Privilege'], team });
    expect(built.ids.awayTeam.map((iid) => classification(before, iid))).toEqual(['CIVILIAN', 'OFFICER', 'OFFICER']);
    expect(state.cards[onTable[0]!]!.zone).toBe(Z.side('p2'));
    expect(built.ids.awayTeam.map((iid) => classification(state, iid))).toEqual(['OFFICER', 'CIVILIAN', 'OFFICER']);
  });
});

describe('105_100 Scottish Setter (drawn in a Q-Flash: unless an ANIMAL is present, on one personnel present at random until any Q-Flash, who is an ANIMAL; Amanda Rogers may nullify it)', () => {
  const team = [{ skills: 'OFFICER Archaeology' }, { skills: 'SCIENCE Geology' }];
  it('no ANIMAL present: one of the team is selected at random (RandomCardsSelected), the card lies on that personnel, whose classification is ANIMAL', () => {
    const { built, deck, events, state } = flash({ deck: ['Scottish Setter', ...FILLER], team });
    const [selected] = ofType(events, 'RandomCardsSelected');
    expect(selected).toEqual(expect.objectContaining({ purpose: 'Scottish Setter', candidates: built.ids.awayTeam }));
    const host = selected!.outcome[0]!;
    expect(state.cards[deck[0]!]!.zone).toBe(Z.on(host));
    expect(classification(state, host)).toBe('ANIMAL');
    expect(meets(state, 'ANIMAL', [host])).toBe('met');
    const other = built.ids.awayTeam.find((iid) => iid !== host)!;
    expect(classification(state, other)).toBe(other === built.ids.awayTeam[0] ? 'OFFICER' : 'SCIENCE');
  });
  it('an ANIMAL present: no effect — nobody selected, the card back to the Q-Continuum', () => {
    const { deck, events, state } = flash({ deck: ['Scottish Setter', ...FILLER], team: [{ skills: 'ANIMAL' }, { skills: 'OFFICER' }] });
    expect(ofType(events, 'RandomCardsSelected')).toEqual([]);
    expect(state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
  });
  it('Amanda Rogers, played as an interrupt on it, nullifies it: it goes back to the Q-Continuum and the personnel has its own classification again', () => {
    const { deck, events, state } = flash({ deck: ['Scottish Setter', ...FILLER], team, hand: ['Amanda Rogers'] });
    const host = ofType(events, 'RandomCardsSelected')[0]!.outcome[0]!;
    const amanda = Object.values(state.cards).find((card) => card.zone === Z.hand('p1') && bp(state, card.iid).title === 'Amanda Rogers')!.iid;
    expect(state.attempt).toBeNull();
    const played = run(state, { type: 'PlayCard', actor: 'p1', card: amanda, target: deck[0]! });
    expect(ofType(played.events, 'CardMoved').filter((e) => e.card === deck[0])).toEqual([
      expect.objectContaining({ from: Z.on(host), to: Z.side('p2'), reason: 'nullified by Amanda Rogers' }),
    ]);
    expect(played.state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
    expect(classification(state, host)).toBe('ANIMAL');
    expect(classification(played.state, host)).not.toBe('ANIMAL');
  });
  it('Amanda Rogers finds no other event in play to nullify this way (only Scottish Setter): the play is refused', () => {
    const { onTable, state } = flash({ deck: FILLER, hand: ['Amanda Rogers'], p2Table: ['Alien Probe'] });
    const amanda = Object.values(state.cards).find((card) => card.zone === Z.hand('p1') && bp(state, card.iid).title === 'Amanda Rogers')!.iid;
    expect(state.cards[onTable[0]!]!.zone).toBe(Z.table('p2'));
    let code: string | undefined;
    try {
      decide(state, { type: 'PlayCard', actor: 'p1', card: amanda, target: onTable[0]! });
    } catch (error) {
      code = (error as { code?: string }).code;
    }
    expect(code).toBe('INVALID_TARGET');
  });
});

describe('105_105 Dr. Q, Medicine Entity (drawn in a Q-Flash: the opponent picks one of your Events on the spaceline and must move it to another location where it could be played)', () => {
  it('your Q-Net atop L2: the opponent must move it (no decline) — to L1 or L3 — and it lies there', () => {
    const { built, deck, state } = flash({ deck: ['Dr. Q, Medicine Entity', ...FILLER], hand: ['Q-Net'], p1AtopL2: [0] });
    const net = built.ids.hand[0]!;
    expect(state.awaiting).toEqual([{ player: 'p2', kind: 'dilemma-choice', options: [`${net}>L1`, `${net}>L3`] }]);
    const chosen = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: [`${net}>L3`] });
    expect(chosen.state.cards[net]!.zone).toBe(Z.atop('L3'));
    expect(chosen.state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
    expect(ofType(chosen.events, 'QFlashCardDrawn')).toHaveLength(3);
  });
  it('only the opponent\'s own event on the spaceline: no effect, the Q-Flash goes on', () => {
    const { deck, events, state } = flash({ deck: ['Dr. Q, Medicine Entity', ...FILLER], p2AtopL2: ['Q-Net'] });
    expect(ofType(events, 'DilemmaChoiceRequested').filter((e) => e.card === deck[0])).toEqual([]);
    expect(ofType(events, 'QFlashCardDrawn')).toHaveLength(4);
    expect(state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
  });
});

describe('105_092 Aldebaran Serpent (drawn in a Q-Flash: discarded if the team outnumbers its lowest attribute; otherwise on the mission — the team stopped after the Q-Flash, the mission barred until another is attempted)', () => {
  it('a team of two, every attribute 5: it lies on the mission; the team is stopped just after the Q-Flash ends (before Q goes on)', () => {
    const { built, deck, events, state } = flash({ deck: ['Aldebaran Serpent', ...FILLER], team: [{ skills: 'OFFICER' }, { skills: 'SCIENCE' }] });
    expect(state.cards[deck[0]!]!.zone).toBe(Z.atop('L1'));
    const ended = events.findIndex((e) => e.type === 'QFlashEnded');
    expect(events.slice(ended + 1, ended + 3)).toEqual(built.ids.awayTeam.map((card) => ({ type: 'CardStopped', card, rule: expect.stringContaining('placed on a mission') })));
  });
  it('a team of three with a STRENGTH of 2 among them (3 > 2): discarded — back to the Q-Continuum, nobody stopped by it', () => {
    const { deck, events, state } = flash({ deck: ['Aldebaran Serpent', ...FILLER], team: [{ skills: 'OFFICER' }, { skills: 'SCIENCE' }, { skills: 'ENGINEER', s: 2 }] });
    expect(state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
    const ended = events.findIndex((e) => e.type === 'QFlashEnded');
    expect(events[ended + 1]!.type).not.toBe('CardStopped');
  });

  /** p2's Aldebaran Serpent lies on the mission at `at`; p1 has one personnel on L1 and one on L2. */
  function barred(at: 'L1' | 'L2') {
    const built = scene({ missions: ['Excavation', 'Reported Activity'], awayTeam: [{ skills: 'OFFICER Archaeology' }, { skills: 'OFFICER Navigation' }], opponentHand: ['Aldebaran Serpent', 'Q-Flash'] });
    const [serpent, doorway] = built.ids.opponentHand as [string, string];
    const given: GameEvent[] = [
      { type: 'CardMoved', card: serpent, from: Z.hand('p2'), to: Z.atop(at), faceUp: true, reason: 'scene' },
      { type: 'CardMoved', card: doorway, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' },
      { type: 'CardMoved', card: built.ids.awayTeam[1]!, from: Z.surface('L1'), to: Z.surface('L2'), faceUp: true, reason: 'scene' },
    ];
    return { serpent, state: evolveAll(given, built.state) };
  }
  it('on the mission: its player may not attempt it (MISSION_BARRED)', () => {
    const { state } = barred('L1');
    let code: string | undefined;
    try {
      decide(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    } catch (error) {
      code = (error as { code?: string }).code;
    }
    expect(code).toBe('MISSION_BARRED');
  });
  it('attempting a different mission lifts it: it goes back to its owner\'s Q-Continuum as the attempt begins', () => {
    const { serpent, state } = barred('L2');
    const attempt = run(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    const began = attempt.events.findIndex((e) => e.type === 'MissionAttemptBegan');
    expect(attempt.events[began + 1]).toEqual(expect.objectContaining({ type: 'CardMoved', card: serpent, from: Z.atop('L2'), to: Z.side('p2') }));
    expect(attempt.state.cards[serpent]!.zone).toBe(Z.side('p2'));
  });
});

describe('233_003 Miss Q (once per Q-Flash, just before a draw from your Q-Continuum: a Q card of it on top, once per game per title; or it nullifies a Q-icon card)', () => {
  const deck = ['Lemon-Aid', 'Wesley Gets the Point', 'Gift of the Tormentor', 'Subsection Q, Paragraph 10', 'Military Privilege'];
  const beforeDraw = (events: readonly GameEvent[]) => ofType(events, 'DilemmaChoiceRequested').filter((e) => e.choice.purpose === 'q-flash:before-draw');
  it('p2 holds Miss Q: asked before the first draw; naming Military Privilege puts it on top — it is drawn first, Miss Q is discarded, and no one asks again this Q-Flash', () => {
    const { deck: ids, p2Hand, events, state } = flash({ deck, p2Hand: ['Miss Q'] });
    const [missQ] = p2Hand as [string];
    const military = ids[4]!;
    expect(beforeDraw(events)).toEqual([expect.objectContaining({ card: missQ, choice: expect.objectContaining({ player: 'p2', options: [...ids, 'decline'] }) })]);
    expect(ofType(events, 'QFlashCardDrawn')).toEqual([]);
    const used = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: [military] });
    expect(ofType(used.events, 'QFlashCardDrawn').map((e) => e.card)[0]).toBe(military);
    expect(used.state.cards[missQ]!.zone).toBe(Z.discard('p2'));
    expect(ofType(used.events, 'CardAbilityUsed')).toEqual([expect.objectContaining({ player: 'p2', title: 'Miss Q: Military Privilege (once per game)' })]);
    expect(beforeDraw(used.events)).toEqual([]);
    expect(ofType(used.events, 'QFlashCardDrawn')).toHaveLength(4);
  });
  it('declined: the next card is drawn from the top as it was, and p2 is asked again before the following draw', () => {
    const { deck: ids, p2Hand, state } = flash({ deck, p2Hand: ['Miss Q'] });
    const declined = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: ['decline'] });
    expect(ofType(declined.events, 'QFlashCardDrawn').map((e) => e.card)).toEqual([ids[0]]);
    expect(beforeDraw(declined.events)).toHaveLength(1);
    expect(declined.state.cards[p2Hand[0]!]!.zone).toBe(Z.hand('p2'));
  });
  it('a title already put on top by Miss Q this game is not offered again', () => {
    const { deck: ids, events } = flash({ deck, p2Hand: ['Miss Q'], before: [{ type: 'CardAbilityUsed', player: 'p2', title: 'Miss Q: Military Privilege (once per game)', turn: 1 }] });
    expect(beforeDraw(events)[0]!.choice.options).toEqual([...ids.slice(0, 4), 'decline']);
  });
  it('Miss Q in the attempting player\'s hand (p1): no window — it is only for the Q-Continuum\'s owner', () => {
    const { events } = flash({ deck, hand: ['Miss Q'] });
    expect(beforeDraw(events)).toEqual([]);
    expect(ofType(events, 'QFlashCardDrawn')).toHaveLength(4);
  });
  it('as an interrupt it nullifies a Q-icon card in play (Military Privilege: back to its Q-Continuum), never another event (Alien Probe)', () => {
    const { deck: ids, onTable, state } = flash({ deck: ['Military Privilege', ...FILLER], hand: ['Miss Q'], p2Table: ['Alien Probe'] });
    const missQ = Object.values(state.cards).find((card) => card.zone === Z.hand('p1') && bp(state, card.iid).title === 'Miss Q')!.iid;
    expect(state.cards[ids[0]!]!.zone).toBe(Z.table('p2'));
    let code: string | undefined;
    try {
      decide(state, { type: 'PlayCard', actor: 'p1', card: missQ, target: onTable[0]! });
    } catch (error) {
      code = (error as { code?: string }).code;
    }
    expect(code).toBe('INVALID_TARGET');
    const played = run(state, { type: 'PlayCard', actor: 'p1', card: missQ, target: ids[0]! });
    expect(played.state.cards[ids[0]!]!.zone).toBe(Z.side('p2'));
  });
});

describe('233_003 Miss Q as a response (a Q-icon dilemma drawn in a Q-Flash, just encountered)', () => {
  const deck = ['Guilty - Provisionally', 'Lemon-Aid', 'Wesley Gets the Point', 'Gift of the Tormentor'];
  it('p1 answers Guilty - Provisionally (a Q-icon dilemma drawn) with Miss Q: the dilemma is nullified — back to its Q-Continuum — and the Q-Flash goes on', () => {
    const { deck: ids, events, state } = flash({ deck, hand: ['Miss Q'], p1Holds: true });
    const guilty = ids[0]!;
    expect(ofType(events, 'QFlashCardDrawn').map((e) => e.card)).toEqual([guilty]);
    const missQ = Object.values(state.cards).find((card) => card.zone === Z.hand('p1') && bp(state, card.iid).title === 'Miss Q')!.iid;
    const played = run(state, { type: 'PlayCard', actor: 'p1', card: missQ, target: guilty });
    expect(played.state.cards[guilty]!.zone).toBe(Z.side('p2'));
    expect(ofType(played.events, 'QFlashCardDrawn').map((e) => e.card)).toEqual(ids.slice(1));
  });
  it('p1 passes instead: the dilemma is encountered (its random pick and choice follow)', () => {
    const { deck: ids, state } = flash({ deck, hand: ['Miss Q'], p1Holds: true });
    const passed = run(state, { type: 'PassResponse', actor: 'p1' });
    expect(passed.state.attempt!.dilemma).toBe(ids[0]);
    expect(passed.state.cards[ids[0]!]!.zone).toBe(Z.encounter('L1'));
  });
});
