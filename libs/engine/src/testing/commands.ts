/**
 * Command builders the scenario specs share (twentieth session: the same one-line builders were written in dozens of
 * spec files). Each builds one engine command as a player sends it; the actor defaults to p1, the player whose turn the
 * scenes of testing/attempt-scene.ts begin with.
 */
import type { Command, PlayerId } from '../types';

/** ReportForDuty: `card` from hand to `facility` (a facility, a ship, or a site). */
export const report = (card: string, facility: string, actor: PlayerId = 'p1'): Command => ({ type: 'ReportForDuty', actor, card, facility });

/** PlayCard: `card` from hand, onto `target` when given. */
export const playCard = (card: string, target?: string, actor: PlayerId = 'p1'): Command => ({ type: 'PlayCard', actor, card, ...(target !== undefined ? { target } : {}) });

/** ActivateCard: the ability `ability` of a card in play, on `target` when given. */
export const activate = (card: string, ability: string, target?: string, actor: PlayerId = 'p1'): Command => ({ type: 'ActivateCard', actor, card, ability, ...(target !== undefined ? { target } : {}) });

/** SpecialReport: `card` reported where a card's text lets it (`to`). */
export const specialReport = (card: string, to: string, actor: PlayerId = 'p1'): Command => ({ type: 'SpecialReport', actor, card, to });

/** EndTurn. */
export const endTurn = (actor: PlayerId): Command => ({ type: 'EndTurn', actor });

/** PassResponse: the window's player lets what waits on it resolve. */
export const passResponse = (actor: PlayerId): Command => ({ type: 'PassResponse', actor });

/** SetAutoPass off: the player answers response windows themselves. */
export const explicitPass = (actor: PlayerId): Command => ({ type: 'SetAutoPass', actor, on: false });
