/**
 * Captives, escorts and brigs (issue 15, captives; behaviour/captives.ts, captive-facts.ts).
 *   1E rulebook › CAPTURE (captives relocate to a crew or Away Team of the capturing player at the same
 *   location; held, escorted; brig; rescued or released); Current Rulings › capturing (the capturing team
 *   keeps the captive); THE CARDS.
 * given (a scene at L1: p1's and p2's personnel, ships, outposts, captives set up with `PersonnelCaptured`
 * facts) / when (PlayCard, ActivateCard, EndTurn, a ship destroyed) / then (where the cards are).
 */
import type { Card } from '@captains-log/cards';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { destroyShip } from '../attempt/leaving-play';
import { Ctx } from '../context';
import { evolveAll } from '../evolve';
import { conservationViolations } from '../invariants';
import { ofType, person, realCard, scene, ship } from '../testing/attempt-scene';
import { battleScene, warship } from '../testing/battle-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { view } from '../view';
import { isInPlayZone, locationOfCard, Z } from '../zones';
import { captiveTargets, captivesHeldBy, escortsOf, hasBrig, inBrig, release, yourPersonnelHeld } from './captives';
import { activate } from '../testing/commands';

const playCard = (card: string, target?: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(target !== undefined ? { target } : {}), ...(mode !== undefined ? { mode } : {}) });

/** The state with `card` captured by `captor` and held at `place` (a set-up fact). */
function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test' }], state);
}

const klingon22 = (title: string): Card => {
  const base = person({ skills: 'SECURITY', affiliation: 'Klingon', title });
  return { ...base, icons: [...base.icons, { code: '22', name: '22nd century', category: 'era' }] };
};

describe('the captives model', () => {
  it('a captive is held by its captor at the capturing ship, in no crew; it moves with the ship and dies with it', () => {
    const built = scene({ missions: ['Excavation', 'Investigate Rogue Comet'], ship: ship(), crew: [{ skills: 'SECURITY' }], opponentHand: [{ skills: 'OFFICER' }] });
    const own = built.ids.ship!;
    const [foe] = built.ids.opponentHand as [string];
    let state = held(moved(built.state, [[foe, Z.surface('L1')]]), foe, 'p1', own);
    expect(captivesHeldBy(state, 'p1')).toEqual([foe]);
    expect(yourPersonnelHeld(state, 'p2')).toEqual([foe]);
    expect(isInPlayZone(state.cards[foe]!.zone)).toBe(false);
    expect(escortsOf(state, foe)).toEqual(built.ids.crew);
    expect([hasBrig(state, own), inBrig(state, foe)]).toEqual([false, false]);
    expect(locationOfCard(state, foe)).toBe('L1');
    state = moved(state, [[own, Z.space('L2')]]);
    expect(locationOfCard(state, foe)).toBe('L2');
    // the view shows the captive face up in its held zone, to both players
    expect(view(state, { player: 'p2' }).zones[Z.held('p1', own)]).toEqual([expect.objectContaining({ iid: foe, owner: 'p2' })]);
    expect(conservationViolations(state)).toEqual([]);
    const ctx = new Ctx(state);
    destroyShip(ctx, own, 'test');
    expect([ctx.state.cards[foe]!.zone, ctx.state.cards[own]!.zone]).toEqual([Z.discard('p2'), Z.discard('p1')]);
    expect(conservationViolations(ctx.state)).toEqual([]);
  });

  it('a facility with a Brig holds its captives there: held, but escorted by nobody', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Internment Camp 371', { skills: 'SECURITY' }], opponentHand: [{ skills: 'OFFICER' }] });
    const [camp, guard] = built.ids.hand as [string, string];
    const [foe] = built.ids.opponentHand as [string];
    const state = held(moved(built.state, [[camp, Z.space('L1')], [guard, Z.aboard(camp)], [foe, Z.surface('L1')]]), foe, 'p1', camp);
    expect([hasBrig(state, camp), inBrig(state, foe), escortsOf(state, foe)]).toEqual([true, true, []]);
  });
});

