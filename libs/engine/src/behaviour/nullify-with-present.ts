/**
 * Issue 15 (site text): a card in play that "any player may nullify with <skills> present" — Automated
 * Security System (3 ENGINEER), Sisko 197 Subroutine (4 Computer Skill), both lying on an Ops site.
 * `NullifyWithPresent { card }`: on your turn, when your personnel present where the card lies (aboard the
 * site, ship or facility it lies on; unstopped, not disabled) meet the requirement, the card is nullified
 * and goes to its owner's discard pile. Like curing an ongoing dilemma (CureDilemma), it is an order: it
 * ends the card-play stage.
 *   1E rulebook › NULLIFIERS ("the dilemma can still be discarded later whenever <its requirement> are
 *   present"; the same reading for a nullifier printed on an Event or Incident in play).
 *   1E rulebook › GETTING HURT › STOPPED / DISABLED (neither uses skills).
 */
import { meetGroup, requirement } from '../attempt/requirements';
import { bp, type Ctx, problem, type Problem } from '../context';
import { beginOrders, checkOwnTurn } from '../play';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { perCards } from '../table-index';

export const NULLIFY_PRESENT_RULE = '1E rulebook › NULLIFIERS (discarded whenever its nullifier requirement is present)';

/** The requirement text (`CardBehaviour.nullifiedWithPresent`) of a card in play, face up, lying on a card (or, issue 15 helper qcau, atop a spaceline location). */
function nullifierOf(state: GameState, card: string): string | undefined {
  const instance = state.cards[card];
  if (!instance || !instance.faceUp || (zoneKind(instance.zone) !== 'on' && zoneKind(instance.zone) !== 'atop')) return undefined;
  return behaviourOf(instance.blueprint)?.nullifiedWithPresent;
}

/**
 * Issue 15 (helper qcau): a card atop a planet that any unopposed Away Team there may nullify (`nullifiedByUnopposed`:
 * Drought Tree) — the player's personnel on the planet (unstopped, not disabled), with no other player's personnel there.
 */
function unopposedNullifier(state: GameState, card: string): { readonly pointsLost: number } | undefined {
  const instance = state.cards[card];
  if (!instance || !instance.faceUp || zoneKind(instance.zone) !== 'atop') return undefined;
  return behaviourOf(instance.blueprint)?.nullifiedByUnopposed;
}

function unopposedAwayTeam(state: GameState, player: PlayerId, card: string): boolean {
  const surface = cardsIn(state, Z.surface(zoneArg(state.cards[card]!.zone))).filter((iid) => bp(state, iid).type === 'Personnel');
  const mine = surface.filter((iid) => state.cards[iid]!.owner === player && !state.cards[iid]!.stopped && !state.cards[iid]!.disabled);
  return mine.length > 0 && surface.every((iid) => state.cards[iid]!.owner === player);
}

/** The player's personnel present where the card lies that may use their skills. */
function presentFor(state: GameState, player: PlayerId, card: string): string[] {
  const zone = state.cards[card]!.zone;
  // Issue 15 (helper qcau): a card atop a location (Anti-Matter Pod, left there): the player's personnel aboard their ships and facilities in space there.
  const carriers = zoneKind(zone) === 'atop' ? cardsIn(state, Z.space(zoneArg(zone))).filter((iid) => state.cards[iid]!.owner === player) : [zoneArg(zone)];
  return carriers.flatMap((host) => cardsIn(state, Z.aboard(host))).filter((iid) => {
    const instance = state.cards[iid]!;
    return instance.owner === player && bp(state, iid).type === 'Personnel' && !instance.stopped && !instance.disabled;
  });
}

export function checkNullifyWithPresent(state: GameState, command: CommandOf<'NullifyWithPresent'>): Problem | null {
  const turn = checkOwnTurn(state, command.actor, NULLIFY_PRESENT_RULE);
  if (turn) return turn;
  if (unopposedNullifier(state, command.card))
    return unopposedAwayTeam(state, command.actor, command.card) ? null : problem('REQUIREMENT_NOT_PRESENT', 'you have no unopposed Away Team on that planet', NULLIFY_PRESENT_RULE);
  const text = nullifierOf(state, command.card);
  if (!text) return problem('NOT_NULLIFIABLE_THIS_WAY', 'that card has no nullifier met by personnel present', NULLIFY_PRESENT_RULE);
  const present = presentFor(state, command.actor, command.card);
  if (meetGroup(state, requirement(text), present).verdict !== 'met')
    return problem('REQUIREMENT_NOT_PRESENT', `your personnel present do not have ${text}`, NULLIFY_PRESENT_RULE);
  return null;
}

export function nullifyWithPresent(ctx: Ctx, command: CommandOf<'NullifyWithPresent'>): void {
  beginOrders(ctx, command.actor);
  const instance = ctx.state.cards[command.card]!;
  const unopposed = unopposedNullifier(ctx.state, command.card);
  const text = unopposed ? 'an unopposed Away Team' : nullifierOf(ctx.state, command.card)!;
  ctx.emit({ type: 'CardMoved', card: command.card, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: `nullified with ${text} present`, rule: NULLIFY_PRESENT_RULE });
  // Issue 15 (helper qcau): its points are nullified with it (Drought Tree: bonus points from a card other than a mission).
  if (unopposed?.pointsLost) ctx.emit({ type: 'PointsScored', player: instance.owner, points: -unopposed.pointsLost, bonus: true, source: command.card, rule: NULLIFY_PRESENT_RULE });
}

/** Legal commands: the cards lying on the sites of the Nors in play (the only places such cards lie today) the player may nullify now. */
export function nullifyWithPresentOffers(state: GameState, player: PlayerId, onSpaceline: readonly { readonly iid: string; readonly owner: PlayerId; readonly zone: string }[]): CommandOf<'NullifyWithPresent'>[] {
  const out: CommandOf<'NullifyWithPresent'>[] = [];
  // Issue 15 (helper qcau): and the cards left atop the locations where the player has a ship or facility in space.
  const here = new Set(onSpaceline.filter((card) => card.owner === player).map((card) => card.zone).filter((zone) => zoneKind(zone) === 'space'));
  for (const zone of here)
    for (const card of cardsIn(state, Z.atop(zoneArg(zone)))) {
      const command = { type: 'NullifyWithPresent' as const, actor: player, card };
      if (nullifierOf(state, card) && !checkNullifyWithPresent(state, command)) out.push(command);
    }
  // Issue 15 (helper qcau): and the cards atop a planet where the player has an unopposed Away Team (Drought Tree).
  const planets = new Set(onSpaceline.filter((card) => card.owner === player && zoneKind(card.zone) === 'surface').map((card) => zoneArg(card.zone)));
  for (const location of planets)
    for (const card of cardsIn(state, Z.atop(location))) {
      const command = { type: 'NullifyWithPresent' as const, actor: player, card };
      if (unopposedNullifier(state, card) && !checkNullifyWithPresent(state, command)) out.push(command);
    }
  // Issue 17: the cards on sites, found once per card record (most tables have no Nor).
  const onSites = perCards(state, 'nullify-with-present:cards-on-sites', () =>
    onSpaceline.flatMap((facility) => cardsIn(state, Z.sites(facility.iid)).flatMap((site) => cardsIn(state, Z.on(site)))),
  );
  for (const card of onSites) {
    const command = { type: 'NullifyWithPresent' as const, actor: player, card };
    if (nullifierOf(state, card) && !checkNullifyWithPresent(state, command)) out.push(command);
  }
  return out;
}
