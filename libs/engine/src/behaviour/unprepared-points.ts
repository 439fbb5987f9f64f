/**
 * Issue 15 (helper partials): points a nullified dilemma still takes — Preparation "nullifies Lack of Preparation (but still
 * lose points)": the dilemma no longer stops the team, but the 10 points it takes from a team that could not have met the
 * mission requirements at the start of the attempt are lost all the same.
 * Effect `lose-points-unless-ready-at-start` (`points`, `exceptAffiliation`): during a mission attempt, the attempting player
 * loses `points` (not bonus points: a card without a point box; 1E rulebook › SCORING POINTS — kept apart from the bonus
 * area) unless the personnel who began the attempt (the crew `AttemptState.beganCrew` and the Away Team
 * `AttemptState.beganAwayTeam`, those still known as cards) meet the attempted mission's requirements as printed (or as the
 * mission's script parses them: missions-text.ts › scriptedRequirements); with `exceptAffiliation`, a team of nothing but
 * that affiliation loses nothing (Lack of Preparation's Borg clause takes no points). Requirements the engine cannot read
 * are reported and nothing is lost (a manual decision).
 *   1E rulebook › SCORING POINTS (points from a card without a point box); ATTEMPT A MISSION › SOLVING THE MISSION; the
 *   card texts (Lack of Preparation: "could have met mission requirements at start of attempt").
 * Decisions: the team is judged as its cards stand now (skills and attributes of those since killed included, read from
 * their cards); only the printed mission requirements count, not what cards in play later added or replaced.
 */
import { bp } from '../context';
import { meetGroup } from '../attempt/requirements';
import { attemptedMission } from '../attempt/teams';
import { RULES } from '../rules';
import { scriptedRequirements } from './missions-text';
import type { VerbContext } from './verbs';

export type UnpreparedPointsEffect = { readonly kind: 'lose-points-unless-ready-at-start'; readonly points: number; readonly exceptAffiliation?: string };

/** For the catalogue test. */
export const UNPREPARED_POINTS_WORDS: readonly string[] = ['effect:lose-points-unless-ready-at-start', 'state:AttemptState.beganAwayTeam'];

export const UNPREPARED_POINTS_VERBS: { readonly 'lose-points-unless-ready-at-start': (v: VerbContext, effect: UnpreparedPointsEffect) => void } = {
  'lose-points-unless-ready-at-start': (v, effect) => {
    const state = v.ctx.state;
    const note = (effect: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule: RULES.cardEffects });
    const attempt = state.attempt;
    if (!attempt) return note('no mission attempt under way: no points lost');
    const team = [...(attempt.beganCrew ?? []), ...(attempt.beganAwayTeam ?? [])].filter((iid) => state.cards[iid]);
    const personnel = team.filter((iid) => bp(state, iid).type === 'Personnel');
    if (effect.exceptAffiliation && personnel.length > 0 && personnel.every((iid) => bp(state, iid).affiliations.includes(effect.exceptAffiliation as never)))
      return note(`a team of ${effect.exceptAffiliation} only: no points lost`);
    const mission = bp(state, attemptedMission(state, attempt.location, attempt.player));
    const expression = mission.mission?.requirements ?? scriptedRequirements(mission)?.expression;
    const verdict = expression ? meetGroup(state, expression, team).verdict : 'undecidable';
    if (verdict === 'met') return note('the team could have met the mission requirements at the start of the attempt: no points lost');
    if (verdict === 'undecidable') return note('the mission requirements need a manual decision: any points lost are kept by hand');
    v.ctx.emit({ type: 'PointsScored', player: attempt.player, points: -effect.points, bonus: false, source: v.card, rule: `${RULES.cardEffects}; 1E rulebook › SCORING POINTS` });
    note(`the team could not have met the mission requirements at the start of the attempt: ${effect.points} points lost`);
  },
};
