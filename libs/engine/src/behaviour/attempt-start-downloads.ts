/**
 * Issue 15 (helper tail1): "at the start of your first mission attempt here, you may download … to Away Team" — a
 * download by an ability of a card lying atop the mission, used in its owner's own `attempt-began` response
 * window (attempt-windows.ts; response-abilities.ts runs the ability and closes the window, and the attempt goes
 * on with the card downloaded: the team is read from the zone, attempt/teams.ts › present).
 * - target `card-to-download-to-attempt` (`filter`, `firstAttempt`): the cards matching `filter` the player may
 *   download now (downloads.ts › downloadableCards: the first copy of each, draw deck then hand), while the top
 *   response window is the player's own `attempt-began` window for their own attempt at the mission this card
 *   lies atop; `firstAttempt`: the player had begun no mission attempt there before this one
 *   (`Location.attemptsBy`, scoutings not counted).
 * - effect `download-target-to-attempt`: the target, still downloadable, is downloaded to the attempting team:
 *   the planet surface for an Away Team, aboard the attempting ship for a crew (`CardDownloaded`).
 * The window opens only when a player passes windows explicitly (attempt-windows.ts): a player who wants the
 * download answers windows themselves.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; DOWNLOADING; THE PLAY PHASE › Clarifications:
 *   Valid responses.
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { teamZone } from '../attempt/teams';
import { checkDownloadable, downloadableCards, downloadCard, searchedZones } from './downloads';
import { topWindow } from './responses';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { DownloadFilter } from './vocabulary-downloads';

export type AttemptStartDownloadTarget = { readonly kind: 'card-to-download-to-attempt'; readonly filter: DownloadFilter; readonly firstAttempt?: true };
export type AttemptStartDownloadEffect = { readonly kind: 'download-target-to-attempt' };

/** The attempting team's zone, when the top window is `player`'s own attempt-began window at the mission `self` lies atop. */
function attemptZone(state: GameState, player: PlayerId, self: string | undefined, firstAttempt: boolean): string | null {
  const attempt = state.attempt;
  const window = topWindow(state);
  if (!attempt || attempt.player !== player || attempt.scout || attempt.qFlash || !window || window.action !== 'attempt-began' || window.player !== player || window.by !== player) return null;
  if (!self || state.cards[self]?.zone !== Z.atop(attempt.location) || !state.cards[self]!.faceUp) return null;
  if (firstAttempt && (state.locations[attempt.location]?.attemptsBy?.[player] ?? 0) !== 1) return null;
  if (attempt.planet) return teamZone(attempt, 'away-team');
  return attempt.ship ? teamZone(attempt, 'crew') : null;
}

export const ATTEMPT_START_DOWNLOAD_TARGETS = finding(['card-to-download-to-attempt'], (state, player, spec, self) =>
  attemptZone(state, player, self, !!spec.firstAttempt) ? downloadableCards(state, player, spec.filter) : [],
);

export const ATTEMPT_START_DOWNLOAD_VERBS: { readonly 'download-target-to-attempt': (v: VerbContext, effect: AttemptStartDownloadEffect) => void } = {
  'download-target-to-attempt': (v) => {
    const state = v.ctx.state;
    const attempt = state.attempt;
    const iid = v.target;
    const zone = attempt ? (attempt.planet ? teamZone(attempt, 'away-team') : attempt.ship ? teamZone(attempt, 'crew') : null) : null;
    const still = !!iid && !!state.cards[iid] && searchedZones(state, v.player).includes(state.cards[iid]!.zone) && !checkDownloadable(state, v.player, iid);
    if (!zone || !still) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: the card or the attempt is gone', rule: RULES.cardEffects });
      return;
    }
    downloadCard(v.ctx, v.player, iid!, v.card, { to: zone });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, iid!).title} downloaded to the attempting ${attempt!.planet ? 'Away Team' : 'crew'}`, target: iid!, rule: RULES.cardEffects });
  },
};

export const ATTEMPT_START_DOWNLOAD_WORDS: readonly string[] = ['target:card-to-download-to-attempt', 'effect:download-target-to-attempt', 'state:Location.attemptsBy'];