describe('116_029 Captured', () => {
  function table(mine: string, unique = true) {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: mine }],
      hand: ['Captured', "Fajo's Gallery"],
      opponentHand: [{ skills: 'OFFICER', universal: !unique }, { skills: 'SECURITY', universal: !unique }],
    });
    const [incident, gallery] = built.ids.hand as [string, string];
    const theirs = built.ids.opponentHand;
    const state = moved(built.state, [[incident, Z.table('p1')], [gallery, Z.table('p1')], ...theirs.map((iid): [string, string] => [iid, Z.surface('L1')])]);
    return { state, incident, theirs, team: built.ids.awayTeam[0]! };
  }
  it('your Away Team with more SECURITY captures one opposing personnel present at random; it keeps the captive; Fajo’s Gallery draws two for a unique one', () => {
    const { state, incident, theirs, team } = table('SECURITY x2');
    const hand = state.zones[Z.hand('p1')]?.length ?? 0;
    const after = accepted(state, activate(incident, 'capture', team));
    const taken = ofType(after.events, 'PersonnelCaptured');
    expect(taken).toHaveLength(1);
    expect(theirs).toContain(taken[0]!.card);
    expect(after.state.cards[taken[0]!.card]!.zone).toBe(Z.held('p1', 'L1'));
    expect(escortsOf(after.state, taken[0]!.card)).toEqual([team]);
    expect(after.state.cards[incident]!.zone).toBe(Z.discard('p1'));
    expect(after.state.zones[Z.hand('p1')]!.length).toBe(hand + 2);
  });
  it('not when the opposing personnel have as much SECURITY; Fajo’s Gallery draws nothing for a universal captive', () => {
    expect(refused(table('OFFICER SECURITY').state, activate(table('OFFICER SECURITY').incident, 'capture', table('OFFICER SECURITY').team))).not.toBeNull();
    const { state, incident, team } = table('SECURITY x2', false);
    const after = accepted(state, activate(incident, 'capture', team));
    expect(ofType(after.events, 'CardsDrawn')).toEqual([]);
  });
});

describe('103_072 Rescue Captives', () => {
  function table(outpost: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Rescue Captives', 'Federation Outpost'], opponentHand: [ship(), { skills: 'SECURITY' }, 'Hail'] });
    const [rescue, base] = built.ids.hand as [string, string];
    const [theirShip, guard, marker] = built.ids.opponentHand as [string, string, string];
    const mine = built.ids.awayTeam[0]!;
    let state = moved(built.state, [[theirShip, Z.space('L1')], [guard, Z.aboard(theirShip)], ...(outpost ? [[base, Z.space('L1')] as [string, string]] : [])]);
    state = held(state, mine, 'p2', theirShip);
    state = moved(state, [[marker, Z.on(mine)]]);
    return { state, rescue, base, mine, marker };
  }
  it('your captive goes back to your outpost; a card played on it is discarded', () => {
    const { state, rescue, base, mine, marker } = table(true);
    const after = accepted(state, playCard(rescue));
    expect(after.state.cards[mine]!.zone).toBe(Z.aboard(base));
    expect(after.state.cards[marker]!.zone).toBe(Z.discard('p2'));
    expect(ofType(after.events, 'CaptiveReleased').map((e) => e.how)).toEqual(['rescued']);
  });
  it('without an outpost of yours the captive stays held', () => {
    const { state, rescue, mine } = table(false);
    const after = accepted(state, playCard(rescue));
    expect(after.state.cards[mine]!.zone).toBe(state.cards[mine]!.zone);
  });
});

describe('238_005 Operation Retrieve', () => {
  it('your personnel held captive returns to your hand; your personnel who is free is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }, { skills: 'MEDICAL' }], hand: ['Operation Retrieve'] });
    const [taken, free] = built.ids.awayTeam as [string, string];
    const card = built.ids.hand[0]!;
    const state = held(built.state, taken, 'p2', 'L1');
    expect(refused(state, playCard(card, free))).toBe('INVALID_TARGET');
    const after = accepted(state, playCard(card, taken));
    expect(after.state.cards[taken]!.zone).toBe(Z.hand('p1'));
  });
});

