/**
 * Placed dilemmas that stop or disable at every turn's start or end (branch dilemmas-c, `ongoing.periodicAffect`):
 * Komar Possession stops its host and one other personnel present at the start of each turn; Aphasia Device disables
 * one personnel aboard at the end of each turn, and the crew dies once all of it is disabled.
 *   1E rulebook › THE PLAY PHASE › Start of Turn; END OF TURN; MISCELLANEOUS RULES › RANDOM SELECTION;
 *   GETTING HURT › STOPPED, DISABLED, KILLED.
 */
import { bp, type Ctx } from '../context';
import { selectAtRandom } from '../behaviour/random-selection';
import { dilemmaDef } from '../dilemmas';
import { RULES } from '../rules';
import type { OngoingDilemma } from '../types';
import { cardsIn, Z } from '../zones';
import { leavePlay } from './leaving-play';

/** Where the dilemma acts: aboard its ship, the zone of its host personnel, or its planet's surface. */
function zoneOf(ctx: Ctx, entry: OngoingDilemma): string | null {
  if (entry.on === 'ship') return Z.aboard(entry.host);
  if (entry.on === 'personnel') return ctx.state.cards[entry.host]?.zone ?? null;
  return Z.surface(entry.location);
}

export function periodicAffects(ctx: Ctx, at: 'start-of-turn' | 'end-of-turn'): void {
  for (const entry of Object.values(ctx.state.ongoing)) {
    const rule = dilemmaDef(ctx.state.cards[entry.dilemma]!.blueprint)?.ongoing?.periodicAffect;
    if (rule?.at === at && ctx.state.ongoing[entry.dilemma]) affectOnce(ctx, entry.dilemma, at);
  }
}

/** One round of the dilemma's periodic stop or disable (also "now", when it is placed: the `periodic-now` step). */
export function affectOnce(ctx: Ctx, card: string, when: string): void {
  const entry = ctx.state.ongoing[card];
  const def = dilemmaDef(ctx.state.cards[card]!.blueprint);
  const rule = def?.ongoing?.periodicAffect;
  if (!entry || !def || !rule) return;
  const zone = zoneOf(ctx, entry);
  if (!zone) return;
  const theirs = () => cardsIn(ctx.state, zone).filter((iid) => ctx.state.cards[iid]!.owner === entry.player && bp(ctx.state, iid).type === 'Personnel');
  const able = (iid: string) => (rule.action === 'stop' ? !ctx.state.cards[iid]!.stopped : !ctx.state.cards[iid]!.disabled);
  const affected: string[] = [];
  if (rule.host && entry.on === 'personnel' && ctx.state.cards[entry.host]) affected.push(entry.host);
  const others = theirs().filter((iid) => iid !== entry.host && able(iid));
  if (others.length > rule.count) {
    affected.push(...selectAtRandom(ctx, { purpose: `${def.title} (${when})`, candidates: others, count: rule.count, hurts: true }));
  } else affected.push(...others);
  const disabled: string[] = [];
  for (const iid of affected) {
    if (rule.action === 'stop') {
      if (!ctx.state.cards[iid]!.stopped) ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
    } else if (!ctx.state.cards[iid]!.disabled) {
      ctx.emit({ type: 'PersonnelDisabled', card: iid, source: def.title, rule: RULES.disabled });
      disabled.push(iid);
    }
  }
  // The disabled are re-enabled when the dilemma leaves play (attempt/leaving-play.ts › endOngoing reads `affected`).
  const fresh = disabled.filter((iid) => !entry.affected.includes(iid));
  if (fresh.length > 0) ctx.emit({ type: 'DilemmaPlaced', card, to: ctx.state.cards[card]!.zone, ongoing: { ...entry, affected: [...entry.affected, ...fresh] }, rule: RULES.disabled });
  const everyone = theirs();
  if (rule.allDisabledDie && everyone.length > 0 && everyone.every((iid) => ctx.state.cards[iid]!.disabled)) for (const iid of everyone) leavePlay(ctx, iid, 'killed', def.title, undefined, everyone);
}

