/**
 * Issue 15 (events-d): several personnel downloaded by one effect (`personnel-group-to-download`
 * target, `download-group` verb; vocabulary-group-downloads.ts). The set is chosen when the card is
 * played (`c1>f1+c2>f2`: each personnel with the facility it reports to) and enters play when the
 * card resolves.
 *   1E rulebook › DOWNLOADING › Clarifications: Downloading (a download naming no place is a normal
 *   report: compatible facility, native quadrant); › Clarifications: Invalid Downloads (if any target
 *   cannot be found, the entire download is invalid; nothing enters play); › General Quarters: The
 *   Personnel Download Limit (once every turn — the personnel of one download action count once, as in
 *   the Ferengi Conference example); DUPLICATION AND PERSONAS (a unique card twice in one set is refused).
 */
import { bp, inPlayOf, type Ctx } from '../context';
import { checkReportingPlace, checkUniqueness } from '../play';
import type { CardInstance, GameState, PlayerId } from '../types';
import { cardsIn, other } from '../zones';
import { checkDownloadable, DOWNLOAD_RULES, downloadCard, reportFacilities, reportZone, searchedZones } from './downloads';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';
import type { GroupDownloadEffect, GroupDownloadTarget } from './vocabulary-group-downloads';
import { forbidCardDraws } from './no-card-draws';
import { finding } from './target-table';

/** One chosen personnel and the facility it reports to. */
interface Pick {
  readonly iid: string;
  readonly facility: string;
}

function parse(target: string): Pick[] | null {
  const picks = target.split('+').map((part) => part.split('>'));
  if (picks.some((pick) => pick.length !== 2 || !pick[0] || !pick[1])) return null;
  return picks.map(([iid, facility]) => ({ iid: iid!, facility: facility! }));
}

/** Whether each card matches a distinct slot (slots are few: a small search over assignments). */
function fitsSlots(state: GameState, cards: readonly string[], slots: GroupDownloadTarget['slots']): boolean {
  const used = new Set<number>();
  const assign = (index: number): boolean => {
    if (index === cards.length) return true;
    for (let slot = 0; slot < slots.length; slot++) {
      if (used.has(slot) || !personnelMatches(bp(state, cards[index]!), slots[slot]!)) continue;
      used.add(slot);
      if (assign(index + 1)) return true;
      used.delete(slot);
    }
    return false;
  };
  return cards.length === slots.length && assign(0);
}

/** Why the set named by `target` may not be downloaded now, or null. */
export function groupDownloadProblem(state: GameState, player: PlayerId, spec: GroupDownloadTarget, target: string): string | null {
  const picks = parse(target);
  if (!picks) return 'write the set as c1>f1+c2>f2';
  if (new Set(picks.map((pick) => pick.iid)).size !== picks.length) return 'a card is named twice';
  const zones = searchedZones(state, player);
  if (picks.some((pick) => !state.cards[pick.iid] || !zones.includes(state.cards[pick.iid]!.zone))) return 'a card is not in your draw deck or hand';
  if (!fitsSlots(state, picks.map((pick) => pick.iid), spec.slots)) return 'the cards do not match what the card downloads';
  const entering: CardInstance[] = [];
  for (const pick of picks) {
    if (checkDownloadable(state, player, pick.iid)) return `${bp(state, pick.iid).title} may not be downloaded now`;
    if (checkReportingPlace(state, player, pick.iid, pick.facility)) return `${bp(state, pick.iid).title} may not report to that facility`;
    if (checkUniqueness(state, player, bp(state, pick.iid), [...inPlayOf(state, player), ...entering])) return `${bp(state, pick.iid).title} would be in play twice`;
    entering.push(state.cards[pick.iid]!);
  }
  return null;
}

/** The set offered for legalCommands: the first card found for each slot in order (distinct cards), each to the first facility it may report to. */
export function groupDownloadTargets(state: GameState, player: PlayerId, spec: GroupDownloadTarget): string[] {
  const candidates = searchedZones(state, player).flatMap((zone) => cardsIn(state, zone));
  const chosen: string[] = [];
  for (const slot of spec.slots) {
    const found = candidates.find((iid) => !chosen.some((pick) => pick.startsWith(`${iid}>`)) && personnelMatches(bp(state, iid), slot) && !checkDownloadable(state, player, iid));
    const facility = found ? reportFacilities(state, player, found)[0] : undefined;
    if (!found || !facility) return [];
    chosen.push(`${found}>${facility}`);
  }
  const target = chosen.join('+');
  return groupDownloadProblem(state, player, spec, target) === null ? [target] : [];
}

export function isGroupDownloadTarget(spec: { readonly kind: string }): spec is GroupDownloadTarget {
  return spec.kind === 'personnel-group-to-download';
}

type Handler<K extends GroupDownloadEffect['kind']> = (v: VerbContext, effect: Extract<GroupDownloadEffect, { kind: K }>) => void;

function resolveGroup(ctx: Ctx, player: PlayerId, source: string, target: string | undefined): void {
  // Issue 15 (helper pairs): a card may have several group ways (Gagh Tek Or?'s pairs, one per mode); the verb does not know the mode
  // played, so the set resolves under the first way it still fits (the play already checked it against its own mode's slots).
  const specs = ctx.state.cards[source] ? groupSpecsOf(ctx.state, source) : [];
  const problems = target ? specs.map((spec) => groupDownloadProblem(ctx.state, player, spec, target)) : [];
  const problem = !target ? 'no set chosen' : problems.includes(null) || problems.length === 0 ? null : problems[0]!;
  if (!target || problem) {
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `download invalid: ${problem}`, ...(target ? { target } : {}), rule: DOWNLOAD_RULES.invalid });
    return;
  }
  // Checked whole above; each then enters play (the personnel limit counts this one action once).
  for (const pick of parse(target)!) downloadCard(ctx, player, pick.iid, source, { to: reportZone(ctx.state, pick.iid, pick.facility) });
  ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `downloaded ${parse(target)!.map((pick) => bp(ctx.state, pick.iid).title).join(', ')}`, target, rule: DOWNLOAD_RULES.downloading });
}

/** The group targets of the card's own play and of its modes (those with a group target), in order. */
function groupSpecsOf(state: GameState, card: string): GroupDownloadTarget[] {
  const behaviour = behaviourOf(state.cards[card]!.blueprint);
  const all = [behaviour?.targets, ...(behaviour?.modes ?? []).map((mode) => mode.targets)];
  return all.filter((spec): spec is GroupDownloadTarget => !!spec && isGroupDownloadTarget(spec));
}

export const GROUP_DOWNLOAD_VERBS: { readonly [K in GroupDownloadEffect['kind']]: Handler<K> } = {
  'download-group': (v) => resolveGroup(v.ctx, v.player, v.card, v.target),
  'no-card-draws-this-turn': (v, effect) => forbidCardDraws(v.ctx, effect.who === 'opponent' ? other(v.player) : v.player, v.card, effect.regularOnly),
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const GROUP_DOWNLOADS_TARGETS = finding(['personnel-group-to-download'], (state, player, spec) => groupDownloadTargets(state, player, spec));