describe('116_032 Prisoner Exchange', () => {
  function table() {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'SECURITY' }, { skills: 'OFFICER' }], hand: ['Prisoner Exchange'], opponentHand: [ship(), { skills: 'SECURITY' }, { skills: 'MEDICAL' }] });
    const own = built.ids.ship!;
    const [guard, mine] = built.ids.crew as [string, string];
    const [theirShip, escort, foe] = built.ids.opponentHand as [string, string, string];
    const incident = built.ids.hand[0]!;
    let state = moved(built.state, [[incident, Z.table('p1')], [theirShip, Z.space('L1')], [escort, Z.aboard(theirShip)], [foe, Z.aboard(theirShip)]]);
    state = held(held(state, foe, 'p1', own), mine, 'p2', theirShip);
    return { state, incident, own, theirShip, guard, mine, foe };
  }
  it('releases your captive to its owner’s ship there, your own captive there comes back to your ship; the incident is discarded', () => {
    const { state, incident, own, theirShip, mine, foe } = table();
    const after = accepted(state, activate(incident, 'exchange', foe));
    expect([after.state.cards[foe]!.zone, after.state.cards[mine]!.zone, after.state.cards[incident]!.zone]).toEqual([Z.aboard(theirShip), Z.aboard(own), Z.discard('p1')]);
  });
  it('no captive of yours: no exchange (your own personnel held by the opponent is no target)', () => {
    const { state, incident, mine, foe } = table();
    const none = evolveAll([{ type: 'CaptiveReleased', card: foe, from: state.cards[foe]!.zone, to: Z.surface('L1'), how: 'released', source: 'test' }], state);
    expect(refused(none, activate(incident, 'exchange', mine))).not.toBeNull();
  });
});

describe('192_031 Klingon Bounty', () => {
  function table(hunters: number) {
    const built = scene({ missions: ['Excavation'], ship: ship({ affiliation: 'Klingon' }), crew: [klingon22('Hunter A'), ...(hunters > 1 ? [klingon22('Hunter B')] : [])], hand: ['Klingon Bounty'], opponentHand: [ship(), { skills: 'OFFICER' }, { skills: 'MEDICAL' }] });
    const [theirShip, a, b] = built.ids.opponentHand as [string, string, string];
    const state = moved(built.state, [[theirShip, Z.space('L1')], [a, Z.aboard(theirShip)], [b, Z.aboard(theirShip)]]);
    return { state, card: built.ids.hand[0]!, theirShip, aboard: [a, b], own: built.ids.ship! };
  }
  it('with two of your [22] Klingon SECURITY there, one personnel aboard the opponent’s ship (random) is captured, held by them', () => {
    const { state, card, theirShip, aboard, own } = table(2);
    const after = accepted(state, playCard(card, theirShip));
    const [taken] = ofType(after.events, 'PersonnelCaptured');
    expect(aboard).toContain(taken!.card);
    expect(after.state.cards[taken!.card]!.zone).toBe(Z.held('p1', own));
  });
  it('with one such SECURITY the ship is no target', () => {
    const { state, card, theirShip } = table(1);
    expect(refused(state, playCard(card, theirShip))).toBe('INVALID_TARGET');
  });
});

describe('119_037 Suicidal Attack', () => {
  function table(species: string) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', ch: [species] }], hand: ['Suicidal Attack'], opponentHand: [ship(), { skills: 'SECURITY' }] });
    const [theirShip, escort] = built.ids.opponentHand as [string, string];
    const captive = built.ids.awayTeam[0]!;
    const state = held(moved(built.state, [[theirShip, Z.space('L1')], [escort, Z.aboard(theirShip)]]), captive, 'p2', theirShip);
    return { state, card: built.ids.hand[0]!, escort, captive };
  }
  it('the personnel escorting your Romulan captive dies, and your Romulan with it', () => {
    const { state, card, escort, captive } = table('Romulan');
    const after = accepted(state, playCard(card, escort));
    expect([after.state.cards[escort]!.zone, after.state.cards[captive]!.zone]).toEqual([Z.discard('p2'), Z.discard('p1')]);
  });
  it('the escort of a captive who is neither Breen nor Romulan is no target', () => {
    const { state, card, escort } = table('Human');
    expect(refused(state, playCard(card, escort))).toBe('INVALID_TARGET');
  });
});

