/**
 * Issue 15 (personnel, second half): what happens as a personnel reports for duty — its own
 * `whenReported` effects and the `whenReportedHere` effects of personnel at its location
 * (vocabulary-personnel-b.ts). Run after `ReportForDuty`, `SpecialReport` (behaviour/reporting.ts)
 * and personnel downloads placed at a location. (Its special-reporting words, `reportsTo` and
 * `letsReport`, were folded into `reports`: vocabulary-reporting.ts.)
 *   1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import { bp, type Ctx } from '../context';
import type { PlayerId } from '../types';
import { locationOfZone } from '../zones';
import { reaches } from './modifiers-personnel';
import { tableIndex } from '../table-index';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { runEffects } from './verbs';

const ONCE_A_GAME = '1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS';

/** The reported personnel's `whenReported` effects (once per game per title when it says so). */
export function runWhenReported(ctx: Ctx, player: PlayerId, card: string, fromHand = false): void {
  runWhenReportedHere(ctx, card);
  const behaviour = behaviourOf(ctx.state.cards[card]!.blueprint);
  const when = behaviour?.whenReported;
  if (!when || (when.fromHand && !fromHand)) return;
  const key = `${behaviour.title}: when reported (once per game)`;
  if (when.oncePerGame) {
    if (ctx.state.abilityUses?.[`${player}|${key}`] !== undefined) return;
    ctx.emit({ type: 'CardAbilityUsed', player, title: key, turn: ctx.state.turn!.number, rule: ONCE_A_GAME });
  }
  runEffects({ ctx, player, card }, when.effects);
}

const hasWhenReportedHere: BlueprintTest = (b) => b.whenReportedHere;

/** The `whenReportedHere` effects of personnel in play at the location where `card` (a personnel) just entered play. */
export function runWhenReportedHere(ctx: Ctx, card: string): void {
  const ids = blueprintsWhere(ctx.state, hasWhenReportedHere);
  if (ids.size === 0) return;
  const reported = ctx.state.cards[card];
  const reportedCard = bp(ctx.state, card);
  if (!reported || reportedCard.type !== 'Personnel') return;
  const location = locationOfZone(ctx.state, reported.zone);
  if (!location) return;
  for (const watcher of tableIndex(ctx.state).inPlay) {
    if (!ids.has(watcher.blueprint) || watcher.iid === card || watcher.faceUp === false || locationOfZone(ctx.state, watcher.zone) !== location) continue;
    const behaviour = behaviourOf(watcher.blueprint)!;
    const when = behaviour.whenReportedHere!;
    if (!reaches(when.who, reportedCard, reported.owner, watcher.owner)) continue;
    if (when.per === 'each') {
      runEffects({ ctx, player: watcher.owner, card: watcher.iid }, when.effects);
      continue;
    }
    const turn = ctx.state.turn?.number ?? 0;
    const scope = when.per === 'turn' ? `turn ${turn}` : 'game';
    const keys = (when.perAffiliation ? reportedCard.affiliations : ['']).flatMap((affiliation) =>
      Array.from({ length: when.times ?? 1 }, (_, use) => `${behaviour.title}: reported here (${scope}${affiliation ? `, ${affiliation}` : ''}) use ${use + 1}`),
    );
    const free = keys.find((key) => ctx.state.abilityUses?.[`${watcher.owner}|${key}`] === undefined);
    if (!free) continue;
    ctx.emit({ type: 'CardAbilityUsed', player: watcher.owner, title: free, turn, rule: ONCE_A_GAME });
    runEffects({ ctx, player: watcher.owner, card: watcher.iid }, when.effects);
  }
}
