// You're Not Ready (llap, 195_017): incident — played between two neighbouring missions while you have three Vulcan personnel in play; your opponent may not begin an attempt at either of those missions with fewer than nine personnel. Unique.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_017', {
  title: "You're Not Ready",
  scenario: 'behaviour/adjacent-guards.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'you-have-personnel', filter: { affiliation: 'Vulcan' }, atLeast: 3 }] },
  targets: { kind: 'between-missions' },
  duration: 'on-target-mission',
  adjacentGuard: { opponentTeamAtLeast: 9 },
});