describe('202_003 Awaiting Trial', () => {
  function table(captive: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY' }], hand: ['Awaiting Trial', 'Awaiting Trial'], opponentHand: [{ skills: 'OFFICER' }] });
    const [first, second] = built.ids.hand as [string, string];
    const foe = built.ids.opponentHand[0]!;
    let state = moved(built.state, [[first, Z.table('p1')], [second, Z.table('p1')], [foe, Z.surface('L1')]]);
    if (captive) state = held(state, foe, 'p1', 'L1');
    return state;
  }
  const drawn = (state: GameState) => ofType(accepted(state, { type: 'EndTurn', actor: 'p1' }).events, 'CardsDrawn').filter((e) => e.player === 'p1').reduce((n, e) => n + e.cards.length, 0);
  it('at the end of your turn, holding a captive, one more card for each copy', () => {
    expect(drawn(table(true))).toBe(3);
  });
  it('holding no captive, only the normal draw', () => {
    expect(drawn(table(false))).toBe(1);
  });
});

describe('116_026 Torture', () => {
  function table(madred: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY' }, ...(madred ? ['105_073'] : [])], hand: ['Torture'], opponentHand: [{ skills: 'OFFICER' }] });
    const foe = built.ids.opponentHand[0]!;
    const state = held(moved(built.state, [[foe, Z.surface('L1')]]), foe, 'p1', 'L1');
    return { state: accepted(state, playCard(built.ids.hand[0]!, foe)).state, torture: built.ids.hand[0]!, foe };
  }
  const endTurns = (state: GameState, count: number): GameState => {
    let current = state;
    for (let i = 0; i < count; i += 1) current = accepted(current, { type: 'EndTurn', actor: current.turn!.player }).state;
    return current;
  };
  it('lies on your captive; at the end of your second turn after it the captive dies and its owner loses 7 points (10 with your Madred)', () => {
    const { state, torture, foe } = table(false);
    expect(state.cards[torture]!.zone).toBe(Z.on(foe));
    expect(endTurns(state, 3).cards[foe]!.zone).toBe(Z.held('p1', 'L1'));
    const done = endTurns(state, 5);
    expect([done.cards[foe]!.zone, done.cards[torture]!.zone, done.score.p2.points]).toEqual([Z.discard('p2'), Z.discard('p1'), -7]);
    expect(endTurns(table(true).state, 5).score.p2.points).toBe(-10);
  });
  it('a captive released before then takes the Torture off with it (discarded); nobody loses points', () => {
    const { state, torture, foe } = table(false);
    const ctx = new Ctx(state);
    release(ctx, foe, Z.surface('L1'), 'released', 'test');
    const done = endTurns(ctx.state, 5);
    expect([done.cards[foe]!.zone, done.cards[torture]!.zone, done.score.p2.points]).toEqual([Z.surface('L1'), Z.discard('p1'), 0]);
  });
});

describe('176_028 Training Ring', () => {
  function table(strength: number, inBrig = true) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Internment Camp 371', { skills: 'SECURITY', s: strength }, 'Training Ring'], opponentHand: [{ skills: 'OFFICER', s: 6 }] });
    const [camp, guard, ring] = built.ids.hand as [string, string, string];
    const foe = built.ids.opponentHand[0]!;
    let state = moved(built.state, [[camp, Z.space('L1')], [guard, Z.aboard(camp)], [foe, Z.surface('L1')]]);
    state = held(state, foe, 'p1', inBrig ? camp : 'L1');
    state = accepted(state, playCard(ring, camp)).state;
    return { state, ring, foe, camp };
  }
  it('your stronger SECURITY in the facility beats the captive in its brig: the captive goes to your point area for its STRENGTH', () => {
    const { state, ring, foe } = table(8);
    const after = accepted(state, activate(ring, 'bout', foe));
    expect([after.state.cards[foe]!.zone, after.state.score.p1.bonus]).toEqual([Z.bonus('p1'), 6]);
    expect(refused(after.state, activate(ring, 'bout', foe))).not.toBeNull();
  });
  it('a weaker SECURITY: the captive stays; a captive held elsewhere is no target', () => {
    const weak = table(5);
    expect(accepted(weak.state, activate(weak.ring, 'bout', weak.foe)).state.cards[weak.foe]!.zone).toBe(Z.held('p1', weak.camp));
    const outside = table(8, false);
    expect(refused(outside.state, activate(outside.ring, 'bout', outside.foe))).toBe('INVALID_TARGET');
  });
});

