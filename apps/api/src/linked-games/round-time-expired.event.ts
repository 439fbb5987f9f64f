import type { RoundTimeExpired } from '../tournaments/round-clock';

/** Published on the CQRS event bus when a tournament round's time runs out (issue 7 › round clock). */
export class RoundTimeExpiredEvent {
  constructor(readonly expired: RoundTimeExpired) {}
}