describe('167_017 Internment', () => {
  function table(escorted: boolean) {
    const built = scene({ missions: ['Excavation', 'Investigate Rogue Comet'], hand: ['Internment', 'Internment Camp 371', 'Torture'], opponentHand: [{ skills: 'OFFICER' }], ...(escorted ? { awayTeam: [{ skills: 'SECURITY' }] } : {}) });
    const [card, camp, torture] = built.ids.hand as [string, string, string];
    const foe = built.ids.opponentHand[0]!;
    const state = held(moved(built.state, [[camp, Z.space('L2')], [foe, Z.surface('L1')], [torture, Z.draw('p1')]]), foe, 'p1', 'L1');
    return { state, card, camp, foe, torture };
  }
  it('moves your unattended captive into your brig in the quadrant', () => {
    const { state, card, camp, foe } = table(false);
    const after = accepted(state, playCard(card, `${foe}>${camp}`));
    expect([after.state.cards[foe]!.zone, inBrig(after.state, foe), after.state.cards[card]!.zone]).toEqual([Z.held('p1', camp), true, Z.discard('p1')]);
  });
  it('a captive your Away Team escorts is no target; the other way takes a capturing-related card from the deck', () => {
    const { state, card, camp, foe, torture } = table(true);
    expect(refused(state, playCard(card, `${foe}>${camp}`))).toBe('INVALID_TARGET');
    const after = accepted(state, playCard(card, torture, 1));
    expect(after.state.cards[torture]!.zone).toBe(Z.hand('p1'));
  });
});

describe('167_022 Articles of Jurisprudence', () => {
  function table(escorts: boolean) {
    const built = scene({ missions: ['Excavation'], hand: ['Articles of Jurisprudence'], opponentHand: [{ skills: 'OFFICER' }, { skills: 'MEDICAL' }], ...(escorts ? { awayTeam: [{ skills: 'SECURITY' }] } : {}) });
    const [a, b] = built.ids.opponentHand as [string, string];
    const state = held(held(moved(built.state, [[a, Z.surface('L1')], [b, Z.surface('L1')]]), a, 'p1', 'L1'), b, 'p1', 'L1');
    return { state, card: built.ids.hand[0]! };
  }
  const drawn = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').reduce((n, e) => n + e.cards.length, 0);
  it('one card per captive your Away Team escorts', () => {
    const { state, card } = table(true);
    expect(drawn(accepted(state, playCard(card)).events)).toBe(2);
  });
  it('captives left unattended (no escort, no brig) give nothing', () => {
    const { state, card } = table(false);
    expect(drawn(accepted(state, playCard(card)).events)).toBe(0);
  });
  // Issue 15 (helper domir): the other way — on your escorted captive at Cardassia Prime (Orb Negotiations).
  describe('the other way: on your escorted captive at Cardassia Prime', () => {
    const law: Card = person({ affiliation: 'Cardassian', skills: 'Law', title: 'Test Magistrate' });
    const gul: Card = person({ affiliation: 'Cardassian', skills: 'OFFICER', title: 'Test Gul' });
    const honorable: Card = person({ affiliation: 'Cardassian', skills: 'OFFICER Honor', title: 'Test Honorable' });
    function prime(mission: string, escorted = true) {
      const built = scene({ missions: [mission], hand: ['Articles of Jurisprudence'], awayTeam: escorted ? [law, gul, honorable] : [], opponentHand: [{ skills: 'Geology Physics', title: 'Test Prisoner' }] });
      const foe = built.ids.opponentHand[0]!;
      const state = held(moved(built.state, [[foe, Z.surface('L1')]]), foe, 'p1', 'L1');
      return { state, card: built.ids.hand[0]!, foe, team: built.ids.awayTeam };
    }
    it('applies: it lies on the captive; your Law Cardassian gains its skills, your Cardassians without Honor are all +2; you may discard the captive at any time', () => {
      const { state, card, foe, team } = prime('Orb Negotiations');
      const [magistrate, officer, honor] = team as [string, string, string];
      const before = memberOf(state, officer);
      const after = accepted(state, playCard(card, foe, 1)).state;
      expect(after.cards[card]!.zone).toBe(Z.on(foe));
      expect(ofType(accepted(state, playCard(card, foe, 1)).events, 'CardsDrawn')).toEqual([]);
      expect(skillLevel(memberOf(after, magistrate), 'Geology')).toBe(1);
      expect(skillLevel(memberOf(after, officer), 'Geology')).toBe(0);
      expect([memberOf(after, officer).integrity, memberOf(after, officer).cunning, memberOf(after, officer).strength]).toEqual([before.integrity + 2, before.cunning + 2, before.strength + 2]);
      expect(memberOf(after, honor).strength).toBe(memberOf(state, honor).strength);
      const discarded = accepted(after, { type: 'ActivateCard', actor: 'p1', card, ability: 'discard-captive' });
      expect(discarded.state.cards[foe]!.zone).toBe(Z.discard('p2'));
      expect(discarded.state.cards[card]!.zone).toBe(Z.discard('p1'));
    });
    it('does not apply: a captive elsewhere than Cardassia Prime, or one with no escort, is no target', () => {
      const elsewhere = prime('Excavation');
      expect(refused(elsewhere.state, playCard(elsewhere.card, elsewhere.foe, 1))).toBe('INVALID_TARGET');
      const alone = prime('Orb Negotiations', false);
      expect(refused(alone.state, playCard(alone.card, alone.foe, 1))).toBe('INVALID_TARGET');
    });
  });
});

describe('116_041 Prisoner Escort', () => {
  function table(camp: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY x2' }], hand: ['Captured', 'Prisoner Escort', 'Internment Camp 371'], opponentHand: [{ skills: 'OFFICER', title: 'Lone Officer' }] });
    const [incident, escort, brig] = built.ids.hand as [string, string, string];
    const foe = built.ids.opponentHand[0]!;
    let state = moved(built.state, [[incident, Z.table('p1')], [foe, Z.surface('L1')], ...(camp ? [[brig, Z.space('L1')] as [string, string]] : [])]);
    state = run(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, activate(incident, 'capture', built.ids.awayTeam[0]!)]).state;
    return { state, escort, brig, foe };
  }
  it('just after your capture, the captive goes into your brig there and its owner loses 5 points', () => {
    const { state, escort, brig, foe } = table(true);
    expect(state.windows?.map((w) => [w.action, w.player, w.cards])).toEqual([['personnel-captured', 'p1', [foe]]]);
    const after = run(state, [playCard(escort, foe)]);
    expect([after.state.cards[foe]!.zone, after.state.score.p2.points]).toEqual([Z.held('p1', brig), -5]);
  });
  it('with no brig of yours there nothing happens; outside the window it cannot be played', () => {
    const { state, escort, foe } = table(false);
    const after = run(state, [playCard(escort, foe)]);
    expect([after.state.cards[foe]!.zone, after.state.score.p2.points]).toEqual([Z.held('p1', 'L1'), 0]);
    const later = run(state, [{ type: 'PassResponse', actor: 'p1' }]).state;
    expect(refused(later, playCard(escort, foe))).not.toBeNull();
  });
});

describe('109_052 Mercy Kill', () => {
  /** p2's turn: p2's Away Team captures p1's lone personnel with Captured; p1 answers in the window. */
  function table() {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Mercy Kill', 'Awaiting Trial'], opponentHand: ['Captured', { skills: 'SECURITY x2' }] });
    const [mercy, event] = built.ids.hand as [string, string];
    const [incident, guard] = built.ids.opponentHand as [string, string];
    let state = moved(built.state, [[incident, Z.table('p2')], [guard, Z.surface('L1')], [event, Z.table('p1')]]);
    state = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 }], state);
    state = run(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'ActivateCard', actor: 'p2', card: incident, ability: 'capture', target: guard }]).state;
    return { state, mercy, mine: built.ids.awayTeam[0]! };
  }
  it('your personnel just captured dies instead of staying a captive', () => {
    const { state, mercy, mine } = table();
    expect(state.cards[mine]!.zone).toBe(Z.held('p2', 'L1'));
    const after = run(state, [playCard(mercy, mine)]);
    expect(after.state.cards[mine]!.zone).toBe(Z.discard('p1'));
  });
  it('after the window it is no answer to the capture; the other way nullifies one of your events', () => {
    const { state, mercy, mine } = table();
    const later = run(state, [{ type: 'PassResponse', actor: 'p1' }]).state;
    expect(refused(later, playCard(mercy, mine))).not.toBeNull();
    const fresh = scene({ missions: ['Excavation'], hand: ['Mercy Kill', 'Awaiting Trial'] });
    const [card, own] = fresh.ids.hand as [string, string];
    const after = run(moved(fresh.state, [[own, Z.table('p1')]]), [playCard(card, own, 1)]);
    expect(after.state.cards[own]!.zone).toBe(Z.discard('p1'));
  });
});

/**
 * Issue 15 (helper partials): Mercy Kill answers an abduction too. 1E rulebook › COMPLETE BORG OBJECTIVES › Borg Rule:
 * Abduction ("considered different from capturing … but functions identically"): the engine abducts through
 * captives.ts › capture (Reassimilate Lost Drone's [Def] probe, objective-ships.ts), which opens the `personnel-captured`
 * window; Mercy Kill's "just abducted, captured or assimilated" answers both.
 * given (L1: p1's Borg cube with a drone and the Borg Queen, p2's One on the planet, Reassimilate Lost Drone played on One,
 * Eight of Nineteen atop p1's deck, Mercy Kill in p2's hand) / when (p1 ends the turn: the probe abducts One) / then (p2's
 * Mercy Kill on One, in the window or after it).
 */
describe('109_052 Mercy Kill, your personnel just abducted', () => {
  function abducted() {
    const built = battleScene([
      { label: 'cube', owner: 'p1', at: 'space', card: warship({ affiliation: 'Borg' }) },
      { label: 'drone', owner: 'p1', at: { aboard: 'cube' }, card: { skills: 'OFFICER', affiliation: 'Borg' } },
      { label: 'queen', owner: 'p1', at: { aboard: 'cube' }, card: 'Borg Queen' },
      { label: 'one', owner: 'p2', at: 'surface', card: 'One' },
      { label: 'rld', owner: 'p1', at: 'hand', card: 'Reassimilate Lost Drone' },
      { label: 'probe', owner: 'p1', at: 'hand', card: 'Eight of Nineteen' },
      { label: 'mercy', owner: 'p2', at: 'hand', card: 'Mercy Kill' },
    ]);
    let state = evolveAll([{ type: 'CardMoved', card: built.id('probe'), from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' }] as GameEvent[], built.state);
    state = run(state, [{ type: 'PlayCard', actor: 'p1', card: built.id('rld'), target: built.id('one') }]).state;
    state = run(state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, { type: 'EndTurn', actor: 'p1' }]).state;
    return { state, id: built.id };
  }
  const mercy = (id: (label: string) => string): Command => ({ type: 'PlayCard', actor: 'p2', card: id('mercy'), target: id('one') });

  it('applies: One, abducted aboard the cube by the probe, dies at once', () => {
    const { state, id } = abducted();
    expect(state.cards[id('one')]!.zone).toBe(Z.held('p1', id('cube')));
    const after = run(state, [mercy(id)]);
    expect(after.state.cards[id('one')]!.zone).toBe(Z.discard('p2'));
    expect(after.state.cards[id('mercy')]!.zone).toBe(Z.discard('p2'));
  });

  // 1E rulebook › Borg Rule: Abduction: "considered different from capturing (so an abducted personnel can't be Tortured)".
  it('an abductee is no captive: no target for Torture nor for an answer to captures only; Mercy Kill names abductions', () => {
    const { state, id } = abducted();
    expect(state.cards[id('one')]!.abducted).toBe(true);
    expect(captiveTargets(state, 'p1', { kind: 'your-captive' })).toEqual([]);
    expect(captiveTargets(state, 'p1', { kind: 'your-captive', abducted: true })).toEqual([id('one')]);
    expect(captiveTargets(state, 'p2', { kind: 'just-captured', whose: 'yours' })).toEqual([]);
    expect(captiveTargets(state, 'p2', { kind: 'just-captured', whose: 'yours', orAbducted: true })).toEqual([id('one')]);
    // captured, not abducted, the same personnel is a captive again (the mark goes with any later move)
    const freed = evolveAll([{ type: 'CaptiveReleased', card: id('one'), from: state.cards[id('one')]!.zone, to: Z.surface('L1'), how: 'released', source: 'test' }] as GameEvent[], state);
    expect(freed.cards[id('one')]!.abducted).toBeUndefined();
    const captured = evolveAll([{ type: 'PersonnelCaptured', card: id('one'), from: Z.surface('L1'), to: Z.held('p1', id('cube')), captor: 'p1', source: 'test' }] as GameEvent[], freed);
    expect(captiveTargets(captured, 'p1', { kind: 'your-captive' })).toEqual([id('one')]);
  });

  it('does not apply: once the window is passed, One is no longer just abducted (it stays held)', () => {
    const { state, id } = abducted();
    const later = run(state, [{ type: 'PassResponse', actor: 'p2' }]).state;
    expect(later.cards[id('one')]!.zone).toBe(Z.held('p1', id('cube')));
    expect(refused(later, mercy(id))).not.toBeNull();
  });
});

describe('103_073 Romulan Ambush', () => {
  function table(shields: number) {
    const built = scene({ missions: ['Excavation'], hand: ['Romulan Ambush', 'Devoras', { skills: 'OFFICER', affiliation: 'Romulan' }], opponentHand: [ship({ shields }), { skills: 'OFFICER' }, { skills: 'MEDICAL' }] });
    const [card, warbird, helm] = built.ids.hand as [string, string, string];
    const [theirShip, a, b] = built.ids.opponentHand as [string, string, string];
    const state = moved(built.state, [[warbird, Z.space('L1')], [helm, Z.aboard(warbird)], [theirShip, Z.space('L1')], [a, Z.aboard(theirShip)], [b, Z.aboard(theirShip)]]);
    return { state, card, warbird, theirShip, a, b };
  }
  it('destroys the weak ship there; its crew dies but the one you choose, captured aboard your D’deridex', () => {
    const { state, card, warbird, theirShip, a, b } = table(5);
    const after = accepted(state, playCard(card, `${theirShip}>${a}`));
    expect([after.state.cards[theirShip]!.zone, after.state.cards[a]!.zone, after.state.cards[b]!.zone]).toEqual([Z.discard('p2'), Z.held('p1', warbird), Z.discard('p2')]);
  });
  it('a ship with SHIELDS 6 is no target', () => {
    const { state, card, theirShip, a } = table(6);
    expect(refused(state, playCard(card, `${theirShip}>${a}`))).toBe('INVALID_TARGET');
  });
});

describe('125_023 Children of Light', () => {
  const hologram = (title: string): Card => {
    const base = person({ skills: 'OFFICER', title });
    return { ...base, icons: [...base.icons, { code: 'Holo', name: 'Hologram', category: 'species' }] };
  };
  function table(iden: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [iden ? realCard('Iden') : { skills: 'OFFICER' }], hand: ['Children of Light'], opponentHand: [hologram('Holo One'), hologram('Holo Two'), { skills: 'MEDICAL' }] });
    const theirs = built.ids.opponentHand;
    const state = moved(built.state, theirs.map((iid): [string, string] => [iid, Z.surface('L1')]));
    return { state, card: built.ids.hand[0]!, leader: built.ids.awayTeam[0]!, theirs };
  }
  it('captures every opposing hologram present with your Iden (not the other personnel)', () => {
    const { state, card, leader, theirs } = table(true);
    const after = accepted(state, playCard(card, leader, 1));
    expect(theirs.map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.held('p1', 'L1'), Z.held('p1', 'L1'), Z.surface('L1')]);
  });
  it('your personnel who is not Iden is no target', () => {
    const { state, card, leader } = table(false);
    expect(refused(state, playCard(card, leader, 1))).toBe('INVALID_TARGET');
  });
});

describe('real brig facility card', () => {
  it('Internment Camp 371 is read as having a Brig from its keywords', () => {
    expect(realCard('Internment Camp 371').characteristics).toContain('Brig');
  });
});
